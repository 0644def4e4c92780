import { lazy, Suspense, useEffect, useMemo, useState, type ComponentType } from 'react';
import type { GameDefinition } from '../../engine/game-schema.ts';
import { loadMachine } from './game-machine.ts';
import { preloadTeach, TeachContext, useTeachSeen } from './teach-step.tsx';

const TeachDialog = lazy(() => import('./teach-dialog.tsx'));

/** The player of one kind of game; `loadPlayer(kind)` gives it, and it is shown only with a game of that kind. */
export type Player = ComponentType<{ game: GameDefinition }>;

/** The player component of a kind, one chunk per kind: a quiz does not download the writing player and vice versa. */
async function playerOf(kind: GameDefinition['player']): Promise<Player> {
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
 * The generic player of a game's kind with its machine. Loaded by the game route's loader
 * together with the definition, so the page renders in one go: no second waterfall after the
 * route, and hydrating a prerendered game page never suspends (a suspended part would be thrown
 * away and drawn anew when the session arrives, under the child's finger).
 */
export async function loadPlayer(kind: GameDefinition['player']): Promise<Player> {
  const [player] = await Promise.all([playerOf(kind), loadMachine(kind)]);
  return player;
}

/**
 * Shows a game with its player; nothing here knows a particular game. A game with a "So geht's"
 * step shows it over the intro on this device's first start, and on its button any time.
 */
export function GameScreen({ game, Player }: { game: GameDefinition; Player: Player }) {
  const [seen, markSeen] = useTeachSeen(game.id);
  // Open with what "Los geht's!" does afterwards: start the game, or only close.
  const [teaching, setTeaching] = useState<{ then?: () => void } | null>(null);
  const offer = useMemo(
    () => (game.teach ? { title: game.teach.title, seen, open: (then?: () => void) => setTeaching({ then }) } : null),
    [game.teach, seen],
  );
  // Mounted from its first opening on, so closing it returns the focus like every dialog.
  const [needed, setNeeded] = useState(false);
  if (teaching && !needed) setNeeded(true);
  // A device that has not seen the step fetches it after the first render: the first tap shows it at once.
  useEffect(() => {
    if (game.teach && !seen) preloadTeach();
  }, [game.teach, seen]);
  return (
    <TeachContext.Provider value={offer}>
      <Player key={game.id} game={game} />
      {game.teach && needed ? (
        <Suspense fallback={null}>
          <TeachDialog
            teach={game.teach}
            open={teaching !== null}
            onClose={() => {
              markSeen();
              setTeaching(null);
            }}
            onStart={() => {
              markSeen();
              setTeaching(null);
              teaching?.then?.();
            }}
          />
        </Suspense>
      ) : null}
    </TeachContext.Provider>
  );
}
