import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter, matchRoutes } from 'react-router';
import { routes } from './routes/route-table.tsx';
import './styles/global.css';

function app() {
  return (
    <StrictMode>
      <RouterProvider router={createBrowserRouter(routes)} />
    </StrictMode>
  );
}

/**
 * Home and category pages arrive prerendered (scripts/prerender.ts). Their lazy route modules
 * are loaded before the first render, so that render shows what the server rendered and React
 * takes over the markup instead of replacing it.
 */
async function hydrate(container: HTMLElement) {
  const lazyMatches = matchRoutes(routes, window.location)?.filter((m) => typeof m.route.lazy === 'function') ?? [];
  await Promise.all(
    lazyMatches.map(async ({ route }) => {
      const load = route.lazy as () => Promise<object>;
      Object.assign(route, { ...(await load()), lazy: undefined });
    }),
  );
  // As a transition, hydration yields to the browser every few milliseconds instead of
  // blocking the main thread for the whole page (Total Blocking Time on slow phones).
  startTransition(() => {
    hydrateRoot(container, app());
  });
}

const container = document.getElementById('root')!;
// The prerendered page paints first (the frame after this one); hydration follows.
if (container.firstElementChild) requestAnimationFrame(() => setTimeout(() => void hydrate(container), 0));
else startTransition(() => createRoot(container).render(app()));
