/**
 * The fault given to someone who is not in the talk: "aber eigentlich war ja Jonas schuld", "Mama
 * kann halt nicht gerade schneiden", "Die anderen müssen halt mal mehr üben". A kind sentence or a
 * brave thought that ends by putting the blame on a third child or a grown-up still blames. Shared
 * by Sag's mal anders, the Ich-Botschaften and Mindshift; each pattern looks at every word once.
 */
import { foldForSafety } from '../../../engine/safety-fold.ts';
import { firstNames, personNouns } from '../../../engine/safety-words.ts';
import { PAST_PARTICIPLE, clauses, isOneOf, isWord, wordSet, type Token } from './german-text.ts';
import { tokenIn, type Lexicon } from './lexicon.ts';

const PEOPLE = new Set([...firstNames, ...personNouns].map(foldForSafety));
/** "Klavierlehrerin", "Busfahrer", "Schiedsrichter": someone by what they do. */
const BY_WHAT_THEY_DO = /(lehrer|lehrerin|trainer|trainerin|fahrer|fahrerin|richter|schiri|torwart|torhüter)$/u;

const SPEAKERS = wordSet('ich', 'i', 'du', 'wir', 'ihr', 'man', 'mir', 'mich', 'dir', 'dich', 'uns');

/** A first name or a word for a person ("Jonas", "Mama", "Lehrerin"), as written. */
export function isPersonWord(raw: string): boolean {
  return PEOPLE.has(foldForSafety(raw));
}

/** "ich", "wir", but not "Mia" written as a name (Bavarian "mia" is "wir"). */
function isSpeaker(t: Token): boolean {
  return isOneOf(t, SPEAKERS) && !(/^\p{Lu}/u.test(t.raw) && isPersonWord(t.raw));
}

/** A child or grown-up named by name or by who they are ("Jonas", "meine Schwester", "der Busfahrer"). */
export function isSomeoneElse(t: Token | undefined): boolean {
  if (!t || t.isEmoji || isSpeaker(t)) return false;
  const folded = foldForSafety(t.raw);
  return PEOPLE.has(folded) || BY_WHAT_THEY_DO.test(folded);
}

const BE = wordSet('ist', 'is', 'war', 'sind', 'waren', 'hat', 'wars');
/** "der ist schuld", "ist er schuld": a pronoun for someone as the subject. */
const THIRD = wordSet('er', 'sie', 'der', 'die');
const WHOSE = wordSet('seine', 'ihre', 'deren', 'dessen');
const NOT = wordSet('nicht', 'nich', 'net', 'ned', 'kein', 'keine', 'keiner', 'keinem', 'niemand', 'nie', 'egal');

/** Who is at fault before "schuld" in its clause: "ja Jonas", "der Tim", "die" (in "die ist schuld"). */
function culpritBefore(before: readonly Token[]): boolean {
  if (before.some((t) => isOneOf(t, NOT) || isSpeaker(t)) || !before.some((t) => isOneOf(t, BE))) return false;
  return before.some(
    (t, k) =>
      isSomeoneElse(t) || (isOneOf(t, THIRD) && (isOneOf(before[k + 1], BE) || (isOneOf(before[k - 1], BE) && k === before.length - 1))),
  );
}

const PARTICLES = wordSet('ja', 'eigentlich', 'doch', 'eh', 'halt', 'eben', 'wohl');

/**
 * "aber eigentlich war es ja Tim, der die Lampe kaputt gemacht hat": "es war …" with a word that
 * sets it against what was said names who really did it. The words from "war" to the name, or null.
 */
function realCulprit(clause: readonly Token[], next: readonly Token[] | undefined): readonly Token[] | null {
  const at = clause.findIndex((t, k) => isOneOf(t, BE) && isWord(clause[k + 1], 'es'));
  if (at < 0 || !isOneOf(next?.[0], THIRD)) return null;
  const rest = clause.slice(at + 2);
  const name = rest.findIndex(isSomeoneElse);
  if (name < 0 || !rest.slice(0, name).every((t) => isOneOf(t, PARTICLES)) || name !== rest.length - 1) return null;
  if (!clause.some((t) => isWord(t, 'eigentlich', 'ja', 'doch'))) return null;
  return clause.slice(at, at + 3 + name);
}

const CAN = wordSet('kann', 'koennen', 'kanns', 'konnte', 'konnten');
const NOTHING = wordSet('nix', 'nichts', 'nischt');
const PROPERLY = wordSet('richtig', 'gerade', 'gut', 'ordentlich', 'vernünftig');

/**
 * "Mama kann halt nicht gerade schneiden", "weil sie nicht richtig erklären kann", "der kann nix":
 * someone else is said to be no good at it. "Mama kann nix dafür" takes the fault away, and
 * "Oma kann nicht kommen" says nothing about her.
 */
function cannotDoIt(clause: readonly Token[]): readonly Token[] | null {
  const subject = clause.findIndex(
    (t, k) => isSomeoneElse(t) || (isOneOf(t, THIRD) && (k === 0 || isWord(clause[k - 1], 'weil', 'dass', 'da'))),
  );
  if (subject < 0 || clause.some((t) => isSpeaker(t) || isWord(t, 'dafür', 'dafuer', 'was'))) return null;
  for (let k = subject + 1; k < clause.length; k++) {
    const t = clause[k]!;
    if (!isWord(t, 'nicht', 'nich', 'net', 'ned') && !isOneOf(t, NOTHING)) continue;
    const near = clause.slice(Math.max(subject + 1, k - 3), k + 1);
    if (!near.some((u) => isOneOf(u, CAN)) && !isOneOf(clause.at(-1), CAN)) return null;
    const after = clause[k + 1];
    if (isOneOf(t, NOTHING) ? after === undefined || isOneOf(after, CAN) : isOneOf(after, PROPERLY)) return clause.slice(subject);
    return null;
  }
  return null;
}

const MUST = wordSet('muss', 'müssen', 'sollen', 'soll', 'sollte', 'sollten');
const BLAMING_TONE = wordSet('halt', 'eben', 'endlich', 'einfach');

/** "Die anderen müssen halt mal mehr üben", "der soll halt besser aufpassen": someone else has to do better. */
function mustDoBetter(clause: readonly Token[]): readonly Token[] | null {
  const modal = clause.findIndex((t) => isOneOf(t, MUST));
  if (modal < 1 || clause.slice(0, modal).some((t) => isSpeaker(t))) return null;
  const who = clause.slice(0, modal);
  if (!who.some((t) => isSomeoneElse(t) || isOneOf(t, THIRD))) return null;
  const rest = clause.slice(modal + 1, modal + 5);
  const better = rest.findIndex((t) => isWord(t, 'mehr', 'besser'));
  if (better < 0 || !rest.slice(0, better).some((t) => isOneOf(t, BLAMING_TONE))) return null;
  return clause.slice(who.findIndex((t) => isSomeoneElse(t) || isOneOf(t, THIRD)));
}

/**
 * "weil deine Mama dich wieder nicht erinnert hat", "wenn Mama nicht wieder dauernd mit mir
 * quatscht": what someone else failed to do again, given as the reason.
 */
function againNot(clause: readonly Token[]): readonly Token[] | null {
  // "bestimmt weil …": a word may come first.
  const from = clause.slice(0, 2).findIndex((t) => isWord(t, 'weil', 'wenn', 'dass', 'da'));
  const who = clause.findIndex(isSomeoneElse);
  if (from < 0 || who < from || clause.slice(from, who).some((t) => isSpeaker(t))) return null;
  const again = clause.findIndex(
    (t, k) =>
      k > who && ((isWord(t, 'wieder') && isWord(clause[k + 1], 'nicht')) || (isWord(t, 'nicht') && isWord(clause[k + 1], 'wieder'))),
  );
  return again < 0 ? null : clause.slice(from);
}

const HAD = wordSet('haette', 'haetten', 'hätte', 'hätten');
const DUTY = wordSet('koennen', 'können', 'muessen', 'müssen', 'sollen');

/**
 * "der Torwart hätte den Ball ja auch halten können", "Eigentlich hätte Mama mir die Brotdose ja in
 * den Ranzen tun müssen": what someone else should have done. "Oma hätte sich gefreut" wishes.
 */
function shouldHaveDone(clause: readonly Token[]): readonly Token[] | null {
  const had = clause.findIndex((t) => isOneOf(t, HAD));
  if (had < 0 || !isOneOf(clause.at(-1), DUTY) || clause.some((t) => isSpeaker(t) && !isWord(t, 'mir', 'uns'))) return null;
  const who = clause.findIndex((t, k) => Math.abs(k - had) <= 2 && (isSomeoneElse(t) || (k === 0 && isOneOf(t, THIRD))));
  return who < 0 ? null : clause.slice(Math.min(who, had));
}

/**
 * "lassen wir lieber den Jonas ins Tor, der hält wenigstens was": the one named "at least" does
 * it, so the other does not. The clause, or null.
 */
function atLeastTheyDo(clause: readonly Token[], before: readonly Token[] | undefined): readonly Token[] | null {
  if (!isOneOf(clause[0], THIRD) || !clause.some((t) => isWord(t, 'wenigstens', 'wenigstns'))) return null;
  return before?.some(isSomeoneElse) ? clause : null;
}

const SUCH_THINGS = wordSet('sowas', 'sowat');
const ALWAYS = wordSet('immer', 'ständig', 'staendig', 'dauernd', 'andauernd', 'jedesmal');

/**
 * "Paul hat dich geschubst, der macht sowas immer": the one just named always does such things.
 * "der macht das immer so lecker" praises, and "ich mach sowas nie" speaks of the child.
 */
function alwaysDoesSuch(clause: readonly Token[], before: readonly Token[] | undefined): readonly Token[] | null {
  if (!isOneOf(clause[0], THIRD) && !isSomeoneElse(clause[0])) return null;
  const such = clause.some((t, k) => isOneOf(t, SUCH_THINGS) || (isWord(t, 'so') && isWord(clause[k + 1], 'was', 'etwas')));
  if (!such || !clause.some((t) => isOneOf(t, ALWAYS))) return null;
  if (clause.some((t) => isSpeaker(t) || isOneOf(t, NOT))) return null;
  return isSomeoneElse(clause[0]) || before?.some(isSomeoneElse) || before?.some((t) => isOneOf(t, THIRD)) ? clause : null;
}

const ONLY_THAT_WAY = wordSet('deswegen', 'deshalb', 'darum', 'dadurch');
const WINS = wordSet('gewinnt', 'gewinnen', 'gewann', 'schafft', 'schaffen', 'trifft', 'treffen', 'kann', 'können', 'koennen');

/**
 * "Er hat halt einen viel teureren Schläger, nur deswegen gewinnt er immer": the other's win put
 * down to an unfair help. "nur deswegen gewinne ich" and "deswegen gewinnt er" blame no one.
 */
function onlyThatWay(clause: readonly Token[]): readonly Token[] | null {
  const only = clause.findIndex((t, k) => isWord(t, 'nur') && isOneOf(clause[k + 1], ONLY_THAT_WAY));
  if (only < 0 || clause.some(isSpeaker)) return null;
  const rest = clause.slice(only + 2, only + 5);
  const wins = rest.findIndex((t) => isOneOf(t, WINS));
  return wins >= 0 && rest.slice(wins + 1).some((t) => isOneOf(t, THIRD) || isSomeoneElse(t)) ? clause.slice(only) : null;
}

const LAY = wordSet('lag', 'liegt', 'lags', 'liegts');
const JUST = wordSet('nur', 'halt', 'eben', 'bloss', 'echt', 'wirklich', 'alles', 'es', 'doch');

/**
 * "das lag nur an Tim, weil der nix gemacht hat", "es liegt halt an meiner Schwester": the cause
 * given to someone not in the talk. "es lag am Wetter" names no one, "lag nicht an Tim" frees him.
 */
function layWith(clause: readonly Token[]): readonly Token[] | null {
  const at = clause.findIndex((t) => isOneOf(t, LAY));
  if (at < 0 || clause.some((t) => isOneOf(t, NOT))) return null;
  let k = at + 1;
  while (k < clause.length && k <= at + 3 && isOneOf(clause[k], JUST)) k++;
  if (!isWord(clause[k], 'an')) return null;
  const who = clause.slice(k + 1, k + 3).findIndex((t) => isSomeoneElse(t));
  return who >= 0 ? clause.slice(0, k + 2 + who) : null;
}

const BADLY = wordSet('doof', 'bloed', 'blöd', 'schlecht', 'mies', 'dumm', 'falsch');

/**
 * "das war nur weil Tim so doof gepasst hat": what went wrong put down to how someone else played.
 * "weil ich so doof gepasst hab" is the child's own.
 */
function badlyDone(clause: readonly Token[]): readonly Token[] | null {
  const because = clause.findIndex((t) => isWord(t, 'weil'));
  const who = clause[because + 1];
  if (because < 0 || !isSomeoneElse(who)) return null;
  const how = clause.findIndex(
    (t, k) => k > because + 1 && k <= because + 4 && isOneOf(t, BADLY) && PAST_PARTICIPLE.test(clause[k + 1]?.norm ?? ''),
  );
  return how > 0 ? clause.slice(because, how + (isWord(clause[how + 2], 'hat', 'hatte') ? 3 : 2)) : null;
}

const CHEATS = /^(geschummelt|gecheatet|gecheated|gemogelt|betrogen|schummelt|cheatet|mogelt|betruegt)$/u;

/**
 * "gg, ich hol ihn mir nächstes mal, der hat eh nur gecheatet", "Tim schummelt doch": the other's
 * win put down to cheating. "ich hab geschummelt" and "er hat nicht geschummelt" blame no one.
 */
function cheated(clause: readonly Token[]): readonly Token[] | null {
  const at = clause.findIndex((t) => CHEATS.test(t.norm));
  if (at < 0 || clause.some((t) => isSpeaker(t) || isOneOf(t, NOT))) return null;
  return clause.slice(0, at).some((t) => isOneOf(t, THIRD) || isSomeoneElse(t)) ? clause : null;
}

const MISSED = /^(vergeben|verschossen|versemmelt|verbockt|verpatzt|vermasselt|vergeigt|gepatzt|verkackt)$/u;

/**
 * "aber eigentlich hat ja der Tim vorher die ganzen Chancen vergeben", "Jonas hat verschossen":
 * the loss put down to what someone else missed. "ich hab verschossen" is the child's own, "Tim
 * hat nicht verschossen" blames no one, and "Oma hat mir vergeben" forgives.
 */
function missedIt(clause: readonly Token[]): readonly Token[] | null {
  const at = clause.findIndex((t) => MISSED.test(t.norm));
  if (at < 0 || clause.some((t) => isSpeaker(t) || isOneOf(t, NOT))) return null;
  const who = clause.findIndex((t, k) => k < at && (isSomeoneElse(t) || (isOneOf(t, THIRD) && isWord(clause[k - 1], 'hat', 'hats'))));
  return who >= 0 ? clause.slice(Math.max(0, who - 1), at + 1) : null;
}

const YOUR = wordSet('dein', 'euer');
/** "meine Schwester", "der Tim". */
const WHOSE_CHILD = wordSet('mein', 'meine', 'meinen', 'unser', 'unsere', 'deine', 'dein', 'der', 'die', 'den');

/**
 * "weil meine Schwester sowieso dein Liebling ist": the other is said to love someone more. "Dein
 * Hund ist bestimmt dein Liebling" names no child. The words from who is loved to "Liebling", or null.
 */
export function lovedMore(tokens: readonly Token[]): string | null {
  for (const clause of clauses(tokens)) {
    const at = clause.findIndex((t, k) => isWord(t, 'liebling') && isOneOf(clause[k - 1], YOUR));
    const who = clause.findIndex((t, k) => k < at && (isSomeoneElse(t) || (k === 0 && isOneOf(t, THIRD))));
    if (at > 0 && who >= 0) return wordsOf(clause.slice(isOneOf(clause[who - 1], WHOSE_CHILD) ? who - 1 : who, at + 1));
  }
  return null;
}

/** The words that give the fault to someone not in the talk, as written, or null. */
export function faultOnOthers(lex: Lexicon, tokens: readonly Token[]): string | null {
  const all = clauses(tokens);
  for (const [n, clause] of all.entries()) {
    const blame = clause.findIndex((t) => isWord(t, 'schuld'));
    const whose = clause[blame - 1];
    if (blame >= 0 && !clause.slice(0, blame).some((t) => tokenIn(lex.negations, t))) {
      if (culpritBefore(clause.slice(0, blame)) || isOneOf(whose, WHOSE)) return wordsOf(clause.slice(0, blame + 1));
    }
    const found =
      realCulprit(clause, all[n + 1]) ??
      cannotDoIt(clause) ??
      mustDoBetter(clause) ??
      againNot(clause) ??
      shouldHaveDone(clause) ??
      atLeastTheyDo(clause, all[n - 1]) ??
      alwaysDoesSuch(clause, all[n - 1]) ??
      onlyThatWay(clause) ??
      layWith(clause) ??
      badlyDone(clause) ??
      cheated(clause) ??
      missedIt(clause);
    if (found) return wordsOf(found);
  }
  return null;
}

/** The words as written, without an emoji at the end ("der hat eh nur gecheatet 😤"). */
function wordsOf(ts: readonly Token[]): string {
  let end = ts.length;
  while (end > 1 && ts[end - 1]!.isEmoji) end--;
  return ts
    .slice(0, end)
    .map((t) => t.raw)
    .join(' ');
}
