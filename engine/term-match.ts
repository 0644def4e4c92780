/**
 * Whether a story uses its terms (ErzählZauber): the forms a term counts in, a child's spelling
 * and dialect sound of it, compounds, small forms, strong verbs behind a prefix, and terms named
 * only to deny them. Loaded with the answer rules, not before the game starts.
 */
import { words } from './text-rules.ts';

const fold = (s: string) => s.toLocaleLowerCase('de-DE');

const nounEndings = ['', 'e', 'en', 'n', 's', 'es', 'er', 'ern', 'ns'];
const verbEndings = ['', 'e', 'st', 't', 'en', 'et', 'est', 'te', 'test', 'ten', 'tet', 'n'];
const adjectiveEndings = ['', 'e', 'er', 'es', 'en', 'em', 'ere', 'eren', 'erer', 'ste', 'sten'];

/**
 * The forms a term counts in: the listed forms plus regular endings on the base form, so
 * 'Hund' matches 'Hunde'/'Hundes' and 'laufen' with its listed forms matches 'läuft'.
 */
/** Other words a regular ending makes of a short term ("Ei" + "n" is "ein", + "s" is "Eis"): never its forms. */
const otherWords = new Set([
  'ein',
  'eine',
  'einer',
  'eines',
  'einen',
  'einem',
  'eins',
  'eis',
  'den',
  'der',
  'des',
  'dem',
  'die',
  'das',
  'uns',
  'und',
]);

/** A term written small that ends like an infinitive: "schleichen", "lachen", "wandern". */
function isVerbTerm(term: string): boolean {
  const t = term.trim();
  return /[^aeiouäöü](en|ern|eln)$/.test(fold(t)) && t[0] === t[0]?.toLowerCase();
}

export function termForms(term: string, listed: readonly string[] = []): Set<string> {
  const base = fold(term.trim());
  const forms = new Set<string>([base, ...listed.map(fold)]);
  const isVerb = isVerbTerm(term);
  if (isVerb) {
    const stem = base.replace(/(en|n)$/, '');
    for (const e of verbEndings) forms.add(stem + e);
    forms.add('ge' + stem + 't');
    // "backen": gebacken; "schlafen": geschlafen.
    forms.add('ge' + stem + 'en');
    // "schleichen": schlich, geschlichen; "schreiben": schrieb, geschrieben.
    if (stem.includes('ei')) {
      for (const vowel of ['i', 'ie']) {
        const past = stem.replace('ei', vowel);
        for (const e of ['', 'en', 'st', 't']) forms.add(past + e);
        forms.add(`ge${past}en`);
      }
    }
  } else if (term.trim()[0] !== term.trim()[0]?.toLowerCase()) {
    for (const e of nounEndings) forms.add(base + e);
    if (base.endsWith('e')) forms.add(base + 'n');
    // "Omi" for "Oma", "Opi" for "Opa": the pet name of a short word in -a.
    if (base.length <= 4 && base.endsWith('a')) forms.add(base.slice(0, -1) + 'i');
  } else {
    for (const e of adjectiveEndings) forms.add(base + e);
  }
  for (const w of otherWords) if (w !== base && !listed.some((l) => fold(l) === w)) forms.delete(w);
  return forms;
}

/**
 * A typed word within one slip of a form of 5 letters or more: one letter more or less ("schif",
 * "leuchturm", "pinguien"), two letters swapped ("Darche"), or, in a form of 7 letters or more,
 * one letter changed or moved two places ("Medallie"). The first letter must be right: "Kuchen" is not "suchen".
 */
export function slipOf(word: string, form: string): boolean {
  if (form.length < 5 || word[0] !== form[0] || Math.abs(word.length - form.length) > 1) return false;
  let start = 0;
  while (start < word.length && start < form.length && word[start] === form[start]) start++;
  let end = 0;
  while (end < word.length - start && end < form.length - start && word[word.length - 1 - end] === form[form.length - 1 - end]) end++;
  const restWord = word.length - start - end;
  const restForm = form.length - start - end;
  if (restWord + restForm === 1) return true;
  if (restWord !== restForm) return false;
  if (restWord === 2 && word[start] === form[start + 1] && word[start + 1] === form[start]) return true;
  // "Medallie" for "Medaille": in a long form, one letter moved two places.
  if (restWord === 3 && form.length >= 7) {
    const mid = form.slice(start, start + 3);
    const typed = word.slice(start, start + 3);
    if (typed === mid.slice(1) + mid[0] || typed === mid[2] + mid.slice(0, 2)) return true;
  }
  return restWord === 1 && form.length >= 7;
}

/** The rest of a compound after the term: a joint ("Geburtstags-party") and a part of 3 letters or more. */
const compoundRest = (rest: string) => rest.replace(/^(es|en|er|s|n|e)/, '').length >= 3;

/** "Ritter" as "riter": doubled letters written once. */
const singleLetters = (s: string) => s.replace(/(.)\1+/g, '$1');

/** Umlauts written out ("Bruecke") or left off ("Brucke"): both spellings of a word, to compare. */
const writtenOut = (s: string) => s.replace(/ä/g, 'ae').replace(/ö/g, 'oe').replace(/ü/g, 'ue').replace(/ß/g, 'ss');
const leftOff = (s: string) => s.replace(/ä/g, 'a').replace(/ö/g, 'o').replace(/ü/g, 'u').replace(/ß/g, 'ss');

/**
 * A word as a child may spell it by its sound, or say it in dialect: "Pfert" and "Pferd", "Berk"
 * and "Berg", "Kuacha" and "Kuchen", "Chatz" and "Katze", "Bärg" and "Berg", "Gwitter" and
 * "Gewitter", "Regajack" and "Regenjacke", "Oile" and "Eule", "Gahten" and "Garten" have one
 * key, and so do "Feuawehr" and "Feuerwehr", "geburztag" and "Geburtstag". Doubled letters, a silent h, an r said as a long a
 * (also an "-er" after a vowel inside a word), the ending, an "-en" inside a word said as "-a"
 * and the hard sound of a last d, g or b do not count.
 */
export function soundKey(word: string): string {
  return (
    writtenOut(word.replace(/ä/g, 'e'))
      // "ainhorn" for "Einhorn", "Ferd" for "Pferd": how a child writes what it hears.
      .replace(/ai/g, 'ei')
      .replace(/^pf/, 'f')
      // "Schiraffe" for "Giraffe": a soft "g" heard as "sch".
      .replace(/^schi/, 'gi')
      .replace(/(?<=[aeiou])er(?=[bcdfgklmnpqstvwxz])/g, 'a')
      .replace(/(?<=.)scht/g, 'st')
      .replace(/^ch(?=[aoue])/, 'k')
      .replace(/^g(?=[bdfjklmnprstwz])/, 'ge')
      .replace(/ck/g, 'k')
      .replace(/tz|ts/g, 'z')
      .replace(/dt|th/g, 't')
      .replace(/ph|v/g, 'f')
      .replace(/x/g, 'ks')
      .replace(/chs/g, 'ks')
      .replace(/ie|ia/g, 'i')
      .replace(/en(?=[bcdfgjklmpqrstvwxz])/g, 'a')
      .replace(/oi/g, 'eu')
      .replace(/ua/g, 'u')
      .replace(/([aeiou])h(?![aeiou])/g, '$1')
      .replace(/ar(?=[bcdfgklmnpqstvwxz])/g, 'a')
      .replace(/(.)\1+/g, '$1')
      // "ragete" for "Rakete": a "g" between vowels said as "k".
      .replace(/(?<=[aeiou])g(?=[aeiou])/g, 'k')
      .replace(/er$/, 'a')
      .replace(/(ns|en|es|el|e|a|n|s)$/, '')
      .replace(/e([lnr])$/, '$1')
      .replace(/d$/, 't')
      // "mutich" for "mutig", "Könich" for "König": a last "-ig" said as "-ich" ("dich" stays apart).
      .replace(/(?<=^.{2,})ich$/, 'ig')
      .replace(/g$/, 'k')
      .replace(/b$/, 'p')
  );
}

/**
 * Separable prefixes of verbs, folded, longest first: "mit" in "mitgeholfen", "aus" in
 * "ausgemacht", "zusammen" in "zusammenrücken".
 */
export const SEPARABLE_PREFIXES: readonly string[] = [
  'zurueck',
  'zurück',
  'zusammen',
  'vorbei',
  'weiter',
  'wieder',
  'runter',
  'kaputt',
  'herum',
  'durch',
  'hoch',
  'raus',
  'rein',
  'ueber',
  'über',
  'rum',
  'weg',
  'mit',
  'auf',
  'aus',
  'ein',
  'los',
  'vor',
  'nach',
  'bei',
  'hin',
  'her',
  'ab',
  'an',
  'um',
  'zu',
];

/** The endings of small forms: "Hündchen", "Hündlein", "Hündli", "Hunderl". */
const DIMINUTIVE = /(chen|lein|li|erl)$/;
/** What children put in front of an adjective to make it stronger: "klatschnass", "eiskalt", "bärenstark". */
const INTENSIFIERS = new Set(
  'eis bitter klatsch pitsch patsch tropf riesen blitz hunde tod bären zucker butter kunter klitze kuschel stock stein feder pech schnee glas bild wunder stink super mega mords affen brand knall grotten'.split(
    ' ',
  ),
);
/** The Swabian small form after a consonant: "Häsle", "Kätzle". */
const SWABIAN_SMALL = /[^aeiouäöü]le$/;
/**
 * Words whose end only looks like a compound's last noun: "Schwestern", "Geschwistern", "Fenstern",
 * "Monstern" hold no "Stern"; "Morgenstern" and "Seestern" do.
 */
const ENDS_LIKE_A_COMPOUND =
  /(schwester|geschwister|fenster|monster|hamster|geister|meister|priester|elster|muster|pflaster|laster|kloster|polster|orchester|schuster|förster|kleister|gespenster|nester)n?$/;

/**
 * Does one written word count for the term? Its forms, also with umlauts written out or left off
 * ("Bruecke", "Brucke"); a compound with a noun of 5 letters or more at its start or end
 * ("Schokoladenkuchen", "Geburtstagsparty"), or of 4 letters at its end, where the compound is
 * one ("Apfelbaum" is a Baum; "Hundekuchen" is no "Hund" and "Umzug" no "Zug"); an adjective
 * made stronger in front ("klatschnass", "eiskalt"); a slip of the pen; or, for a term of 4
 * letters or more, the same sound (soundKey; "Rad" and "Rat" stay apart).
 */
export function termMatcher(term: string, listed: readonly string[] = []): (word: string) => boolean {
  const forms = termForms(term, listed);
  const spelled = new Set([...forms].flatMap((f) => [writtenOut(f), leftOff(f)]));
  const base = fold(term.trim());
  const isNoun = term.trim()[0] !== term.trim()[0]?.toLowerCase();
  const isVerb = isVerbTerm(term);
  // Slips and compounds are judged against the term and its listed forms, not the made-up regular endings.
  const listedForms = [...new Set([base, ...listed.map(fold)])];
  const long = listedForms.filter((f) => f.length >= 5);
  // The forms that may end a compound: "Apfelbaum", "Schokoladenkuchen".
  const heads = base.length >= 5 ? long : listedForms.filter((f) => f.length >= 4);
  // "Hütte" is no slip of "Hüte": a form of four letters stays too short when its umlaut is written out.
  const longWrittenOut = [...new Set(long.map(writtenOut))];
  const longSingles = longWrittenOut.map(singleLetters).filter((f) => f.length >= 7);
  // A key of three letters or more: "Igel" must not sound like "ich".
  const sounds = new Set(
    listedForms
      .filter((f) => f.length >= 4)
      .map(soundKey)
      .filter((k) => k.length >= 3),
  );
  // "Hütte" is no "Hut" ("Hüte"): for a term of three letters, a doubled letter no form of it has
  // makes another word ("Glogge" stays Swiss for "Glocke").
  const doubled = /([b-df-hj-np-tv-z])\1/;
  const hasDoubled = base.length > 3 || listedForms.some((f) => f.length <= base.length + 3 && doubled.test(f));
  // The forms an adjective made stronger in front may end with ("klatschnass", "eiskalte").
  const adjectiveForms = isNoun || isVerb ? [] : [...forms];
  return (word) => {
    const w = fold(word);
    if (forms.has(w) || spelled.has(w) || ((hasDoubled || !doubled.test(w)) && sounds.has(soundKey(w)))) return true;
    // "losgeschlichen", "mitgelacht": a verb's form behind a separable prefix.
    if (isVerb && SEPARABLE_PREFIXES.some((p) => w.startsWith(p) && w.length - p.length >= 5 && forms.has(w.slice(p.length)))) return true;
    // Bavarian "Kuah" for "Kuh", "Liab" for "lieb": a term too short for its sound; Swiss "Chue".
    if ((w.includes('ua') && forms.has(w.replace('ua', 'u'))) || (w.includes('ia') && forms.has(w.replace('ia', 'ie')))) return true;
    // "Iegel" for "Igel", "Tieger" for "Tiger": a long "i" written "ie".
    if (w.includes('ie') && forms.has(w.replace('ie', 'i'))) return true;
    // "dinosauria", "dinosaurja" for "Dinosaurier": the "-ier" said as "-ia".
    if ((w.endsWith('ia') || w.endsWith('ja')) && forms.has(`${w.slice(0, -2)}ier`)) return true;
    // Swiss "Haas" for "Hase".
    if (w.includes('aa') && forms.has(`${w.replace('aa', 'a')}e`)) return true;
    if (/^ch.*ue$/.test(w) && forms.has(`k${w.slice(2, -1)}h`)) return true;
    // Bavarian "Baam" for "Baum"; a small form, Swiss "Hündli", "Kätzchen", "Bärle" … for "Hund".
    if (w.includes('aa') && sounds.has(soundKey(w.replace(/aa/g, 'au')))) return true;
    if (isNoun && DIMINUTIVE.test(w)) {
      const small = leftOff(w.replace(DIMINUTIVE, ''));
      if (small.length >= 3 && (forms.has(small) || spelled.has(small) || sounds.has(soundKey(small)))) return true;
      // "Gärtchen" for "Garten", "Küchli" for "Kuchen": the small form drops the "-en".
      if (small.length >= 3 && base.endsWith('en') && spelled.has(`${small}en`)) return true;
    }
    // Swiss and Bavarian "Has" for "Hase", "Kerz" for "Kerze": the noun's final "e" left off.
    if (isNoun && w.length >= 3 && base.endsWith('e') && forms.has(`${w}e`)) return true;
    // Swabian "Häsle" for "Hase", "Kätzle": only the word itself, so "Schule" stays no "Schuh".
    if (isNoun && SWABIAN_SMALL.test(w) && forms.has(`${leftOff(w.slice(0, -2))}e`)) return true;
    // Swabian "Gärtle" for "Garten", "Küchle" for "Kuchen".
    if (isNoun && SWABIAN_SMALL.test(w) && base.endsWith('en') && w.length >= 5 && spelled.has(`${leftOff(w.slice(0, -2))}en`)) return true;
    // "Erdäpfelpüree" for "Kartoffel": a compound may start with a listed form too.
    if (isNoun && long.some((f) => w.startsWith(f) && compoundRest(w.slice(f.length)))) return true;
    // "Entenmama", "Hasenstall": a noun of four letters in "-e" starts a compound with its "-n".
    if (isNoun && base.length === 4 && base.endsWith('e') && w.startsWith(`${base}n`) && w.length - base.length >= 4) return true;
    if (isNoun && heads.some((f) => w.endsWith(f) && w.length - f.length >= 3) && !ENDS_LIKE_A_COMPOUND.test(w)) return true;
    // "klatschnass", "eiskalt", "riesengroß": an adjective made stronger in front.
    if (adjectiveForms.some((f) => w.endsWith(f) && INTENSIFIERS.has(w.slice(0, -f.length)))) return true;
    const out = writtenOut(w);
    if (longWrittenOut.some((f) => slipOf(out, f))) return true;
    // "prinsesin" for "Prinzessin": in a long term, a slip once doubled letters are single.
    if (longSingles.length === 0) return false;
    const single = singleLetters(out);
    return longSingles.some((f) => slipOf(single, f));
  };
}

/**
 * "Feuerwehr Auto" for "Feuerwehrauto": a compound noun of 8 letters or more written as two
 * words, each of 3 letters or more, that together spell one of its forms or a slip of it.
 */
export function apartMatcher(term: string, listed: readonly string[] = []): (first: string, second: string) => boolean {
  const t = term.trim();
  if (t.length < 8 || t[0] === t[0]?.toLowerCase()) return () => false;
  const forms = termForms(term, listed);
  const spelled = new Set([...forms].flatMap((f) => [writtenOut(f), leftOff(f)]));
  const long = [...new Set([fold(t), ...listed.map(fold)].map(writtenOut))];
  return (first, second) => {
    if (first.length < 3 || second.length < 3) return false;
    const w = fold(first + second);
    return forms.has(w) || spelled.has(w) || long.some((f) => slipOf(writtenOut(w), f));
  };
}

/** Whole-word, case-insensitive: does the text use the term in one of its forms (termsUsed)? */
export function usesTerm(text: string, term: string, listed: readonly string[] = []): boolean {
  return termsUsed(text, [term], [listed])[0]!;
}

/** Forms of "haben": "hatte keinen Schirm", "hatten keinen Anker mehr". */
const having = /^(hatte|hatten|hattest|hat|habe|hab|haben|hast|hattn|hatt)$/;
/** "kein Kaninchen, sondern ein Schwarm Tauben". */
const insteadAfter = (sentence: readonly string[], i: number) => sentence.slice(i + 1, i + 4).includes('sondern');

/** "kein Krokodil", "keine Brücke": a term named only to say it is not there. */
const denying = /^kein(e|en|em|er|es)?$/;
const someOne = /^(ein|eine|einen)$/;
const aboutTheStory = /^(geschichte|schreibe|schreib|schreibt)$/;
const not = /^(nicht|nie|niemals)$/;
/** Words that say whether something is there: "dabei", "vor" (kommt … vor), "gesehen", "gibt". */
const presence = /^(dabei|vor|da|gesehen|gibt|gab|existiert|weggelassen|erwähnt)$/;
/** What a writer did not manage with a term: "hab ich nicht mehr geschafft", "ist mir nicht eingefallen". */
const missing = /^(geschafft|hingekriegt|eingefallen|untergebracht|reingebracht|reingekriegt|reinbekommen)$/;

/**
 * "Es gab kein Krokodil", "Ein Einhorn war nicht dabei", "Ein Ufo hat er aber nicht gesehen",
 * "Eine Taschenlampe kommt in meiner Geschichte nicht vor": the word at `i` of its sentence is
 * named only to say it is not there. "Ein Drache wollte nicht schlafen" is a dragon.
 */
function denied(sentence: readonly string[], i: number): boolean {
  // "(regenbogen hab ich nicht mehr geschafft sorry)": the writer says the term did not fit in.
  const after = sentence.slice(i + 1, i + 7);
  if (after.some((w) => w === 'ich' || w === 'mir') && after.some((w) => not.test(w)) && after.some((w) => missing.test(w))) return true;
  // "Ich schreibe eine Geschichte ohne Roboter und ohne Zeitmaschine": left out on purpose.
  const without = sentence[i - 1] === 'ohne' || (someOne.test(sentence[i - 1] ?? '') && sentence[i - 2] === 'ohne');
  if (without && sentence.slice(0, i).some((w) => aboutTheStory.test(w))) return true;
  // "Lea hatte keinen Regenschirm dabei", "Es kam kein Kaninchen, sondern …": what someone in the
  // story lacks, or what came instead, is told.
  if (denying.test(sentence[i - 1] ?? ''))
    return !sentence.slice(Math.max(0, i - 8), i - 1).some((w) => having.test(w)) && !insteadAfter(sentence, i);
  // "Ich hab noch nie einen Delfin gesehen", "Ich war noch nie am Meer": never met, told of the writer.
  if (
    (someOne.test(sentence[i - 1] ?? '') || /^(am|im)$/.test(sentence[i - 1] ?? '')) &&
    sentence.slice(Math.max(0, i - 3), i - 1).some((w) => /^(nie|niemals)$/.test(w)) &&
    sentence.slice(0, i).includes('ich')
  )
    return true;
  if (!someOne.test(sentence[i - 1] ?? '')) return false;
  // "Meine Geschichte ist nicht über eine Astronautin".
  if (not.test(sentence[i - 3] ?? '') && /^(über|von|mit)$/.test(sentence[i - 2] ?? '')) return true;
  const rest = sentence.slice(i + 1, i + 10);
  return rest.some((w) => not.test(w)) && rest.some((w) => presence.test(w));
}

/**
 * usesTerm for several terms; the text's words are split and folded once for all of them. A
 * term named only to deny it does not count (denied), nor does it anywhere in that sentence:
 * "Ein Einhorn kommt nicht vor, weil Einhörner Babykram sind."
 */
export function termsUsed(text: string, terms: readonly string[], forms: readonly (readonly string[])[] = []): boolean[] {
  const parts = text.split(/[.!?…;:]+|\n+/).map((part) => {
    const sentence = words(part).map(fold);
    const kept = new Set<string>();
    const refused = new Set<string>();
    sentence.forEach((w, i) => (denied(sentence, i) ? refused : kept).add(w));
    return { sentence, kept: [...kept], refused: [...refused] };
  });
  return terms.map((t, i) => {
    const isTerm = termMatcher(t, forms[i] ?? []);
    const apart = apartMatcher(t, forms[i] ?? []);
    return parts.some(
      (p) => (p.kept.some(isTerm) || p.sentence.some((w, j) => j > 0 && apart(p.sentence[j - 1]!, w))) && !p.refused.some(isTerm),
    );
  });
}
