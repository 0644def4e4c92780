import { createContext, useCallback, useContext } from 'react';
import { useDeviceSetting, writeDeviceSetting } from '../components/device-setting.ts';
// Also the look of the "So geht's" button on the intro, so it comes with the first render.
import './learning.css';

/** The step itself (a dialog with the worked example) loads apart from the game's first render. */
export const preloadTeach = () => void import('./teach-dialog.tsx');

const storageKey = (gameId: string) => `ferdy.teach-seen.${gameId}`;

/**
 * Whether this device has seen a game's "So geht's" step. The prerendered page assumes it has;
 * the step only matters on the first tap of the start button, when the device's value is known.
 */
export function useTeachSeen(gameId: string): [boolean, () => void] {
  const seen = useDeviceSetting(storageKey(gameId), '1') === '1';
  const markSeen = useCallback(() => writeDeviceSetting(storageKey(gameId), '1'), [gameId]);
  return [seen, markSeen];
}

/**
 * A game's "So geht's" for its intro: `open(then)` shows the step and runs `then` after
 * "Los geht's!"; `seen` says whether this device has already seen it.
 */
export type TeachOffer = { title: string; seen: boolean; open: (then?: () => void) => void };
export const TeachContext = createContext<TeachOffer | null>(null);

/** "So geht's" on the game's intro: always there, so the painted intro never changes its shape. */
export function TeachAgain() {
  const teach = useContext(TeachContext);
  if (!teach) return null;
  return (
    <button
      type="button"
      className="game-button game-button--quiet teach-again"
      onPointerDown={preloadTeach}
      onFocus={preloadTeach}
      onClick={() => teach.open()}
    >
      {teach.title}
    </button>
  );
}

/** The game's start: on this device's first start, "So geht's" comes first and its button starts the game. */
export function useStartWithTeach(onStart: () => void): () => void {
  const teach = useContext(TeachContext);
  return () => {
    if (teach && !teach.seen) teach.open(onStart);
    else onStart();
  };
}
