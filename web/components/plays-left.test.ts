import { describe, expect, it } from 'vitest';
import { playsLeftText } from './plays-left.tsx';

const base = { freePlaysPerDay: 1, freePlaysUsed: 0, credits: 0, premium: false };

describe('playsLeftText', () => {
  it('counts the free play and bought plays', () => {
    expect(playsLeftText(base)).toBe('Heute noch 1 Spiel frei');
    expect(playsLeftText({ ...base, credits: 2 })).toBe('Heute noch 3 Spiele frei');
    expect(playsLeftText({ ...base, freePlaysUsed: 1, credits: 1 })).toBe('Heute noch 1 Spiel frei');
    expect(playsLeftText({ ...base, freePlaysUsed: 1 })).toBe('Heute kein Spiel mehr frei');
  });
  it('has no limit with premium', () => {
    expect(playsLeftText({ ...base, freePlaysUsed: 1, premium: true })).toBe('Unbegrenzt');
  });
});
