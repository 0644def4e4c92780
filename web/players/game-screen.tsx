import { useMemo, useState, type ComponentType } from 'react';
import type { GameDefinition } from '../../engine/game-schema.ts';
import { GameFrame } from './game-frame.tsx';
import { TeachAgainContext, TeachStep, useTeachSeen } from './teach-step.tsx';

/** The player of one kind of game; `loadPlayer(kind)` gives it, and it is shown only with a game of that kind. */
export type Player = ComponentType<{ game: GameDefinition }>;

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

/**
 * Shows a game with its player; nothing here knows a particular game. A game with a "So geht's"
 * step shows it first, until this device has seen it; then the intro offers it again.
 */
export function GameScreen({ game, Player }: { game: GameDefinition; Player: Player }) {
  const [seen, markSeen] = useTeachSeen(game.id);
  const [again, setAgain] = useState(false);
  const teachAgain = useMemo(() => (game.teach ? { title: game.teach.title, open: () => setAgain(true) } : null), [game.teach]);
  if (game.teach && (!seen || again)) {
    return (
      <GameFrame game={game}>
        <TeachStep
          teach={game.teach}
          onDone={() => {
            markSeen();
            setAgain(false);
          }}
        />
      </GameFrame>
    );
  }
  return (
    <TeachAgainContext.Provider value={teachAgain}>
      <Player key={game.id} game={game} />
    </TeachAgainContext.Provider>
  );
}
