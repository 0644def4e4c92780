/** The games' routes (kept in step with games/*.yaml by tests/games/web-routes.test.ts). */
export const gameRoutes = [
  { id: 'streitschlichter', route: '/streitschlichter' },
  { id: 'sags-mal-anders', route: '/sags-mal-anders' },
  { id: 'ich-botschaften', route: '/ich-botschaften' },
  { id: 'gefuehlsradar', route: '/gefuehlsradar' },
  { id: 'denkweiser', route: '/denkweiser' },
  { id: 'erzaehlzauber', route: '/erzaehlzauber' },
  { id: 'wortentdecker', route: '/wortentdecker' },
  { id: 'solutionstory', route: '/solutionstory' },
  { id: 'sumup', route: '/sumup' },
  { id: 'paare-finden', route: '/paare-finden' },
  { id: 'mindshift', route: '/mindshift' },
  { id: 'mindmatch', route: '/mindmatch' },
  { id: 'gefuehlsampel', route: '/gefuehlsampel' },
] as const;
