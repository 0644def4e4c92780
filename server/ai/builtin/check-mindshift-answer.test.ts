import { describe, it, expect } from 'vitest';
import { loadLexicon } from './lexicon.ts';
import { checkMindshiftAnswer } from './check-mindshift-answer.ts';

const lex = loadLexicon();
const check = (negativeThought: string, positiveThought: string) =>
  checkMindshiftAnswer(lex, { negativeThought, positiveThought, scenario: 'Du hast beim Diktat viele Fehler gemacht.' });

describe('checkMindshiftAnswer', () => {
  it('accepts a negative thought turned into a growth thought and names the helpful part', () => {
    const r = check('Ich kann das einfach nicht.', 'Ich kann das noch nicht, aber ich übe jeden Tag.');
    expect(r.isValid).toBe(true);
    expect(r.feedback).toContain('„kann das noch nicht“');
  });

  it('understands negation: "nicht aufgeben" and "nicht dumm" are helpful', () => {
    expect(check('Ich gebe auf.', 'Ich gebe nicht auf!').isValid).toBe(true);
    expect(check('Ich bin dumm.', 'Ich bin nicht dumm, ich lerne noch.').isValid).toBe(true);
  });

  it('notices swapped thoughts', () => {
    const r = check('Ich schaffe das!', 'Ich bin zu dumm dafür.');
    expect(r.isValid).toBe(false);
    expect(r.feedback).toMatch(/vertauscht/);
  });

  it('rejects a positive thought that only drops the "nicht"', () => {
    const r = check('Ich kann das nicht.', 'Ich kann das.');
    expect(r.isValid).toBe(false);
    expect(r.feedback).toMatch(/nicht/);
  });

  it('rejects a "positive" thought that is still negative and quotes the word', () => {
    const r = check('Ich bin so schlecht.', 'Ich werde nie gut sein.');
    expect(r.isValid).toBe(false);
    expect(r.feedback).toMatch(/entmutigend/);
  });

  it('rejects a first field that is not a negative thought', () => {
    expect(check('Mein Fahrrad ist rot.', 'Ich fahre gern Fahrrad.').isValid).toBe(false);
  });

  it('rejects self-insults in the helpful thought', () => {
    const r = check('Ich bin ein Loser.', 'Ich bin ein Loser, aber cool.');
    expect(r.isValid).toBe(false);
    expect(r.feedback).toContain('„Loser“');
  });

  it('rejects nonsense and one-word answers', () => {
    expect(check('asdf', 'jklö').isValid).toBe(false);
    expect(check('nein', 'ja').feedback).toMatch(/kurz/);
  });
});

describe('a cheerful thought must be about the situation', () => {
  const cake = 'Du hast einen Kuchen gebacken, aber er ist in der Mitte eingesunken.';
  it('refuses cheerful text about something else', () => {
    const r = checkMindshiftAnswer(lex, { scenario: cake, negativeThought: 'Ich kann gar nichts.', positiveThought: 'Das Wetter in Hamburg ist heute einfach toll.' });
    expect(r).toEqual({ isValid: false, feedback: 'Das passt noch nicht zu der Situation. Was könntest du dir da Mutiges sagen?' });
  });
  it('accepts a cheerful thought that names the situation, or a helpful idea', () => {
    expect(checkMindshiftAnswer(lex, { scenario: cake, negativeThought: 'Ich kann gar nichts.', positiveThought: 'Der Kuchen schmeckt trotzdem toll.' }).isValid).toBe(true);
    expect(checkMindshiftAnswer(lex, { scenario: cake, negativeThought: 'Ich kann gar nichts.', positiveThought: 'Beim nächsten Mal backe ich ihn länger.' }).isValid).toBe(true);
  });
});

describe('checkMindshiftAnswer: the helpful thought is the child’s own', () => {
  const scenario = 'Du hast beim Diktat viele Fehler gemacht.';
  const stuck = 'Ich kann das einfach nicht.';
  const verdict = (positiveThought: string) => checkMindshiftAnswer(lex, { scenario, negativeThought: stuck, positiveThought }).isValid;

  it('praises a helpful idea the child tells itself, in any person', () => {
    expect(verdict('Ich übe die Wörter nochmal.')).toBe(true);
    expect(verdict('Du schaffst das, übe einfach weiter!')).toBe(true);
    expect(verdict('Wir üben zusammen, dann klappt es.')).toBe(true);
    expect(verdict('Fehler gehören dazu, jeder übt mal.')).toBe(true);
  });

  it('does not praise helpful-sounding words in a remark about other people', () => {
    expect(verdict('Die Partei versucht es bald wieder mit besseren Plänen.')).toBe(false);
    expect(verdict('Der Trainer hat gestern gezeigt, wie stolz er auf seine Mannschaft ist.')).toBe(false);
    // The helpful word and the child's "ich" must be in the same sentence.
    expect(verdict('Ich lese Zeitung. Die Regierung versucht es nochmal.')).toBe(false);
  });

  it('counts the situation’s words, a feminine form included ("Freundin" – "Freunde")', () => {
    const r = checkMindshiftAnswer(lex, {
      scenario: 'Deine Freundin will heute nicht mit dir spielen.',
      negativeThought: 'Keiner mag mich.',
      positiveThought: 'Ich habe viele Freunde, die mich mögen.',
    });
    expect(r.isValid).toBe(true);
  });
});
