/**
 * Words that are harmless in their everyday sense and hurtful only when given to someone: the
 * Lappen to wipe with, the ball at the Pfosten, "Schwein gehabt", "blöd gelaufen". One list with
 * the safety check (engine/safety-words.ts), folded the way tokens are.
 */
import { hurtfulWhenAimed } from '../../../engine/safety-words.ts';
import { foldUmlauts, type Token } from './german-text.ts';
import type { Match } from './lexicon.ts';

const LOOKALIKES: ReadonlySet<string> = new Set(hurtfulWhenAimed.map((w) => foldUmlauts(w)));

export function isLookalikeToken(t: Token): boolean {
  return LOOKALIKES.has(t.norm) || [...t.stems].some((k) => LOOKALIKES.has(k));
}

/** A one-word match that is such a word. */
export function isLookalike(m: Match): boolean {
  return m.tokens.length === 1 && isLookalikeToken(m.tokens[0]!);
}
