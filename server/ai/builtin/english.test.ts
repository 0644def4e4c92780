import { describe, expect, it } from 'vitest';
import { builtinCheckers, runBuiltinChecker } from './checkers.ts';
import { isEnglish } from './english.ts';
import { loadLexicon } from './lexicon.ts';

describe('isEnglish', () => {
  it('recognises an English answer', () => {
    expect(isEnglish("I feel sad when you don't listen to me.")).toBe(true);
    expect(isEnglish('Please give it back, it is mine.')).toBe(true);
  });
  it('keeps German with English words, Bavarian and short answers German', () => {
    expect(isEnglish('I can do it! ich lerne jeden tag')).toBe(false);
    expect(isEnglish('sorry, das war nicht cool von mir')).toBe(false);
    expect(isEnglish('i ko des no ned, aber i üb jeden Tog a bissl')).toBe(false);
    expect(isEnglish('Sorry!')).toBe(false);
  });
});

describe('an English answer at a checker', () => {
  it('is asked for in German, neither praised nor blamed', () => {
    const out = runBuiltinChecker(builtinCheckers(loadLexicon()), 'check-ichbotschaft', {
      original: 'Du hörst mir nie zu!',
      rewrite: "I feel sad when you don't listen to me.",
    });
    expect(out).toEqual({ isIMessage: false, feedback: 'Ferdy versteht Deutsch am besten. Schreib deine Antwort bitte auf Deutsch.' });
  });
});

describe('isEnglish with everyday words', () => {
  it('hears an English plan as English, a Bavarian invitation with "do is … no" as German', () => {
    expect(isEnglish('I can say hello to a kid tomorrow. Making friends takes time.')).toBe(true);
    expect(isEnglish('Mogst mitspuin? Mia baun grad a Burg, do is scho no Platz fia di')).toBe(false);
    expect(isEnglish('he trains more than me. i will practice and ask him for tips')).toBe(true);
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
