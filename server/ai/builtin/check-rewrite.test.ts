import { describe, it, expect } from 'vitest';
import { loadLexicon } from './lexicon.ts';
import { checkRewrite } from './check-rewrite.ts';

const lex = loadLexicon();
const check = (rewrite: string, original = 'Du bist so blöd, du kannst gar nichts!') =>
  checkRewrite(lex, { original, rewrite });

describe('checkRewrite', () => {
  it('accepts a friendly rewrite and says what is good about it', () => {
    const r = check('Ich finde es schade, dass du das noch nicht kannst. Soll ich dir helfen?');
    expect(r.isImproved).toBe(true);
    expect(r.feedback).toMatch(/freundlich/);
  });

  it('accepts friendly answers without capitals, punctuation or correct spelling', () => {
    expect(check('kanst du bite leiser sein ich kan mich nich konzentriren', 'Halt die Klappe, du nervst!').isImproved).toBe(true);
    expect(check('Magst du mit mir Fußball spielen? 😊', 'Hau ab, mit dir spielt keiner!').isImproved).toBe(true);
  });

  it('names the insult that is still there, even behind "bitte"', () => {
    const r = check('Bitte, du bist so blööd.');
    expect(r.isImproved).toBe(false);
    expect(r.feedback).toContain('„blööd“');
    expect(r.feedback).toMatch(/klingt schon freundlicher/);
  });

  it('finds insults hidden in a polite question', () => {
    const r = check('Kannst du bitte mein Lineal zurückgeben, du Idiot?', 'Gib mein Lineal zurück, du Dieb!');
    expect(r.isImproved).toBe(false);
    expect(r.feedback).toContain('„Idiot“');
  });

  it('does not count a denied insult as an insult', () => {
    expect(check('Du bist nicht dumm, du hast nur einen Fehler gemacht.').isImproved).toBe(true);
  });

  it('recognises sarcasm', () => {
    const r = check('Du bist ja sooo toll, du kannst ja alles!');
    expect(r.isImproved).toBe(false);
    expect(r.feedback).toMatch(/Spott/);
  });

  it('rejects rude commands and threats with a concrete hint', () => {
    expect(check('Hau bitte ab, mit dir spielt keiner.', 'Hau ab, mit dir spielt keiner!').feedback).toContain('„Hau ab“');
    expect(check('Gib mir sofort das Lineal, sonst sag ich es der Lehrerin!', 'Gib her!').feedback).toMatch(/Drohung/);
  });

  it('rejects a copy of the original', () => {
    const original = 'Mit dir will ich nie wieder spielen!';
    expect(check('Mit dir will ich nie wieder spielen', original).isImproved).toBe(false);
  });

  it('rejects very short, off-topic and unreadable answers', () => {
    expect(check('sorry').feedback).toMatch(/kurz/);
    expect(check('Ich mag Pizza.', 'Hau ab, mit dir spielt keiner!').isImproved).toBe(false);
    expect(check('asdfgh jklö').feedback).toMatch(/nicht lesen/);
  });

  it('asks for something constructive when the answer is only neutral', () => {
    const r = check('Das war dein Turm, jetzt ist er weg.', 'Du hast alles kaputt gemacht, du Idiot!');
    expect(r.isImproved).toBe(false);
    expect(r.feedback).toMatch(/wünschst/);
  });
});

describe('a rewrite must be about the situation', () => {
  const original = 'Gib sofort mein Lineal her, du Dieb!';
  const topic = ['Lineal', 'leihen', 'ausleihen', 'zurückgeben', 'Stift', 'fragen', 'brauchen'];
  it('refuses polite text about something else', () => {
    const r = checkRewrite(lex, { original, rewrite: 'Liebe Leute, wir würden euch gern zu unserem Fußballfest einladen. Kommt ihr?' }, topic);
    expect(r).toEqual({ isImproved: false, feedback: 'Das passt noch nicht zu dem Satz. Worum geht es da?' });
  });
  it('accepts an answer that names the situation in its own words, or apologises', () => {
    expect(checkRewrite(lex, { original, rewrite: 'Kannst du mir bitte den Stift zurückgeben? Ich brauche ihn jetzt.' }, topic).isImproved).toBe(true);
    expect(checkRewrite(lex, { original, rewrite: 'Entschuldigung, dass ich so laut war. Gibst du es mir bitte wieder?' }, topic).isImproved).toBe(true);
  });
});

describe('a verdict on the person inside a friendly frame', () => {
  it('is not a friendly rewrite', () => {
    const r = checkRewrite(lex, { original: 'Hör auf, bei mir abzuschreiben, du Nachmacher!', rewrite: 'Ich wünsche mir, dass du merkst, dass du ein Nachmacher bist.' });
    expect(r.isImproved).toBe(false);
    expect(r.feedback).toContain('wie der andere ist');
  });
  it('keeps absolutes like "kein bisschen" aimed at the other from passing', () => {
    expect(checkRewrite(lex, { original: 'Du Anfänger, du kannst ja gar nicht spielen!', rewrite: 'Du kannst kein bisschen spielen, aber du darfst trotzdem mitmachen.' }).isImproved).toBe(false);
  });
});
