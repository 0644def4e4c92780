import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { games, pages } from 'virtual:ferdy-catalog';
import { loadGameDefinition } from './game-definitions.ts';
import { routes } from './routes/route-table.tsx';

/**
 * Build-time rendering of the pages every visitor sees first (scripts/prerender.ts writes them
 * to dist/web/<route>/index.html). They show the visitor / session-loading state, which is also
 * what the browser's first render shows, so web/main.tsx can hydrate them without a mismatch.
 * Game routes are rendered the same way (their intro screen; the loader's game definition and
 * player are loaded again in the browser before hydrating).
 */
export const prerenderPaths: string[] = ['/', ...pages.map((page) => page.route)];

export type Prerendered = { path: string; html: string };

/** Game routes, rendered too (the intro before a play starts), with their player kind for the preloads. */
export async function gameRoutes(): Promise<{ id: string; route: string; player: string }[]> {
  return Promise.all(games.map(async (g) => ({ id: g.id, route: g.route, player: (await loadGameDefinition(g.id))?.player ?? '' })));
}

export async function render(path: string): Promise<Prerendered> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://ferdy.local')));
  if (context instanceof Response) throw new Error(`prerender ${path}: the route answered with a redirect (${context.status})`);
  if (context.errors) throw new Error(`prerender ${path}: ${JSON.stringify(context.errors)}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  let failure: unknown = null;
  // `prerender` (not renderToString) waits for every lazy part, so no Suspense boundary is left
  // to the client. `hydrate={false}`: no inline data script (the CSP allows none, and these
  // routes have no loader data to hand over).
  const { prelude } = await prerender(
    <StrictMode>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </StrictMode>,
    {
      onError(error) {
        failure ??= error;
      },
    },
  );
  const html = await new Response(prelude).text();
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  return { path, html };
}
