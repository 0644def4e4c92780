import type { Deps } from '../deps.ts';

export type AppEnv = {
  Variables: {
    deps: Deps;
  };
};
