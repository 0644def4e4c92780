import type { RouteObject } from 'react-router';
import { RootLayout } from './root-layout.tsx';
import { games, pages } from 'virtual:ferdy-site';

/**
 * The route table. Every screen is a lazy chunk so the home page downloads only
 * what it shows; game routes share one generic game screen that picks the player.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    children: [
      { index: true, lazy: () => import('./home.tsx') },
      { path: 'auth', lazy: () => import('./auth.tsx') },
      ...pages.map((page) => ({ path: page.route.slice(1), lazy: () => import('./category.tsx') })),
      ...games.map((g) => ({ path: g.route.slice(1), lazy: () => import('./game.tsx') })),
      { path: 'profile', lazy: () => import('./profile.tsx') },
      { path: 'payment-success', lazy: () => import('./payment-success.tsx') },
      { path: 'kuendigen', lazy: () => import('./cancel.tsx') },
      { path: 'impressum', lazy: () => import('./imprint.tsx') },
      { path: 'datenschutz', lazy: () => import('./privacy.tsx') },
      { path: '*', lazy: () => import('./not-found.tsx') },
    ],
  },
];
