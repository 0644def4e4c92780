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
  const unused = [...checks];
  const machine = compileGame(game).provide({
    actors: {
      loadItems: fromPromise(async () => items),
      checkAnswer: fromPromise(async ({ input }: { input: CheckRequest }) => {
        const i = unused.findIndex((c) => c.checker === input.checker && sameInput(c.input, input.input));
        if (i < 0) throw new Error('no recorded check for this answer');
        return unused.splice(i, 1)[0]!.output;
      }),
      recordCompletion: fromPromise(async () => ({ recorded: true })),
    },
  } as never);
  const clock = new SimulatedClock();
  const actor = createActor(machine, { clock });
  actor.start();
  const settle = async () => {
    await waitFor(actor, (s: AnyMachineSnapshot) => !s.hasTag('busy'), { timeout: 1000 });
    clock.increment(afterAnyDelay);
    await waitFor(actor, (s: AnyMachineSnapshot) => !s.hasTag('busy'), { timeout: 1000 });
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
