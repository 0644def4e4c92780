import type { ComponentType } from 'react';
import type { GameDefinition } from '../../engine/game-schema.ts';

export type Player = ComponentType<{ game: never }>;

/**
 * The generic player of a game's kind, one chunk per kind: a quiz does not download the writing
 * player and vice versa. Loaded by the game route's loader together with the definition, so the
 * page renders in one go: no second waterfall after the route, and hydrating a prerendered game
 * page never suspends (a suspended part would be thrown away and drawn anew when the session
 * arrives, under the child's finger).
 */
export async function loadPlayer(kind: GameDefinition['player']): Promise<Player> {
  switch (kind) {
    case 'choice':
      return (await import('./choice-player.tsx')).default as Player;
    case 'text':
      return (await import('./text-player.tsx')).default as Player;
    case 'matching':
      return (await import('./matching-player.tsx')).default as Player;
    case 'traffic-light':
      return (await import('./traffic-light-player.tsx')).default as Player;
  }
}

/** Shows a game with its player; nothing here knows a particular game. */
export function GameScreen({ game, Player }: { game: GameDefinition; Player: Player }) {
  return <Player key={game.id} game={game as never} />;
}
