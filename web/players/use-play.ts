import { useSelector } from '@xstate/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { notify } from '../components/notify.ts';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import type { MachineOf } from '../../engine/compile.ts';
import { gameMachine, loadAnswerRules } from './game-machine.ts';
import { readSaved, storageKey, type Saved } from './saved-play.ts';
import type { GameEvent } from '../../engine/events.ts';
import type { GameDefinition } from '../../engine/game-schema.ts';
import type { PlayItem } from '../../engine/items.ts';
import type { CheckOutcome, CheckRequest, RecordOutcome } from '../../engine/machines/shared.ts';
import { answer, ApiError, client } from '../api/client.ts';
import { useHydrated } from '../components/use-hydrated.ts';
import { useSession } from '../session/session.tsx';
import { PausableClock } from './pausable-clock.ts';

export const invalidShapeMessage = 'Ungültige Antwort von der API';

/**
 * Runs one game's machine in the browser: its async steps call the API, every accepted event is
 * logged for the server's replay, and the snapshot is kept in localStorage so a reload continues
 * where the child was. `restart()` begins a new play (a new actor).
 */
export function usePlay<G extends GameDefinition>(game: G) {
  const { user } = useSession();
  const userRef = useRef(user);
  userRef.current = user;
  const [limitReached, setLimitReached] = useState(false);
  const [generation, setGeneration] = useState(0);
  const autoStart = useRef(false);
  const playRef = useRef<{ playId: string | null; log: GameEvent[] }>({ playId: null, log: [] });
  // The prerendered page shows the intro: a saved play is picked up from the second render on.
  const hydrated = useHydrated();
  const clock = useMemo(() => new PausableClock(), []);
  // Only a saved play makes the second render's actor differ from the first one: without one the
  // same actor stays, so a tap on the prerendered start button that React replays right after
  // hydration is not lost with a replaced actor.
  // What this device had saved when the page came alive, read once then.
  const resumable = useMemo(() => (hydrated ? readSaved(game.id) : null), [hydrated, game.id]);

  const actor = useMemo(() => {
    const machine = gameMachine(game).provide({
      actors: {
        loadItems: fromPromise(async (): Promise<PlayItem[]> => {
          try {
            // The items' check (zod) and the answer checks load with the first start, beside the
            // request: not before the page's first render, but before the first answer.
            const [started, { itemsFor }] = await Promise.all([
              answer(client.plays.$post({ json: { gameId: game.id } })),
              import('../../engine/item-schemas.ts'),
              loadAnswerRules(game.player),
            ]);
            const items = itemsFor(game.player, started.items);
            if (!items) throw new ApiError(200, 'invalid_shape', invalidShapeMessage);
            playRef.current = { playId: started.playId, log: playRef.current.log };
            return items;
          } catch (error) {
            if (error instanceof ApiError && error.code === 'needs_payment') setLimitReached(true);
            throw error;
          }
        }),
        checkAnswer: fromPromise(async ({ input }: { input: CheckRequest }): Promise<CheckOutcome> => {
          const { playId } = playRef.current;
          const verdict = playId
            ? await answer(client.plays[':id'].check.$post({ param: { id: playId }, json: input }))
            : await answer(client.checks.$post({ json: { ...input, gameId: game.id } }));
          if (!verdict || typeof verdict !== 'object') throw new ApiError(200, 'invalid_shape', invalidShapeMessage);
          return verdict;
        }),
        recordCompletion: fromPromise(async (): Promise<RecordOutcome> => {
          const { playId, log } = playRef.current;
          if (!playId || !userRef.current) return { recorded: false };
          const completed = await answer(client.plays[':id'].complete.$post({ param: { id: playId }, json: { events: log } }));
          if (completed.pointsEarned > 0) notify.success(`Spiel abgeschlossen! +${completed.pointsEarned} Punkte`);
          return { pointsEarned: completed.pointsEarned, totalPoints: completed.totalPoints, recorded: true };
        }),
      },
    });

    // A reload continues the saved play; a restart (generation > 0) always begins a new one.
    const saved = generation === 0 ? resumable : null;
    playRef.current = saved ? { playId: saved.playId, log: saved.log } : { playId: null, log: [] };
    // xstate does not throw on a snapshot it cannot restore: the actor starts in an error state.
    const resumed = saved ? createActor(machine, { snapshot: saved.snapshot, clock }) : null;
    if (resumed && resumed.getSnapshot().status !== 'error') return resumed;
    if (saved) {
      localStorage.removeItem(storageKey(game.id));
      playRef.current = { playId: null, log: [] };
    }
    return createActor(machine, { clock });
  }, [game, generation, resumable, clock]);

  useEffect(() => {
    // The first render's actor only draws the prerendered intro; it must not wipe a saved play.
    if (!hydrated) return;
    const sub = actor.subscribe((snapshot) => {
      try {
        // Only plays that have items are worth resuming; finished ones start fresh.
        if (snapshot.status === 'done' || snapshot.matches('intro') || snapshot.hasTag('busy') || snapshot.matches('loadFailed')) {
          if (snapshot.status === 'done' || snapshot.matches('intro')) localStorage.removeItem(storageKey(game.id));
          return;
        }
        const saved: Saved = { v: 1, ...playRef.current, snapshot: actor.getPersistedSnapshot(), savedAt: Date.now() };
        localStorage.setItem(storageKey(game.id), JSON.stringify(saved));
      } catch {
        // Private mode or a full storage: the game still works, it just can't resume.
      }
    });
    actor.start();
    if (autoStart.current) {
      autoStart.current = false;
      playRef.current.log.push({ type: 'START' });
      actor.send({ type: 'START' });
    }
    return () => {
      sub.unsubscribe();
      actor.stop();
    };
  }, [actor, game.id, hydrated]);

  // The actor runs the machine of this game's kind (gameMachine picks it by game.player).
  const snapshot = useSelector(actor, (s) => s) as SnapshotFrom<MachineOf<G>>;

  /** Sends a child's action; only actions the game accepts right now are logged for the replay. */
  const send = useCallback(
    (event: GameEvent) => {
      if (!actor.getSnapshot().can(event)) return false;
      playRef.current.log.push(event);
      actor.send(event);
      return true;
    },
    [actor],
  );

  /** A new play; `start` skips the intro ('Erneut spielen', the next set of Paare finden). */
  const restart = useCallback(
    (start = true) => {
      autoStart.current = start;
      localStorage.removeItem(storageKey(game.id));
      setLimitReached(false);
      setGeneration((g) => g + 1);
    },
    [game.id],
  );

  return { snapshot, send, restart, clock, actor, limitReached, closeLimit: () => setLimitReached(false), signedIn: user !== null };
}

export type Play<G extends GameDefinition = GameDefinition> = ReturnType<typeof usePlay<G>>;
