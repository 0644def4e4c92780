import { describe, it, expect } from 'vitest';
import {
  distinctRatio,
  innerVerbStems,
  questionSentences,
  looksLikeLanguage,
  looseKey,
  foldUmlauts,
  normalise,
  splitSentences,
  stemKeys,
  tokenize,
  wordCount,
} from './german-text.ts';

const key = (w: string) => looseKey(foldUmlauts(w));

describe('normalise', () => {
  it('lowercases and folds umlauts and ß', () => {
    expect(normalise('  Größe   ÄRGER Übung ')).toBe('groesse aerger uebung');
  });
});

describe('looseKey: the same word however a child spells it', () => {
  it.each([
    ['bitte', 'biiitte'],
    ['traurig', 'traurich'],
    ['enttäuscht', 'entäuscht'],
    ['ärgern', 'aergern'],
    ['spielen', 'spilen'],
    ['sehr', 'ser'],
    ['übe', 'ube'],
    ['idiot', 'idioot'],
    ['wachstums', 'wakstums'],
    ['nächstes', 'nekstes'],
  ])('%s ≈ %s', (a, b) => {
    expect(key(a)).toBe(key(b));
  });

  it('keeps schön and schon apart', () => {
    expect(key('schön')).not.toBe(key('schon'));
  });
});

describe('stemKeys', () => {
  it('finds the base form of inflected words and participles', () => {
    expect(stemKeys(foldUmlauts('traurigen')).has(key('traurig'))).toBe(true);
    expect(stemKeys(foldUmlauts('gelernt')).has(key('lern'))).toBe(true);
  });

  it('finds the adjective in its superlative ("am lustigsten", "die schönste")', () => {
    expect(stemKeys('lustigsten').has(key('lustig'))).toBe(true);
    expect(stemKeys(foldUmlauts('schönste')).has(key('schön'))).toBe(true);
  });

  it('does not take "hast" for a form of "hass"', () => {
    expect(stemKeys('hast').has(key('hass'))).toBe(false);
  });
});

describe('tokenize', () => {
  it('splits sentences and clauses and marks drawn-out words', () => {
    const ts = tokenize('Du bist ja sooo toll, echt! Na gut.');
    expect(ts.map((t) => t.raw)).toEqual(['Du', 'bist', 'ja', 'sooo', 'toll', 'echt', 'Na', 'gut']);
    expect(ts.find((t) => t.raw === 'sooo')?.elongated).toBe(true);
    expect(ts.find((t) => t.raw === 'echt')?.clause).not.toBe(ts.find((t) => t.raw === 'toll')?.clause);
    expect(ts.find((t) => t.raw === 'Na')?.sentence).toBe(1);
  });

  it('keeps emojis and turns emoticons into emojis', () => {
    const ts = tokenize('super 😊 :)');
    expect(ts.filter((t) => t.isEmoji).map((t) => t.raw)).toEqual(['😊', '🙂']);
  });

  it('splits hyphenated compounds and drops apostrophes', () => {
    expect(tokenize("Growth-Mindset gibt's").map((t) => t.norm)).toEqual(['growth', 'mindset', 'gibts']);
  });
});

describe('text quality', () => {
  it('recognises keyboard mash', () => {
    expect(looksLikeLanguage(tokenize('asdfgh qwertz jklö'))).toBeLessThan(0.5);
    expect(looksLikeLanguage(tokenize('Ich übe jeden Tag'))).toBe(1);
  });

  it('recognises repeated words', () => {
    expect(distinctRatio(tokenize('lala lala lala lala lala'))).toBeLessThan(0.3);
  });

  it('counts words and splits sentences', () => {
    expect(wordCount('Ich bin da. Du auch?')).toBe(5);
    expect(splitSentences('Ich bin da. Du auch? ja')).toEqual(['Ich bin da.', 'Du auch?', 'ja']);
  });
});

describe('regional and child spellings', () => {
  it('reads unambiguous regional words as their standard word, quoting them as written', () => {
    const ts = tokenize('I mog di ned, des is mei Pulli');
    expect(ts.map((t) => t.norm)).toEqual(['ich', 'mag', 'dich', 'nicht', 'das', 'ist', 'mein', 'pulli']);
    expect(ts.map((t) => t.raw)).toEqual(['I', 'mog', 'di', 'ned', 'des', 'is', 'mei', 'Pulli']);
  });

  it('gives "va…" and "g…" before a consonant a second reading with "ver…" and "ge…"', () => {
    const [vastehst] = tokenize('vastehst');
    expect([...stemKeys(foldUmlauts('verstehst'))].every((k) => vastehst!.stems.has(k))).toBe(true);
    // A form the regional table knows is read as its standard word.
    expect(tokenize('valorn')[0]!.norm).toBe('verloren');
    const [gmacht] = tokenize('gmacht');
    expect(gmacht!.stems.has(key('gemacht'))).toBe(true);
    // The word keeps its own reading too.
    expect(tokenize('Vater')[0]!.stems.has(key('Vater'))).toBe(true);
  });

  it('reads an x where a child hears "chs"', () => {
    expect(key('nexstes')).toBe(key('nächstes'));
    expect(key('wax')).toBe(key('Wachs'));
  });
});

describe('separable verbs and questions', () => {
  it('finds the plain verb inside a separable verb', () => {
    const [word] = tokenize('vorzusingen');
    expect(innerVerbStems(word!).has(key('singen'))).toBe(true);
    expect(innerVerbStems(tokenize('angeschaut')[0]!).has(key('schaut'))).toBe(true);
    expect(innerVerbStems(tokenize('Haus')[0]!).size).toBe(0);
  });

  it('numbers the sentences that end with a question mark as the tokenizer counts sentences', () => {
    expect([...questionSentences('Ist was? Du guckst so. Willst du reden?')]).toEqual([0, 2]);
  });
});

describe('regional words children write', () => {
  it('reads "redn", "spieln", "lesn" with the swallowed "e" of "-en", and "Köln" or "gern" keep their own reading', () => {
    for (const [spoken, written] of [
      ['redn', 'reden'],
      ['spieln', 'spielen'],
      ['lesn', 'lesen'],
      ['habn', 'haben'],
      ['machn', 'machen'],
    ] as const) {
      expect(tokenize(spoken)[0]!.stems).toContain(tokenize(written)[0]!.loose);
      expect(tokenize(spoken)[0]!.norm).toBe(spoken);
    }
    expect(tokenize('gern')[0]!.stems).toEqual(new Set(['gern']));
  });

  it('reads "gibst dus mir wida" as "gibst du … wieder"', () => {
    expect(tokenize('gibst dus mir wida').map((t) => t.norm)).toEqual(['gibst', 'du', 'mir', 'wieder']);
  });

  it('reads come, play, always and the Berlin "je" as standard German', () => {
    expect(tokenize('kimmst du mitspuin, oiwei des gleiche').map((t) => t.norm)).toEqual([
      'kommst',
      'du',
      'mitspielen',
      'immer',
      'das',
      'gleiche',
    ]);
    expect(tokenize('jemacht')[0]!.stems).toContain(tokenize('gemacht')[0]!.loose);
  });

  it('reads the regional "no" before "nicht" as "noch", and leaves "no" alone elsewhere', () => {
    expect(tokenize('i cha das no nöd').map((t) => t.norm)).toEqual(['ich', 'kann', 'das', 'noch', 'nicht']);
    expect(tokenize('i cha das no nöd')[3]!.raw).toBe('no');
    expect(tokenize('no way')[0]!.norm).toBe('no');
  });

  it('reads the Swabian "isch" after someone other than "ich" as "ist", and "mr", "kaa", "ond"', () => {
    expect(tokenize('mr isch halt so, ond mr kaa des oifach ned').map((t) => t.norm)).toEqual([
      'man',
      'ist',
      'halt',
      'so',
      'und',
      'man',
      'kann',
      'das',
      'einfach',
      'nicht',
    ]);
    expect(tokenize('isch hab kei Luscht')[0]!.norm).toBe('ich');
  });

  it('gives Swiss, Saxon and Swabian sounds a second reading: "Gheimnis", "bhalte", "Schdifte", "bleiba"', () => {
    const stems = (w: string) => [...tokenize(w)[0]!.stems];
    expect(stems('Gheimnis')).toContain('geheimnis');
    expect(stems('bhalte')).toContain('behalte');
    expect(stems('Schdifte')).toContain('stift');
    expect(stems('bleiba')).toContain('bleiben');
    expect(stems('Chind')).toContain('kint');
  });

  it('starts a new clause at a second "ich" with its verb, written without a comma', () => {
    const clauses = (text: string) => tokenize(text).map((t) => t.clause);
    expect(clauses('ich kann keine diktate ich bin voll schlecht')).toEqual([0, 0, 0, 0, 1, 1, 1, 1]);
    expect(clauses('ich glaube ich kann das')).toEqual([0, 0, 1, 1, 1]);
    expect(clauses('ich weiß dass ich das kann')).toEqual([0, 0, 0, 0, 0, 0]);
    expect(clauses('ich übe und ich kann das bald')).toEqual([0, 0, 0, 0, 0, 0, 0]);
  });

  it('gives the main clause after a "wenn" clause without its comma a clause of its own', () => {
    const clauses = (text: string) => tokenize(text).map((t) => t.clause);
    expect(clauses('wenn ich was nicht verstehe frage ich nach')).toEqual([0, 0, 0, 0, 0, 1, 1, 1]);
    expect(clauses('wenn man übt wird man besser')).toEqual([0, 0, 0, 1, 1, 1]);
    expect(clauses('wenn ich dich sehe')).toEqual([0, 0, 0, 0]);
    expect(clauses('ich bin froh, wenn du kommst')).toEqual([0, 0, 0, 1, 1, 1]);
  });

  it('reads the Berlin "j" for "g" and Saxon forms: "Morjen", "jlei", "heude", "gabutt"', () => {
    const stems = (w: string) => [...tokenize(w)[0]!.stems];
    expect(stems('Morjen')).toContain('morgen');
    expect(stems('jlei')).toContain('glei');
    expect(tokenize('heude is mei drache gabutt').map((t) => t.norm)).toEqual(['heute', 'ist', 'mein', 'drache', 'kaputt']);
  });
});
