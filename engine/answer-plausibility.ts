import { apartMatcher, slipOf, soundKey, termMatcher } from './term-match.ts';
import { isEnglishIdea } from './english.ts';
import { splitIdeas, words } from './text-rules.ts';
import { isFirstName } from './safety-put-downs.ts';

/**
 * Is a writing game's answer a real answer? The checks behind the goals `real-words`,
 * `terms-in-sentences`, `tells-story` and `fits-word`, and the idea count of
 * WortEntdecker. They run in the browser (loaded after the first render, with the other answer
 * rules) and on the server's replay, so they are pure, deterministic and one pass over the words.
 */

const fold = (s: string) => s.toLocaleLowerCase('de-DE');
/** ä → a, ö → o, ü → u, ß → ss: "Söckchen" and "Socke" share their stem. */
const plain = (s: string) => fold(s).replace(/ä/g, 'a').replace(/ö/g, 'o').replace(/ü/g, 'u').replace(/ß/g, 'ss');
const lettersOf = (s: string) => s.match(/\p{L}+/gu) ?? [];
const setOf = (list: string) => new Set(list.split(' '));

// ── Keyboard mash ────────────────────────────────────────────────────────────────────────────

/** The rows and columns of a German keyboard, forwards and backwards. */
const keyboardRuns = ['qwertzuiopü', 'asdfghjklöä', 'yxcvbnm', 'qaywsxedcrfvtgbzhnujmikolp'];
const keyboard = [...keyboardRuns, ...keyboardRuns.map((r) => [...r].reverse().join(''))];
const keyboardColumns = setOf('qay wsx edc rfv tgb zhn ujm');
/**
 * Typed along the keyboard ("asdf", "uiop"; the columns "qay", "wsx") or without any vowel
 * ("bnm"); an abbreviation in capitals ("LKW", "BMX") is a word.
 */
function isMash(word: string): boolean {
  const w = fold(word);
  if (w.length < 3 || /^\p{Lu}{2,4}$/u.test(word)) return false;
  if (!/[aeiouäöüy]/.test(w) || keyboardColumns.has(w)) return true;
  // "wert" is a German word that lies on the keyboard.
  return w.length >= 4 && w !== 'wert' && keyboard.some((run) => run.includes(w));
}

/** Letters that are no words: at least three mash words, and a fifth of all words or more. */
export function isMashed(text: string): boolean {
  let mash = 0;
  let all = 0;
  for (const w of lettersOf(text)) {
    all++;
    if (isMash(w)) mash++;
  }
  return mash >= 3 && mash * 5 >= all;
}

// ── Stories ──────────────────────────────────────────────────────────────────────────────────

/**
 * The text's sentences: split at . ! ? … : and line breaks; not inside speech that the sentence
 * goes on after („Ein Gespenst!“, schrie Paul).
 */
function sentences(text: string): string[][] {
  return text
    .split(/[.!?…:]+(?![“”"»«']\s*,)|\n+/)
    .map((s) => words(s))
    .filter((ws) => ws.length > 0);
}

/**
 * Short cries with "!" after the story has begun, of two or three words: "Ein Geheimgang!",
 * "Ein Gespenst!". A title comes first, and a lone "Drache!" names nothing happening.
 */
function exclaimed(text: string): string[][] {
  const cries: string[][] = [];
  const told = /[.!?…]\s+/.exec(text);
  if (!told) return cries;
  for (const m of text.slice(told.index).matchAll(/(?<=[.!?…]\s+)([^.!?…:\n]+)!/g)) {
    const ws = words(m[1]!);
    if (ws.length >= 2 && ws.length <= 3) cries.push(ws);
  }
  return cries;
}

/**
 * Words that join terms into a title or a list: "Der Löwe, das Krokodil und der Dschungel",
 * "Die Fee am Wasserfall mit der Lupe", "Hexe, Brezel, Teleskop – Meine Geschichte".
 */
const joining = setOf(
  'der die das den dem des ein eine einen einem einer und oder mit in im am an auf vom von zum zur bei titel überschrift meine geschichte story',
);

/**
 * Every term stands in a sentence of its own words, not only in a title, a list of the terms
 * or a one-word sentence ("Drache. Ich bin neun Jahre alt."): some sentence with the term has
 * at least two words that are not terms, and one of them is more than an article or "und".
 */
export function termsInSentences(text: string, terms: readonly string[], forms: readonly (readonly string[])[] = []): boolean {
  const matchers = terms.map((t, i) => termMatcher(t, forms[i] ?? []));
  const aparts = terms.map((t, i) => apartMatcher(t, forms[i] ?? []));
  const all = sentences(text);
  // "… die ist aufgegangen. Ein Geheimgang! Wir sind rein.": a short cry inside the story, for one
  // term at most ("Ein Drache! Ein Kuchen! Ein Schirm!" is a list).
  const cries = exclaimed(text);
  let cried = 0;
  const inSentence = matchers.map((isTerm, k) =>
    all.some((ws) => {
      if (!ws.some(isTerm) && !ws.some((w, j) => j > 0 && aparts[k]!(ws[j - 1]!, w))) return false;
      const others = ws.filter((w) => !matchers.some((m) => m(w)));
      return others.length >= 2 && others.some((w) => !joining.has(fold(w)));
    }),
  );
  return inSentence.every((ok, k) => ok || (cries.some((ws) => ws.some(matchers[k]!)) && ++cried <= 1));
}

/**
 * Past tense, time words, story openers and the verbs a story told in the present moves on with
 * ("kommt", "sagt", "findet"): what tells that something happens. "ich" alone does not: "Ich heiße
 * Tom. Ich mag Pizza." describes a child, it tells nothing yet.
 */
const narrative = setOf(
  'kommt geht rennt fliegt springt findet sieht trifft sucht holt bringt sagt ruft fragt antwortet lacht weint freut erschrickt staunt passiert schläft träumt wacht landet schwebt schweben war waren warst hatte hatten hattest wurde wurden ging gingen kam kamen sah sahen sagte sagten rief riefen fand fanden lief liefen fiel fielen flog flogen saß saßen stand standen nahm nahmen gab gaben wollte wollten konnte konnten musste mussten durfte durften sollte wusste dachte brachte schlief schrie sprang schwamm fuhr fuhren trug zog aß aßen trank sang blieb blieben traf trafen half halfen hielt ließ lag lagen schien weer harr keem einmal plötzlich dann danach nachher da später endlich schließlich sofort gestern heute neulich morgens abends nachts jetzt als',
);
/** Helping verbs of the perfect tense, with dialect forms ("hod", "het", "isch", Swiss "hät", "simmer"). */
const auxiliaries = setOf(
  'hat habe hab haben hast hatte hatten ist bin sind seid war waren hod hot het hen hend hend is isch san sen han hät händ hämmer simmer sin hett',
);
/** A past participle: ge…t / ge…en, and the dialect forms g…t (gwohnt, gläbt) and je…t (Berlin). */
const participle = /^(ge|g(?=[bdfhklmnrswz])|je)\p{L}{2,}(t|en|n|e)$/u;
/**
 * Regular past tense (lowercase): wohnte, spielten, rettete. Not "erste", "letzten", "besten"
 * (-ste), "bitte" (-tte), "reite", "streite" (-ite, present), "kostet", "startest" (present).
 */
const pastEnding = /^\p{Ll}{2,}[^sti]ten?$|^\p{Ll}{2,}eten?$/u;
/** Adjectives shaped like a participle: "große Augen", "ist grün", "ist gemein". */
const notParticiple = setOf(
  'groß große großen großer großes grün grüne grünen grüner grünes glatt glatte gleich gleiche gemein gemeine gerne grade gerade',
);
/** Words in -te that are no past tense: adjectives, "möchte", "könnte" and "Geschichte". */
const notPast = setOf(
  'letzte letzten möchte möchten könnte könnten echte echten schlechte schlechten rechte rechten leichte leichten heute geschichte geschichten',
);
/** Recipes and how-to texts: the general "man", amounts and kitchen words. */
const instructive = setOf('man gramm kilo kilogramm liter milliliter prise esslöffel teelöffel zutaten rezept minuten backofen');
/** "180 Grad", "über tausend Grad" are a recipe's or a fact's; "grad" alone is a child's "gerade" ("und grad in e Schneehaufe ine"). */
const afterANumber = setOf('grad');

/** "Ich soll eine Geschichte mit den Wörtern … schreiben": talk about the task, not a story. */
const aboutTheTask = setOf('wörter wörtern begriffe begriffen');
/** Thinking aloud about what to write: "was soll ich schreiben", "mir fällt keine Geschichte ein". */
function noIdeaYet(folded: readonly string[]): boolean {
  const has = (...ws: string[]) => ws.some((w) => folded.includes(w));
  return (
    (has('weiß', 'weiss', 'soll') && has('schreiben')) ||
    (has('fällt') && has('nix', 'nichts', 'kein', 'keine') && has('ein')) ||
    // "da fällt mir ja sofort eine super spannende Geschichte ein 🙄": talk about the story to write
    (has('fällt') && has('geschichte', 'idee') && has('ein')) ||
    // "ich schreib das jetzt nicht"
    (has('ich') && has('schreib', 'schreibe', 'schreiben') && has('nicht', 'nix', 'nich', 'net')) ||
    // "was schreib ich denn jetzt", "darf ich heute keine Geschichte schreiben?", "danke für diese Aufgabe"
    (has('was') && has('schreib', 'schreibe') && has('ich')) ||
    (has('geschichte', 'geschichten', 'wörter', 'wörtern') && has('schreiben', 'schreibe', 'schreib')) ||
    // "meine geschichte soll im zirkus spielen", "was passieren soll, überlege ich mir noch": a plan for a story
    (has('geschichte') && has('soll')) ||
    (has('passieren') && has('soll')) ||
    (has('überlege', 'überleg') && has('noch')) ||
    // "ich hab echt keine lust auf sowas": no story today
    (has('ich') && has('hab', 'habe') && has('keine') && has('lust')) ||
    has('aufgabe')
  );
}
const indefinite = setOf('ein eine');
const isOrAre = setOf('ist sind');

/**
 * A sentence of a fact text that says what something is: "Eine Biene ist ein Insekt", "Bienen
 * sind wichtig für die Natur" (a noun for all of its kind, written with its capital letter).
 */
function definesSomething(ws: readonly string[], folded: readonly string[]): boolean {
  if (indefinite.has(folded[0]!) && isOrAre.has(folded[2] ?? '')) return true;
  return folded[1] === 'sind' && /^\p{Lu}/u.test(ws[0]!) && !articles.has(folded[0]!) && !pronouns.has(folded[0]!);
}

/**
 * The text tells a story: something happens (past tense, "eines Tages", "plötzlich", "dann",
 * "kommt", "sagt"), more than it explains facts or gives a recipe ("man braucht
 * 250 Gramm Mehl"). A fact text in the present ("Delfine sind Säugetiere") tells nothing yet.
 * The terms themselves are no sign ("trompete" written small looks like a past tense), and a
 * sign counts once however often it is written.
 */
export function tellsStory(text: string, terms: readonly string[] = [], forms: readonly (readonly string[])[] = []): boolean {
  const isTerm = terms.map((t, i) => termMatcher(t, forms[i] ?? []));
  const signs = new Set<string>();
  let instructions = 0;
  for (const ws of sentences(text)) {
    const folded = ws.map(fold);
    if (definesSomething(ws, folded) || folded.some((w) => aboutTheTask.has(w))) instructions++;
    // "ich weiß nicht, was ich schreiben soll", "mir fällt nix ein": thinking aloud about the task.
    if (noIdeaYet(folded)) instructions += 2;
    const perfect = folded.some((w) => auxiliaries.has(w));
    for (let i = 0; i < ws.length; i++) {
      const w = folded[i]!;
      if (instructive.has(w) || (afterANumber.has(w) && /^\p{N}+$|hundert$|tausend$|zig$/u.test(folded[i - 1] ?? ''))) instructions++;
      // "größten" is a superlative, not the Bavarian "gredt", "gsagt".
      const sign =
        narrative.has(w) ||
        (pastEnding.test(ws[i]!) && !notPast.has(w)) ||
        (perfect && participle.test(w) && !w.endsWith('sten') && !notParticiple.has(w));
      if (sign && !isTerm.some((m) => m(ws[i]!))) signs.add(w);
    }
  }
  return signs.size >= 2 && instructions < signs.size;
}

// ── WortEntdecker ────────────────────────────────────────────────────────────────────────────

/** A stem to compare words by: without umlauts and without the usual endings. */
function stem(word: string): string {
  const w = plain(word).replace(/\p{N}+/gu, '');
  const cut = w.replace(/(chen|lein|en|er|es|e|n|s)$/, '');
  return cut.length >= 3 ? cut : w;
}

const colours = setOf(
  'rot blau grün gelb lila rosa schwarz weiß braun grau orange pink gold golden silber silbern türkis beige violett hellblau dunkelblau hellgrün dunkelgrün',
);
const numbers = setOf(
  'null eins zwei drei vier fünf sechs sieben acht neun zehn elf zwölf zwanzig dreißig hundert tausend erste erster ersten zweite zweiten dritte dritten vierte vierten fünfte fünften',
);
const articles = setOf('der die das den dem des ein eine einen einem einer eines');
// "Mir sind mit em Schlitte uf de Berg": Swiss and Bavarian "mir", "mia" for "wir".
const pronouns = setOf('wir mir mia sie ihr es das die alle viele beide');
const copulas = setOf('ist sind war waren');
/** Opinions that say nothing about the word itself. */
const opinions = setOf('toll cool schön super gut lustig doof blöd nett klasse geil spitze prima okay ok');
/** Where padding starts: "Apfel essen mit Oma / im Garten / am Montag" is "Apfel essen". */
const paddingStart = setOf('mit im am in an auf bei beim');
// "keiner redet" (nobody talks) and "keine Freunde da" say something; "kein Stuhl, keine Lampe"
// only what the word is not, and are one idea together.
const negations = setOf('kein keine keinen keines');
/** What a child types when it has no idea: it counts as none. */
const fillers = new Set([
  ...'hm hmm hmmm äh ähm öhm ja nein ok okay egal irgendwas nix nichts idk lol bruh skip next xd'.split(' '),
  // "wow", "juhu", "gähn": a sound, no idea (in the list they mock the word).
  ...'wow juhu juhuu yay yeah boah hurra jippie haha hihi gähn gaehn'.split(' '),
  // "und", "auch", "halt": a small word of a sentence alone, no idea.
  ...'und auch noch so also oder schon halt eben mal doch aber dann denn weil wenn dass der die das ein eine ist sind zu für mit von'.split(
    ' ',
  ),
  'idk bro',
  'weiß nicht',
  'weiss nicht',
  'ich weiß nicht',
  'ich weiss nicht',
  'keine ahnung',
  'keine idee',
  'mir fällt nichts ein',
]);
const adjectiveEnding = /(e|er|es|en|em)$/;
/** Prefixes that make a word of the same kind: "Urwald", "Unglück", "Abfahrt". */
const prefixes = setOf('ur un ab an um zu be ge er');
/** Words whose ideas are colours themselves (their stems): "Farbe", "Farben". */
const COLOUR_WORDS = new Set(['farb']);
const isColour = (w: string) => colours.has(w) || colours.has(w.replace(adjectiveEnding, ''));

/** The word itself, also as a small form or with a slip of the pen ("Söckchen", "Sockke"). */
function isTheWord(written: string, wordStem: string): boolean {
  const s = stem(written);
  return s === wordStem || (wordStem.length >= 5 && slipOf(s, wordStem));
}

/**
 * What an idea says once the word itself, numbers, colours and articles are taken off ("Socke7"
 * says nothing; colours alone, "braun" or "roter Eimer", are one idea together), and its head: what it says before an added place, person or
 * day ("Apfel essen mit Oma" → "essen"). Ideas that only say what the word is not ("kein Stuhl",
 * "keine Lampe") are one idea together.
 */
function ideaKey(idea: string, wordStem: string): { key: string; anyOrder?: string; head: string } {
  const ws = words(idea).map((w) => fold(w).replace(/\p{N}+/gu, ''));
  // "hmm", "ja", "weiß nicht", "keine Ahnung": no idea at all.
  if (fillers.has(ws.join(' '))) return { key: 'anklang', head: 'anklang' };
  if (ws.length === 2 && negations.has(ws[0]!)) return { key: 'kein', head: 'kein' };
  // "Uhr ist toll", "Uhr ist cool", "Uhr ist super": one opinion, padded.
  const rest = ws.filter((w) => !isTheWord(w, wordStem) && !copulas.has(w));
  if (rest.length === 1 && opinions.has(rest[0]!)) return { key: 'meinung', head: 'meinung' };
  // "braun" for "Kastanie" says what it looks like; "roter Eimer", "blauer Eimer" say it once.
  // For "Farbe" every colour is an idea of its own.
  const coloursCount = COLOUR_WORDS.has(wordStem);
  if (rest.length === 1 && isColour(rest[0]!) && !coloursCount) return { key: 'farbe', head: 'farbe' };
  // "Montag", "Monster", "Monika" for "Mond": a word that only begins like it is no idea about
  // it; nor is a rhyme ("gut", "Mut", "Blut" for "Hut").
  if (ws.length === 1 && wordStem.length >= 3) {
    const written = stem(ws[0]!);
    const beginsLike = written.startsWith(wordStem.slice(0, Math.max(3, wordStem.length - 1))) && !written.startsWith(wordStem);
    const rhymes =
      written.endsWith(wordStem.slice(1)) &&
      !written.endsWith(wordStem) &&
      written.length <= wordStem.length + 2 &&
      written[0] !== wordStem[0];
    if ((beginsLike || rhymes) && !meets(written, wordStem) && !isTheWord(ws[0]!, wordStem)) return { key: 'anklang', head: 'anklang' };
    // "Reise", "Kreis", "Ameise" for "Eis": the word's letters hidden in another word, one or two
    // letters in ("Urwald" for "Wald" is a forest).
    const at = ws[0]!.indexOf(wordStem, 1);
    if (at >= 1 && at <= 2 && ws[0]!.length - at - wordStem.length <= 2 && !prefixes.has(ws[0]!.slice(0, at))) {
      return { key: 'anklang', head: 'anklang' };
    }
  }
  const kept: string[] = [];
  let headLength = -1;
  for (const w of ws) {
    if (w.length < 2 || numbers.has(w) || articles.has(w) || (isColour(w) && !coloursCount) || isTheWord(w, wordStem)) continue;
    if (kept.length > 0 && headLength < 0 && paddingStart.has(w)) headLength = kept.length;
    kept.push(w);
  }
  const squeeze = (parts: string[]) => parts.join('').replace(/[^\p{L}\p{N}]+/gu, '');
  return { key: squeeze(kept), anyOrder: squeeze(kept.toSorted()), head: squeeze(headLength < 0 ? kept : kept.slice(0, headLength)) };
}

/** Faces that roll their eyes or retch at something: "Mathetest 🙄", "Jonas sein Brot 🤮". */
const SCORNING_FACES = /[\u{1F644}\u{1F612}\u{1F92E}]/u;
/**
 * "ist ja sooo toll", "wie spannend", "super interessant", "jaja", "wie originell", "haha nicht":
 * praise that means the opposite, or laughter taken back.
 */
const MOCK_PRAISE =
  /(^|[^\p{L}])(ja so{3,}|wie spannend|wie toll|super interessant|mega spannend|jaja|wie originell|ha(?: ?ha)*,? nicht)([^\p{L}]|$)/iu;

/** Laughing: a face crying with laughter, "lol", "haha", "hihi". */
const LAUGHING = /[\u{1F602}\u{1F923}]|(^|[^\p{L}])(lol|haha\p{L}*|hihi)([^\p{L}]|$)/iu;

/**
 * "Luca hat Babyschuhe mit Klett 😂", "Jonas seine Schuhe lol": a WortEntdecker idea that laughs at a
 * child by name is no idea. (A story may have a child laugh: "Lena rief: Haha!")
 */
function laughsAtAChild(idea: string): boolean {
  return LAUGHING.test(idea) && (idea.match(/\p{L}+/gu) ?? []).some(isFirstName);
}

/**
 * "ich bin so dumm", "ich bin einfach zu blöd für sowas", "weil ich so dumm bin", "ich hasse mich". At
 * most four small words between, none a part of another: a text of "so ein so ein …" is read in one pass.
 */
const NAMES_FOR_ONESELF = '(dumm|doof|blöd|bloed|bescheuert|unfähig|schlechteste|schlechtester|versager|versagerin|loser|idiot)';
const SMALL_WORDS = '((so|zu|einfach|halt|echt|voll|total|ja|doch|eben|eh|die|der|ein|eine) ){0,4}';
/** "zu blöd zum Schreiben bin": what for, one word after a preposition. */
const WHAT_FOR = '((zum|zur|für|fürs|beim|im) \\p{L}+ )?';
const SELF_PUT_DOWN = new RegExp(
  `(^|[^\\p{L}])(ich hasse mich|ich bin ${SMALL_WORDS}${NAMES_FOR_ONESELF}|ich ${SMALL_WORDS}${NAMES_FOR_ONESELF} ${WHAT_FOR}bin)([^\\p{L}]|$)`,
  'iu',
);
/** Someone in the story says or thinks it: "Ich bin so dumm, dachte der Esel." */
const SPOKEN =
  /[„“”"«»:]|(^|[^\p{L}])(sagt|sagte|rief|ruft|dachte|denkt|flüsterte|meinte|jammerte|schrie|seufzte|brummte|weinte|fragte)([^\p{L}]|$)/iu;

/**
 * The child calls itself names in its own voice: "Ich kann das nicht. Ich bin so dumm …", "ich
 * hasse mich". A figure of the story may say it ("Ich bin so dumm, dachte der Esel"), so a
 * sentence with a verb of saying or a quotation mark does not count.
 */
export function putsItselfDown(text: string): boolean {
  return text.split(/[.!?\n]+/).some((sentence) => SELF_PUT_DOWN.test(sentence) && !SPOKEN.test(sentence));
}

/**
 * Mockery: an eye-roll or retching face, or praise that means the opposite ("ist ja sooo toll",
 * "wie spannend"). A WortEntdecker idea that mocks is no idea; a story that mocks is not sincere.
 */
export function mocks(idea: string): boolean {
  return SCORNING_FACES.test(idea) || MOCK_PRAISE.test(idea) || SCORNS_THE_TASK.test(idea);
}

/**
 * "weil die Begriffe total doof sind", "wer hat sich denn diese Begriffe ausgedacht??": the task scorned, to
 * excuse a short text. "Die Wörter waren schlecht zu lesen" tells what happened.
 */
const SCORNS_THE_TASK =
  /(^|[^\p{L}])((begriffe|wörter|woerter|aufgabe)( (sind|waren|is|ist))?( (so|total|voll|echt|mega|richtig|ja|halt|auch|einfach|doch))* (doof|blöd|bloed|dumm|bescheuert|langweilig|mist|schlecht|scheiße|scheisse)(?! zu)|wer (denkt|dachte) sich (denn )?(bitte )?(so ?was|sowas|diese \p{L}+) aus|wer hat sich (denn )?(bitte )?(so ?was|sowas|diese \p{L}+) ausgedacht)([^\p{L}]|$)/iu;

/**
 * "hmm", "ähm", "warte", "was noch", "keine ahnung", "ich brauch noch welche", "kein bock", "nein":
 * the child thinking aloud or saying no between its ideas. Such a line is no idea.
 */
const THINKING_ALOUD =
  /^((ok|okay|also|so) )?(h+m+|ä+h*m+|ä+h+|ae+h+m*|ö+h*m+|e+h*m+|aha|warte( mal)?|moment( mal)?|(und )?was noch|noch (eins|was|welche|mehr)|keine ahnung|(ich )?wei(ß|ss) (es )?nicht|ich brauch(e)? noch (welche|mehr|eins|was)|mir fällt (nix|nichts)( mehr)? ein|nein|nee|nö+|kein bock|keine lust|gar nicht|nicht mein ding)$/u;

function thinksAloud(idea: string): boolean {
  const said = idea
    .toLowerCase()
    .replace(/[^\p{L}\s]+/gu, ' ')
    .trim()
    .replace(/\s+/g, ' ');
  return said.length > 0 && THINKING_ALOUD.test(said);
}

/** One head padded three times or more ("Apfel essen mit Oma / im Garten / am Montag") is one idea. */
const paddedFrom = 3;
/** Three ideas or more in English are the list written again in another language. */
const englishIdeas = 3;

/**
 * WortEntdecker's different ideas (ideaKey), each with the child's first text for it: the same
 * idea typed again, one idea padded three times or more, or only the word itself is a double or
 * no idea; single letters and bare numbers do not count at all.
 */
function differentIdeas(text: string, wordStem: string): { ideas: { key: string; text: string }[]; typed: number } {
  // A loanword ("Party") is German; three ideas or more in English ("throw", "round", "play") are
  // the list written again in another language, and do not count.
  const typedIdeas = splitIdeas(text).filter((idea) => !mocks(idea) && !laughsAtAChild(idea) && !thinksAloud(idea));
  // "Fahrradtour" holds the word itself: a German compound, however its end is spelled.
  const english = typedIdeas.map((idea) => isEnglishIdea(idea) && !plain(idea).includes(wordStem));
  const all = (english.filter(Boolean).length >= englishIdeas ? typedIdeas.filter((_, i) => !english[i]) : typedIdeas)
    .map((idea) => ({ text: idea, ...ideaKey(idea, wordStem) }))
    .filter((idea) => /\p{L}{2}/u.test(idea.key) && idea.key !== 'anklang');
  const keysOfHead = new Map<string, Set<string>>();
  for (const idea of all) keysOfHead.set(idea.head, (keysOfHead.get(idea.head) ?? new Set()).add(idea.key));
  const seen = new Set<string>();
  const ideas: { key: string; text: string }[] = [];
  for (const idea of all) {
    const padded = (keysOfHead.get(idea.head)?.size ?? 0) >= paddedFrom ? `${idea.head}…` : idea.key;
    // "Apfelkuchen", "Apfelkuchn", "Äpflkuacha": one idea in three spellings, by its consonants.
    const skeleton = soundKey(padded).replace(/[aeiouy]/g, '');
    const key = skeleton.length >= 5 ? skeleton : padded;
    // "zusammen spielen" and "spielen zusammen": the same words in another order are one idea.
    const anyOrder = idea.anyOrder ?? key;
    if (seen.has(key) || seen.has(anyOrder)) continue;
    seen.add(key).add(anyOrder);
    ideas.push({ key, text: idea.text });
  }
  return { ideas, typed: all.length };
}

/** How many different ideas about the word the text has, and how many were doubles (differentIdeas). */
export function countWordIdeas(text: string, word: string): { ideas: number; doubles: number } {
  const { ideas, typed } = differentIdeas(text, stem(word));
  return { ideas: ideas.length, doubles: typed - ideas.length };
}

/**
 * A written word that meets a stem: the same word, a compound that starts or ends with it, or,
 * for a stem of 6 letters or more, a slip of the pen, alone or in a compound ("schlüsel",
 * "hausschlüsel", "schlüselloch").
 */
function meets(written: string, s: string): boolean {
  if (written === s || (s.length >= 4 && (written.startsWith(s) || written.endsWith(s)))) return true;
  if (s.length < 6) return false;
  return [0, -1, 1].some((d) => {
    const from = written.length - s.length - d;
    if (from < 0) return false;
    return (written[0] === s[0] && slipOf(written.slice(0, s.length + d), s)) || (written[from] === s[0] && slipOf(written.slice(from), s));
  });
}

/** How many ideas must touch the word or its related words: a quarter, from five ideas on. */
const fitShare = 0.25;
const fitFrom = 5;

/** How many different ideas there are, and how many of them touch the word or a related word. */
export function ideasAboutWord(text: string, word: string, related: readonly string[]): { ideas: number; fitting: number } {
  const wordStem = stem(word);
  const stems = [
    ...new Set([
      wordStem,
      ...related
        .flatMap((r) => lettersOf(r))
        .filter((w) => w.length >= 3)
        .map(stem),
    ]),
  ];
  // "Bärge" for "Berge": a related word in a child's or a dialect's spelling, by its sound.
  const sounds = new Set(
    [word, ...related]
      .flatMap((r) => lettersOf(r))
      .filter((w) => w.length >= 4)
      .map((w) => soundKey(fold(w)))
      .filter((k) => k.length >= 3),
  );
  // Each written word is compared with the stems once, however often the child writes it.
  const touched = new Map<string, boolean>();
  const touches = (w: string) => {
    let hit = touched.get(w);
    if (hit === undefined) {
      const written = stem(w);
      hit = stems.some((s) => meets(written, s)) || (w.length >= 4 && sounds.has(soundKey(fold(w))));
      touched.set(w, hit);
    }
    return hit;
  };
  const { ideas } = differentIdeas(text, wordStem);
  const fitting = ideas.filter((idea) => idea.key !== 'kein' && lettersOf(idea.text).some(touches)).length;
  return { ideas: ideas.length, fitting };
}

/**
 * The ideas are about the word: a quarter of the different ideas or more name the word itself
 * (also in a compound: "Teelöffel") or one of the word's related words from the content bank
 * (`related`: "Suppe", "umrühren", "Besteck" for "Löffel"). Football words for "Löffel", ideas
 * about "Seife" for "Seil" or about "Hose" for "Dose" are not. Without a related list (a word a
 * model made up) and below five ideas nothing is judged.
 */
export function fitsWord(text: string, word: string, related: readonly string[] | undefined): boolean {
  if (!related || related.length === 0) return true;
  const { ideas, fitting } = ideasAboutWord(text, word, related);
  return ideas < fitFrom || fitting >= Math.max(2, Math.ceil(ideas * fitShare));
}
