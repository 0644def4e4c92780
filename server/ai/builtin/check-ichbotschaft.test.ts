import { describe, it, expect } from 'vitest';
import { loadLexicon } from './lexicon.ts';
import { checkIchBotschaft } from './check-ichbotschaft.ts';

const lex = loadLexicon();
const check = (rewrite: string, original = 'Du hörst mir nie zu!') => checkIchBotschaft(lex, { original, rewrite });

describe('checkIchBotschaft', () => {
  it('accepts feeling + situation and praises it', () => {
    const r = check('Ich bin traurig, wenn du mir nicht zuhörst.');
    expect(r.isIMessage).toBe(true);
    expect(r.feedback).toMatch(/Super Ich-Botschaft/);
  });

  it('accepts a wish with the situation, in child spelling', () => {
    expect(check('ich wünsch mir das du mir zuhörst wenn ich was erzähle').isIMessage).toBe(true);
    expect(check('Mich macht es traurig, wenn du mir nicht zuhörst. Bitte hör mir zu.').isIMessage).toBe(true);
  });

  it('rejects "ich finde, du bist …" and names it', () => {
    const r = check('Ich finde, du bist gemein.');
    expect(r.isIMessage).toBe(false);
    expect(r.feedback).toContain('„gemein“');
  });

  it('rejects "du bist" in a main clause but allows it at the end of a wenn-clause', () => {
    expect(check('Ich bin traurig. Du bist so unaufmerksam.').isIMessage).toBe(false);
    expect(check('Ich mache mir Sorgen, wenn du nicht pünktlich bist.', 'Du bist immer zu spät!').isIMessage).toBe(true);
  });

  it('names absolutes used as an accusation', () => {
    const r = check('Ich bin traurig, weil du mir nie zuhörst.');
    expect(r.isIMessage).toBe(false);
    expect(r.feedback).toContain('„nie“');
  });

  it('rejects a feeling without the situation and asks for it', () => {
    const r = check('Ich bin traurig.');
    expect(r.isIMessage).toBe(false);
    expect(r.feedback).toMatch(/wenn/);
  });

  it('rejects messages about the other person', () => {
    expect(check('Du machst mich traurig, wenn du mich auslachst.').isIMessage).toBe(false);
    expect(check('Bitte hör mir zu.').feedback).toMatch(/Ich/);
  });

  it('rejects insults even in an otherwise good I-message', () => {
    const r = check('Ich bin traurig, wenn du mir nicht zuhörst, du Blödmann');
    expect(r.isIMessage).toBe(false);
    expect(r.feedback).toContain('„Blödmann“');
  });

  it('rejects the copied Du-Botschaft', () => {
    expect(check('du hörst mir nie zu').isIMessage).toBe(false);
  });
});

describe('blame and orders dressed as I-messages', () => {
  it('refuses a verdict on the person in a subordinate clause, and keeps behaviour descriptions', () => {
    expect(check('Ich bin traurig, dass du so ein Egoist bist.', 'Du machst bei der Gruppenarbeit nie etwas!').isIMessage).toBe(false);
    expect(check('Ich fühle mich schlecht, weil ihr zwei Lästertanten seid.', 'Ständig flüsterst du mit Leyla über mich!').isIMessage).toBe(false);
    expect(check('Ich mache mir Sorgen, wenn du nicht pünktlich bist.', 'Du bist immer zu spät!').isIMessage).toBe(true);
    expect(check('Ich zittere, wenn du so laut bist. Ich brauche kurz Ruhe.', 'Ständig schreist du mich an!').isIMessage).toBe(true);
  });

  it('refuses an order in wish form and says why without blame', () => {
    const r = check('Ich will, dass du mir jetzt sofort zuhörst.');
    expect(r.isIMessage).toBe(false);
    expect(r.feedback).toContain('wie ein Befehl');
  });

  it('refuses a feeling about something else when the situation is known', () => {
    const topic = ['Team', 'wählen', 'aussuchen', 'mitspielen', 'Sport', 'Mannschaft'];
    expect(checkIchBotschaft(lex, { original: 'Du wählst mich nie in dein Team!', rewrite: 'Ich bin traurig, weil mein Opa krank ist.' }, topic)).toEqual({
      isIMessage: false,
      feedback: 'Das passt noch nicht zu dem Satz. Worum geht es da?',
    });
    expect(checkIchBotschaft(lex, { original: 'Du wählst mich nie in dein Team!', rewrite: 'Ich bin traurig, wenn ich nicht mitspielen darf.' }, topic).isIMessage).toBe(true);
  });
});
