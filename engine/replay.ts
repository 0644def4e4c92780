import { createActor, type AnyActorRef, type AnyActorScope, type AnyMachineSnapshot, type EventObject } from 'xstate';
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

type Machine = ReturnType<typeof compileGame>;
/** An action the machine asks to run, as xstate hands it to an actor scope. */
type Action = { type: string; params: unknown };

/** An invoked step's answer (by the step's id) waiting to reach the machine. */
type Answer = { id: string; event: EventObject };
/** A delayed event (by its send id) waiting for its delay to pass. */
type Timer = Answer & { delay: number };

/**
 * What the game's async steps answer during a replay: the stored items, the checker verdicts
 * the server made, and a completion that is always recorded (the server records it after).
 */
function answerOf(src: string, input: unknown, items: PlayItem[], unused: RecordedCheck[]): { output: unknown } | { error: Error } {
  switch (src) {
    case 'loadItems':
      return { output: items };
    case 'checkAnswer': {
      const request = input as CheckRequest;
      const i = unused.findIndex((c) => c.checker === request.checker && sameInput(c.input, request.input));
      if (i < 0) return { error: new Error('no recorded check for this answer') };
      return { output: unused.splice(i, 1)[0]!.output };
    }
    case 'recordCompletion':
      return { output: { recorded: true } };
    default:
      return { error: new Error(`unknown step ${src}`) };
  }
}

/**
 * Replays a play's event log against the items (and checker verdicts) the server stored, and
 * returns the final snapshot: finished or not, score, points and success.
 *
 * The machine runs as pure transitions (its `ActorLogic.transition`), not as a live actor: the
 * server replays every completed play, and an actor with promise children, a clock and waiting
 * costs several times the transitions themselves. The effects a live actor would run are played
 * by hand with the same ordering a child's browser sees: an async step (loading, a check, the
 * completion) answers before the child can act again, and a delay elapses before the next
 * event, since a child cannot act while the buttons are locked. `tests/games/replay-agrees`
 * checks this against a live actor on every game. A check is only honoured if the server made
 * it on exactly that text; anything else counts as a failed check.
 */
export function replay(game: GameDefinition, items: PlayItem[], events: GameEvent[], checks: RecordedCheck[] = []): ReplayResult {
  const machine = compileGame(game);
  const unused = [...checks];
  let actions: Action[] = [];
  const scope = inertScope(machine, (action) => actions.push(action as Action));

  const answers: Answer[] = [];
  let timers: Timer[] = [];
  /** Runs the effects of the last transition that a replay needs: async steps and delays. */
  const collect = () => {
    for (const action of actions) {
      if (action.type === 'xstate.spawnChild') {
        const child = (action.params as { actorRef?: AnyActorRef }).actorRef;
        if (!child) continue;
        const answer = answerOf(child.src as string, (child as unknown as { options: { input: unknown } }).options.input, items, unused);
        // The events a live actor's promise child sends its parent when it settles.
        const event: EventObject =
          'output' in answer
            ? ({ type: `xstate.done.actor.${child.id}`, output: answer.output, actorId: child.id } as EventObject)
            : ({ type: `xstate.error.actor.${child.id}`, error: answer.error, actorId: child.id } as EventObject);
        answers.push({ id: child.id, event });
      } else if (action.type === 'xstate.stopChild') {
        const child = action.params as unknown as AnyActorRef | undefined;
        const i = child ? answers.findIndex((a) => a.id === child.id) : -1;
        if (i >= 0) answers.splice(i, 1);
      } else if (action.type === 'xstate.raise') {
        const { event, id, delay } = action.params as { event: EventObject; id?: string; delay?: number };
        if (typeof delay === 'number') timers.push({ id: id ?? '', event, delay });
      } else if (action.type === 'xstate.cancel') {
        const { sendId } = action.params as { sendId: string };
        timers = timers.filter((t) => t.id !== sendId);
      }
    }
    actions = [];
  };

  let snapshot = machine.getInitialSnapshot(scope) as AnyMachineSnapshot;
  collect();
  const deliver = (event: EventObject) => {
    try {
      snapshot = machine.transition(snapshot as never, event as never, scope) as AnyMachineSnapshot;
    } catch (error) {
      // A live actor stops in an error state on a throwing guard or action: the play is unfinished.
      snapshot = { ...snapshot, status: 'error', error } as AnyMachineSnapshot;
    }
    collect();
  };
  const answerAll = () => {
    while (answers.length > 0 && snapshot.status === 'active') deliver(answers.shift()!.event);
  };
  /** Lets what runs between two taps happen: pending answers, then every delay, then their answers. */
  const settle = () => {
    answerAll();
    const due = [...timers].sort((a, b) => a.delay - b.delay);
    timers = [];
    for (const timer of due) if (snapshot.status === 'active') deliver(timer.event);
    answerAll();
  };

  const steps: ReplayStep[] = [];
  for (const event of events) {
    settle();
    if (snapshot.status !== 'active') break;
    const accepted = snapshot.can(event as never);
    if (accepted) deliver(event);
    steps.push({ event, accepted, state: snapshot.value, context: snapshot.context as Record<string, unknown> });
  }
  settle();
  return {
    finished: snapshot.status === 'done',
    state: snapshot.value,
    context: snapshot.context as Record<string, unknown>,
    output: snapshot.status === 'done' ? (snapshot.output as GameOutput) : null,
    steps,
  };
}

/**
 * An actor scope that executes nothing and hands every action to `onAction`, as xstate's own
 * pure `transition()` builds one; built once per machine here, because that builds an actor,
 * and so a whole initial state, on every call.
 */
const selves = new WeakMap<Machine, AnyActorRef>();
function inertScope(machine: Machine, onAction: (action: unknown) => void): AnyActorScope {
  let self = selves.get(machine);
  if (!self) {
    self = createActor(machine);
    selves.set(machine, self);
  }
  return {
    self,
    id: '',
    sessionId: '',
    logger: () => {},
    defer: () => {},
    system: self.system,
    stopChild: () => {},
    emit: () => {},
    actionExecutor: onAction,
  } as unknown as AnyActorScope;
}
