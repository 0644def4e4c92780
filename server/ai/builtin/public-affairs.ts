/**
 * Relevance shared by the sentence games: their situations are a child's everyday (school,
 * family, friends, sport). An answer that talks about parties, the government or whole peoples
 * and religions is about something else, however politely it is put. A word the situation
 * itself names ("Schülerzeitung", "gewählt") does not count.
 */
import type { Token } from './german-text.ts';
import { findMatches, type Lexicon, type WordList } from './lexicon.ts';

export function talksAboutPublicAffairs(lex: Lexicon, situation: readonly Token[], answer: readonly Token[]): boolean {
  return namesUnnamed(lex['public-affairs'], situation, answer);
}

const LIKE = new Set(['wie', 'als']);

/**
 * The answer holds a word of the list that the situation does not name. With `likenessesToo`
 * false, a word a thing is only likened to ("dann fliegt er ab wie ne Bombe", "die platzen wie
 * kleine Bomben") names nothing.
 */
export function namesUnnamed(list: WordList, situation: readonly Token[], answer: readonly Token[], likenessesToo = true): boolean {
  const named = new Set(situation.map((t) => t.loose));
  // "wie ne Bombe" after what is likened; "Wie entsorge ich …" asks.
  const likened = (m: { start: number; tokens: readonly Token[] }) =>
    answer
      .slice(Math.max(0, m.start - 3), m.start - 1)
      .some((t) => LIKE.has(t.norm) && t.clause === m.tokens[0]!.clause && answer[t.index - 1]?.clause === t.clause);
  return findMatches(list, answer).some((m) => !m.tokens.some((t) => named.has(t.loose)) && (likenessesToo || !likened(m)));
}
