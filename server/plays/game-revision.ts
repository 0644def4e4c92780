import { createHash } from 'node:crypto';
import type { GameDefinition } from '../../engine/game-schema.ts';

const revisions = new WeakMap<GameDefinition, string>();

/**
 * The revision of a game definition as loaded from games/*.yaml: a hash of the validated
 * definition the engine compiles and the server replays. A play keeps the revision it started
 * with, so a completion is never replayed against a definition that changed meanwhile.
 */
export function gameRevision(game: GameDefinition): string {
  let revision = revisions.get(game);
  if (!revision) {
    revision = createHash('sha256').update(JSON.stringify(game)).digest('base64url').slice(0, 16);
    revisions.set(game, revision);
  }
  return revision;
}
