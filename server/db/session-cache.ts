import type { AuthUser } from '../http/app-env.ts';
import type { Db } from './client.ts';

export type FoundSession = { secretHash: Buffer; expiresAt: number; user: AuthUser };

/**
 * Sessions looked up in the last half minute, per connection. A child's play sends a request
 * every few seconds with the same cookie; answering those from memory takes the session lookup
 * off nearly every request. Every write in this process that changes a session or what the
 * session shows of its user (address, confirmation, name, password, deletion) forgets the
 * user's entries (`forgetSessionsOf`); the short lifetime bounds what another process (a CLI on
 * the same file) could leave stale. The secret is still compared on every request.
 */
const cacheLifetimeMs = 30_000;
const cacheMaxEntries = 20_000;
const sessionCaches = new WeakMap<Db, Map<string, FoundSession & { cachedUntil: number }>>();
function cacheOf(db: Db) {
  let cache = sessionCaches.get(db);
  if (!cache) {
    cache = new Map();
    sessionCaches.set(db, cache);
  }
  return cache;
}

/** The session as looked up less than half a minute ago, if it was. */
export function cachedSession(db: Db, sessionId: string): FoundSession | undefined {
  const cached = sessionCaches.get(db)?.get(sessionId);
  return cached && cached.cachedUntil > Date.now() ? cached : undefined;
}

export function cacheSession(db: Db, sessionId: string, found: FoundSession): void {
  const cache = cacheOf(db);
  // Maps keep insertion order: when full, the oldest entry goes.
  if (cache.size >= cacheMaxEntries) cache.delete(cache.keys().next().value!);
  cache.set(sessionId, { ...found, cachedUntil: Date.now() + cacheLifetimeMs });
}

export function forgetSession(db: Db, sessionId: string): void {
  sessionCaches.get(db)?.delete(sessionId);
}

/** Drops the cached sessions of a user: call after any write to the user's account or sessions. */
export function forgetSessionsOf(db: Db, userId: string): void {
  const cache = sessionCaches.get(db);
  if (!cache) return;
  for (const [id, entry] of cache) if (entry.user.id === userId) cache.delete(id);
}
