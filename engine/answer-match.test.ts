import { describe, expect, it } from 'vitest';
import { answerWords, matchesAnswer } from './answer-match.ts';

const riddle = 'Ein Elefant ist schwerer als ein Pferd. Ein Pferd ist schwerer als eine Katze. Welches Tier ist am leichtesten?';

describe('matchesAnswer (TaktikTüftler)', () => {
  it('keeps the old rule as the floor: equal ignoring case, or a long fragment of the sample', () => {
    expect(matchesAnswer('  sie teilen die kekse  ', { sample: 'Sie teilen die Kekse' })).toBe(true);
    expect(matchesAnswer('Er nimmt zuerst', { sample: 'Er nimmt zuerst die Ziege mit' })).toBe(true);
    expect(matchesAnswer('Er nimmt', { sample: 'Er nimmt zuerst die Ziege mit' })).toBe(false);
    expect(matchesAnswer('Er nimmt zuerst den Wolf mit', { sample: 'Er nimmt zuerst die Ziege mit' })).toBe(false);
  });

  it('refuses a fragment that cuts words of the sample in two', () => {
    expect(matchesAnswer('echselnd sch', { sample: 'Abwechselnd schaukeln' })).toBe(false);
    expect(matchesAnswer('bwechselnd schaukel', { sample: 'Abwechselnd schaukeln' })).toBe(false);
  });

  it('ignores articles, case and punctuation', () => {
    expect(matchesAnswer('Katze', { sample: 'Die Katze' })).toBe(true);
    expect(matchesAnswer('die katze!', { sample: 'Die Katze' })).toBe(true);
    expect(matchesAnswer('Kamm', { sample: 'Einen Kamm' })).toBe(true);
    expect(matchesAnswer('Entschuldigung!', { sample: 'Entschuldigung' })).toBe(true);
    expect(matchesAnswer('„Es tut mir leid.“', { sample: 'Es tut mir leid' })).toBe(true);
  });

  it('treats digits and number words alike', () => {
    expect(matchesAnswer('4', { sample: 'vier' })).toBe(true);
    expect(matchesAnswer('vier', { sample: '4' })).toBe(true);
    expect(matchesAnswer('16 Beine', { sample: 'Sechzehn Beine' })).toBe(true);
    expect(matchesAnswer('vierundzwanzig', { sample: '24' })).toBe(true);
    expect(matchesAnswer('5', { sample: 'vier' })).toBe(false);
  });

  it('lets an answer leave out words the question already says', () => {
    const question = 'Mia hat zwölf Erdbeeren und teilt sie mit zwei Freundinnen. Wie viele Erdbeeren bekommt jedes Mädchen?';
    expect(matchesAnswer('4', { sample: 'Vier Erdbeeren', question })).toBe(true);
    expect(matchesAnswer('vier', { sample: 'Vier Erdbeeren', question })).toBe(true);
    expect(matchesAnswer('3', { sample: 'Vier Erdbeeren', question })).toBe(false);
    expect(matchesAnswer('Erdbeeren', { sample: 'Vier Erdbeeren', question })).toBe(false);
    expect(matchesAnswer('Katze', { sample: 'Die Katze', question: riddle })).toBe(true);
    expect(matchesAnswer('Pferd', { sample: 'Die Katze', question: riddle })).toBe(false);
  });

  it('never drops a "nicht" the sample needs, even when the question says it', () => {
    const question = 'Lena will nicht weinen. Was soll sie nicht tun?';
    expect(matchesAnswer('weinen', { sample: 'Nicht weinen', question })).toBe(false);
    expect(matchesAnswer('nicht weinen', { sample: 'Nicht weinen', question })).toBe(true);
  });

  it('accepts the declared alternatives, also folded', () => {
    const key = { sample: 'Am Freitag', accept: ['Freitag', 'freitags'] };
    expect(matchesAnswer('Freitag.', key)).toBe(true);
    expect(matchesAnswer('FREITAGS', key)).toBe(true);
    expect(matchesAnswer('Samstag', key)).toBe(false);
  });

  it('refuses an empty answer or one that is only an article', () => {
    expect(matchesAnswer('', { sample: 'Die Katze' })).toBe(false);
    expect(matchesAnswer('   ', { sample: 'Die Katze' })).toBe(false);
    expect(matchesAnswer('die', { sample: 'Die Katze' })).toBe(false);
  });
});

describe('answerWords', () => {
  it('folds case, ß, articles and number words', () => {
    expect(answerWords('Die große Straße, zwölf Häuser')).toEqual(['grosse', 'strasse', '12', 'häuser']);
  });
});
