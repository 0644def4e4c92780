declare module 'virtual:ferdy-catalog' {
  import type { CategoryPage } from '../engine/categories-schema.ts';
  export const categories: Record<string, string>;
  export const pages: CategoryPage[];
  export const games: {
    id: string;
    title: string;
    description: string;
    route: string;
    category: string;
    access: 'open' | 'login-required';
  }[];
}

/** The slice of the catalog on every page's first load: routes and titles (scripts/vite-catalog-plugin.ts). */
declare module 'virtual:ferdy-site' {
  export const pages: { id: string; route: string; title: string; summary: string }[];
  export const games: { id: string; route: string }[];
}

declare module 'virtual:ferdy-game/*' {
  import type { GameDefinition } from '../engine/game-schema.ts';
  const game: GameDefinition;
  export default game;
}

declare module 'virtual:ferdy-game-loaders' {
  import type { GameDefinition } from '../engine/game-schema.ts';
  export const gameLoaders: Record<string, () => Promise<{ default: GameDefinition }>>;
  /** Each game's route and its id. */
  export const gameIdByRoute: Record<string, string>;
}
