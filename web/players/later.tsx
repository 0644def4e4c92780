import { use, type ReactNode } from 'react';

/** A module promise that remembers its result, so `use()` reads a settled one without suspending. */
type Tracked<T> = Promise<T> & { status?: 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

/** Loads a chunk once (again after a failed download) and tracks the result for `Later`. */
export function loader<T>(load: () => Promise<T>): () => Promise<T> {
  let promise: Tracked<T> | null = null;
  return () => {
    if (!promise) {
      const p: Tracked<T> = load();
      promise = p;
      p.then(
        (value) => {
          p.status = 'fulfilled';
          p.value = value;
        },
        (reason: unknown) => {
          p.status = 'rejected';
          p.reason = reason;
          promise = null;
        },
      );
    }
    return promise;
  };
}

/** Renders with a loaded chunk: at once when it is there, else it suspends until it is (wrap in Suspense). */
export function Later<T>({ load, render }: { load: () => Promise<T>; render: (module: T) => ReactNode }) {
  return render(use(load()));
}
