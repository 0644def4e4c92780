import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router';
import type { GameDefinition } from '../../engine/game-schema.ts';
import type { Play } from './use-play.ts';

// The dialog, its parental gate and the category names come only for a child who met the day's limit.
const LimitDialog = lazy(async () => {
  const [{ DailyLimitDialog }, { categories }] = await Promise.all([import('./daily-limit-dialog.tsx'), import('virtual:ferdy-catalog')]);
  return {
    default: ({ category, ...props }: { open: boolean; onClose: () => void; category: string; returnTo: string }) => (
      <DailyLimitDialog {...props} category={category} categoryLabel={categories[category] ?? category} />
    ),
  };
});

/** The daily-limit dialog, opened when the server refused a play for today. */
export function PlayLimit({ game, play }: { game: GameDefinition; play: Play }) {
  const location = useLocation();
  // Once opened it stays mounted, so closing it returns the focus like every dialog.
  const [needed, setNeeded] = useState(false);
  if (play.limitReached && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <LimitDialog open={play.limitReached} onClose={play.closeLimit} category={game.category} returnTo={location.pathname} />
    </Suspense>
  );
}
