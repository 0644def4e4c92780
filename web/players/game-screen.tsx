import { lazy, Suspense } from 'react';
import type { GameDefinition } from '../../engine/game-schema.ts';

// One chunk per player kind: a quiz does not download the writing player and vice versa.
const ChoicePlayer = lazy(() => import('./choice-player.tsx'));
const TextPlayer = lazy(() => import('./text-player.tsx'));
const MatchingPlayer = lazy(() => import('./matching-player.tsx'));
const TrafficLightPlayer = lazy(() => import('./traffic-light-player.tsx'));

/** Picks the generic player for a game definition; nothing here knows a particular game. */
export function GameScreen({ game }: { game: GameDefinition }) {
  return (
    <Suspense fallback={<p className="page-loading">Lade...</p>}>
      {game.player === 'choice' ? <ChoicePlayer key={game.id} game={game} /> : null}
      {game.player === 'text' ? <TextPlayer key={game.id} game={game} /> : null}
      {game.player === 'matching' ? <MatchingPlayer key={game.id} game={game} /> : null}
      {game.player === 'traffic-light' ? <TrafficLightPlayer key={game.id} game={game} /> : null}
    </Suspense>
  );
}
