import { createActor, fromPromise, SimulatedClock, waitFor, type AnyMachineSnapshot } from 'xstate';
import { compileGame } from './compile.ts';
import type { GameEvent } from './events.ts';
import type { GameDefinition } from './game-schema.ts';
import type { PlayItem } from './items.ts';
import type { CheckOutcome, CheckRequest, GameOutput } from './machines/shared.ts';

/** A check the server made during the play: which checker, on what input, and its answer. */
export type RecordedCheck = CheckRequest & { output: CheckOutcome };

export type ReplayStep = { event: GameEvent; accepted: boolean; state: unknown; context: Record<string, unknown> };

export type ReplayResult = {
  finished: boolean;
  state: unknown;
  context: Record<string, unknown>;
  output: GameOutput | null;
  steps: ReplayStep[];
};

const sameInput = (a: Record<string, string>, b: Record<string, string>) => {
  const ka = Object.keys(a).sort();
  const kb = Object.keys(b).sort();
  return ka.length === kb.length && ka.every((k, i) => k === kb[i] && a[k] === b[k]);
};

/** Long enough for every delay a game may name (the DSL caps them at 60 s). */
const afterAnyDelay = 61_000;

/** What one replay's actors answer with, found through the actor system of that replay. */
type ReplayScope = { items: PlayItem[]; unused: RecordedCheck[] };
const scopes = new WeakMap<object, ReplayScope>();
const scopeOf = (system: object) => {
  const scope = scopes.get(system);
  if (!scope) throw new Error('replay scope missing');
  return scope;
};

/**
 * The replay machine of a game, built once per definition object: building a machine (and, on
 * its first use, formatting its transitions) costs more than replaying a whole play, and the
 * server replays every completed play. The actors read their answers from the replay's scope.
 */
const replayMachines = new WeakMap<GameDefinition, ReturnType<typeof compileGame>>();
function replayMachine(game: GameDefinition) {
  let machine = replayMachines.get(game);
  if (!machine) {
    machine = compileGame(game).provide({
      actors: {
        loadItems: fromPromise(async ({ system }) => scopeOf(system).items),
        checkAnswer: fromPromise(async ({ input, system }: { input: CheckRequest; system: object }) => {
          const unused = scopeOf(system).unused;
          const i = unused.findIndex((c) => c.checker === input.checker && sameInput(c.input, input.input));
          if (i < 0) throw new Error('no recorded check for this answer');
          return unused.splice(i, 1)[0]!.output;
        }),
        recordCompletion: fromPromise(async () => ({ recorded: true })),
      },
    } as never) as ReturnType<typeof compileGame>;
    replayMachines.set(game, machine);
  }
  return machine;
}

const idle = (s: AnyMachineSnapshot) => !s.hasTag('busy');

/**
 * Replays a play's event log against the items (and checker verdicts) the server stored, and
 * returns the final snapshot: finished or not, score, points and success. Deterministic: no
 * network, no real time — delays elapse on a simulated clock before each event, since a child
 * cannot act while the buttons are locked. A check is only honoured if the server made it on
 * exactly that text; anything else counts as a failed check.
 */
export async function replay(
  game: GameDefinition,
  items: PlayItem[],
  events: GameEvent[],
  checks: RecordedCheck[] = [],
): Promise<ReplayResult> {
  const clock = new SimulatedClock();
  const actor = createActor(replayMachine(game), { clock });
  scopes.set(actor.system, { items, unused: [...checks] });
  actor.start();
  // Waits only while an async step (loading, a check) is running; otherwise lets pending
  // promise callbacks run once, as an already-settled waitFor would, without its timer.
  const untilIdle = async () => {
    if (idle(actor.getSnapshot() as AnyMachineSnapshot)) await undefined;
    else await waitFor(actor, idle, { timeout: 1000 });
  };
  const settle = async () => {
    await untilIdle();
    clock.increment(afterAnyDelay);
    await untilIdle();
  };
  const steps: ReplayStep[] = [];
  let snapshot: AnyMachineSnapshot;
  try {
    for (const event of events) {
      await settle();
      const before = actor.getSnapshot() as AnyMachineSnapshot;
      if (before.status !== 'active') break;
      const accepted = before.can(event as never);
      if (accepted) actor.send(event as never);
      const after = actor.getSnapshot() as AnyMachineSnapshot;
      steps.push({ event, accepted, state: after.value, context: after.context as Record<string, unknown> });
    }
    await settle();
  } finally {
    snapshot = actor.getSnapshot() as AnyMachineSnapshot;
    actor.stop();
  }
  return {
    finished: snapshot.status === 'done',
    state: snapshot.value,
    context: snapshot.context as Record<string, unknown>,
    output: snapshot.status === 'done' ? (snapshot.output as GameOutput) : null,
    steps,
  };
}
