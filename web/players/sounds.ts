import type { SoundKind } from './play-sound.ts';

// Tiny tunes made by the browser's Web Audio: no sound files to download.
const tunes: Record<SoundKind, { notes: number[]; step: number; wave: OscillatorType }> = {
  right: { notes: [659.25, 987.77], step: 0.11, wave: 'sine' },
  wrong: { notes: [392, 329.63], step: 0.16, wave: 'triangle' },
  finish: { notes: [523.25, 659.25, 783.99, 1046.5], step: 0.12, wave: 'sine' },
};

let context: AudioContext | null = null;

function audio(): AudioContext | null {
  if (context) return context;
  if (typeof AudioContext === 'undefined') return null;
  context = new AudioContext();
  // Nothing sounds while the page is hidden.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') void context?.suspend();
  });
  return context;
}

export function play(kind: SoundKind): void {
  const ctx = audio();
  if (!ctx) return;
  if (ctx.state === 'suspended') void ctx.resume();
  const { notes, step, wave } = tunes[kind];
  const start = ctx.currentTime + 0.02;
  notes.forEach((frequency, i) => {
    const at = start + i * step;
    const osc = ctx.createOscillator();
    const gain = ctx.createGain();
    osc.type = wave;
    osc.frequency.value = frequency;
    gain.gain.setValueAtTime(0.0001, at);
    gain.gain.exponentialRampToValueAtTime(0.12, at + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + step * 1.6);
    osc.connect(gain).connect(ctx.destination);
    osc.start(at);
    osc.stop(at + step * 1.7);
  });
}
