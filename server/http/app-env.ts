import type { Deps } from '../deps.ts';

/** The signed-in user of a request, set by the session middleware (server/auth/). */
export type AuthUser = {
  id: string;
  email: string;
  emailVerified: boolean;
  displayName: string;
};

export type AppEnv = {
  Variables: {
    deps: Deps;
    /** null for visitors */
    user: AuthUser | null;
    sessionId: string | null;
  };
};
