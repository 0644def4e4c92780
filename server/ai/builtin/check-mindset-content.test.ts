import { describe, it, expect } from 'vitest';
import { loadLexicon } from './lexicon.ts';
import { checkMindsetContent } from './check-mindset-content.ts';

const lex = loadLexicon();
const check = (content: string) => checkMindsetContent(lex, { content });

const GOOD =
  'In dem Video ging es um zwei Arten zu denken. Beim Fixed Mindset glaubt man, dass man so bleibt wie man ist und dass man nicht schlauer werden kann. Deshalb gibt man schnell auf. Beim Growth Mindset weiß man, dass das Gehirn wie ein Muskel wächst, wenn man übt. Fehler sind nicht schlimm, man lernt aus ihnen. Ich möchte ein Growth Mindset haben.';

describe('checkMindsetContent', () => {
  it('accepts a summary that explains both mindsets correctly', () => {
    const r = check(GOOD);
    expect(r).toMatchObject({ fixedMindsetCorrect: true, growthMindsetCorrect: true, isOnTopic: true });
    expect(r.feedback).toMatch(/beide Mindsets richtig/);
  });

  it('notices swapped definitions', () => {
    const r = check(
      'In dem Video ging es um zwei Denkweisen. Beim Fixed Mindset lernt man aus Fehlern und wird immer besser, weil man viel übt und nie aufgibt. Beim Growth Mindset glaubt man, dass man dumm geboren ist und gibt schnell auf, weil man denkt, man kann es nicht. Das war das Video über die zwei Mindsets und ich fand es gut.',
    );
    expect(r.fixedMindsetCorrect).toBe(false);
    expect(r.growthMindsetCorrect).toBe(false);
    expect(r.isOnTopic).toBe(true);
    expect(r.feedback).toMatch(/vertauscht/);
  });

  it('names the wrong part when only one mindset is described wrongly', () => {
    const r = check(
      'Beim Fixed Mindset glaubt man, dass man nicht besser werden kann, und gibt schnell auf. Man hat Angst vor Fehlern. Beim Growth Mindset glaubt man, dass man sich nicht anstrengen muss, weil man schon alles kann und schlau geboren ist. Das hat uns der Lehrer im Video erklärt und danach haben wir lange darüber geredet.',
    );
    expect(r.fixedMindsetCorrect).toBe(true);
    expect(r.growthMindsetCorrect).toBe(false);
    expect(r.feedback).toMatch(/Growth Mindset passt/);
  });

  it('asks for the missing mindset', () => {
    const r = check(
      'Das Growth Mindset ist toll. Wenn man ein Growth Mindset hat, weiß man, dass man durch Üben besser wird. Das Gehirn wächst wie ein Muskel, wenn man es trainiert. Fehler sind gut, weil man daraus lernt. Man sagt: Ich kann es noch nicht. Man gibt nicht auf und probiert es immer wieder. Ich möchte immer ein Growth Mindset haben.',
    );
    expect(r.growthMindsetCorrect).toBe(true);
    expect(r.fixedMindsetCorrect).toBe(false);
    expect(r.feedback).toMatch(/Erkläre noch das Fixed Mindset/);
  });

  it('flags off-topic text, keyboard mash and repeated words', () => {
    const offTopic = check(
      'In den Ferien war ich mit meiner Familie am Meer. Wir haben jeden Tag im Sand gespielt und sind im Wasser geschwommen. Mein Bruder hat eine große Sandburg gebaut und ich habe Muscheln gesammelt. Abends gab es immer Pommes oder Pizza. Am letzten Tag hat es geregnet, aber wir haben im Hotel Karten gespielt.',
    );
    expect(offTopic.isOnTopic).toBe(false);
    expect(check('asdfgh qwertz yxcvbn '.repeat(20)).isOnTopic).toBe(false);
    expect(check('Mindset '.repeat(60)).feedback).toMatch(/wiederholst/);
  });

  it('asks for more words when the summary is too short', () => {
    const r = check('Fixed Mindset heißt, man gibt auf. Growth Mindset heißt, man übt und wird besser.');
    expect(r.fixedMindsetCorrect).toBe(false);
    expect(r.feedback).toMatch(/50/);
  });
});

describe('checkMindsetContent: keyword lists and mocking are no summary', () => {
  const lex2 = loadLexicon();
  it('refuses a list of keywords without sentences', () => {
    const list =
      'Fixed Mindset Growth Mindset Gehirn Muskel Fehler lernen üben Anstrengung Talent Intelligenz wachsen Herausforderung aufgeben dranbleiben Übung Strategie Hilfe Kritik Erfolg Misserfolg Geduld Training Verbindungen Nervenzellen';
    const r = checkMindsetContent(lex2, { content: list });
    expect(r.isOnTopic).toBe(false);
    expect(r.feedback).toMatch(/ganzen Sätzen/);
  });

  it('refuses laughing at the video, but not an honest "super"', () => {
    const mocking =
      'Fixed Mindset ist total super, weil man dann nie was üben muss, hahaha. Growth Mindset ist für Leute, die gern Mathe machen. Das Gehirn wächst, dann platzt der Kopf.';
    expect(checkMindsetContent(lex2, { content: mocking }).feedback).toMatch(/lustig machst/);
    const honest =
      'Das Video war super. Beim Fixed Mindset glaubt man, dass man sich nicht verbessern kann, und gibt schnell auf, wenn etwas schwer ist. Beim Growth Mindset glaubt man, dass man durch Üben besser wird und aus Fehlern lernt, weil das Gehirn wie ein Muskel wächst. Ich will mehr üben.';
    expect(checkMindsetContent(lex2, { content: honest }).isOnTopic).toBe(true);
  });

  it('takes a list of short word pairs for what it is, not a summary', () => {
    const r = check(
      'Fixed heißt fest. Growth heißt Wachstum. Fehler sind gut. Üben hilft. Aufgeben schlecht. Gehirn wächst. Talent egal. Video lang. Ende jetzt. Mathe schwer. Sport toll. Pause super. Danke schön. Tschüss Ferdy. Bis morgen. Gute Nacht. Noch was. Jetzt fertig.',
    );
    expect(r.fixedMindsetCorrect || r.growthMindsetCorrect).toBe(false);
    expect(r.feedback).toMatch(/einzelne Wörter/);
  });
});
