import { describe, it, expect } from 'vitest';
import { strongVerbInfinitive } from './strong-verbs.ts';
import { tokenize, words } from './german-text.ts';

const shareStem = (a: string, b: string) => {
  const [x, y] = words(tokenize(`${a} ${b}`));
  return [...x!.stems].some((k) => y!.stems.has(k));
};

describe('strongVerbInfinitive', () => {
  it('finds the infinitive of participles and past forms, with a separable prefix too', () => {
    expect(strongVerbInfinitive('geholfen')).toBe('helfen');
    expect(strongVerbInfinitive('half')).toBe('helfen');
    expect(strongVerbInfinitive('mitgeholfen')).toBe('mithelfen');
    expect(strongVerbInfinitive('aufgestanden')).toBe('aufstehen');
  });

  it('finds the infinitive of present forms that change the vowel', () => {
    expect(strongVerbInfinitive('faellt')).toBe('fallen');
    expect(strongVerbInfinitive('gefaellt')).toBe('gefallen');
    expect(strongVerbInfinitive('hilft')).toBe('helfen');
    expect(strongVerbInfinitive('weglaeuft')).toBe('weglaufen');
    expect(shareStem('gefällt', 'gefallen')).toBe(true);
    expect(shareStem('verschossen', 'verschießen')).toBe(true);
  });

  it('leaves words alone that are other words too', () => {
    expect(strongVerbInfinitive('sprachen')).toBeNull();
    expect(strongVerbInfinitive('gefallen')).toBeNull();
    expect(strongVerbInfinitive('haus')).toBeNull();
  });
});

describe('stems of verb forms', () => {
  it('gives "geholfen" and "helfen", "ausgemacht" and "ausmachen" a common stem', () => {
    expect(shareStem('geholfen', 'helfen')).toBe(true);
    expect(shareStem('ausgemacht', 'ausmachen')).toBe(true);
    expect(shareStem('Sprachen', 'sprechen')).toBe(false);
  });
});

describe('participles with a prefix that takes no "ge-"', () => {
  it('reads "versprochen" as "versprechen" and "verstanden" as "verstehen"; "verlangen" stays itself', () => {
    expect(strongVerbInfinitive('versprochen')).toBe('versprechen');
    expect(strongVerbInfinitive('verstanden')).toBe('verstehen');
    expect(shareStem('versprochen', 'Versprechen')).toBe(true);
    expect(strongVerbInfinitive('verlangen')).toBeNull();
  });
});
