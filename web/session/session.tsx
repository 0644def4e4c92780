import { createContext, startTransition, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { answer, client, type Success } from '../api/client.ts';

/** Who is signed in, as GET /api/auth/me answers it. */
export type SessionUser = NonNullable<Success<Awaited<ReturnType<typeof client.auth.me.$get>>>['user']>;

export type Session = {
  status: 'loading' | 'ready';
  user: SessionUser | null;
  /** Asks the server again who is signed in (after login, verification, a profile change). */
  refresh(): Promise<void>;
  /** Ends the session on the server; throws `ApiError` when that fails. */
  logout(): Promise<void>;
  /** Takes the user from an answer that already carries it (login, verify), saving a round trip. */
  setUser(user: SessionUser | null): void;
};

const SessionContext = createContext<Session | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  const [status, setStatus] = useState<Session['status']>('loading');
  const [user, setUserState] = useState<SessionUser | null>(null);
  // Every change of who is signed in bumps this; an answer of /me that was asked for before
  // the change (e.g. the first load racing a login) is stale and must not undo it.
  const generation = useRef(0);

  const refresh = useCallback(async () => {
    const asked = ++generation.current;
    let next: SessionUser | null = null;
    try {
      next = (await answer(client.auth.me.$get())).user;
    } catch (error) {
      // Without an answer we cannot prove a session, so the visitor view is the safe one.
      console.error('Sitzung konnte nicht geladen werden', error);
    }
    if (asked !== generation.current) return;
    // Every page shows who is signed in, so this re-renders most of it: as a transition React
    // renders it in slices between the child's taps instead of in one long task.
    startTransition(() => {
      setUserState(next);
      setStatus('ready');
    });
  }, []);

  const setUser = useCallback((next: SessionUser | null) => {
    generation.current++;
    setUserState(next);
    setStatus('ready');
  }, []);

  const logout = useCallback(async () => {
    await answer(client.auth.logout.$post());
    setUser(null);
  }, [setUser]);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  const value = useMemo<Session>(() => ({ status, user, refresh, logout, setUser }), [status, user, refresh, logout, setUser]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession() needs a <SessionProvider> above it (see root-layout.tsx)');
  return session;
}
