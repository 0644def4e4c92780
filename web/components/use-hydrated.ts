import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while React takes over a prerendered page (its first render must draw what the HTML
 * holds), true ever after and on every page drawn in the browser. Whatever lives only on this
 * device (a saved play, the sound switch) is shown from the second render on.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
