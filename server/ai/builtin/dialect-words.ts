/**
 * Regional and spoken forms children write as they speak them (Bavarian, Swabian, Swiss,
 * Berlin, Saxon, Hessian): "i bin grantig", "des is mei Pulli", "nächsts moi gwinn ma",
 * "mer chan nüt dra ändere". Every checker reads words through this one table.
 *
 * Two kinds of help, both for words already folded (lowercase, ae/oe/ue, ss):
 *   - a word that is unambiguously regional is read as its standard word ("i" → "ich");
 *   - a regional sound at the start of a word gives the word a second reading ("valorn" may be
 *     "verlorn", "gwinn" may be "gewinn"), which only adds stems and never takes one away.
 * Words that are also standard German with another meaning ("mir", "ober", "ma") are left alone.
 * The common forms stand here; regional-words.ts holds many more.
 */
import { SEPARABLE_PREFIXES } from '../../../engine/term-match.ts';
import { REGIONAL_WORDS } from './regional-words.ts';

const STANDARD: ReadonlyMap<string, string> = new Map(
  Object.entries({
    ...REGIONAL_WORDS,
    // I, me, my, you
    i: 'ich',
    isch: 'ich',
    ick: 'ich',
    ik: 'ich',
    mi: 'mich',
    di: 'dich',
    mei: 'mein',
    dei: 'dein',
    meim: 'meinem',
    deim: 'deinem',
    mia: 'wir',
    // "gibst dus mir": the "es" leaned on "du"
    dus: 'du',
    // not, nothing, no
    net: 'nicht',
    ned: 'nicht',
    nid: 'nicht',
    nit: 'nicht',
    noed: 'nicht',
    nich: 'nicht',
    nued: 'nicht',
    nisch: 'nicht',
    nix: 'nichts',
    nueschd: 'nichts',
    nischd: 'nichts',
    nuet: 'nichts',
    nuex: 'nichts',
    koa: 'kein',
    koan: 'keinen',
    koane: 'keine',
    koi: 'kein',
    koin: 'keinen',
    koine: 'keine',
    kei: 'kein',
    keene: 'keine',
    // be, have
    is: 'ist',
    isn: 'ist',
    san: 'sind',
    bisch: 'bist',
    ham: 'haben',
    hot: 'hat',
    hod: 'hat',
    hots: 'hats',
    hasch: 'hast',
    // want, may, can
    // "i dad ma wünschn", "i schaam mi"
    dad: 'taet',
    schaam: 'schaeme',
    // "i tät mi freia"
    freia: 'freuen',
    // Kölsch "mer kann dovun liere": "davon", never a "doof"
    dovun: 'davon',
    dovon: 'davon',
    schoam: 'schaeme',
    mecht: 'moechte',
    moecht: 'moechte',
    woit: 'wollte',
    mog: 'mag',
    mogst: 'magst',
    ko: 'kann',
    kasch: 'kannst',
    willsch: 'willst',
    // little words
    des: 'das',
    dat: 'das',
    wos: 'was',
    wat: 'was',
    ois: 'alles',
    moi: 'mal',
    mol: 'mal',
    nomoi: 'nochmal',
    nomol: 'nochmal',
    scho: 'schon',
    aba: 'aber',
    owa: 'aber',
    sunst: 'sonst',
    jetz: 'jetzt',
    etz: 'jetzt',
    ooch: 'auch',
    zamm: 'zusammen',
    zam: 'zusammen',
    zsamm: 'zusammen',
    heit: 'heute',
    moang: 'morgen',
    morgn: 'morgen',
    bissal: 'bisschen',
    bissl: 'bisschen',
    bisserl: 'bisschen',
    bissle: 'bisschen',
    // kind words and feelings
    schee: 'schoen',
    schoe: 'schoen',
    guat: 'gut',
    guad: 'gut',
    guet: 'gut',
    liab: 'lieb',
    schod: 'schade',
    // thinking and knowing (Swiss dänkt, Saxon glaabt, Bavarian moant, woaß)
    daenkt: 'denkt',
    daenke: 'denke',
    glaabt: 'glaubt',
    glaab: 'glaube',
    moant: 'meint',
    moanst: 'meinst',
    woass: 'weiss',
    woasst: 'weisst',
    weesst: 'weisst',
    // can, give, want (Swiss chan, chöi, git, wött; Saxon gann; Berlin jibt)
    chan: 'kann',
    gann: 'kann',
    choei: 'koennen',
    choend: 'koennen',
    git: 'gibt',
    jibt: 'gibt',
    woett: 'moechte',
    // "gibt … auf": Swiss uf, Saxon and Berlin uff
    uf: 'auf',
    uff: 'auf',
    // Low German: "dat blifft so", "mit Öven beter warrt"
    blifft: 'bleibt',
    gifft: 'gibt',
    warrt: 'wird',
    beter: 'besser',
    oeven: 'ueben',
    oevt: 'uebt',
    // Low German "ik öv noch'n beten"; Bavarian "unten breiter baun", "ich nem den blauen"
    oev: 'uebe',
    baun: 'bauen',
    nem: 'nehm',
    wasst: 'waechst',
    braegen: 'gehirn',
    // come, go, play, want, must, may, can (Bavarian, Swabian, Swiss, Berlin)
    kimm: 'komm',
    kumm: 'komm',
    chum: 'komm',
    kimmst: 'kommst',
    kimmt: 'kommt',
    kummt: 'kommt',
    chunsch: 'kommst',
    chunt: 'kommt',
    kommsch: 'kommst',
    ganga: 'gegangen',
    goht: 'geht',
    jeh: 'geh',
    jehen: 'gehen',
    spui: 'spiele',
    spuin: 'spielen',
    spuit: 'spielt',
    mitspuin: 'mitspielen',
    gspuit: 'gespielt',
    woin: 'wollen',
    wott: 'will',
    wotsch: 'willst',
    muas: 'muss',
    muasst: 'musst',
    mues: 'muss',
    derf: 'darf',
    konnst: 'kannst',
    chasch: 'kannst',
    cha: 'kann',
    machsch: 'machst',
    sodde: 'sollte',
    lueg: 'schau',
    luege: 'schauen',
    gsi: 'gewesen',
    haet: 'hat',
    haend: 'haben',
    hen: 'haben',
    // when, where, how much, again
    oiwei: 'immer',
    ollaweil: 'immer',
    heid: 'heute',
    gestan: 'gestern',
    nimma: 'nicht',
    // Swiss "si hät mi nümme gern"
    nuemme: 'nicht',
    nemme: 'nicht',
    glei: 'gleich',
    vui: 'viel',
    hoit: 'halt',
    wia: 'wie',
    aa: 'auch',
    au: 'auch',
    un: 'und',
    dahoam: 'daheim',
    hoam: 'heim',
    oeppis: 'etwas',
    aebbes: 'etwas',
    ebbes: 'etwas',
    // new, again (Bavarian "an neia", "hoid")
    neia: 'neue',
    neie: 'neue',
    neis: 'neues',
    hoid: 'halt',
    // Berlin
    icke: 'ich',
    jut: 'gut',
    dit: 'das',
    det: 'das',
    bittschoen: 'bitte',
    bittschee: 'bitte',
    // Swiss and Alemannic: "bim fixed mindset dänkt me, me chönn öppis eifach nöd"
    me: 'man',
    bim: 'beim',
    eifach: 'einfach',
    bliebt: 'bleibt',
    dezue: 'dazu',
    zerscht: 'zuerst',
    choenn: 'koennen',
    // Swabian: "mr kaa des oifach ned" (man kann das einfach nicht)
    mr: 'man',
    kaa: 'kann',
    oifach: 'einfach',
    ond: 'und',
    // Saxon: "isch ärgere misch, wenn meine Schdifte weg sin. Frooch misch bidde."
    misch: 'mich',
    // "ich zeich dir's"
    zeich: 'zeig',
    sin: 'sind',
    bidde: 'bitte',
    frooch: 'frag',
    // Kölsch: "dat mäht nix", "jot jejange"
    maeht: 'macht',
    jot: 'gut',
    // Bavarian "hinfoin ghert dazua", Swiss "gigampfe" (schaukeln)
    ghert: 'gehoert',
    dazua: 'dazu',
    hinfoin: 'hinfallen',
    gigampfe: 'schaukeln',
    gigampfi: 'schaukel',
    // "probier ichs nochmal": "ich" with the "es" run in
    ichs: 'ich',
    // Kölsch: "Maach ens de Dür zo, et trick esu"
    ens: 'mal',
    esu: 'so',
    zo: 'zu',
    et: 'es',
    weed: 'wird',
    uevve: 'ueben',
    passeet: 'passiert',
    wigger: 'weiter',
    // Kölsch "dä Opa spillt dat su lang", "dä Kooche es nit ming Jeschmack, ävver …", "do häs"
    spillt: 'spielt',
    av: 'ab',
    ming: 'mein',
    kooche: 'kuchen',
    aevver: 'aber',
    haes: 'hast',
    // Low German "Ik bün trurig, wenn ik achtern sitten mutt" ("sitten" stays as it is: "Sitten" is a standard word)
    trurig: 'traurig',
    achtern: 'hinten',
    afwesseln: 'abwechseln',
    afwesselt: 'abwechselt',
    // Saxon "andorsch", "meenst", "heude is ni genuch Wind", "morchn brobiern mers nochma"
    andorsch: 'anders',
    andersch: 'anders',
    heude: 'heute',
    ni: 'nicht',
    genuch: 'genug',
    morchn: 'morgen',
    brobiern: 'probieren',
    brobier: 'probier',
    brobiere: 'probiere',
    gabutt: 'kaputt',
    gabudd: 'kaputt',
    vielleischt: 'vielleicht',
    fliescht: 'fliegt',
    weidor: 'weiter',
    aehmd: 'eben',
    meenst: 'meinst',
    meent: 'meint',
    // Berlin "janz", Hessian "annern", "zeischt", "rischdisch", Swiss "schnäll", "Ufzgi" (homework)
    janz: 'ganz',
    janze: 'ganze',
    annern: 'anderen',
    annere: 'andere',
    zeischt: 'zeigt',
    zeisch: 'zeig',
    rischdisch: 'richtig',
    lusdisch: 'lustig',
    schnaell: 'schnell',
    ufzgi: 'hausaufgaben',
    // Hessian "isch winsch mer"
    winsch: 'wuensch',
    winsche: 'wuensche',
    // asking and saying
    frog: 'frag',
    frogn: 'fragen',
    sog: 'sag',
    sogn: 'sagen',
  }),
);

/** The standard word a regional form stands for, or the word itself. */
export function standardWord(folded: string): string {
  return STANDARD.get(folded) ?? folded;
}

// "va" for "ver" before a consonant (valorn, vagiss, vastehst); "g" for "ge" before a
// consonant no German word starts with after "g" (gwinn, gmacht, gsagt, gfreit, Gheimnis); Berlin "je".
const VER = /^va(?=[bcdfgklmnprstwz])/;
const GE = /^g(?=[bdfhjkmpstwz])/;
// After a separable prefix also before l, n, r: "ausglacht", "aufgräumt".
const GE_AFTER_PREFIX = /^g(?=[bdfhjklmnprstwz])/;
// The Swiss "b" for "be" before "h": "bhalte", "bhaltsch".
const BE = /^bh/;
// The Saxon "d" for "t" after "sch": "Schdifte", "schdimmt".
const SAXON_ST = /schd/g;
// Berlin "je" for "ge" (jemacht, jesagt, jespielt).
const JE = /^je(?=[bdfhklmnprsw])/;
// Berlin "j" for "g" between vowels and before "l", "r": "morjen", "Vojel", "sajen", "jlei", "jroß".
const BERLIN_G = /(?<=[aeiouy][lr]?)j(?=[aeiou])|^j(?=[lr])/g;
// The Swabian "scht" inside a word is "st" ("Angscht", "bischt", "Aschtrengung"); a word starting
// with it ("schtimmt") and "Tischtennis" keep their own reading too, since this only adds one.
const SWABIAN_ST = /(?<=.)scht/g;

// The Swiss "ch" for "k" before a vowel: "Chind", "chopf", "chumm", "chönd".
const SWISS_K = /^ch(?=[aeiouy])/;

// The Swabian and Bavarian "-a" for "-en" or "-e": "bleiba", "üba", "Schnecka" (a second reading only:
// "Pizza" and "Kamera" keep their own).
const A_FOR_EN = /(?<=[^aeiouy])a$/;

// "baun", "schaun", "freun", "gehn": the "e" of "-en" swallowed after a long sound.
const SWALLOWED_E = /(au|eu|aeu|eh|ieh|st[ae]h)n$/;
// "redn", "spieln", "lesn", "habn", "machn": the "e" of "-en" swallowed after a consonant, as
// children write what they say. No German word ends in these sounds before a bare "n".
const SWALLOWED_E_AFTER_CONSONANT = /(?<=[aeiouy](?:[bdgklmpstz]|ch|ck|ss|ll|mm|tz|pp|tt))n$/;
// The Swabian and Swiss "-sch" of "du kannsch", "machsch", "willsch" for "-st".
const YOU_SCH = /(?<=[^s])sch$/;
// The Swiss "us" for "aus" and "uf", "uuf" for "auf" before a consonant: "uslache", "uufhilfsch".
const SWISS_OUT = /^us(?=[bcdfghklmnprstwz])/;
const SWISS_UP = /^uu?f(?=[bcdfghklmnprstwz])/;
const youSt = (w: string) => (w.length >= 6 && YOU_SCH.test(w) ? `${w.slice(0, -3)}st` : w);

/**
 * A second reading of a word with a regional start (also the Swiss "ch", "us", "uf"), a Swabian
 * "scht" or "-sch", a swallowed "e" or an "-a" for "-en", or null.
 */
export function regionalReading(folded: string): string | null {
  if (folded.length < 4) return null;
  if (VER.test(folded)) return `ver${folded.slice(2)}`;
  // "ausglacht", "aufgstandn": the "ge" of a separable verb's participle swallowed too.
  const prefix = SEPARABLE_PREFIXES.find((p) => folded.startsWith(p) && GE_AFTER_PREFIX.test(folded.slice(p.length)));
  if (prefix && folded.length - prefix.length >= 4) return `${prefix}ge${folded.slice(prefix.length + 1)}`;
  if (GE.test(folded)) return `ge${folded.slice(1)}`;
  if (BE.test(folded)) return `be${folded.slice(1)}`;
  if (folded.includes('schd')) return folded.replace(SAXON_ST, 'st');
  if (JE.test(folded)) return `ge${folded.slice(2)}`;
  if (folded.includes('j')) {
    const berlin = folded.replace(BERLIN_G, 'g');
    if (berlin !== folded) return berlin;
  }
  if (SWISS_K.test(folded)) return `k${folded.slice(2)}`;
  if (folded.length >= 6 && SWISS_OUT.test(folded)) return youSt(`aus${folded.slice(2)}`);
  // "Ufregig" for "Aufregung": the Swiss "-ig" of a noun in "-ung".
  if (folded.length >= 6 && SWISS_UP.test(folded)) return youSt(folded.replace(SWISS_UP, 'auf').replace(/ig$/, 'ung'));
  if (folded.length > 4 && folded.includes('scht', 1)) return folded.replace(SWABIAN_ST, 'st');
  if (SWALLOWED_E.test(folded) || SWALLOWED_E_AFTER_CONSONANT.test(folded)) return `${folded.slice(0, -1)}en`;
  if (YOU_SCH.test(folded) && youSt(folded) !== folded) return youSt(folded);
  if (folded.length >= 5 && A_FOR_EN.test(folded)) return `${folded.slice(0, -1)}en`;
  return null;
}
