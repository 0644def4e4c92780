import { describe, it, expect } from 'vitest';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { compileList, findMatches, LIST_NAMES, loadLexicon, type ListName } from './lexicon.ts';
import { tokenize } from './german-text.ts';

const list = (entries: string[], except: string[] = []) =>
  compileList({ name: 'insults', description: 'test list only', fuzzy: false, fitsAnyAnswer: false, entries, except });
const texts = (entries: string[], text: string, except: string[] = []) =>
  findMatches(list(entries, except), tokenize(text)).map((m) => m.text);

describe('loadLexicon', () => {
  it('loads every list from content/lexicon and caches the result', () => {
    const lex = loadLexicon();
    for (const name of LIST_NAMES) expect(lex[name].entries.length).toBeGreaterThan(0);
    expect(loadLexicon()).toBe(lex);
  });

  it('marks the lists whose words fit any answer, and no list of hurtful words among them', () => {
    const lex = loadLexicon();
    const any = LIST_NAMES.filter((name) => lex[name].fitsAnyAnswer);
    expect(any).toEqual(expect.arrayContaining(['polite-words', 'kind-words', 'wishes', 'feelings', 'self-words', 'you-words']));
    expect(any).not.toContain('insults');
    expect(any).not.toContain('accusations');
  });

  it('rejects a file that does not follow the schema', () => {
    const dir = mkdtempSync(join(tmpdir(), 'lexicon-'));
    writeFileSync(join(dir, 'bad.yaml'), 'name: insults\nentries: []\n');
    expect(() => loadLexicon(dir)).toThrow(/bad\.yaml/);
  });

  it('names lists that are missing', () => {
    const dir = mkdtempSync(join(tmpdir(), 'lexicon-'));
    writeFileSync(join(dir, 'insults.yaml'), 'name: insults\ndescription: nur ein Test\nentries: [doof]\n');
    expect(() => loadLexicon(dir)).toThrow(/missing lists .*feelings/);
  });
});

describe('findMatches', () => {
  it('matches inflected forms and child spellings of an entry', () => {
    expect(texts(['traurig'], 'Ich bin so traurich und die traurigen Kinder')).toEqual(['traurich', 'traurigen']);
  });

  it('matches phrases, with "..." allowing words in between', () => {
    // Quoted as the child wrote it, the words inside the gap included.
    expect(texts(['hau ... ab'], 'Hau jetzt endlich ab!')).toEqual(['Hau jetzt endlich ab']);
    expect(texts(['hau ab'], 'Hau jetzt ab!')).toEqual([]);
  });

  it('supports prefix, suffix and exact entries', () => {
    expect(texts(['idiot*', '*idiot'], 'Vollidiot, idiotisch')).toEqual(['Vollidiot', 'idiotisch']);
    expect(texts(['=hasst'], 'du hast es, du hasst es')).toEqual(['hasst']);
  });

  it('leaves out words listed as exceptions', () => {
    expect(texts(['*arsch*'], 'Arschbombe und Marsch', ['arschbombe', '*marsch*'])).toEqual([]);
  });

  it('prefers the longer phrase where matches overlap', () => {
    const matches = findMatches(list(['aufgeben', 'nicht aufgeben']), tokenize('nicht aufgeben'));
    expect(matches.map((m) => m.entry)).toEqual(['nicht aufgeben']);
  });

  it('works out a list once per text and shares the frozen answer', () => {
    const words = list(['nett', 'lieb']);
    const tokens = tokenize('Du bist nett und lieb.');
    const first = findMatches(words, tokens);
    expect(findMatches(words, tokens)).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    // Another text (even with the same words) gets its own answer.
    const other = findMatches(words, tokenize('Du bist nett und lieb.'));
    expect(other).not.toBe(first);
    expect(other.map((m) => m.text)).toEqual(first.map((m) => m.text));
  });

  it('rules a phrase out only when a later word of it is nowhere in the text', () => {
    expect(texts(['du bist ja ... super'], 'du bist du, du bist du')).toEqual([]);
    // Inflected and exact later words are still found.
    expect(texts(['ich mache ... hausaufgabe'], 'Ich mache jetzt meine Hausaufgaben')).toEqual(['Ich mache jetzt meine Hausaufgaben']);
    expect(texts(['du ... =hast ... recht'], 'du hast ja recht')).toEqual(['du hast ja recht']);
  });

  it('remembers candidates per word as read, so "is" (ist) first does not hide "i\'s" (ich) later', () => {
    const lex = loadLexicon();
    expect(findMatches(lex['self-words'], tokenize('des is mei Pulli')).map((m) => m.text)).toEqual(['mei']);
    expect(findMatches(lex['self-words'], tokenize("moang frog i's wieder")).map((m) => m.text)).toEqual(['is']);
  });
});

describe('everyday words that only look like a hostile entry', () => {
  it('are not read as insults or rude commands ("Kakao" is no "Kacke", "Hurra" no "Huren…")', () => {
    const lex = loadLexicon();
    const everyday = [
      'Kakao',
      'Kaktus',
      'Kakadu',
      'Kakerlake',
      'rundum',
      'haarscharf',
      'Düsseldorf',
      'Hurra',
      'gemischt',
      'Mistkäfer',
      'Viktoria',
      'Schlosser',
      'Broschüre',
      'fressen',
      'Mehmet',
      'Vicky',
      'Viktor',
    ];
    for (const word of everyday) {
      const tokens = tokenize(word);
      expect([...findMatches(lex.insults, tokens), ...findMatches(lex['rude-commands'], tokens)], word).toEqual([]);
    }
    for (const word of ['Kackwurst', 'Kacke', 'Fresse']) {
      const tokens = tokenize(word);
      expect([...findMatches(lex.insults, tokens), ...findMatches(lex['rude-commands'], tokens)].length, word).toBeGreaterThan(0);
    }
  });
});

describe('real words one letter away from an entry', () => {
  it('are never bent into it: "aufheben" is no "aufgeben", "Mutter" no "Mut", "verhöhnen" no "versöhnen"', () => {
    const lex = loadLexicon();
    const read = (list: ListName, text: string) => findMatches(lex[list], tokenize(text)).map((m) => m.entry);
    expect(read('negative-thoughts', 'Ich muss die Scherben aufheben.')).toEqual([]);
    expect(read('fixed-ideas', 'Ich muss die Scherben aufheben.')).toEqual([]);
    expect(read('negative-thoughts', 'Ich hab mir was ausgedacht.')).toEqual([]);
    expect(read('helpful-thoughts', 'Meine Mutter kocht.')).toEqual([]);
    expect(read('kind-words', 'Ich will dich verhöhnen.')).toEqual([]);
    expect(read('negative-thoughts', 'Ich gebe auf.')).not.toEqual([]);
    expect(read('negative-thoughts', 'Ich wurde ausgelacht.')).not.toEqual([]);
    expect(read('helpful-thoughts', 'Ich hab Mut.')).not.toEqual([]);
    expect(read('kind-words', 'Wir wollen uns versöhnen.')).not.toEqual([]);
    expect(read('helpful-thoughts', 'ich werde das schafen')).not.toEqual([]);
    expect(read('judgements', 'Hast du dir die Schulter wehgetan? Spielen wir Schach mit der Feder?')).toEqual([]);
    expect(read('judgements', 'du bist schuld und so schwach und fett')).toEqual(['schuld', 'schwach', 'fett']);
    expect(read('violence', 'Mit Sahne wird der Kuchen trotzdem die Bombe.')).toEqual([]);
    expect(read('violence', 'Im Film ist eine Bombe explodiert.')).not.toEqual([]);
  });
});

describe('a separable verb and a preposition after "und"', () => {
  const lex = loadLexicon();
  const fixed = (text: string) => findMatches(lex['fixed-ideas'], tokenize(text)).map((m) => m.text);
  it('does not read "gibt und üb auf der Matte" as "gibt … auf"; "gibt dann auf" stays giving up', () => {
    expect(fixed('ob sie mir Hilfestellung gibt und üb auf der weichen Matte')).toEqual([]);
    expect(fixed('Wer ein Fixed Mindset hat, gibt dann auf.')).not.toEqual([]);
    expect(fixed('Sie gibt und gibt einfach auf, der Arme.')).not.toEqual([]);
    expect(fixed('Er gibt einfach auf der Stelle auf.')).not.toEqual([]);
  });
});
