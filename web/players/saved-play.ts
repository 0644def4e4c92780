import type { Snapshot } from 'xstate';
import type { GameEvent } from '../../engine/events.ts';

/** What survives a reload: the play on the server, the events so far and the machine's snapshot. */
export type Saved = { v: 1; playId: string | null; log: GameEvent[]; snapshot: Snapshot<unknown>; savedAt: number };
export const storageKey = (gameId: string) => `ferdy:play:${gameId}`;
const keepFor = 12 * 60 * 60 * 1000;

/** The play this device saved for the game, if it is recent enough to continue. */
export function readSaved(gameId: string): Saved | null {
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
