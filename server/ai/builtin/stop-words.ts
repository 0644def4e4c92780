/**
 * German words that say nothing about a situation when two texts share them: articles,
 * pronouns, auxiliaries, particles and time words ("heute", "immer", "mal"). From the
 * maintained stopwords-iso list (620 German words), folded the way tokens are (ae/oe/ue, ss).
 */
import stopwords from 'stopwords-iso/stopwords-iso.json' with { type: 'json' };
import { foldUmlauts } from './german-text.ts';

/** Kept as content: being liked is what many stuck thoughts are about ("Keiner mag mich"). */
const CONTENT = new Set(['mag', 'magst', 'moegen', 'mochte', 'moechte']);

const GERMAN: ReadonlySet<string> = new Set((stopwords as { de: string[] }).de.map((w) => foldUmlauts(w)).filter((w) => !CONTENT.has(w)));

/** True for a token's `norm` (lowercase, umlauts folded) that is a German stop word. */
export function isStopWord(norm: string): boolean {
  return GERMAN.has(norm);
}
