import { Suspense, lazy, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider, createMemoryRouter } from 'react-router';
import type { GameDefinition } from '../../engine/game-schema.ts';
import { loadPlayer, type Player } from '../../web/players/game-screen.tsx';
import { SessionProvider } from '../../web/session/session.tsx';
import '../../web/styles/global.css';
import '../../web/players/players.css';
import { previewMessage, readyMessage, type PreviewMessage } from './preview-messages.ts';

const AppToaster = lazy(() => import('../../web/components/app-toaster.tsx'));

/**
 * The studio's preview: the site's own player of the game's kind, unchanged, playing the
 * definition the author is typing. The studio posts each valid version; every new one starts a
 * new play. The player talks to the studio's simulated API (studio/server/preview-api.ts).
 */
function Preview() {
  const [current, setCurrent] = useState<{ game: GameDefinition; run: number; Player: Player } | null>(null);
  useEffect(() => {
    const onMessage = (event: MessageEvent<PreviewMessage>) => {
      if (event.origin !== window.location.origin || event.data?.type !== previewMessage) return;
      const { game, run } = event.data;
      void loadPlayer(game.player).then((Player) => setCurrent({ game, run, Player }));
    };
    window.addEventListener('message', onMessage);
    window.parent.postMessage({ type: readyMessage }, window.location.origin);
    return () => window.removeEventListener('message', onMessage);
  }, []);
  if (!current) return <p className="page-loading">Die Vorschau wartet auf ein gültiges Spiel …</p>;
  const { game, run, Player } = current;
  return <Player key={`${game.id}-${run}`} game={game as never} />;
}

const router = createMemoryRouter([{ path: '*', element: <Preview /> }]);

// Without StrictMode: its development-only second effect run stops the player's actor for good
// (an XState actor does not start again), and the studio serves the players in development mode.
createRoot(document.getElementById('root')!).render(
  <>
    <SessionProvider>
      <main className="studio-preview">
        <RouterProvider router={router} />
      </main>
      <Suspense fallback={null}>
        <AppToaster />
      </Suspense>
    </SessionProvider>
  </>,
);
