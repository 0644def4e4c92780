import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor, type AnyMachineSnapshot } from 'xstate';
import { compileGame } from '../../engine/compile.ts';
import type { GameEvent } from '../../engine/events.ts';
import type { GameDefinition } from '../../engine/game-schema.ts';
import type { PlayItem } from '../../engine/items.ts';
import type { CheckRequest } from '../../engine/machines/shared.ts';
import { replay, type RecordedCheck, type ReplayResult } from '../../engine/replay.ts';
import { createBuiltinProvider } from '../../server/ai/builtin-provider.ts';
import { testConfig } from '../../server/config.ts';
import { openDatabase } from '../../server/db/client.ts';
import { sqliteStore } from '../../server/db/sqlite-store.ts';
import { drawItems } from '../../server/plays/draw-items.ts';
import { eventsFor } from '../../scripts/reliability/event-logs.ts';
import { mulberry32 } from '../reliability/world.ts';
import { catalog } from './catalog.ts';

// The server replays a play as pure transitions (engine/replay.ts). These tests play every game
// as a live XState actor instead — promise children, a simulated clock, waiting — the way a
// child's browser runs it, and check both reach the same states, context and result.

const ai = createBuiltinProvider(catalog);
const afterAnyDelay = 61_000;
const idle = (s: AnyMachineSnapshot) => !s.hasTag('busy');

/** The game as a live actor: items and checks answered as the server would, on a simulated clock. */
function startLive(game: GameDefinition, items: PlayItem[], check: (request: CheckRequest) => Promise<unknown>) {
  const clock = new SimulatedClock();
  const machine = compileGame(game).provide({
    actors: {
      loadItems: fromPromise(async () => items),
      checkAnswer: fromPromise(async ({ input }: { input: CheckRequest }) => check(input)),
      recordCompletion: fromPromise(async () => ({ recorded: true })),
    },
  } as never);
  const actor = createActor(machine as ReturnType<typeof compileGame>, { clock });
  actor.start();
  const snapshot = () => actor.getSnapshot() as AnyMachineSnapshot;
  const untilIdle = async () => {
    if (idle(snapshot())) await undefined;
    else await waitFor(actor, idle, { timeout: 1000 });
  };
  /** What happens between two taps: async steps answer, locked buttons unlock. */
  const settle = async () => {
    await untilIdle();
    clock.increment(afterAnyDelay);
    await untilIdle();
  };
  return { actor, snapshot, settle };
}

/** Replays a log on a live actor, honouring only the checks the server recorded (the oracle). */
async function liveReplay(game: GameDefinition, items: PlayItem[], events: GameEvent[], checks: RecordedCheck[]): Promise<ReplayResult> {
  const unused = [...checks];
  const live = startLive(game, items, async (request) => {
    const same = (c: RecordedCheck) =>
      c.checker === request.checker &&
      JSON.stringify(Object.entries(c.input).sort()) === JSON.stringify(Object.entries(request.input).sort());
    const i = unused.findIndex(same);
    if (i < 0) throw new Error('no recorded check for this answer');
    return unused.splice(i, 1)[0]!.output;
  });
  const steps: ReplayResult['steps'] = [];
  for (const event of events) {
    await live.settle();
    if (live.snapshot().status !== 'active') break;
    const accepted = live.snapshot().can(event as never);
    if (accepted) live.actor.send(event as never);
    steps.push({ event, accepted, state: live.snapshot().value, context: live.snapshot().context as Record<string, unknown> });
  }
  await live.settle();
  const s = live.snapshot();
  live.actor.stop();
  return { finished: s.status === 'done', state: s.value, context: s.context, output: s.status === 'done' ? s.output : null, steps };
}

const texts = [
  '',
  'ok',
  'Ich bin traurig, weil du mich nicht mitspielen lässt. Können wir bitte zusammen spielen?',
  'Ich schaffe das noch nicht, aber ich übe weiter und frage jemanden um Hilfe.',
  'Zuerst atme ich tief durch. Dann rede ich mit ihr. Danach suchen wir zusammen eine Lösung, die für beide passt.',
];

/** Every event a child's buttons could send in this game. */
function candidates(game: GameDefinition, items: PlayItem[], random: () => number): GameEvent[] {
  const fixed: GameEvent[] = [
    { type: 'START' },
    { type: 'RETRY' },
    { type: 'CONFIRM' },
    { type: 'NEXT' },
    { type: 'BACK' },
    { type: 'REROLL' },
    { type: 'SHOW_SAMPLE' },
    { type: 'DISMISS' },
    { type: 'CHECK' },
  ];
  const select = [0, 1, 2, 3].map((index) => ({ type: 'SELECT', index }) as const);
  const pick = Array.from({ length: 12 }, (_, tile) => ({ type: 'PICK', tile }) as const);
  const answer = (['red', 'yellow', 'green'] as const).map((colour) => ({ type: 'ANSWER', colour }) as const);
  // A text that uses every word the items show (terms to weave in, a sample to match) passes more goals.
  const fromItems = `${texts[4]} ${JSON.stringify(items).replace(/[^\p{L}\s.,!?-]+/gu, ' ')}`;
  // So do any single string an item holds (a sample answer), many ideas, a long text on mindsets.
  const strings =
    JSON.stringify(items)
      .match(/"[^"]{3,}"/g)
      ?.map((q) => JSON.parse(q) as string) ?? [];
  const ideas = Array.from({ length: 16 }, (_, i) => `Idee Nummer ${i + 1}`).join('\n');
  const mindset =
    'Im Video geht es um zwei Mindsets. Wer ein Fixed Mindset hat, glaubt, dass seine Fähigkeiten fest sind und sich nicht ändern lassen. ' +
    'Darum gibt man schnell auf und hat Angst vor Fehlern. Wer ein Growth Mindset hat, glaubt, dass er durch Üben lernen kann und dass das Gehirn dabei wächst. ' +
    'Fehler helfen beim Lernen, und man kann fast alles lernen, wenn man sich anstrengt und dranbleibt.';
  const explained = Object.values(game.texts)
    .filter((t) => typeof t === 'string')
    .join(' ');
  const pool = [fromItems, ideas, mindset, explained, ...texts, ...strings];
  const anyText = () => pool[Math.floor(random() * pool.length)]!;
  const submit: GameEvent[] =
    game.player === 'text'
      ? [0, 1, 2].map(() => ({ type: 'SUBMIT', values: Object.fromEntries(game.fields.map((f) => [f.id, anyText()])) }))
      : [];
  return [...fixed, ...select, ...pick, ...answer, ...submit];
}

/**
 * A random play on the live actor: mostly taps the game accepts, now and then one it ignores.
 * Checks are made by the builtin checkers and recorded, as the server records them.
 */
async function randomPlay(game: GameDefinition, items: PlayItem[], random: () => number, length: number) {
  const checks: RecordedCheck[] = [];
  const live = startLive(game, items, async (request) => {
    const output = await ai.check(request.checker, request.input as never);
    checks.push({ ...request, output: output as Record<string, unknown> });
    return output;
  });
  const events: GameEvent[] = [];
  for (let i = 0; i < length; i++) {
    await live.settle();
    if (live.snapshot().status !== 'active') break;
    const all = candidates(game, items, random);
    // Going back and starting over are allowed but rarer, or few plays would ever finish.
    const accepted = all.filter((e) => live.snapshot().can(e as never) && (!['BACK', 'REROLL'].includes(e.type) || random() < 0.15));
    const pool = accepted.length > 0 && random() < 0.9 ? accepted : all;
    const event = pool[Math.floor(random() * pool.length)]!;
    events.push(event);
    if (live.snapshot().can(event as never)) live.actor.send(event as never);
  }
  live.actor.stop();
  // A forged or lost check: now and then one recorded verdict is missing at completion.
  if (checks.length > 0 && random() < 0.2) checks.splice(Math.floor(random() * checks.length), 1);
  return { events, checks };
}

function withStrayTaps(events: GameEvent[], all: GameEvent[], random: () => number): GameEvent[] {
  const out = [...events];
  for (let i = 0; i < 4; i++) out.splice(1 + Math.floor(random() * out.length), 0, all[Math.floor(random() * all.length)]!);
  return out;
}

describe('the server replay agrees with a live actor', () => {
  for (const game of catalog.games) {
    it(`${game.id}: 25 random plays reach the same states, context and result`, async () => {
      const random = mulberry32(game.id.length * 7919);
      const db = openDatabase(':memory:');
      const deps = {
        config: testConfig(),
        store: sqliteStore(db),
        now: () => Date.now(),
        version: 'test',
        catalog,
        ai,
        random,
      } as Parameters<typeof drawItems>[0];
      let finished = 0;
      for (let play = 0; play < 25; play++) {
        const { items } = await drawItems(deps, game, []);
        // Every other play of a game without writing follows a good play, with stray taps mixed in.
        const { events, checks } =
          game.player !== 'text' && play % 2 === 0
            ? { events: withStrayTaps(eventsFor(game, items, random), candidates(game, items, random), random), checks: [] }
            : await randomPlay(game, items, random, 10 + Math.floor(random() * 110));
        const expected = await liveReplay(game, items, events, checks);
        const actual = replay(game, items, events, checks);
        expect(JSON.parse(JSON.stringify(actual))).toEqual(JSON.parse(JSON.stringify(expected)));
        if (actual.finished) finished++;
      }
      // The random plays must reach the end of the game often enough to test its result.
      expect(finished).toBeGreaterThan(0);
    });
  }
});
