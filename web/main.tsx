import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter, matchRoutes, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { routes } from './routes/route-table.tsx';
import './styles/global.css';

function app(hydrationData?: { loaderData: Record<string, unknown> }) {
  return (
    <StrictMode>
      <RouterProvider router={createBrowserRouter(routes, hydrationData ? { hydrationData } : undefined)} />
    </StrictMode>
  );
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** The ids React Router gives routes without one: their index path, e.g. "0-3". */
function routeIds(list: RouteObject[], parent: string[] = [], ids = new Map<RouteObject, string>()) {
  list.forEach((route, index) => {
    const path = [...parent, String(index)];
    ids.set(route, route.id ?? path.join('-'));
    if (route.children) routeIds(route.children, path, ids);
  });
  return ids;
}

/**
 * Home, category and game pages arrive prerendered (scripts/prerender.ts). The page's lazy route
 * modules and loader data are fetched before the first render, so that render shows what the
 * server rendered and React takes over the markup instead of replacing it.
 */
async function hydrate(container: HTMLElement) {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const load = route.lazy as () => Promise<object>;
      Object.assign(route, { ...(await load()), lazy: undefined });
    }),
  );
  // Each chunk was evaluated in its own task; the loaders and the hydration get theirs too, so
  // no two of them add up to one long task (Total Blocking Time on slow phones).
  await nextTask();
  const ids = routeIds(routes);
  const request = new Request(window.location.href);
  const loaderData: Record<string, unknown> = {};
  for (const { route, params } of matches) {
    if (typeof route.loader !== 'function') continue;
    loaderData[ids.get(route)!] = await route.loader({ request, params, context: undefined } as LoaderFunctionArgs);
  }
  await nextTask();
  // As a transition, hydration yields to the browser every few milliseconds instead of
  // blocking the main thread for the whole page (Total Blocking Time on slow phones).
  startTransition(() => {
    hydrateRoot(container, app({ loaderData }));
  });
}

/**
 * A button on the prerendered page does nothing until React has hydrated it (React 19 drops a
 * click on a part it cannot hydrate yet, e.g. a player whose code is still loading). Such clicks
 * are held and clicked again once the button is React's. Links work without JavaScript anyway.
 */
type HeldClick = { button: HTMLElement; label: string; giveUpAt: number };
const earlyClicks: HeldClick[] = [];
let releasing: ReturnType<typeof setInterval> | undefined;
// React keeps its props on the DOM nodes it owns (an internal, but stable since React 17).
const hydrated = (node: Element) => Object.keys(node).some((key) => key.startsWith('__reactProps$'));
const labelOf = (button: HTMLElement) => `${button.tagName} ${button.getAttribute('aria-label') ?? ''} ${button.textContent?.trim() ?? ''}`;

/**
 * The button to click now: the held one once React owns it, or, when React rendered that part
 * afresh instead of adopting the markup, the new button with the same label.
 */
function releasable({ button, label }: HeldClick): HTMLElement | null {
  if (button.isConnected) return hydrated(button) ? button : null;
  const twin = [...container.querySelectorAll<HTMLElement>('button, [role="button"]')].find((b) => labelOf(b) === label);
  return twin && hydrated(twin) ? twin : null;
}

function holdEarlyClick(event: MouseEvent) {
  const button = event.target instanceof Element ? event.target.closest<HTMLElement>('button, [role="button"]') : null;
  if (!button || !container.contains(button) || hydrated(button)) return;
  event.preventDefault();
  event.stopPropagation();
  if (!earlyClicks.some((held) => held.button === button))
    earlyClicks.push({ button, label: labelOf(button), giveUpAt: Date.now() + 10_000 });
  releasing ??= setInterval(() => {
    for (const held of [...earlyClicks]) {
      const target = releasable(held);
      if (!target && Date.now() < held.giveUpAt) continue;
      earlyClicks.splice(earlyClicks.indexOf(held), 1);
      target?.click();
    }
    if (earlyClicks.length === 0) {
      clearInterval(releasing);
      releasing = undefined;
    }
  }, 25);
}

const container = document.getElementById('root')!;
if (container.firstElementChild) {
  document.addEventListener('click', holdEarlyClick, true);
  // The prerendered page paints first (the frame after this one); hydration follows.
  requestAnimationFrame(() => setTimeout(() => void hydrate(container), 0));
} else {
  startTransition(() => createRoot(container).render(app()));
}
