import { readDeviceSetting, useDeviceSetting, writeDeviceSetting } from './device-setting.ts';

// The family's choice, remembered on this device; sounds are off until someone turns them on.
const key = 'ferdy:sound';

export function soundOn(): boolean {
  return readDeviceSetting(key) === 'on';
}

export function setSoundOn(on: boolean): void {
  writeDeviceSetting(key, on ? 'on' : 'off');
}

/** Whether sounds are on; a prerendered page starts with "off" and then shows this device's choice. */
export function useSoundOn(): boolean {
  return useDeviceSetting(key, 'off') === 'on';
}

/** 'Töne an' / 'Töne aus' in the header's menu. */
export function SoundToggle() {
  const on = useSoundOn();
  return (
    <button type="button" className="button button--ghost sound-toggle" aria-pressed={on} onClick={() => setSoundOn(!on)}>
      <svg
        viewBox="0 0 24 24"
        width="22"
        height="22"
        aria-hidden="true"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M4 9h4l5-4v14l-5-4H4z" fill="currentColor" />
        {on ? <path d="M16.5 8.5a5 5 0 0 1 0 7M19 6a8.5 8.5 0 0 1 0 12" /> : <path d="M17 9l5 6M22 9l-5 6" />}
      </svg>
      <span className="sound-toggle__label">{on ? 'Töne an' : 'Töne aus'}</span>
    </button>
  );
}
