import { useSelector } from '@xstate/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { notify } from '../components/notify.ts';
import { createActor, fromPromise, type AnyMachineSnapshot } from 'xstate';
import { gameMachine } from './game-machine.ts';
import type { GameEvent } from '../../engine/events.ts';
import type { GameDefinition } from '../../engine/game-schema.ts';
import type { PlayItem } from '../../engine/items.ts';
import type { CheckOutcome, CheckRequest, RecordOutcome } from '../../engine/machines/shared.ts';
import { api, ApiError } from '../api/client.ts';
import { useHydrated } from '../components/use-hydrated.ts';
import { useSession } from '../session/session.tsx';
import { validItems } from './item-guards.ts';
import { PausableClock } from './pausable-clock.ts';

type StartAnswer = { playId: string | null; items: PlayItem[]; recorded: boolean };
type CompleteAnswer = { points_earned: number; total_points: number; canPlayAgain: boolean; needsPayment: boolean };

/** What survives a reload: the play on the server, the events so far and the machine's snapshot. */
type Saved = { v: 1; playId: string | null; log: GameEvent[]; snapshot: unknown; savedAt: number };
const storageKey = (gameId: string) => `ferdy:play:${gameId}`;
const keepFor = 12 * 60 * 60 * 1000;

function readSaved(gameId: string): Saved | null {
  try {
    const raw = localStorage.getItem(storageKey(gameId));
    if (!raw) return null;
    const saved = JSON.parse(raw) as Saved;
    if (saved.v !== 1 || Date.now() - saved.savedAt > keepFor) return null;
    return saved;
  } catch {
    return null;
  }
}

export const invalidShapeMessage = 'Ungültige Antwort von der API';

/**
 * Runs one game's machine in the browser: its async steps call the API, every accepted event is
 * logged for the server's replay, and the snapshot is kept in localStorage so a reload continues
 * where the child was. `restart()` begins a new play (a new actor).
 */
export function usePlay(game: GameDefinition) {
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
        loadItems: fromPromise(async () => {
          try {
            const answer = await api<StartAnswer>('/api/plays', { body: { gameId: game.id } });
            if (!Array.isArray(answer.items) || !validItems(game, answer.items)) throw new ApiError(200, 'invalid_shape', invalidShapeMessage);
            playRef.current = { playId: answer.playId, log: playRef.current.log };
            return answer.items;
          } catch (error) {
            if (error instanceof ApiError && error.code === 'needs_payment') setLimitReached(true);
            throw error;
          }
        }),
        checkAnswer: fromPromise(async ({ input }: { input: CheckRequest }): Promise<CheckOutcome> => {
          const { playId } = playRef.current;
          const answer = playId
            ? await api<CheckOutcome>(`/api/plays/${playId}/check`, { body: input })
            : await api<CheckOutcome>('/api/checks', { body: { ...input, gameId: game.id } });
          if (!answer || typeof answer !== 'object') throw new ApiError(200, 'invalid_shape', invalidShapeMessage);
          return answer;
        }),
        recordCompletion: fromPromise(async (): Promise<RecordOutcome> => {
          const { playId, log } = playRef.current;
          if (!playId || !userRef.current) return { recorded: false };
          const answer = await api<CompleteAnswer>(`/api/plays/${playId}/complete`, { body: { events: log } });
          if (answer.points_earned > 0) notify.success(`Spiel abgeschlossen! +${answer.points_earned} Punkte`);
          return { pointsEarned: answer.points_earned, totalPoints: answer.total_points, recorded: true };
        }),
      },
    } as never);

    // A reload continues the saved play; a restart (generation > 0) always begins a new one.
    const saved = generation === 0 ? resumable : null;
    playRef.current = saved ? { playId: saved.playId, log: saved.log } : { playId: null, log: [] };
    try {
      return createActor(machine, saved ? { snapshot: saved.snapshot as never, clock } : { clock });
    } catch {
      localStorage.removeItem(storageKey(game.id));
      playRef.current = { playId: null, log: [] };
      return createActor(machine, { clock });
    }
  }, [game, generation, resumable, clock]);

  useEffect(() => {
    // The first render's actor only draws the prerendered intro; it must not wipe a saved play.
    if (!hydrated) return;
    const sub = actor.subscribe((snapshot: AnyMachineSnapshot) => {
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
      actor.send({ type: 'START' } as never);
    }
    return () => {
      sub.unsubscribe();
      actor.stop();
    };
  }, [actor, game.id, hydrated]);

  const snapshot = useSelector(actor, (s) => s as AnyMachineSnapshot);

  /** Sends a child's action; only actions the game accepts right now are logged for the replay. */
  const send = useCallback(
    (event: GameEvent) => {
      const current = actor.getSnapshot() as AnyMachineSnapshot;
      if (!current.can(event as never)) return false;
      playRef.current.log.push(event);
      actor.send(event as never);
      return true;
    },
    [actor],
  );

  /** A new play; `start` skips the intro ('Erneut spielen', the next set of Paare finden). */
  const restart = useCallback((start = true) => {
    autoStart.current = start;
    localStorage.removeItem(storageKey(game.id));
    setLimitReached(false);
    setGeneration((g) => g + 1);
  }, [game.id]);

  return { snapshot, send, restart, clock, actor, limitReached, closeLimit: () => setLimitReached(false), signedIn: user !== null };
}

export type Play = ReturnType<typeof usePlay>;
