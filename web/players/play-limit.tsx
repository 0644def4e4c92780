import { categories } from 'virtual:ferdy-catalog';
import { useLocation } from 'react-router';
import type { GameDefinition } from '../../engine/game-schema.ts';
import { DailyLimitDialog } from './daily-limit-dialog.tsx';
import type { Play } from './use-play.ts';

/** The daily-limit dialog, opened when the server refused a play for today. */
export function PlayLimit({ game, play }: { game: GameDefinition; play: Play }) {
  const location = useLocation();
  return (
    <DailyLimitDialog
      open={play.limitReached}
      onClose={play.closeLimit}
      category={game.category}
      categoryLabel={categories[game.category] ?? game.category}
      returnTo={location.pathname}
    />
  );
}
