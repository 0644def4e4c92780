import { foldForSafety } from './safety-fold.ts';
import { words as wordsOf } from './text-rules.ts';
import {
  accusingNouns,
  bodyComparisons,
  contemptAdjectives,
  contemptNouns,
  behaviourNames,
  disposalDeeds,
  disposalPlaces,
  firstNames,
  personNouns,
  personPronouns,
  putDownAdjectives,
  putDownAdjectivesOfAnyone,
  putDownAnimals,
  putDownComparisons,
  putDownNouns,
  shamingAdjectives,
  weightWords,
} from './safety-words.ts';

/**
 * Put-downs aimed at a person who is named or spoken of, not spoken to: "Jonas ist Müll",
 * "der ist so fett wie ein Schwein", "Lena gehört in die Tonne", "dann kriegt er eine von mir",
 * "fauler Sack". The same words about a thing stay harmless ("Das Spiel ist Müll", "Der Käse
 * stinkt wie ein Schwein"): the rules look for who the sentence is about.
 *
 * Each rule starts at one word (a verb, "wie", a noun) and looks at most a few words either
 * side of it, so a sentence is read in time linear in its length. Words come folded
 * (lower case, umlauts as ae/oe/ue), one sentence at a time.
 */

const fold = (words: readonly string[]) => new Set(words.map(foldForSafety));

type Words = {
  names: Set<string>;
  people: Set<string>;
  pronouns: Set<string>;
  adjectives: Set<string>;
  adjectivesOfAnyone: Set<string>;
  nouns: Set<string>;
  animals: Set<string>;
  accusing: Set<string>;
  comparisons: Set<string>;
  bodies: Set<string>;
  shaming: Set<string>;
  places: Set<string>;
  deeds: Set<string>;
  contemptNouns: Set<string>;
  behaviourNames: Set<string>;
  contemptAdjectives: Set<string>;
};

let words: Words | undefined;

function vocab(): Words {
  words ??= {
    names: fold(firstNames),
    people: fold(personNouns),
    pronouns: fold(personPronouns),
    adjectives: fold(putDownAdjectives),
    adjectivesOfAnyone: fold(putDownAdjectivesOfAnyone),
    nouns: fold(putDownNouns),
    animals: fold(putDownAnimals),
    accusing: fold(accusingNouns),
    comparisons: fold(putDownComparisons),
    bodies: fold(bodyComparisons),
    shaming: fold(shamingAdjectives),
    places: fold(disposalPlaces),
    deeds: fold(disposalDeeds),
    contemptNouns: fold([...contemptNouns, ...behaviourNames]),
    behaviourNames: fold(behaviourNames),
    contemptAdjectives: fold(contemptAdjectives),
  };
  return words;
}

/** "ist", "war", "bist": what a person is said to be. */
const IS = new Set(['ist', 'is', 'isch', 'sind', 'bist', 'biste', 'seid', 'war', 'waren', 'warst', 'wart', 'waere', 'waer']);
const PAST = new Set(['war', 'waren', 'warst', 'wart']);
/** "sieht aus wie …": a look, compared. */
const LOOKS = new Set(['sieht', 'siehst', 'sehen', 'sah', 'sahst']);
/** "stinkt": a put-down of a person on its own. */
const STINKS = new Set(['stinkt', 'stinken', 'stinkst', 'stinkste', 'stinkte', 'stinkten']);
/** "gehört in die Tonne". */
const BELONGS = new Set(['gehoert', 'gehoeren', 'gehoerst', 'gehoerte', 'gehoerten']);
/** "sollte gefeuert werden". */
const SHOULD = new Set(['sollte', 'sollten', 'soll', 'sollen', 'sollst', 'muss', 'muesste', 'muessen', 'musste']);
/** "kriegt er eine von mir". */
const GETS = new Set(['kriegt', 'kriegst', 'kriegste', 'krieg', 'kriegen', 'bekommt', 'bekommst', 'bekommste']);
/** Verbs a demonstrative "der"/"die" is the subject of: "der stinkt wie …", "die sieht aus wie …". */
const DEMONSTRATIVE_VERBS = new Set([
  ...IS,
  ...STINKS,
  ...BELONGS,
  ...SHOULD,
  ...GETS,
  'riecht',
  'sieht',
  'isst',
  'frisst',
  'schmatzt',
  'grunzt',
  'aussieht',
]);
/** Plural verbs that, with "sie", are more often about things ("sie stinken", "sie gehören in den Müll"). */
const PLURAL = new Set(['stinken', 'stinkten', 'gehoeren', 'gehoerten', 'sollten', 'sollen', 'muessen']);

/** Small words between the subject and its verb: "Jonas ist echt …", "er stinkt auch …". */
const ADVERBS = new Set([
  'auch',
  'echt',
  'wirklich',
  'einfach',
  'halt',
  'doch',
  'ja',
  'immer',
  'schon',
  'so',
  'total',
  'mal',
  'noch',
  'jetzt',
  'heute',
  'eh',
  'voll',
  'sowieso',
  'gleich',
  'dann',
  'richtig',
  'sofort',
  'direkt',
  // "weil der genauso stinkt"
  'genauso',
  'ebenso',
]);
const PREPOSITIONS = new Set([
  'von',
  'mit',
  'fuer',
  'bei',
  'zu',
  'zum',
  'zur',
  'an',
  'am',
  'auf',
  'ueber',
  'ohne',
  'gegen',
  'neben',
  'hinter',
  'vor',
  'nach',
  'aus',
  'in',
  'im',
  'um',
  'wegen',
  'als',
  'wie',
  'unter',
]);
const DETERMINERS = new Set([
  'der',
  'die',
  'das',
  'den',
  'dem',
  'des',
  'ein',
  'eine',
  'einen',
  'einem',
  'einer',
  'eines',
  'mein',
  'meine',
  'meinen',
  'meinem',
  'meiner',
  'dein',
  'deine',
  'deinen',
  'deinem',
  'deiner',
  'sein',
  'seine',
  'seinen',
  'seinem',
  'seiner',
  'ihre',
  'ihren',
  'ihrem',
  'ihrer',
  'unser',
  'unsere',
  'unseren',
  'unserem',
  'unserer',
  'euer',
  'eure',
  'euren',
  'eurem',
  'eurer',
  'alle',
  'diese',
  'dieser',
  'dieses',
  'diesen',
  'jeder',
  'jede',
  'jedes',
]);
/** Words between a verb and what the person is called: "ist so ein fettes …", "bist voll der …". */
/**
 * Scornful adjectives before a noun, in their -e/-er/-es forms and as the most of all: "ein fettes
 * Schwein", "so eine dumme Kuh", "das hässlichste Schwein".
 */
const SCORNFUL_SUPERLATIVES = new Set(
  ['fettest', 'dickst', 'haesslichst', 'ekligst', 'duemmst', 'bloedest', 'doofst'].flatMap((stem) => [
    `${stem}e`,
    `${stem}er`,
    `${stem}es`,
  ]),
);
/** "fette", "fetter", "fettes": a scornful adjective before a noun, in its endings. */
const SCORNFUL_STEMS = ['fett', 'dick', 'haesslich', 'eklig', 'dumm', 'bloed', 'doof', 'stinkend'];
const inflected = (stems: readonly string[]) => stems.flatMap((stem) => [`${stem}e`, `${stem}er`, `${stem}es`]);
const SCORNFUL_ADJECTIVES = [...inflected(SCORNFUL_STEMS), ...SCORNFUL_SUPERLATIVES];

const BABY_SCORN = new Set(['halt', 'eh', 'so', 'nur', 'voll', 'total', 'echt', 'kleine', 'richtige', 'totale']);

/** "blöde", "dummer", "fettes" before a name for a person ("ein dicker Mann" may only describe him). */
const SCORNFUL = new Set(SCORNFUL_ADJECTIVES);
const SCORNING_BEFORE_A_NAME = new Set(inflected(SCORNFUL_STEMS.filter((stem) => stem !== 'dick')));

const PREDICATE_FILLERS = new Set([
  // "ist mein Bruder morgen müde und doof": a time between the person and the put-down.
  'morgen',
  'heute',
  'dann',
  'bestimmt',
  'selber',
  'selbst',
  'alle',
  ...weightWords,
  'auch',
  'doch',
  'ja',
  'eh',
  'immer',
  'wieder',
  'schon',
  'mal',
  'ur',
  'extrem',
  'super',
  'sowas',
  'von',
  'ein',
  'eine',
  'einer',
  'einen',
  'n',
  'ne',
  'son',
  'sone',
  'der',
  'die',
  'das',
  'groesste',
  'groesster',
  'totale',
  'totaler',
  'richtige',
  'richtiger',
  'echte',
  'echter',
  'kleine',
  'kleiner',
  'kleines',
  'alte',
  'alter',
  'altes',
  ...SCORNFUL_ADJECTIVES,
]);
/** Fillers that say the word after them with scorn: "so eine Kuh", "voll das Schwein", "ein fettes Schwein". */
const SCORN = new Set([
  'so',
  'son',
  'sone',
  'voll',
  'total',
  'richtig',
  'mega',
  'echt',
  'wirklich',
  'einfach',
  'sehr',
  'ur',
  'extrem',
  'super',
  'groesste',
  'groesster',
  'totale',
  'totaler',
  'richtige',
  'richtiger',
  'echte',
  'echter',
  ...SCORNFUL_ADJECTIVES,
]);
/** "so dick", "voll dick": "dick" said with weight, not "dick eingepackt". */
const INTENSIFIERS = new Set([
  'so',
  'voll',
  'total',
  'mega',
  'richtig',
  'echt',
  'zu',
  'sehr',
  'extrem',
  'super',
  'ur',
  'urst',
  'sau',
  'mords',
]);
/** What may follow a put-down word for it to stay one ("Jonas ist Müll und …"); "Lena war Müll sammeln" is not one. */
const FOLLOWERS = new Set([
  'und',
  'oder',
  'aber',
  'weil',
  'denn',
  'dass',
  'wie',
  'sondern',
  'als',
  'ey',
  'alter',
  'digga',
  'diggah',
  'man',
  'mann',
  'lol',
  'haha',
  'hahaha',
  'xd',
  'echt',
  'total',
  'ja',
  'doch',
  'so',
  'voll',
  'geworden',
  'hoch',
  'pur',
  'also',
  'sowieso',
  'eh',
  'einfach',
  'halt',
  'nun',
  'mal',
]);
/** "die können gar nix", "der kann nix": what a demonstrative may go on with. */
const CAN_DO = new Set(['kann', 'koennen', 'kriegt', 'kriegen', 'macht', 'machen', 'hat', 'haben']);
/** "kein Mensch ist Müll", "nicht Jonas stinkt". */
const NO_ONE = new Set(['kein', 'keine', 'keiner', 'keinen', 'nicht', 'niemand', 'nie']);
/** Words after which "der"/"die" starts a new statement about someone: "und der ist …", "ja, die stinkt". */
const LEADS = new Set([
  'und',
  'aber',
  'oder',
  'denn',
  'weil',
  'doch',
  'ja',
  'also',
  'echt',
  'nee',
  'ne',
  'ey',
  'einen',
  'eine',
  'einer',
  'jemand',
  'jemanden',
  'heisst',
  'so',
  'naja',
  'halt',
  'dann',
]);
/** "in die Tonne", "auf den Müll". */
const INTO = new Set(['in', 'ins', 'auf', 'aufs', 'zum', 'zur', 'innen']);
const ARTICLES = new Set([
  'die',
  'den',
  'der',
  'das',
  'dem',
  'ein',
  'eine',
  'einen',
  'n',
  'ne',
  'so',
  'son',
  'sone',
  'alte',
  'alter',
  'altes',
  'olle',
  'oller',
  'nasse',
  'nasser',
  'nasses',
  'dreckige',
  'dreckiger',
  'dreckiges',
  'stinkende',
  'stinkender',
  'stinkendes',
  'fette',
  'fetter',
  'fettes',
  'dicke',
  'dicker',
  'dickes',
  'volle',
  'voller',
  'volles',
]);
/** "eine von mir", "eine gescheuert", "eins auf die Nase". */
const BLOWS = new Set(['eine', 'eins', 'ne', 'n', 'welche']);
const STRUCK = new Set([
  'gescheuert',
  'geknallt',
  'gewischt',
  'geklebt',
  'gelangt',
  'verpasst',
  'gepfeffert',
  'reingehauen',
  'reingedrueckt',
  'aufs',
  'auf',
  'hinter',
  'in',
  'ueber',
  'rein',
]);
const HEADS = new Set([
  'nase',
  'muetze',
  'fresse',
  'schnauze',
  'maul',
  'ohren',
  'ruebe',
  'birne',
  'backe',
  'zwoelf',
  'omme',
  'glocke',
  'kopf',
  'auge',
  'dach',
  'deckel',
]);

/**
 * Who a sentence is about: a person named, shown or spoken to ("Jonas", "der Junge", "der", "du");
 * only "er" or "sie", who in a story may be an animal or a witch; "sie" with a plural verb, more
 * often things ("sie gehören in den Müll"); or no person.
 */
type Subject = 'person' | 'pronoun' | 'plural-sie' | null;

/** A name or a pronoun or a person's noun that is not the object of a preposition ("das Spiel von Lena"). */
function afterPreposition(tokens: readonly string[], j: number): boolean {
  const a = tokens[j - 1];
  if (a === undefined) return false;
  if (PREPOSITIONS.has(a)) return true;
  if (DETERMINERS.has(a)) return PREPOSITIONS.has(tokens[j - 2] ?? '');
  // "von meiner großen Schwester"
  return DETERMINERS.has(tokens[j - 2] ?? '') && PREPOSITIONS.has(tokens[j - 3] ?? '');
}

/**
 * Whether "der"/"die" at `j`, right before its verb, stands for a person: after a name, a
 * person, "und" ("…, und der ist unfähig") it does; at a sentence's start it may ("Der ist
 * unfähig", but also "Kevin hat einen Hund. Der ist fett"), so it counts like "er"; after a
 * thing it does not ("Der Stift, der ist Müll").
 */
function demonstrative(w: Words, tokens: readonly string[], j: number, classmate = false): Subject {
  const t = tokens[j];
  if ((t !== 'der' && t !== 'die') || !DEMONSTRATIVE_VERBS.has(tokens[j + 1] ?? '')) return null;
  const before = tokens[j - 1];
  if (before === undefined) return 'pronoun';
  // "Emma K., die ist so peinlich": after a name's initial, in a text about a classmate.
  if (classmate && before.length === 1) return 'person';
  if (LEADS.has(before) || w.names.has(before) || w.people.has(before)) return 'person';
  // "eine Lehrerin, Frau Maier, die ist so hässlich": a grown-up by title and name.
  if (TITLES.has(tokens[j - 2] ?? '')) return 'person';
  // "… wie meine Schwester, nur dass die stinkt": "die" after "dass" stands for the person named before.
  if (before === 'dass' && nearestIsAPerson(w, tokens.slice(0, j - 1))) return 'person';
  // "eine Lehrerin in unserer Schule die war …": the person before a place.
  return j >= 4 && PREPOSITIONS.has(tokens[j - 3]!) && DETERMINERS.has(tokens[j - 2]!) && w.people.has(tokens[j - 4]!) ? 'person' : null;
}

/** Animals a child keeps and names: "mein Hamster Max" is a pet, not a classmate. */
const PETS = new Set([
  'hund',
  'hamster',
  'katze',
  'kater',
  'meerschweinchen',
  'hase',
  'kaninchen',
  'pferd',
  'pony',
  'vogel',
  'wellensittich',
  'fisch',
  'goldfisch',
  'schildkroete',
  'maus',
  'ratte',
  'papagei',
  'kuh',
  'schwein',
  'ziege',
  'huhn',
  'hengst',
  'stute',
  'esel',
  'dackel',
]);

/** Whether the word at `j` stands for a person as a subject. */
function personWord(w: Words, tokens: readonly string[], j: number): boolean {
  const t = tokens[j]!;
  // "die ganze 3a ist Müll": a school class, its digit read as a letter ("ea"), is its children.
  if (CLASS_CODE.test(t) && CLASS_BEFORE.has(tokens[j - 1] ?? '')) return true;
  // "Frau Maier ist so hässlich": a grown-up by title and name.
  if (TITLES.has(tokens[j - 1] ?? '') && !afterPreposition(tokens, j - 1)) return true;
  if (!(w.names.has(t) || w.pronouns.has(t) || w.people.has(t))) return false;
  // "mein Hamster Max ist fett", "der Affe Emil": the name of an animal.
  if (w.names.has(t) && (PETS.has(tokens[j - 1] ?? '') || w.animals.has(tokens[j - 1] ?? ''))) return false;
  // "das Spiel von Lena", "kein Mensch".
  return !afterPreposition(tokens, j) && !NO_ONE.has(tokens[j - 1] ?? '');
}

const CLASS_CODE = /^([aeiost]|\d)[a-f]$/;
const CLASS_BEFORE = new Set(['die', 'der', 'ganze', 'unsere', 'unserer', 'meine', 'meiner', 'eure']);

/**
 * "aus unserer Klasse", "in meiner Klasse", "aus der 3c", "ein Klassenkamerad", "mein Sitznachbar", "meine Lehrerin": the
 * text is about a real child, or a real grown-up the child knows.
 */
const OWNERS = new Set(['unserer', 'meiner', 'der', 'unsere', 'meine', 'die', 'unser', 'mein']);
const CLASS = /^(klasse|schulklasse|parallelklasse|\d[a-z])$/;
const CLASSMATE = /^(klassenkamerad|mitschueler|sitznachbar|banknachbar|tischnachbar)/;
/** "meine Lehrerin", "unsere Mathelehrerin", "unser Trainer": a real grown-up the child knows, named as one. */
const OWN_GROWN_UP = /(lehrer|lehrerin|trainer|trainerin|erzieher|erzieherin)$/;
const MY = new Set(['mein', 'meine', 'unser', 'unsere']);

/**
 * "ein Esel, der hieß Jonas wie der Jonas aus meiner Klasse. Der Esel Jonas war so dumm": in a text
 * about a classmate, an animal that bears a name the text also gives a person is that person.
 * The animal word before such a name is left out, so the put-down is read as said of the child.
 */
export function animalsAsTheirNamesakes(clauses: readonly (readonly string[])[]): readonly (readonly string[])[] {
  const w = vocab();
  const people = new Set<string>();
  for (const c of clauses)
    c.forEach((t, i) => {
      if (w.names.has(t) && !w.animals.has(c[i - 1] ?? '') && !PETS.has(c[i - 1] ?? '')) people.add(t);
    });
  if (people.size === 0) return clauses;
  // "ein Schwein, das hieß Kevin … Es war so dick": the animal's "es" is the child too.
  const namedAnimal = clauses.some((c) =>
    c.some((t, i) => w.animals.has(t) && c.slice(i + 1, i + 4).some((u, k) => CALLED.has(u) && people.has(c[i + 2 + k] ?? ''))),
  );
  return clauses.map((c) =>
    c.filter((t, i) => !(w.animals.has(t) && people.has(c[i + 1] ?? ''))).map((t) => (namedAnimal && t === 'es' ? 'er' : t)),
  );
}

const CALLED = new Set(['hiess', 'heisst', 'hiessen', 'heissen']);

export function namesClassmate(tokens: readonly string[]): boolean {
  return tokens.some(
    (t, i) =>
      CLASSMATE.test(t) ||
      (OWN_GROWN_UP.test(t) && MY.has(tokens[i - 1] ?? '')) ||
      (CLASS.test(t) && OWNERS.has(tokens[i - 1] ?? '')) ||
      // "aus der 3b", "von der 4b", "in die 4c" read "aus der eb", "in die ac" once digits are read as letters.
      (t.length === 2 &&
        ((tokens[i - 1] === 'der' && (tokens[i - 2] === 'aus' || tokens[i - 2] === 'von')) ||
          (tokens[i - 1] === 'die' && tokens[i - 2] === 'in'))) ||
      // "ist in der 3c" ("in der ec"), not "die Stadt, in der er wohnt".
      (CLASS_CODE.test(t) && tokens[i - 1] === 'der' && tokens[i - 2] === 'in') ||
      // "Jonas, das bist du!": the story's figure is the reader.
      (t === 'das' && tokens[i + 1] === 'bist' && tokens[i + 2] === 'du'),
  );
}

/** "Luca", "jonas": a first name a child in class may have, in any case. */
export function isFirstName(word: string): boolean {
  return vocab().names.has(foldForSafety(word));
}

/** "Jonas", "mein Bruder", "die Lehrerin": somewhere in the words, a person by name or as a person. */
export function namesAPerson(tokens: readonly string[]): boolean {
  const w = vocab();
  return tokens.some((t) => w.names.has(t) || w.people.has(t));
}

/** Who does what the verb at `k` says: a person before it ("Jonas ist"), or, in a question or after "dann", after it ("ist er"). */
function subjectOf(w: Words, tokens: readonly string[], k: number, classmate = false): { subject: Subject; next: number } {
  const verb = tokens[k]!;
  let j = k - 1;
  for (let skipped = 0; j >= 0 && skipped < 2 && ADVERBS.has(tokens[j]!); skipped++) j -= 1;
  const plural = (t: string): Subject => {
    if (t === 'sie' && PLURAL.has(verb)) return 'plural-sie';
    return t === 'er' || t === 'sie' ? 'pronoun' : 'person';
  };
  // "Emil aus der 3c ist …", "Lena aus unserer Klasse ist …": who, and where from.
  if (j >= 3 && PREPOSITIONS.has(tokens[j - 2]!) && DETERMINERS.has(tokens[j - 1]!) && personWord(w, tokens, j - 3)) j -= 3;
  // "(Kevin aus unserer Klasse,) weil der genauso aussieht und genauso stinkt": the subject of
  // the verb before "und", a person or, about a classmate, a "der" standing for one.
  // "Er ging in die Schule und war so dumm": the sentence's subject, named first.
  if (tokens[j] === 'und' && j >= 2 && personWord(w, tokens, 0) && !tokens.slice(1, j).includes('und')) {
    return { subject: plural(tokens[0]!), next: k + 1 };
  }
  if (tokens[j] === 'und' && !IS.has(verb)) {
    for (let b = j - 2; b >= 0 && b >= j - 4; b--) {
      const pronoun =
        (tokens[b] === 'der' || tokens[b] === 'die') &&
        LEADS.has(tokens[b - 1] ?? '') &&
        (ADVERBS.has(tokens[b + 1] ?? '') || b + 1 === j - 1);
      if (classmate && pronoun) return { subject: 'person', next: k + 1 };
      if (personWord(w, tokens, b)) return { subject: 'person', next: k + 1 };
    }
  }
  if (j >= 0) {
    const t = tokens[j]!;
    // "der ist unfähig", "die stinkt": a demonstrative standing for someone just mentioned.
    const shown = demonstrative(w, tokens, j, classmate);
    if (shown !== null) return { subject: shown, next: k + 1 };
    if (personWord(w, tokens, j)) return { subject: plural(t), next: k + 1 };
    if (doersOfADeed(tokens, j, verb)) return { subject: 'person', next: k + 1 };
  }
  const after = tokens[k + 1];
  if (after !== undefined && (w.names.has(after) || w.pronouns.has(after))) return { subject: plural(after), next: k + 2 };
  if (after !== undefined && DETERMINERS.has(after)) {
    const noun = tokens[k + 2];
    if (noun !== undefined && w.people.has(noun)) return { subject: 'person', next: k + 3 };
  }
  return { subject: null, next: k + 1 };
}

/**
 * "die kichernden sind …", "die Lachenden waren …": the children doing something, named by what
 * they do (a verb's "-nd" form after "die"); "die Stunden", "die Runden" and "die Legenden" are no verb.
 */
function doersOfADeed(tokens: readonly string[], j: number, verb: string): boolean {
  const t = tokens[j]!;
  if (!(PLURAL.has(verb) || verb === 'sind' || verb === 'waren') || tokens[j - 1] !== 'die' || t.length < 9 || !t.endsWith('nden'))
    return false;
  return /(en|ern|eln)$/.test(t.slice(0, -3)) && t !== 'legenden';
}

/** Whether the put-down word at `j` ends its thought ("Jonas ist Müll", "… Müll und stinkt"), not "Müll sammeln". */
function standsAlone(tokens: readonly string[], j: number): boolean {
  const next = tokens[j + 1];
  // "Emma ist zu hässlich für jeden Spiegel", "zu fett zum Rennen": "zu … für" measures the person.
  // ("Du bist zu blöd für Englisch" is also how children quote the voice in their own head.)
  return (
    next === undefined ||
    FOLLOWERS.has(next) ||
    // "Jonas ist so hässlich, da weint sogar der Spiegel", "… so hässlich, dass jeder Spiegel zerplatzt": what comes of it.
    ((next === 'da' || next === 'dass' || next === 'das') && saidWithSo(tokens, j)) ||
    // "die sind so behindert die können gar nix": a new statement about the same ones, no comma.
    ((next === 'die' || next === 'der') && (DEMONSTRATIVE_VERBS.has(tokens[j + 2] ?? '') || CAN_DO.has(tokens[j + 2] ?? ''))) ||
    ((next === 'fuer' || next === 'zum') &&
      tokens[j - 1] === 'zu' &&
      !tokens.slice(Math.max(0, j - 4), j - 1).some((x) => SPOKEN_TO.has(x)))
  );
}

/** "so hässlich", "so klein und hässlich": the word at `j`, or the words joined to it by "und", said with "so". */
function saidWithSo(tokens: readonly string[], j: number): boolean {
  let k = j - 1;
  while (k >= 2 && tokens[k] === 'und' && j - k < 6) k -= 2;
  return tokens[k] === 'so';
}

/** What follows "ist" from `p` on: a put-down adjective or noun, past a few small words ("so ein fettes Schwein"). */
function putDownPredicate(w: Words, tokens: readonly string[], p: number, subject: Subject, past: boolean): boolean {
  let j = p;
  let scorned = false;
  let worst = false;
  let said = subject;
  for (let skipped = 0; j < tokens.length && skipped < 4 && PREDICATE_FILLERS.has(tokens[j]!); skipped++) {
    if (SCORN.has(tokens[j]!)) scorned = true;
    if (SCORNFUL_SUPERLATIVES.has(tokens[j]!)) worst = true;
    // "der ist doch selber hässlich": a word given back is given to a person, not to a thing.
    if ((tokens[j] === 'selber' || tokens[j] === 'selbst') && subject === 'pronoun') said = 'person';
    j += 1;
  }
  const t = tokens[j];
  if (t === undefined) return false;
  // "Mein Cousin ist behindert und sitzt im Rollstuhl": said plainly of the child's family, a fact
  // ("… ist so behindert" stays a slur).
  if (t === 'behindert' && j === p && FAMILY.has(tokens[p - 2] ?? '') && MY.has(tokens[p - 3] ?? '')) return false;
  // "Frau Schmidt ist die blödeste Lehrerin der Welt": the worst of all people of a kind.
  if (worst && said === 'person' && w.people.has(t)) return true;
  // "die sind halt kleine Babys": big children called babies with scorn ("sie ist noch ein Baby" is a fact).
  if ((t === 'baby' || t === 'babys') && said !== null && tokens.slice(p, j).some((x) => BABY_SCORN.has(x)) && standsAlone(tokens, j))
    return true;
  // "meine Schwester ist eine blöde Katze", "Tim ist ein dummer Junge": a person called something with scorn now.
  if (said === 'person' && !past && j > p && SCORNING_BEFORE_A_NAME.has(tokens[j - 1]!) && standsAlone(tokens, j)) return true;
  const called = { subject: said, animal: !past || scorned };
  // "dick und hässlich", "so gemein und alt und hässlich", "faul und zu dumm": each of up to four
  // words joined by "und" (and a small word after it).
  for (let k = j, joined = 0; k < tokens.length && joined < 4; joined++) {
    if (putDownWord(w, tokens, k, called)) return true;
    if (tokens[k + 1] !== 'und') break;
    k += PREDICATE_FILLERS.has(tokens[k + 2] ?? '') ? 3 : 2;
  }
  return false;
}

/** Whether the word at `j`, said of the subject, puts it down; an animal's name only when `animal` allows it. */
function putDownWord(w: Words, tokens: readonly string[], j: number, { subject, animal }: { subject: Subject; animal: boolean }): boolean {
  const t = tokens[j]!;
  if (w.adjectivesOfAnyone.has(t) || w.nouns.has(t)) return standsAlone(tokens, j);
  if (w.animals.has(t)) return animal && standsAlone(tokens, j);
  if (subject !== 'person') return false;
  // "Ben ist ein Lügner"; "Max war ein Dieb" in a story is no put-down.
  if (w.accusing.has(t)) return animal && standsAlone(tokens, j);
  if (w.adjectives.has(t)) return standsAlone(tokens, j);
  // "so dick" and "voll dick", but not "dick eingepackt".
  if (t === 'dick' && INTENSIFIERS.has(tokens[j - 1] ?? '')) return standsAlone(tokens, j);
  return false;
}

/** "gehört in die Tonne", "gehört entsorgt" from `p` on. */
function thrownAway(w: Words, tokens: readonly string[], p: number): boolean {
  let j = p;
  for (let skipped = 0; j < tokens.length && skipped < 3 && ADVERBS.has(tokens[j]!); skipped++) j += 1;
  if (w.deeds.has(tokens[j] ?? '')) return true;
  if (!INTO.has(tokens[j] ?? '')) return false;
  j += 1;
  if (ARTICLES.has(tokens[j] ?? '')) j += 1;
  return w.places.has(tokens[j] ?? '');
}

/** Where animals are kept: a real classmate or teacher who "gehört in den Zirkus" is put down (a tiger is not). */
const CAGES = new Set(['zirkus', 'zoo', 'kaefig', 'stall', 'schweinestall', 'affenhaus']);

/** "gehört in den Zirkus", "gehört eigentlich in den Zoo" from `p` on. */
function putInACage(tokens: readonly string[], p: number): boolean {
  let j = p;
  for (let skipped = 0; j < tokens.length && skipped < 3 && ADVERBS.has(tokens[j]!); skipped++) j += 1;
  if (!INTO.has(tokens[j] ?? '')) return false;
  j += 1;
  if (ARTICLES.has(tokens[j] ?? '')) j += 1;
  return CAGES.has(tokens[j] ?? '');
}

/** "sollte gefeuert werden": a deed of throwing out within a few words after `p`. */
function shouldBeThrownOut(w: Words, tokens: readonly string[], p: number): boolean {
  for (let j = p; j < tokens.length && j < p + 4; j++) if (w.deeds.has(tokens[j]!)) return true;
  return false;
}

/**
 * "weil sie so hässlich ist", "dass Jonas voll eklig war": the verb at the end of its clause, the
 * put-down word before it and the person before that.
 */
function verbLastPutDown(w: Words, tokens: readonly string[], k: number, classmate: boolean): boolean {
  const j = k - 1;
  if (j < 1) return false;
  let s = j - 1;
  // "weil sie so hässlich und gemein ist": the first of two joined words may be the put-down.
  const said = [tokens[j]!];
  // "weil sie einfach zu faul und zu doof sind": past small words and a first adjective joined by "und".
  for (let skipped = 0; s >= 0 && skipped < 6; skipped++) {
    const t = tokens[s]!;
    // "weil er so fett und dumm ist": the "und" may come right before the last word.
    const joined = t === 'und' || t === 'oder';
    const first = tokens[s + 1] === 'und' || tokens[s + 1] === 'oder';
    if (!PREDICATE_FILLERS.has(t) && !joined && !(first && !personWord(w, tokens, s))) break;
    if (first && !joined) said.push(t);
    s -= 1;
  }
  // "weil er einfach zu faul ist und zu dumm": a word joined after the verb.
  if (tokens[k + 1] === 'und') {
    let a = k + 2;
    while (a < k + 4 && PREDICATE_FILLERS.has(tokens[a] ?? '')) a += 1;
    if (tokens[a] !== undefined) said.push(tokens[a]!);
  }
  // "dass Tim aus meiner Klasse ein fettes Schwein ist": the child, and where it is from.
  if (s >= 3 && PREPOSITIONS.has(tokens[s - 2]!) && DETERMINERS.has(tokens[s - 1]!) && personWord(w, tokens, s - 3)) s -= 3;
  // "schneebälle auf lukas werfen weil der so doof ist": "der" after "weil" stands for the child named before.
  // ("der" and "die" are passed as small words, so the walk stops at "weil".)
  const pointsBack =
    s >= 0 && REASONS.has(tokens[s]!) && (tokens[s + 1] === 'der' || tokens[s + 1] === 'die') && nearestIsAPerson(w, tokens.slice(0, s));
  if (pointsBack) s += 1;
  if (s < 0 || !(personWord(w, tokens, s) || pointsBack)) return false;
  const t = tokens[s]!;
  // "Jonas macht nur Fehler weil er dumm ist": "er" after a name is that child.
  const named = tokens.slice(0, s).some((x) => w.names.has(x));
  const subject: Subject = (t === 'er' || t === 'sie') && !classmate && !named ? 'pronoun' : 'person';
  // "dass Tim ein fettes Schwein ist": an animal's name given to a person now, or with scorn
  // ("weil der Bauer ein Schwein war" may tell of a story's farm).
  const scorned = tokens.slice(s + 1, j).some((x) => SCORN.has(x) || SCORNFUL.has(x));
  const animal = subject === 'person' && (!PAST.has(tokens[k]!) || scorned);
  return said.some(
    (t2) =>
      w.adjectivesOfAnyone.has(t2) || w.nouns.has(t2) || (subject === 'person' && w.adjectives.has(t2)) || (animal && w.animals.has(t2)),
  );
}

const REASONS = new Set(['weil', 'dass', 'da', 'obwohl']);
const ARTICLE_BEFORE = new Set(['der', 'die', 'das', 'den', 'dem', 'ein', 'eine', 'einen', 'einem']);

/**
 * Whether the last thing named in `before` is a person: "schneebälle auf lukas werfen" (then "weil
 * der …" is Lukas), not "Lena mag die Suppe nicht" (then "weil die …" is the soup).
 */
function nearestIsAPerson(w: Words, before: readonly string[]): boolean {
  for (let k = before.length - 1; k >= 0; k--) {
    const t = before[k]!;
    if (w.names.has(t) || w.people.has(t)) return true;
    if (ARTICLE_BEFORE.has(t) && !(w.animals.has(before[k + 1] ?? '') || w.people.has(before[k + 1] ?? ''))) return false;
  }
  return false;
}

/** A put-down at the verb `k`, when its subject is a person. */
const THIRD_PERSONS = new Set(['er', 'sie', 'man']);
const THINKING = new Set(['denkt', 'denken', 'glaubt', 'glauben', 'dachte', 'dachten', 'findet', 'finden', 'meint', 'meinen']);

/**
 * "denken sie, sie sind Versager", "man glaubt, man ist ein Loser": someone's thought about
 * themselves, told of them (a child explaining a stuck mindset), not a name given to them.
 */
export function thinksOfItself(tokens: readonly string[], p: number): boolean {
  const who = tokens[p];
  if (who === undefined || !THIRD_PERSONS.has(who)) return false;
  return (tokens[p - 1] === who && THINKING.has(tokens[p - 2] ?? '')) || (THINKING.has(tokens[p - 1] ?? '') && tokens[p - 2] === who);
}

function verbPutDown(w: Words, tokens: readonly string[], k: number, classmate: boolean): boolean {
  const verb = tokens[k]!;
  if (IS.has(verb) && thinksOfItself(tokens, k - 1)) return false;
  const found = subjectOf(w, tokens, k, classmate);
  const { next } = found;
  // In a text about a classmate, "er" and "sie" are that child.
  const subject = found.subject === 'pronoun' && classmate ? 'person' : found.subject;
  if (subject === null) return IS.has(verb) && verbLastPutDown(w, tokens, k, classmate);
  if (IS.has(verb)) return putDownPredicate(w, tokens, next, subject, PAST.has(verb));
  if (subject === 'plural-sie') return false;
  // "Er stinkt nach Fisch" may be the cat; "er stinkt wie ein Schwein" is found as a comparison.
  if (STINKS.has(verb)) {
    // "Opa stinkt nach Pfeife" tells a smell; "stinkt nach Müll" is a put-down.
    if (tokens[next] === 'nach') return w.comparisons.has(tokens[next + 1] ?? '') || w.comparisons.has(tokens[next + 2] ?? '');
    return subject === 'person' && tokens[next] !== 'nicht';
  }
  if (BELONGS.has(verb)) return thrownAway(w, tokens, next) || (classmate && subject === 'person' && putInACage(tokens, next));
  return shouldBeThrownOut(w, tokens, next);
}

/**
 * "(so) fett wie ein Schwein", "stinkt wie Müll", "dick wie ein Elefant" at `wie` (index `k`),
 * when the one compared is a person: walking back, the first subject decides ("Der Käse stinkt
 * wie ein Schwein" is about cheese).
 */
/** "Katzen sind falsch wie Ayse": two-faced, measured by a child. */
const TWO_FACED = new Set(['falsch', 'hinterhaeltig', 'fies']);

function comparisonPutDown(w: Words, tokens: readonly string[], k: number, classmate: boolean): boolean {
  // "so dick und stinkig wie er", "so hässlich wie Lara", "gestunken, genau wie der echte Jonas",
  // "so hässlich und fett wie Frau Krause": a person is the measure of the put-down.
  let m = k + 1;
  for (let skipped = 0; m < tokens.length && skipped < 2 && (ARTICLES.has(tokens[m]!) || tokens[m]!.startsWith('echte')); skipped++) m += 1;
  const measure = tokens[m];
  if (
    measure !== undefined &&
    (w.names.has(measure) ||
      (TITLES.has(measure) && tokens[m + 1] !== undefined) ||
      (classmate && (measure === 'er' || measure === 'sie'))) &&
    tokens
      .slice(Math.max(0, k - 4), k)
      .some((a) => w.shaming.has(a) || w.adjectives.has(a) || STINKS.has(a) || a === 'gestunken' || TWO_FACED.has(a))
  )
    return true;
  let n = k + 1;
  for (let skipped = 0; n < tokens.length && skipped < 2 && ARTICLES.has(tokens[n]!); skipped++) n += 1;
  // "sieht aus wie ne hässliche Kröte": a shaming adjective makes whatever follows a put-down.
  const shamingBefore = n < tokens.length - 1 && shamingWithEnding(w, tokens[n]!);
  if (shamingBefore) n += 1;
  const noun = tokens[n];
  if (noun === undefined) return false;
  const shaming = w.shaming.has(tokens[k - 1] ?? '') || w.shaming.has(tokens[k - 2] ?? '');
  // "Jonas sieht aus wie ein Affe", "der sieht aus wie ein Kartoffelsack", "sieht mit Hut aus wie …":
  // a look compared to an animal or a shape ("klettert wie ein Affe" praises).
  const looks =
    tokens[k - 1] === 'aus' &&
    tokens.slice(Math.max(0, k - 5), k - 1).some((t) => LOOKS.has(t)) &&
    (w.animals.has(noun) || w.bodies.has(noun) || shamingBefore);
  if (!(w.comparisons.has(noun) || (w.bodies.has(noun) && shaming) || looks)) return false;
  for (let j = k - 1; j >= 0 && j >= k - 8; j--) {
    const t = tokens[j]!;
    // "Emil aus meiner Klasse sieht aus wie ein Mops": the class the child is from.
    if ((t === 'klasse' || t === 'schule') && tokens[j - 2] === 'aus') {
      j -= 2;
      continue;
    }
    if (demonstrative(w, tokens, j) !== null) return true;
    if (w.names.has(t) || w.pronouns.has(t) || w.people.has(t)) {
      if (!afterPreposition(tokens, j)) return true;
      continue;
    }
    // "lisa aus der 3b sieht aus wie …": a class, not a thing.
    if (CLASS_CODE.test(tokens[j + 1] ?? '') && CLASS_BEFORE.has(t)) continue;
    // "Der Käse stinkt …", "es riecht …", "das ist …": a thing is compared.
    if (DETERMINERS.has(t) || t === 'es' || t === 'das' || t === 'man') return false;
  }
  return false;
}

/** "hässliche", "dumme", "fetten": a shaming adjective in any ending. */
function shamingWithEnding(w: Words, word: string): boolean {
  return ['e', 'er', 'es', 'en', 'em'].some((ending) => word.endsWith(ending) && w.shaming.has(word.slice(0, -ending.length)));
}

/** "dann kriegt er eine (von mir)", "kriegst du eine gescheuert", "der kriegt eins auf die Nase" at `k`. */
function threatAt(w: Words, tokens: readonly string[], k: number): boolean {
  let j = k + 1;
  // "kriegst gleich eine": the verb itself speaks to someone.
  let aimed = /^krieg(st|ste)$/.test(tokens[k]!);
  const t = tokens[j];
  if (t !== undefined && (w.pronouns.has(t) || w.names.has(t) || t === 'der' || t === 'die')) {
    aimed = true;
    j += 1;
  }
  for (let skipped = 0; j < tokens.length && skipped < 2 && ADVERBS.has(tokens[j]!); skipped++) j += 1;
  if (!BLOWS.has(tokens[j] ?? '')) return false;
  const next = tokens[j + 1];
  const before = tokens[k - 1];
  const demonstrative = before === 'der' || before === 'die';
  if (next === undefined) return (aimed || demonstrative) && tokens[k]!.startsWith('krieg');
  if (next === 'von') return tokens[j + 2] === 'mir' || tokens[j + 2] === 'uns';
  if (!STRUCK.has(next)) return false;
  if (next === 'aufs' || next === 'auf' || next === 'hinter' || next === 'in' || next === 'ueber') {
    for (let h = j + 2; h < tokens.length && h <= j + 4; h++) if (HEADS.has(tokens[h]!)) return true;
    return false;
  }
  return true;
}

/** "fauler Sack", "verlogene Sau": a noun of contempt after a scornful adjective in any ending. */
function contemptPair(w: Words, tokens: readonly string[], k: number): boolean {
  const adjective = tokens[k - 1];
  if (adjective === undefined) return false;
  // "der alte Sack von oben": an old man called a sack ("einen alten Sack voller Gold" is a sack).
  if (tokens[k] === 'sack' && (adjective === 'alte' || adjective === 'alter')) return true;
  for (const ending of ['', 'e', 'er', 'es', 'en', 'em']) {
    if (!adjective.endsWith(ending)) continue;
    const stem = adjective.slice(0, adjective.length - ending.length);
    if (w.contemptAdjectives.has(stem) || (MEAN.has(stem) && w.behaviourNames.has(tokens[k]!))) return true;
  }
  return false;
}

/** "gemein", "fies": scorn before a name for a child's behaviour ("die gemeine Petze"). */
const MEAN = new Set(['gemein', 'fies']);

/**
 * Whether one sentence (its folded words) puts down a person it names or speaks of. In a text
 * about a classmate (namesClassmate), "er" and "sie" are that child.
 */
const ARTICLE = new Set(['der', 'die', 'den', 'dem']);
const BLAMING = new Set(['schuld', 'gemein', 'fies']);
const SPOKEN_TO = new Set(['bist', 'biste', 'seid']);
const STAYS = new Set(['bleibst', 'bleibt', 'bleiben', 'bleib']);

/** Ways to hurt someone, as a plan in the infinitive: "Lukas stechen". */
const HURTING = new Set([
  'stechen',
  'abstechen',
  'schlagen',
  'verhauen',
  'verpruegeln',
  'treten',
  'wuergen',
  'erwuergen',
  'umbringen',
  'abmurksen',
  'schubsen',
]);
const CAN = new Set(['koennen', 'kann']);
/** Girls or boys as a whole, without an article: "Mädchen können …", "alle Jungs können …". */
const GENDER_GROUPS = new Set(['maedchen', 'jungs', 'jungen', 'maedels']);
const GENERALLY = new Set(['halt', 'eben', 'eh', 'sowieso', 'einfach', 'alle', 'doch', 'ja', 'ueberhaupt', 'gar']);
const NOTHING = new Set(['kein', 'keine', 'keinen', 'nicht', 'nix', 'nichts', 'nie']);

/**
 * "Mädchen können halt kein Fußball", "Jungs können eh nicht malen": what a child cannot do, said
 * of all girls or all boys. "Die Mädchen können nicht kommen" is about some girls, and "Mädchen
 * können auch Fußball spielen" denies nothing.
 */
function sexistGeneralisation(tokens: readonly string[], k: number): boolean {
  const group = tokens[k - 1] ?? '';
  const before = tokens[k - 2];
  if (!GENDER_GROUPS.has(group) || (before !== undefined && before !== 'alle')) return false;
  let j = k + 1;
  while (j < tokens.length && j <= k + 3 && GENERALLY.has(tokens[j]!)) j++;
  return NOTHING.has(tokens[j] ?? '');
}

/** "ist", "sind": said now, of the child's own life ("Tim war schuld" may be a story). */
const IS_NOW = new Set(['ist', 'is', 'isch', 'sind']);
/** The family a child blames: "meine Schwester", "mein Bruder"; "Mama" and "Opa" are said like names. */
const FAMILY = new Set(['bruder', 'schwester', 'cousin', 'cousine', 'mutter', 'vater']);
const SAID_LIKE_NAMES = new Set(['mama', 'papa', 'mami', 'papi', 'oma', 'opa']);
const TITLES = new Set(['frau', 'herr']);
const GROUPS = new Set(['klasse', 'mannschaft', 'gruppe', 'team', 'schule']);
const MINE_OR_OURS = new Set(['meiner', 'unserer', 'meinem', 'unserem']);
const TEACHERS = new Set(['lehrer', 'lehrerin', 'trainer', 'trainerin', 'schiri']);
const PRONOUNS_FIRST = new Set(['sie', 'er', 'die', 'der']);
const TOLD = new Set(['sag', 'sage', 'sagt', 'sagen', 'sagte', 'gesagt', 'denke', 'denk', 'gedacht', 'glaube', 'glaub', 'geglaubt']);
const BLAME_FILLERS = new Set([
  'immer',
  'eh',
  'sowieso',
  'einfach',
  'halt',
  'doch',
  'echt',
  'total',
  'voll',
  'nur',
  'ja',
  'an',
  'allem',
  'auch',
  // "…, die ist selber schuld", "…, die ist einfach zu blöd zum Erklären"
  'selber',
  'selbst',
  'so',
  'zu',
]);
const NEW = new Set(['neue', 'neuen', 'neuer', 'neues', 'neuem']);
/** What the person spoken of is called: "…, die ist einfach zu blöd zum Erklären". */
const TOO_STUPID = new Set(['dumm', 'doof', 'bloed', 'bescheuert', 'behindert', 'hohl', 'daemlich', 'unfaehig']);

/** "ich hab immer gesagt, …", "Luca hat gesagt, …": a thought or words told in the eight words before `k`. */
function toldBefore(tokens: readonly string[], k: number): boolean {
  if (tokens.slice(Math.max(0, k - 8), k).some((t) => THINKING.has(t) || TOLD.has(t))) return true;
  // "Früher hab ich gesagt, Mama ist schuld, weil …, und der Lehrer ist schuld": a second fault
  // joined by "und" to one told is told too.
  const joined = tokens.lastIndexOf('und', k - 1);
  if (joined < 0 || joined < k - 4) return false;
  for (let j = joined - 1; j >= Math.max(0, joined - 12); j--) if (IS_NOW.has(tokens[j]!)) return toldBefore(tokens, j);
  return false;
}

/**
 * Whether the "ist" at `k` says something now of a child or a family member by name ("Tobi ist",
 * "mein Bruder ist", "Mama ist"), not in a thought told ("ich hab immer gesagt, mein Bruder ist …").
 */
function namedNow(w: Words, tokens: readonly string[], k: number): boolean {
  if (!IS_NOW.has(tokens[k]!)) return false;
  const who = tokens[k - 1] ?? '';
  const before = tokens[k - 2] ?? '';
  const named =
    w.names.has(who) ||
    SAID_LIKE_NAMES.has(who) ||
    ((FAMILY.has(who) || SAID_LIKE_NAMES.has(who)) && MY.has(before)) ||
    // "Finn aus meiner Mannschaft ist …": a child named with its team or class.
    (GROUPS.has(who) && MINE_OR_OURS.has(before) && tokens[k - 3] === 'aus' && w.names.has(tokens[k - 4] ?? '')) ||
    // "Frau Meier ist …", "die Lehrerin ist …", and "sie ist …" first in a sentence; "die
    // Aufgabe war unfair oder die Lehrerin ist schuld" gives examples.
    TITLES.has(before) ||
    (TEACHERS.has(who) && (MY.has(before) || (ARTICLE.has(before) && tokens[k - 3] !== 'oder'))) ||
    (k === 1 && PRONOUNS_FIRST.has(who)) ||
    // "die Mädchen sind schuld, dass wir verloren haben": girls or boys as a group.
    (GENDER_GROUPS.has(who) && ARTICLE.has(before));
  return named && !toldBefore(tokens, k);
}

/**
 * "Tobi ist schuld, dass wir drinbleiben mussten", "mein Bruder ist immer an allem schuld": the
 * fault for what happens now given to a child or a family member by name. "Der Wind ist schuld",
 * "Lena ist nicht schuld" and "Ich bin schuld" give it to no one; "ich hab immer gesagt, mein
 * Bruder ist schuld" tells a thought.
 */
function blamed(tokens: readonly string[], k: number): boolean {
  let j = k + 1;
  while (j < tokens.length && j <= k + 4 && BLAME_FILLERS.has(tokens[j]!)) j++;
  return tokens[j] === 'schuld';
}

/** "ist halt ihre Schuld", "das ist seine Schuld": the fault is someone else's, said now. */
function theirFault(tokens: readonly string[], k: number): boolean {
  if (!IS_NOW.has(tokens[k]!)) return false;
  let j = k + 1;
  while (j < tokens.length && j <= k + 4 && BLAME_FILLERS.has(tokens[j]!)) j++;
  return (tokens[j] === 'ihre' || tokens[j] === 'seine') && tokens[j + 1] === 'schuld';
}

/**
 * "Das war natürlich wieder Hannas Schuld", "ist nur Finns Schuld": the fault given to a child by
 * name. "Das ist nicht Hannas Schuld" takes it away, and "Luca hat gesagt, das ist Tims Schuld"
 * tells what someone said.
 */
function namedChildsFault(w: Words, tokens: readonly string[], k: number): boolean {
  if (!IS.has(tokens[k]!)) return false;
  let j = k + 1;
  while (j < tokens.length && j <= k + 4 && (BLAME_FILLERS.has(tokens[j]!) || tokens[j] === 'wieder' || tokens[j] === 'natuerlich')) j++;
  const owner = tokens[j] ?? '';
  if (tokens[j + 1] !== 'schuld' || owner.length <= 3 || !owner.endsWith('s') || !w.names.has(owner.slice(0, -1))) return false;
  // "Luca hat gesagt, das ist nur Tims Schuld": what someone in the story said.
  return !toldBefore(tokens, k);
}

const LOSING = new Set(['verloren', 'verlieren', 'verlierst', 'verliert', 'verlor']);

/**
 * "wir haben das Turnier verloren nur wegen unserem Trainer", "wir verlieren immer wegen Finn":
 * a loss put on a child or grown-up by name or by who they are. "wegen dem Regen" names no one.
 */
function lostBecauseOf(w: Words, tokens: readonly string[], k: number): boolean {
  if (tokens[k] !== 'wegen' || !tokens.some((t) => LOSING.has(t))) return false;
  const who =
    MY.has(tokens[k + 1] ?? '') || MINE_OR_OURS.has(tokens[k + 1] ?? '') || ARTICLE.has(tokens[k + 1] ?? '')
      ? tokens[k + 2]
      : tokens[k + 1];
  return w.names.has(who ?? '') || TEACHERS.has(who ?? '') || FAMILY.has(who ?? '') || SAID_LIKE_NAMES.has(who ?? '');
}

/** "unfair", "gemein": what a person is called when the child blames them. */
const UNFAIR = new Set(['unfair', 'gemein', 'fies', 'ungerecht']);

/**
 * "…, voll unfair, sie ist schuld, dass ich drinnen sitz", "Frau Hahn sagt wir dürfen nur
 * Bleistift, die ist schuld …", "…, der ist echt unfair": "sie", "er", "die" or "der" first in a
 * part of a sentence (`parts`, the sentence cut at its commas) is someone the sentence spoke of,
 * given the fault or called unfair or stupid now. "ich hab immer gesagt, die ist schuld" tells a thought,
 * "sie ist nicht schuld" denies it, and "sie war schuld" may be a story.
 */
export function blamedAfterAComma(parts: readonly (readonly string[])[]): boolean {
  return parts.some((part, n) => {
    if (!PRONOUNS_FIRST.has(part[0] ?? '') || !IS_NOW.has(part[1] ?? '')) return false;
    const told = (parts[n - 1] ?? []).slice(-3).some((t) => TOLD.has(t) || THINKING.has(t));
    if (told) return false;
    let j = 2;
    while (j < part.length && j <= 5 && BLAME_FILLERS.has(part[j]!)) j++;
    // "Mein Turm ist umgefallen, der ist so doof gebaut": only a person named before is called stupid.
    // ("einen neuen Würfel": "neuen" names a thing here.)
    const stupid =
      TOO_STUPID.has(part[j] ?? '') &&
      namesAPerson(
        parts
          .slice(0, n)
          .flat()
          .filter((t) => !NEW.has(t)),
      );
    return part[j] === 'schuld' || UNFAIR.has(part[j] ?? '') || stupid || worstOfAll(part, 1);
  });
}

/** What a child blames a family member for being: "weil mein Bruder zu faul ist". */
const FAULTS = new Set(['faul', 'egoistisch', 'zickig', 'gemein', 'fies', 'unfair', 'dumm', 'doof', 'bloed']);
const SO = new Set(['so', 'zu', 'voll', 'echt', 'total', 'halt', 'einfach', 'eh', 'sowieso', 'immer', 'mega', 'viel']);
const STUPID_NOW = new Set(['dumm', 'doof', 'bloed']);

/**
 * "immer muss ICH den rausbringen, weil mein Bruder zu faul ist", "meine Schwester hilft mir nie,
 * weil sie so faul ist": the family member's fault given as the reason, said now. "Mein Bruder
 * ist heute faul und liegt auf dem Sofa" tells of a day, and "weil der Kater so faul ist" names no
 * one of the family.
 */
function familyFaultAsReason(tokens: readonly string[], k: number): boolean {
  if (tokens[k] !== 'weil' && tokens[k] !== 'denn') return false;
  let j = k + 1;
  const own = MY.has(tokens[j] ?? '') && (FAMILY.has(tokens[j + 1] ?? '') || SAID_LIKE_NAMES.has(tokens[j + 1] ?? ''));
  // "frau meier macht die meisten fehler, weil sie blöd ist": a grown-up by title and name too.
  const family = tokens
    .slice(0, k)
    .some((t, i) => (FAMILY.has(t) && MY.has(tokens[i - 1] ?? '')) || SAID_LIKE_NAMES.has(t) || (TITLES.has(t) && i + 1 < k));
  if (own) j += 2;
  else if (SAID_LIKE_NAMES.has(tokens[j] ?? '') || ((tokens[j] === 'sie' || tokens[j] === 'er') && family)) j += 1;
  else return false;
  const from = j;
  while (j < tokens.length && j <= from + 2 && SO.has(tokens[j]!)) j++;
  // "weil sie so faul ist"; "dumm", "doof" and "blöd" need no "so" to call someone stupid, when no
  // pet stands between ("Oma sagt, der Hund bellt, weil er doof ist").
  const bare = j === from && STUPID_NOW.has(tokens[j] ?? '') && !tokens.slice(0, k).some((t) => PETS.has(t));
  if (!FAULTS.has(tokens[j] ?? '') || (j === from && !bare)) return false;
  // "weil er einfach zu faul und zu dumm ist": the verb may come after a second fault.
  const verb = tokens[j + 1] === 'und' ? tokens.slice(j + 2, j + 6).findIndex((t) => IS_NOW.has(t)) + j + 2 : j + 1;
  return IS_NOW.has(tokens[verb] ?? '');
}

/** The worst of a kind: "der schlechteste Torwart", "die langweiligste Sängerin". */
const WORST = new Set(
  [
    'schlechtest',
    'schlimmst',
    'miesest',
    'duemmst',
    'bloedest',
    'doofst',
    'peinlichst',
    'langweiligst',
    'nervigst',
    'haesslichst',
    'fiesest',
    'gemeinst',
    'lahmst',
    'ekligst',
  ].map((stem) => `${stem}e`),
);
const WHOLE_WORLD = new Set(['welt', 'zeiten', 'universum', 'schule', 'klasse']);

/**
 * "Tim ist einfach der schlechteste Torwart der Welt": the worst one of all, said now of a child by
 * name. "Der Riese war der dümmste Riese im Land" tells a fairy tale; "Tim ist der beste Torwart
 * der Welt" praises.
 */
function worstOfAll(tokens: readonly string[], k: number): boolean {
  const worst = tokens.slice(k + 1, k + 5).findIndex((t) => WORST.has(t));
  if (worst < 0) return false;
  const after = tokens.slice(k + 2 + worst, k + 6 + worst);
  return after.some((t) => WHOLE_WORLD.has(t));
}

const DUMB = new Set(['dumm', 'doof', 'bloed', 'bescheuert', 'daemlich', 'dusselig', 'deppert']);
const PUTS_ON = new Set(['an', 'anstellt', 'anstellst', 'anstellen', 'angestellt']);
const NO_ONE_ELSE = new Set(['man', 'wer', 'jemand', 'ich', 'mich']);

/**
 * "weil die sich immer so dumm anstellt", "du stellst dich so doof an": how someone acts, called
 * stupid. "wenn man sich dumm anstellt", "wer sich am Anfang blöd anstellt" and "ich stell mich
 * dumm an" speak of no one else; "der Hund stellt sich dumm an" of a pet.
 */
function actsStupid(tokens: readonly string[], k: number): boolean {
  if (!DUMB.has(tokens[k]!) || !PUTS_ON.has(tokens[k + 1] ?? '')) return false;
  const before = tokens.slice(Math.max(0, k - 6), k);
  return (before.includes('sich') || before.includes('dich')) && !before.some((t) => NO_ONE_ELSE.has(t) || PETS.has(t));
}

/** Verbs of a blow, as one says them: "hau ich dir eine rein". */
const HITS = new Set(['hau', 'haue', 'hauen', 'haun', 'haut', 'schlag', 'schlage', 'knall', 'knalle', 'scheuer', 'scheuere']);
/** Where a blow lands, said after it: "eine rein", "eine runter". */
const LANDS = new Set(['rein', 'runter', 'drauf']);

/**
 * "wenn die nochmal kichern hau ich denen in der pause eine rein", "wer kichert kriegt in der
 * pause eine rein": a blow announced with the words between. "hau ich mir noch eine rein" (a
 * pizza) and "krieg ich eine rein" are about the child itself.
 */
function blowAhead(tokens: readonly string[], k: number): boolean {
  const gets = GETS.has(tokens[k]!);
  if (!HITS.has(tokens[k]!) && !gets) return false;
  if (gets && (tokens[k - 1] === 'ich' || tokens[k + 1] === 'ich')) return false;
  for (let j = k + 1; j < tokens.length && j <= k + 7; j++) {
    if (tokens[j] === 'mir' || tokens[j] === 'mich') return false;
    if (BLOWS.has(tokens[j]!) && LANDS.has(tokens[j + 1] ?? '')) return true;
  }
  return false;
}

/** Being annoyed by someone, said as the condition: "wenn er mich wieder ärgert". */
const ANNOYS = new Set(['aergert', 'aergerst', 'aergern', 'nervt', 'nervst', 'nerven', 'haut', 'haust', 'schubst']);
const DOES = new Set(['mach', 'mache', 'tu', 'tue']);
const FOR_REAL = new Set(['echt', 'wirklich']);
/** What follows "mach ich das echt" when it is a way of doing, not a promise: "echt so", "echt gern". */
const MANNER = new Set(['so', 'gern', 'gerne', 'gut', 'genauso']);

/** "mach ich das", "tu ich es" at `k`: the child promising to do it. */
function doesIt(tokens: readonly string[], k: number): boolean {
  return DOES.has(tokens[k]!) && tokens[k + 1] === 'ich' && (tokens[k + 2] === 'das' || tokens[k + 2] === 'es');
}

/**
 * "wenn er mich morgen wieder ärgert mach ich das echt": what the story did to someone, promised
 * for real if that one annoys the child again. "Wenn ich groß bin, mach ich das echt" has no one
 * who annoys; "…, mach ich das echt so wie Ferdy" is a way of doing it.
 */
function threatForReal(tokens: readonly string[], k: number): boolean {
  if (!doesIt(tokens, k)) return false;
  const real = [k + 3, k + 4].find((j) => FOR_REAL.has(tokens[j] ?? ''));
  if (real === undefined || MANNER.has(tokens[real + 1] ?? '')) return false;
  for (let j = k - 1; j >= 0 && j >= k - 4; j--) {
    if (ANNOYS.has(tokens[j]!) && tokens.slice(Math.max(0, j - 4), j).includes('mich')) return true;
  }
  return false;
}

const DONE_TO = new Set(['dir', 'euch', 'dich']);

/**
 * "und genau so mach ich das mit dir Paul, wenn du mich nochmal schubst": what the story did,
 * promised to someone real who annoys the child. "So mach ich das mit dir zusammen" and "Genau so
 * mache ich es mit Lea auch, wir üben jeden Tag" make plans.
 */
function sameToYou(w: Words, tokens: readonly string[], k: number): boolean {
  if (!doesIt(tokens, k) || !(tokens[k - 1] === 'so' || tokens[k - 1] === 'genauso')) return false;
  const at = tokens[k + 3] === 'auch' ? k + 4 : k + 3;
  if (tokens[at] !== 'mit') return false;
  const who = tokens[at + 1] ?? '';
  // … if the other annoys the child: "wenn du mich nochmal in der Pause schubst".
  return (DONE_TO.has(who) || w.names.has(who)) && tokens[at + 2] !== 'zusammen' && tokens.some((t) => ANNOYS.has(t));
}

/** "Stinkefuß", "Stinker", "Stinkstiefel": a nickname of stink. */
const STINKING_NAME = /^stink(e|er|efuss|efuesse|stiefel|bombe|socke|maus)$/;

const FATTEST = new Set(['fette', 'fetten']);
const CHILDREN = new Set([
  'junge',
  'jungen',
  'maedchen',
  'kind',
  'typ',
  'typen',
  'nachbar',
  'nachbarin',
  'nachbarjunge',
  'bruder',
  'schwester',
]);

/** "der dicke Kevin": a body word before a name makes a nickname of it. */
const FAT = new Set(['dicke', 'dicken', 'fette', 'fetten']);

/** A put-down adjective as it stands before a name: "fette", "doofen". */
function putDownAdjective(w: Words, word: string): boolean {
  return w.adjectives.has(word) || w.adjectives.has(word.replace(/(e|en|er|em)$/, ''));
}

const FOR_THEM = new Set([
  'maedchen',
  'jungs',
  'babys',
  'babies',
  'kleinkinder',
  'weicheier',
  'nerds',
  'streber',
  'loser',
  'looser',
  'versager',
  'opfer',
  'noobs',
]);
const ONLY_FOR = new Set(['was', 'nur', 'eh', 'doch', 'halt', 'sowieso']);

/**
 * "Seilspringen ist was für Mädchen", "Papierflieger sind eh nur für Babys", "Lesen ist eh nur was
 * für Nerds": a thing put down as fit only for girls, boys, babies or those called names. "Das Spiel ist für Mädchen und Jungen ab 6" and "Der Kurs ist nur
 * für Mädchen" tell who may come.
 */
function onlyForThem(tokens: readonly string[], k: number): boolean {
  let j = k + 1;
  let only = false;
  while (j < tokens.length && j <= k + 3 && ONLY_FOR.has(tokens[j]!)) {
    // "nur für Mädchen" alone may tell who may come ("Der Kurs ist nur für Mädchen").
    if (tokens[j] !== 'nur') only = true;
    j += 1;
  }
  return only && tokens[j] === 'fuer' && FOR_THEM.has(tokens[j + 1] ?? '') && tokens[j + 2] !== 'und';
}

/** What a named child's things are called to shame the child: "Leas Schuhe sind hässlich". */
const SHAMED_THINGS = new Set(['haesslich', 'eklig', 'ekelhaft', 'widerlich', 'peinlich', 'stinkig', 'assi', 'ranzig']);
const HERS_OR_HIS = new Set(['ihre', 'ihr', 'seine', 'sein']);

/**
 * "Leas Schuhe sind von KiK und hässlich", "Tim seine Jacke ist voll peinlich": a thing of a child
 * named by its name, called ugly or embarrassing, at "ist"/"sind" (`k`). "Leas Kuchen ist lecker"
 * and "Leas Schuhe sind nicht hässlich" shame no one.
 */
function namedChildsThingShamed(w: Words, tokens: readonly string[], k: number): boolean {
  const owner = tokens[k - 2] ?? '';
  const named =
    (owner.length > 3 && owner.endsWith('s') && w.names.has(owner.slice(0, -1))) ||
    (HERS_OR_HIS.has(owner) && w.names.has(tokens[k - 3] ?? ''));
  if (!named) return false;
  for (let j = k + 1; j < tokens.length && j <= k + 5; j++) {
    if (NO_ONE.has(tokens[j]!) || tokens[j] === 'aber') return false;
    if (SHAMED_THINGS.has(tokens[j]!)) return true;
  }
  return false;
}

export function putDownIn(clause: readonly string[], classmate = false): boolean {
  const w = vocab();
  // "du bist und bleibst der Affe": what one stays, one is.
  const tokens = clause.filter(
    (t, k) =>
      !(t === 'und' && IS.has(clause[k - 1] ?? '') && STAYS.has(clause[k + 1] ?? '')) &&
      !(STAYS.has(t) && clause[k - 1] === 'und' && IS.has(clause[k - 2] ?? '')),
  );
  for (let k = 0; k < tokens.length; k++) {
    const t = tokens[k]!;
    // In a text about a real person, "… ist schuld", "… ist so gemein" blames someone: no story
    // does that to a classmate or a teacher.
    // "Früher hab ich immer gesagt, meine Lehrerin ist schuld" tells an old thought.
    if (
      classmate &&
      IS.has(t) &&
      BLAMING.has(tokens[INTENSIFIERS.has(tokens[k + 1] ?? '') ? k + 2 : k + 1] ?? '') &&
      !toldBefore(tokens, k)
    )
      return true;
    // "Leon ist an allem schuld": the fault for everything.
    if (
      classmate &&
      IS.has(t) &&
      tokens[k + 1] === 'an' &&
      tokens[k + 2] === 'allem' &&
      tokens[k + 3] === 'schuld' &&
      !toldBefore(tokens, k)
    )
      return true;
    // "Paul aus meiner Klasse, das passiert dir auch …, pass bloß auf": a story turned into a threat.
    if (classmate && t === 'pass' && (tokens[k + 1] === 'bloss' || tokens[k + 1] === 'ja') && tokens[k + 2] === 'auf') return true;
    if (classmate && t === 'passiert' && tokens[k + 1] === 'dir' && tokens[k + 2] === 'auch') return true;
    if (CAN.has(t) && sexistGeneralisation(tokens, k)) return true;
    if (threatForReal(tokens, k) || blowAhead(tokens, k) || actsStupid(tokens, k) || sameToYou(w, tokens, k)) return true;
    if (laughedAtFor(w, tokens, k) || groupCalledNames(w, tokens, k)) return true;
    // What "Tobi ist …", "mein Bruder ist …" says now: the fault, or the worst of all.
    if (namedNow(w, tokens, k) && (blamed(tokens, k) || worstOfAll(tokens, k) || UNFAIR.has(tokens[k + 1] ?? ''))) return true;
    if (theirFault(tokens, k) || familyFaultAsReason(tokens, k) || namedChildsFault(w, tokens, k) || lostBecauseOf(w, tokens, k))
      return true;
    // "immer ist er schuld, wenn wir verlieren": in a text about a classmate, the verb first.
    if (classmate && IS.has(t) && THIRD_PERSONS.has(tokens[k + 1] ?? '') && BLAMING.has(tokens[k + 2] ?? '')) return true;
    // "Lukas stechen wenn er nervt": a named child and what to do to it, said as a plan (a line of a
    // list); "Die Biene wollte Lukas stechen" tells a story.
    if (k === 1 && HURTING.has(t) && w.names.has(tokens[0]!)) return true;
    if (IS.has(t) || STINKS.has(t) || BELONGS.has(t) || SHOULD.has(t)) {
      if (verbPutDown(w, tokens, k, classmate) || (IS.has(t) && (namedChildsThingShamed(w, tokens, k) || onlyForThem(tokens, k))))
        return true;
    } else if (t === 'wie') {
      if (comparisonPutDown(w, tokens, k, classmate)) return true;
    } else if (GETS.has(t)) {
      if (threatAt(w, tokens, k)) return true;
    } else if (w.contemptNouns.has(t) && contemptPair(w, tokens, k)) return true;
    // "Stinkefuß Jonas", "Jonas Stinker": a nickname of stink beside a name.
    else if (STINKING_NAME.test(t) && (w.names.has(tokens[k + 1] ?? '') || w.names.has(tokens[k - 1] ?? ''))) return true;
    // "der fette Lukas", "die doofe Lena": a child called by a put-down and its name.
    else if (
      ARTICLE.has(t) &&
      (putDownAdjective(w, tokens[k + 1] ?? '') || FAT.has(tokens[k + 1] ?? '')) &&
      // "die blöde Frau Meier": a grown-up by title and name; "der fette Junge nebenan": a child
      // called fat ("der dicke König" of a story is told, "fett" is said to hurt).
      (w.names.has(tokens[k + 2] ?? '') ||
        (TITLES.has(tokens[k + 2] ?? '') && tokens[k + 3] !== undefined) ||
        (FATTEST.has(tokens[k + 1] ?? '') && CHILDREN.has(tokens[k + 2] ?? '')))
    )
      return true;
  }
  return false;
}

const LAUGH = new Set(['lachen', 'lachten', 'lacht', 'lache', 'gelacht']);
const BECAUSE_OF_THEM = new Set(['er', 'sie', 'der', 'die']);

/**
 * "alle mussten lachen, weil er so fett war": laughing at a person for how they look or are.
 * "wir haben gelacht, weil er so lustig war" laughs with them.
 */
function laughedAtFor(w: Words, tokens: readonly string[], k: number): boolean {
  if (!LAUGH.has(tokens[k]!)) return false;
  const because = tokens.indexOf('weil', k + 1);
  if (because < 0 || because > k + 3 || !BECAUSE_OF_THEM.has(tokens[because + 1] ?? '')) return false;
  const what = tokens.slice(because + 2, because + 5).filter((t) => !HOW_SO.has(t));
  const [said = '', next] = what;
  // "weil er so dick angezogen war": how they were dressed, not what they are.
  if (next !== undefined && !IS.has(next) && next !== 'und') return false;
  return FAT.has(said) || FAT.has(`${said}e`) || putDownAdjective(w, said);
}

const GROUP_OF = new Set(['die', 'den', 'alle', 'diese']);
const FROM_SCHOOL = new Set(['der', 'unserer', 'meiner', 'eurer', 'dem', 'unserem', 'meinem']);

/**
 * "die ganzen Behinderten aus der 4c", "die Dummen aus unserer Klasse": children of a class or a
 * school named by a put-down. "Für Behinderte gibt es eine Rampe" names no one.
 */
function groupCalledNames(w: Words, tokens: readonly string[], k: number): boolean {
  if (!GROUP_OF.has(tokens[k]!)) return false;
  const at = tokens[k + 1] === 'ganzen' ? k + 2 : k + 1;
  const word = tokens[at] ?? '';
  if (!/e[nr]?$/.test(word) || !(putDownAdjective(w, word) || FAT.has(word))) return false;
  return tokens[at + 1] === 'aus' && FROM_SCHOOL.has(tokens[at + 2] ?? '');
}

const PAIN = new Set([
  'geweint',
  'geheult',
  'weinte',
  'heulte',
  'weint',
  'heult',
  'strampelt',
  'strampelte',
  'gestrampelt',
  'zappelt',
  'zappelte',
  'gezappelt',
  'untergeht',
  'blutet',
  'blutete',
]);
const FUN = new Set(['lustig', 'witzig', 'komisch']);
const FUN_SAID = new Set(['war', 'ist', 'aussah', 'sah', 'so', 'voll', 'echt', 'total', 'mega', 'richtig', 'urst', 'sau']);
const TURNS = new Set(['aber', 'dann', 'bis', 'doch', 'trotzdem', 'danach']);
const THAT = new Set(['das', 'dit', 'des', 'dat']);
const BEST_DAY = new Set(['beste', 'schoenste', 'tollste', 'geilste']);

/** A sentence that finds it funny, or the best day: "das war voll lustig", "Das war der beste Tag überhaupt". */
function enjoysIt(tokens: readonly string[]): boolean {
  return tokens.some((t, k) => (FUN.has(t) && FUN_SAID.has(tokens[k - 1] ?? '')) || (BEST_DAY.has(t) && tokens[k + 1] === 'tag'));
}

/**
 * "Letzte Woche hat sie sogar geweint, das war voll lustig", "… und er hat geheult. Das war der
 * beste Tag überhaupt", "… gelacht, weil es so lustig aussah, wie sie strampelt": joy at someone's
 * tears or pain, in the same sentence or the next. `sentences` are the text's sentences as tokens.
 * "Sie hat vor Lachen geweint, so lustig war der Film" cries for joy.
 */
export function enjoysTheirPain(sentences: readonly (readonly string[])[]): boolean {
  return sentences.some((s, n) => {
    const pain = s.findIndex((t, k) => PAIN.has(t) && !(s[k - 2] === 'vor' && (s[k - 1] === 'lachen' || s[k - 1] === 'freude')));
    if (pain < 0) return false;
    // "Das Baby hat geweint, aber dann war es so lustig": the tears are over before the fun.
    const turn = s.findIndex((t, k) => k > pain && TURNS.has(t));
    const next = sentences[n + 1] ?? [];
    return enjoysIt(turn < 0 ? s : s.slice(0, turn)) || (turn < 0 && THAT.has(next[0] ?? '') && enjoysIt(next));
  });
}

/** Liking or hoping for something: "ich fänd es gut", "hoffentlich", "ich wünsch mir". */
const WISHING =
  /(^|[^\p{L}])(f(ä|ae)nde?|w(ä|ae)re?)\s+(es\s+)?(gut|toll|cool|schön|schoen|lustig|super)|(^|[^\p{L}])(wünsch|wuensch|hoff)\p{L}*/iu;
/** Hurt that comes to the one spoken to, with no negation between: "du … dir richtig weh tust", "du hinfällst". */
const HURT_TO_YOU =
  /(^|[^\p{L}])(du|dich|dir)((?:\s+(?!nicht|nie|kein)\p{L}+){0,5})\s+(weh\s*tust|wehtust|hinfällst|hinfaellst|hinfliegst|auf die (fresse|nase|schnauze) fällst|krank wirst|heulen musst)([^\p{L}]|$)/iu;

/**
 * "ich fänd es gut, wenn du mal hinfällst und dir richtig weh tust", "hoffentlich tust du dir weh":
 * a wish for the other's hurt. "ich hoffe, du tust dir nicht weh" wishes the opposite. `sentence`
 * as written.
 */
export function wishesThemHurt(sentence: string): boolean {
  return (
    WISHING.test(sentence) &&
    (HURT_TO_YOU.test(sentence) || /(^|[^\p{L}])tust du dir\s+(?:(?!nicht|nie|kein)\p{L}+\s+){0,2}weh/iu.test(sentence))
  );
}

/** Great minds named to mock: "ein echtes Growth-Mindset-Genie 👏👏". */
const MOCK_TITLES = new Set(['genie', 'einstein', 'blitzmerker', 'superhirn', 'ueberflieger']);
/** Laughing, eye-rolling or applause twice over, said with such a name. */
const MOCKING_FACES = /😂|🤣|🙄|🙃|👏\s*👏/u;

/**
 * "Kevin aus meiner Klasse übt schon seit drei Jahren Lesen, ein echtes Growth-Mindset-Genie 👏👏":
 * in a text about a classmate, a great mind named with laughter or applause mocks them. "Lena aus
 * meiner Klasse ist ein Mathe-Genie!" praises. `sentences` are the text's sentences as written
 * and as tokens.
 */
export function mockedAsAGenius(sentences: readonly { raw: string; tokens: readonly string[] }[], classmate: boolean): boolean {
  return classmate && sentences.some((s) => MOCKING_FACES.test(s.raw) && s.tokens.some((t) => MOCK_TITLES.has(t)));
}

const OWNERS_OF = new Set(['dein', 'deine', 'deinen', 'euer', 'eure', 'mein', 'meine', 'meinen', 'sein', 'seine', 'ihr', 'ihre']);
/** "dein Gesicht": a part of someone, named for the person. */
const FACE = new Set(['gesicht', 'kopf', 'fresse']);
/** What else a line naming a person may hold: "Leon aus der 4b", "dein Gesicht lol", "meine Schwester und ihre Freundin". */
const WITH_A_PERSON = new Set(['aus', 'der', 'die', 'von', 'vom', 'mit', 'und', 'lol', 'haha', 'xd', 'nase', 'frisur', ...FACE]);

/**
 * "Leon aus der 4b", "dein Gesicht lol", "mein Bruder" as ideas for "Müll" or "Schwein": a person
 * listed as rubbish or vermin, however harmless each line is alone. A line that tells something
 * ("Papa bringt ihn raus", "Oma hat Schweine") or holds no person ("mein Zimmer") names no one.
 */
export function peopleListedAs(word: string, ideas: string): boolean {
  const w = vocab();
  const folded = foldForSafety(word);
  if (!w.nouns.has(folded) && !w.animals.has(folded)) return false;
  const person = (t: string) => w.names.has(t) || w.people.has(t);
  return ideas.split(/[\n,;]+/).some((line) => {
    // "der Paul aus der 4b 🤮": the child named with an article.
    const all = wordsOf(line).map(foldForSafety);
    const tokens = ARTICLE.has(all[0] ?? '') && person(all[1] ?? '') ? all.slice(1) : all;
    if (tokens.length === 0 || tokens.length > 4) return false;
    const [first, ...rest] = tokens;
    if (!rest.every((t) => WITH_A_PERSON.has(t) || person(t) || /^\d[a-z]$/.test(t))) return false;
    return person(first!) || (OWNERS_OF.has(first!) && rest.some((t) => person(t) || FACE.has(t)));
  });
}

const DISLIKED = ['keiner mag', 'niemand mag', 'keiner leiden kann', 'niemand leiden kann'];

/**
 * "Herr Kaiser der alte Stinker", "die nervigen Müllers die eh keiner mag": a WortEntdecker idea
 * that names a person (by title and name, by first name, or a family as "die …s") and puts them
 * down. "Herr Kaiser gießt die Blumen" and "die Müllers von nebenan" are ideas.
 */
export function personPutDownInAnIdea(ideas: string): boolean {
  // A list has an idea per line; a story's sentences are read by the safety check.
  const lines = ideas.split(/\n+/);
  if (lines.length < 3) return false;
  const w = vocab();
  const adjectives = [...w.adjectives].filter((a) => a.length >= 4);
  // "nervigen" for "nervig": the word with an ending of up to two letters.
  const putDown = (t: string) => w.nouns.has(t) || adjectives.some((a) => t.startsWith(a) && t.length - a.length <= 2);
  return lines.some((line) => {
    const raw = wordsOf(line);
    if (raw.length > 8) return false;
    const tokens = raw.map(foldForSafety);
    const names = tokens.some(
      (t, k) =>
        (TITLES.has(t) && tokens[k + 1] !== undefined) ||
        w.names.has(t) ||
        (t === 'die' && raw.slice(k + 1, k + 3).some((r) => /^\p{Lu}\p{Ll}+s$/u.test(r))),
    );
    const folded = tokens.join(' ');
    return names && (tokens.some(putDown) || DISLIKED.some((d) => folded.includes(d)));
  });
}

const HOW_SO = new Set(['genauso', 'so', 'voll', 'total', 'echt', 'richtig', 'ganz', 'mega', 'eben', 'halt']);

/**
 * "… genauso aus wie meine Schwester, genauso eklig und fett": a part of put-down words only, set
 * after a comma beside a person the child names ("meine Schwester", "Leon"). `parts` is the
 * sentence cut at its commas. "… wie meine Schwester, so klein und lieb" puts no one down.
 */
export function putDownBeside(parts: readonly (readonly string[])[]): boolean {
  const w = vocab();
  return parts.some((part, n) => {
    const before = parts[n - 1];
    if (n === 0 || before === undefined || before.length < 1) return false;
    const who = before.at(-1)!;
    const named = w.names.has(who) || (w.people.has(who) && MY.has(before.at(-2) ?? ''));
    if (!named) return false;
    // Only such words in the part: "genauso eklig und fett", not "dumm gelaufen war nur das Wetter".
    const words = part.filter((t) => !HOW_SO.has(t) && t !== 'und' && t !== 'oder');
    return words.length > 0 && words.length <= 3 && words.every((t) => putDownAdjective(w, t));
  });
}
