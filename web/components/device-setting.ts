import { useSyncExternalStore } from 'react';

/**
 * A small setting remembered on this device (localStorage), shared by every component that reads
 * it and kept in step across tabs. Private mode without storage: the setting holds for this page.
 */
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

export function readDeviceSetting(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeDeviceSetting(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Private mode: nothing is remembered, nothing else breaks.
  }
  for (const listener of listeners) listener();
}

/** The setting's value; a prerendered page draws `onServer` first and this device's value after. */
export function useDeviceSetting(key: string, onServer: string | null): string | null {
  return useSyncExternalStore(
    subscribe,
    () => readDeviceSetting(key),
    () => onServer,
  );
}
