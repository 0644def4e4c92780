import { describe, expect, it } from 'vitest';
import { answerTooLongMessage, fillTemplate, matchesSample, maxAnswerChars, splitIdeas, wordCount } from './text-rules.ts';

describe('wordCount', () => {
  it('does not count sounds made longer as words, but keeps Mama, Bonbon and Tatütata', () => {
    expect(wordCount('Der Wal hatte eine Laterne. lalala hihihi blablabla hmmm ööö')).toBe(5);
    expect(wordCount('Mama und Papa essen Bonbons, Tatütata macht das Auto, haha')).toBe(10);
  });
  it('counts words with umlauts, hyphens and numbers, not punctuation', () => {
    expect(wordCount('Der Fuchs läuft über die Straße – 3 Mal!')).toBe(8);
    expect(wordCount('  ')).toBe(0);
    expect(wordCount('Lern-Spiel, ok?')).toBe(2);
  });

  it('does not count padding: single letters, bare numbers, a sentence written again, one word over and over', () => {
    expect(wordCount('Pirat Schiff Schatz x x x x x x')).toBe(3);
    expect(wordCount('Fuchs Hund Wald 1 2 3 4 5 6')).toBe(3);
    expect(wordCount('Wir saßen am Lagerfeuer. eins zwei drei vier fünf sechs einundzwanzig')).toBe(4);
    expect(wordCount('Sie zählte bis drei. Vier Kinder und acht Hunde.')).toBe(9);
    expect(wordCount('Der Zug fährt durch den Tunnel. Der Zug fährt durch den Tunnel. Der Zug fährt durch den Tunnel.')).toBe(6);
    expect(wordCount(Array(10).fill('Katze Maus').join(' '))).toBe(12);
    expect(wordCount('Ich lache. Ich singe. Ich tanze. Ich male. Ich lese. Ich rechne. Ich schlafe.')).toBe(14);
    expect(wordCount(Array(20).fill('ich').join(' '))).toBe(12);
    expect(wordCount('Man braucht 250 Gramm Mehl.')).toBe(5);
  });

  it('counts the spoken one-letter words "i", "a", "e" of a story told in dialect, padding with them only six times', () => {
    expect(wordCount('I han a großes Eis g’hett.')).toBe(6);
    expect(wordCount(Array(20).fill('a').join(' '))).toBe(6);
  });
});

describe('splitIdeas', () => {
  it('splits on line breaks, commas, semicolons, periods and runs of 2+ spaces', () => {
    expect(splitIdeas('Boot bauen, Hut falten;Flieger\nSchiff.  Haus  Ball Spiel')).toEqual([
      'Boot bauen',
      'Hut falten',
      'Flieger',
      'Schiff',
      'Haus',
      'Ball Spiel',
    ]);
  });
  it('ignores empty pieces', () => {
    expect(splitIdeas(',,\n\n;.')).toEqual([]);
  });
});

describe('answer length cap', () => {
  it('tells the child the cap as a German number', () => {
    expect(answerTooLongMessage).toContain(maxAnswerChars.toLocaleString('de-DE'));
  });
});

describe('matchesSample (SolutionStory)', () => {
  it('accepts the sample regardless of case', () => {
    expect(matchesSample('  sie teilen die kekse  ', 'Sie teilen die Kekse')).toBe(true);
  });
  it('accepts a start longer than 10 characters contained in the sample', () => {
    expect(matchesSample('Er nimmt zuerst', 'Er nimmt zuerst die Ziege mit')).toBe(true);
    expect(matchesSample('Er nimmt', 'Er nimmt zuerst die Ziege mit')).toBe(false);
    expect(matchesSample('Er nimmt zuerst den Wolf mit', 'Er nimmt zuerst die Ziege mit')).toBe(false);
  });
  it('rejects empty answers', () => {
    expect(matchesSample('', 'x')).toBe(false);
  });
});

describe('fillTemplate', () => {
  it('fills known placeholders and leaves unknown ones visible', () => {
    expect(fillTemplate('Frage {n} von {total} {x}', { n: 2, total: 5 })).toBe('Frage 2 von 5 {x}');
  });
});
