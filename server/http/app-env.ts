import type { Deps } from '../deps.ts';
import type { Logger } from '../ops/logger.ts';

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
    /** the request's id: the load balancer's X-Request-Id, or made for it (http/request-id.ts) */
    requestId: string;
    /** a logger whose lines carry the request id */
    log: Logger;
  };
};
