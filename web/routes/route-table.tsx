import type { RouteObject } from 'react-router';
import { RootLayout } from './root-layout.tsx';
import { gameRoutes } from '../game-routes.ts';

/**
 * The spec's route table. Every screen is a lazy chunk so the home page downloads only
 * what it shows; game routes share one generic game screen that picks the player.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    children: [
      { index: true, lazy: () => import('./home.tsx') },
      { path: 'auth', lazy: () => import('./auth.tsx') },
      ...['loesungsorientierung', 'mindset', 'konfliktloesung', 'emotionale-intelligenz'].map((slug) => ({
        path: slug,
        lazy: () => import('./category.tsx'),
      })),
      ...gameRoutes.map((g) => ({ path: g.route.slice(1), lazy: () => import('./game.tsx') })),
      { path: 'profile', lazy: () => import('./profile.tsx') },
      { path: 'payment-success', lazy: () => import('./payment-success.tsx') },
      { path: '*', lazy: () => import('./not-found.tsx') },
    ],
  },
];
