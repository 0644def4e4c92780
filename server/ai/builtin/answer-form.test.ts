import { describe, expect, it } from 'vitest';
import {
  answerFormProblem,
  chatMarksMessage,
  repeatedMessage,
  shoutingMessage,
  tooLongMessage,
  unfinishedMessage,
  wordListMessage,
} from './answer-form.ts';
import { safetyRefusal } from '../safety-gate.ts';

describe('answerFormProblem', () => {
  it('lets children’s short answers through, typos, emojis and "!!" included', () => {
    for (const answer of [
      'Kannst du mir bitte den Ball zurückgeben? Ich möchte auch mitspielen.',
      'ich bin traurig wenn du mich nich mitspielen lässt',
      'Danke!! Das war voll nett von dir 😊',
      'Passiert mir auch oft 😅 komm wir heben es zusammen auf.',
      'Das Haus gefällt mir nicht so gut, aber der Baum ist dir echt gelungen. Zeigst du mir, wie du ihn gemalt hast?',
    ]) {
      expect(answerFormProblem('check-rewrite', answer), answer).toBeNull();
      expect(answerFormProblem('check-ichbotschaft', answer), answer).toBeNull();
    }
    expect(answerFormProblem('check-mindshift-answer', 'ICH SCHAFFE DAS, ICH ÜBE WEITER!')).toBeNull();
  });

  it('asks for a few short sentences instead of a long text', () => {
    const long = Array.from({ length: 41 }, (_, i) => (i % 2 ? 'bitte' : 'Ball')).join(' ');
    expect(answerFormProblem('check-rewrite', long)).toBe(tooLongMessage);
    const fourSentences =
      'Ich bin gerade echt traurig. Ich will auch mal den Ball haben. Gib ihn mir bitte kurz. Dann spielen wir alle zusammen.';
    expect(answerFormProblem('check-ichbotschaft', fourSentences)).toBe(tooLongMessage);
    expect(answerFormProblem('check-mindshift-answer', fourSentences)).toBe(tooLongMessage);
    // "in der 2. halbzeit": the dot of a number is no sentence end there.
    const ordinal = 'das war ein unfall. sogar bei der WM gibts eigentore. in der 2. halbzeit geb ich alles';
    expect(answerFormProblem('check-mindshift-answer', ordinal)).toBeNull();
    expect(
      answerFormProblem(
        'check-mindshift-answer',
        'Ich bin 8 Jahre alt. Ich bin heute so traurig. Ich will den Ball haben. Dann spielen wir alle schön.',
      ),
    ).toBe(tooLongMessage);
    // Four short fragments a child tells itself are short, however often they stop.
    expect(answerFormProblem('check-mindshift-answer', 'ok ich. ganz langsam. nur die eine stelle, zehnmal. du packst das')).toBeNull();
    // Text games with long answers (SumUp) are not sentence games.
    expect(answerFormProblem('check-mindset-content', long)).toBeNull();
  });

  it('refuses hashtags, @names and links', () => {
    expect(answerFormProblem('check-rewrite', 'Lass uns reden #Frieden')).toBe(chatMarksMessage);
    expect(answerFormProblem('check-rewrite', '@tom bitte gib mir den Stift')).toBe(chatMarksMessage);
    expect(answerFormProblem('check-mindshift-answer', 'Ich übe weiter, siehe https://example.org')).toBe(chatMarksMessage);
    expect(answerFormProblem('check-rewrite', 'Bitte gib mir die Nr. 1 zurück')).toBeNull();
  });

  it('asks for a sentence instead of a list of kind words', () => {
    expect(answerFormProblem('check-rewrite', 'lieb nett freundlich bitte danke entschuldigung')).toBe(wordListMessage);
    expect(answerFormProblem('check-rewrite', 'Macht nix, mia ham zamm valorn, nächsts moi gwinn ma')).toBeNull();
    expect(answerFormProblem('check-mindshift-answer', 'Übung macht den Meister')).toBeNull();
  });

  it('hears shouting at the other child, but not one capital word', () => {
    expect(answerFormProblem('check-rewrite', 'GIB MIR SOFORT DEN BALL, bitte')).toBe(shoutingMessage);
    expect(answerFormProblem('check-ichbotschaft', 'Ich bin SEHR traurig, wenn du das machst.')).toBeNull();
    expect(answerFormProblem('check-rewrite', 'Das ist OK, wir spielen im TV-Raum.')).toBeNull();
  });

  it('runs in the provider’s gate, before any checker or model', () => {
    const refused = safetyRefusal('check-rewrite', { original: 'Du bist so eine Heulsuse!', rewrite: 'Was ist los? #fragen' });
    expect(refused).toEqual({ isImproved: false, feedback: chatMarksMessage });
  });

  it('asks to finish a sentence that stops at "aber", "und" or "weil"', () => {
    expect(answerFormProblem('check-mindshift-answer', 'Das klappt noch nicht, aber …')).toBe(unfinishedMessage);
    expect(answerFormProblem('check-rewrite', 'Kannst du bitte leiser sein, weil...')).toBe(unfinishedMessage);
    expect(answerFormProblem('check-rewrite', 'Heast, stö di bitte hint o, mia woatn do a scho a Weil')).toBeNull();
    expect(answerFormProblem('check-rewrite', 'Stell dich bitte hinten an, wir warten schon eine Weile, weil')).toBe(unfinishedMessage);
    // "aber" as a little word at the end of a full sentence is fine.
    expect(answerFormProblem('check-rewrite', 'Neue Schuhe! Die stehen dir aber.')).toBeNull();
  });

  it('sends back verbs in a row with no one doing them, but not a sentence of them', () => {
    expect(answerFormProblem('check-rewrite', 'helfen zeigen üben zusammen schaffen lernen')).toBe(wordListMessage);
    expect(answerFormProblem('check-rewrite', 'wir können zusammen üben und spielen')).toBeNull();
    expect(answerFormProblem('check-mindshift-answer', 'heit is einfach koa wind, morgn probier mas nomoi')).toBeNull();
  });

  it('sends back kind words in a row, and reads a Kölsch sentence as a sentence', () => {
    expect(answerFormProblem('check-rewrite', 'bitte danke freundlich nett zusammen plan idee lieb')).toBe(wordListMessage);
    expect(answerFormProblem('check-rewrite', 'Maach ens de Dür zo, bitte, et trick esu')).toBeNull();
  });

  it('sends back a template with its gaps left open, not a sigh with dots', () => {
    expect(answerFormProblem('check-ichbotschaft', 'Ich bin ... wenn du ... Ich wünsche mir ...')).toBe(unfinishedMessage);
    expect(answerFormProblem('check-ichbotschaft', 'Ich bin traurig... Bitte lass das.')).toBeNull();
  });

  it('sends back helpful words in a row with no one in them, not a short thought without a pronoun', () => {
    expect(answerFormProblem('check-mindshift-answer', 'üben lernen schaffen besser nächstes mal mut stolz positiv')).toBe(wordListMessage);
    expect(answerFormProblem('check-mindshift-answer', 'nächstes mal klappt das bestimmt besser')).toBeNull();
    expect(answerFormProblem('check-mindshift-answer', 'nächstes mal besser aufpassen beim malen')).toBeNull();
  });

  it('sends back the same few words over and over, not a short motto said twice', () => {
    const again = 'positiv positiv ich schaffe das ich schaffe das ich schaffe das üben üben üben toll super';
    expect(answerFormProblem('check-mindshift-answer', again)).toBe(repeatedMessage);
    expect(answerFormProblem('check-rewrite', 'ich bin der bestimmer ich bin der bestimmer ich bin der bestimmer bitte freundlich')).toBe(
      repeatedMessage,
    );
    expect(answerFormProblem('check-mindshift-answer', 'Ich schaffe das, ich schaffe das! Üben, üben, üben!')).toBeNull();
    expect(answerFormProblem('check-mindshift-answer', 'puzzle teil suchen pause weiter finden puzzle teil puzzle teil suchen')).toBe(
      wordListMessage,
    );
    expect(answerFormProblem('check-mindshift-answer', 'ich such das teil und noch ein teil und noch ein teil')).toBeNull();
    const long = 'Ich bin traurig, wenn du das machst, und ich will, dass du das nicht mehr machst, weil es mir wehtut.';
    expect(answerFormProblem('check-ichbotschaft', long)).toBeNull();
  });
});
