import { describe, expect, it } from 'vitest';
import { authPathFrom, safeReturnPath } from './return-to.ts';

describe('safeReturnPath', () => {
  it('accepts paths of this site', () => {
    expect(safeReturnPath('/gefuehlsampel')).toBe('/gefuehlsampel');
    expect(safeReturnPath('/profile?tab=1#top')).toBe('/profile?tab=1#top');
  });
  it('refuses full URLs, other hosts and the sign-in page', () => {
    for (const bad of [
      'https://evil.example/',
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
      'gefuehlsampel',
      '/auth',
      '/auth?next=/x',
      '',
      null,
      '/a\nb',
    ]) {
      expect(safeReturnPath(bad)).toBeNull();
    }
  });
});

describe('authPathFrom', () => {
  it('puts the page into the sign-in link', () => {
    expect(authPathFrom('/gefuehlsampel')).toBe('/auth?next=%2Fgefuehlsampel');
    expect(authPathFrom('/')).toBe('/auth');
  });
});
