import type { GameDefinition } from '../../engine/game-schema.ts';

/** The studio tells the preview which game to play (a new run restarts it). */
export const previewMessage = 'ferdy-studio-preview';
/** The preview tells the studio it listens. */
export const readyMessage = 'ferdy-studio-preview-ready';

export type PreviewMessage = { type: typeof previewMessage; game: GameDefinition; run: number };

/** Where the site's player keeps a running play; the studio reads it to highlight the state. */
export const playStorageKey = (gameId: string) => `ferdy:play:${gameId}`;
