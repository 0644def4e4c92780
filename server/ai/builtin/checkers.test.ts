import { describe, expect, it } from 'vitest';
import { builtinCheckers, runBuiltinChecker, topicsFromCatalog, writeInGermanMessage } from './checkers.ts';
import { shippedCatalog } from '../../content.ts';
import { loadLexicon } from './lexicon.ts';

describe('an English answer at a checker', () => {
  it('is asked for in German, neither praised nor blamed', () => {
    const out = runBuiltinChecker(builtinCheckers(loadLexicon()), 'check-ichbotschaft', {
      original: 'Du hörst mir nie zu!',
      rewrite: "I feel sad when you don't listen to me.",
    });
    expect(out).toEqual({ isIMessage: false, feedback: 'Ferdy versteht Deutsch am besten. Schreib deine Antwort bitte auf Deutsch.' });
  });
});

describe('English inside a German answer at a checker', () => {
  const run = (checker: 'check-ichbotschaft' | 'check-rewrite', original: string, rewrite: string) =>
    runBuiltinChecker(builtinCheckers(loadLexicon()), checker, { original, rewrite });
  it('is never praised: Ferdy cannot read "you are so mean" or "please ask me first"', () => {
    expect(
      run('check-ichbotschaft', 'Immer nimmst du meine Sachen!', 'Ich bin traurig, wenn du meine Sachen nimmst, you are so mean'),
    ).toEqual({
      isIMessage: false,
      feedback: 'Ferdy versteht Deutsch am besten. Schreib deine Antwort bitte auf Deutsch.',
    });
    expect(
      run('check-ichbotschaft', 'Ständig nimmst du mein Tablet!', 'Ich bin sauer, please ask me first bevor du mein Tablet nimmst')
        .feedback,
    ).toBe('Ferdy versteht Deutsch am besten. Schreib deine Antwort bitte auf Deutsch.');
  });
  it('leaves a German answer with a loanword to the checker', () => {
    const out = run('check-rewrite', 'Du bist so blöd!', 'Sorry, das war nicht cool von mir. Kannst du mir bitte helfen?');
    expect(out.feedback).not.toContain('Deutsch');
  });
});

describe('a summary mostly in English', () => {
  it('is asked for in German, also when half the sentences are English; a German one with the English names of the mindsets is not', () => {
    const english =
      'Fixed mindset is when you think you are bad at something and it will always be like that. Growth mindset is when you know that your brain can learn and you get better if you practise. Das Video war gut. I think it is important for school and for sports.';
    const checkers = builtinCheckers(loadLexicon());
    expect(runBuiltinChecker(checkers, 'check-mindset-content', { content: english }).feedback).toBe(writeInGermanMessage);
    const half =
      'Fixed Mindset ist, wenn man denkt, man kann etwas nicht und das ändert sich nie. Growth mindset is when you believe you can get better with practice. Mistakes are good because you learn from them. Das Gehirn wächst.';
    expect(runBuiltinChecker(checkers, 'check-mindset-content', { content: half }).feedback).toBe(writeInGermanMessage);
    const german =
      'Beim Fixed Mindset glaubt man, dass man so bleibt wie man ist, und gibt schnell auf. Beim Growth Mindset weiß man, dass das Gehirn wie ein Muskel wächst, wenn man übt, und dass man aus Fehlern lernt.';
    expect(runBuiltinChecker(checkers, 'check-mindset-content', { content: german }).feedback).not.toBe(writeInGermanMessage);
  });
});

describe('the topic words of a sentence or situation in the catalog', () => {
  const lexicon = loadLexicon();
  const checkers = builtinCheckers(lexicon, topicsFromCatalog(shippedCatalog(), lexicon));
  it('hold the words of the model answer that belong to it alone', () => {
    // The model: "Wir müssen uns beeilen, sonst kommen wir zu spät. Kannst du bitte schneller machen?"
    expect(topicsFromCatalog(shippedCatalog(), lexicon)('Wegen dir kommen wir zu spät, du Trödelsack!')).toContain('schneller');
    const rewrite = runBuiltinChecker(checkers, 'check-rewrite', {
      original: 'Wegen dir kommen wir zu spät, du Trödelsack!',
      rewrite: 'kanst du bite schnela machen wir komen sonst zu schpet',
    });
    expect(rewrite).toMatchObject({ isImproved: true });
    const thought = runBuiltinChecker(checkers, 'check-mindshift-answer', {
      scenario: 'Beim Vokabeltest hast du die Hälfte vergessen.',
      negativeThought: 'Ich bin zu dumm für Englisch.',
      positiveThought: 'Die Hälfte wusste ich ja! Den Rest schreib ich auf Karteikarten.',
    });
    expect(thought).toMatchObject({ isValid: true });
  });
  it('leave out the words any friendly answer may use, so a polite answer about something else stays off the topic', () => {
    // The model: "Du hast schöne Locken! Wie machst du das?": "schöne" fits any answer.
    const topicOf = topicsFromCatalog(shippedCatalog(), lexicon);
    expect(topicOf('Du hast ja komische Haare!')).not.toContain('schöne');
    // The model: "Darf ich auch rutschen? Ich warte, bis du unten bist." "unten" would read as "und".
    expect(topicOf('Weg da, ich will auf die Rutsche!')).toContain('rutschen');
    expect(topicOf('Weg da, ich will auf die Rutsche!')).not.toContain('unten');
    const rewrite = runBuiltinChecker(checkers, 'check-rewrite', {
      original: 'Du hast ja komische Haare!',
      rewrite: 'Ich wünsche dir einen schönen Tag und viel Spaß beim Spielen!',
    });
    expect(rewrite).toMatchObject({ isImproved: false, feedback: expect.stringContaining('passt noch nicht') });
  });
});
