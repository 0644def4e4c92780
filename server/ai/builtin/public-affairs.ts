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

/** The answer holds a word of the list that the situation does not name. */
export function namesUnnamed(list: WordList, situation: readonly Token[], answer: readonly Token[]): boolean {
  const named = new Set(situation.map((t) => t.loose));
  return findMatches(list, answer).some((m) => !m.tokens.some((t) => named.has(t.loose)));
}
