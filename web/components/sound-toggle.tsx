import { useSyncExternalStore } from 'react';

// The family's choice, remembered on this device; sounds are off until someone turns them on.
const key = 'ferdy:sound';
const listeners = new Set<() => void>();

export function soundOn(): boolean {
  try {
    return localStorage.getItem(key) === 'on';
  } catch {
    return false;
  }
}

export function setSoundOn(on: boolean): void {
  try {
    localStorage.setItem(key, on ? 'on' : 'off');
  } catch {
    // Private mode: the switch works for this page only.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/** Whether sounds are on; a prerendered page starts with "off" and then shows this device's choice. */
export function useSoundOn(): boolean {
  return useSyncExternalStore(subscribe, soundOn, () => false);
}

/** 'Töne an' / 'Töne aus' in the header's menu. */
export function SoundToggle() {
  const on = useSoundOn();
  return (
    <button type="button" className="button button--ghost sound-toggle" aria-pressed={on} onClick={() => setSoundOn(!on)}>
      <span aria-hidden="true">{on ? '🔔' : '🔕'}</span> {on ? 'Töne an' : 'Töne aus'}
    </button>
  );
}
