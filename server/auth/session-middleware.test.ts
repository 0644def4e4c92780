import { describe, expect, it } from 'vitest';
import { sessionTokenFrom } from './session-middleware.ts';

describe('sessionTokenFrom', () => {
  it('finds the session cookie among others, with or without spaces', () => {
    expect(sessionTokenFrom('a=1; ferdy_session=abc.def; b=2')).toBe('abc.def');
    expect(sessionTokenFrom('ferdy_session=abc.def;theme=dark')).toBe('abc.def');
  });

  it('ignores look-alike names and headers without the cookie', () => {
    expect(sessionTokenFrom('my_ferdy_session=x; ferdy_session2=y')).toBeUndefined();
    expect(sessionTokenFrom(undefined)).toBeUndefined();
    expect(sessionTokenFrom('')).toBeUndefined();
  });
});
