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

declare module 'virtual:ferdy-game/*' {
  import type { GameDefinition } from '../engine/game-schema.ts';
  const game: GameDefinition;
  export default game;
}

declare module 'virtual:ferdy-game-loaders' {
  import type { GameDefinition } from '../engine/game-schema.ts';
  export const gameLoaders: Record<string, () => Promise<{ default: GameDefinition }>>;
}
