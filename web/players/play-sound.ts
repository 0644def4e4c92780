import { soundOn } from '../components/sound-toggle.tsx';

export type SoundKind = 'right' | 'wrong' | 'finish';

/** A short sound for a reaction, when the family turned sounds on and the page is in front. */
export function playSound(kind: SoundKind): void {
  if (typeof document === 'undefined' || document.visibilityState !== 'visible' || !soundOn()) return;
  // The synthesizer loads with the first sound, not with the game.
  void import('./sounds.ts').then((sounds) => sounds.play(kind)).catch(() => {});
}
