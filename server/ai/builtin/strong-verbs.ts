/**
 * Strong and irregular German verbs change their vowel ("geholfen", "half" for "helfen"), so no
 * ending rule finds the infinitive. This table gives the infinitive of their participles and
 * past forms, for words already folded (lowercase, ae/oe/ue, ss). A separable prefix in front
 * ("mitgeholfen", "aufgestanden", "weggelaufen") is read too, and so is a prefix that takes no
 * "ge-" ("versprochen", "bekommen"). Only forms that are no other
 * common word are listed: "ass" (Ass), "band" (Band), "sprachen" (Sprachen) and the participle
 * "gefallen" (it pleased) are not.
 */

import { SEPARABLE_PREFIXES } from '../../../engine/term-match.ts';

const FORMS: Readonly<Record<string, string>> = {
  helfen: 'geholfen half halfen',
  gehen: 'gegangen ging gingen',
  kommen: 'gekommen kam kamen',
  sprechen: 'gesprochen sprach',
  schreiben: 'geschrieben schrieb schrieben',
  essen: 'gegessen assen',
  trinken: 'getrunken trank tranken',
  finden: 'gefunden fand fanden',
  nehmen: 'genommen nahm nahmen',
  geben: 'gegeben gab gaben',
  sehen: 'gesehen sah sahen',
  werfen: 'geworfen warf warfen',
  treffen: 'getroffen traf trafen',
  stehlen: 'gestohlen stahl',
  schlagen: 'geschlagen schlug schlugen',
  fallen: 'fiel fielen',
  laufen: 'gelaufen lief liefen',
  schwimmen: 'geschwommen schwamm schwammen',
  singen: 'gesungen sang sangen',
  springen: 'gesprungen sprang sprangen',
  gewinnen: 'gewonnen gewann gewannen',
  verlieren: 'verloren verlor verlorn',
  fliegen: 'geflogen flog flogen',
  ziehen: 'gezogen zog zogen',
  brechen: 'gebrochen brach brachen',
  streiten: 'gestritten stritt stritten',
  beissen: 'gebissen biss bissen',
  schneiden: 'geschnitten schnitt schnitten',
  reissen: 'gerissen riss rissen',
  schmeissen: 'geschmissen schmiss schmissen',
  schiessen: 'geschossen schoss schossen',
  verschiessen: 'verschossen verschoss',
  luegen: 'gelogen log logen',
  schreien: 'geschrien geschrieen schrie schrien',
  bleiben: 'geblieben blieb blieben',
  stehen: 'gestanden stand standen',
  sitzen: 'gesessen sass sassen',
  liegen: 'gelegen lag lagen',
  leihen: 'geliehen lieh liehen',
  vergessen: 'vergass vergassen',
  verstehen: 'verstanden verstand verstanden',
  anfangen: 'angefangen fing fingen',
  fangen: 'gefangen fing fingen',
  wissen: 'gewusst wusste wussten',
  denken: 'gedacht dachte dachten',
  bringen: 'gebracht brachte brachten',
  koennen: 'gekonnt konnte konnten',
  moegen: 'gemocht mochte mochten',
  wollen: 'gewollt wollte wollten',
  muessen: 'gemusst musste mussten',
  duerfen: 'gedurft durfte durften',
  tun: 'getan tat taten',
  rufen: 'gerufen rief riefen',
  schlafen: 'geschlafen schlief schliefen',
  halten: 'gehalten hielt hielten',
  lassen: 'gelassen liess liessen',
  fahren: 'gefahren fuhr fuhren',
  tragen: 'getragen trug trugen',
  waschen: 'gewaschen wusch',
  wachsen: 'gewachsen wuchs wuchsen',
  graben: 'gegraben grub gruben',
  backen: 'gebacken',
  lesen: 'gelesen las lasen',
  verzeihen: 'verziehen verzieh',
  scheinen: 'geschienen schien',
  schieben: 'geschoben schob schoben',
  bitten: 'gebeten bat baten',
  sinken: 'gesunken sank',
  stinken: 'gestunken stank',
  binden: 'gebunden banden',
  klingen: 'geklungen klang',
  riechen: 'gerochen roch rochen',
  kriechen: 'gekrochen kroch krochen',
  frieren: 'gefroren fror froren',
  biegen: 'gebogen bog',
  betruegen: 'betrogen betrog',
  gleiten: 'geglitten glitt',
  pfeifen: 'gepfiffen pfiff pfiffen',
  greifen: 'gegriffen griff griffen',
  reiten: 'geritten ritt ritten',
  leiden: 'gelitten litt',
  meiden: 'gemieden mied',
  steigen: 'gestiegen stieg stiegen',
  schweigen: 'geschwiegen schwieg',
  treten: 'getreten trat traten',
  vergleichen: 'verglichen verglich',
  erschrecken: 'erschrocken erschrak',
  empfehlen: 'empfohlen empfahl',
  nennen: 'genannt nannte nannten',
  rennen: 'gerannt rannte rannten',
  kennen: 'gekannt kannte kannten',
  brennen: 'gebrannt brannte',
  senden: 'gesandt',
  hauen: 'gehauen',
  heben: 'gehoben hob hoben',
  gefallen: 'gefaellt gefaellst gefiel gefielen',
};

/**
 * Present forms for "du" and "er/sie/es" that change the vowel ("hilft", "fällt", "läuft"): no
 * ending rule finds the infinitive of these either.
 */
const PRESENT_FORMS: Readonly<Record<string, string>> = {
  helfen: 'hilfst hilft',
  essen: 'isst',
  nehmen: 'nimmst nimmt',
  geben: 'gibst gibt',
  sehen: 'siehst sieht',
  werfen: 'wirfst wirft',
  treffen: 'triffst trifft',
  sprechen: 'sprichst spricht',
  brechen: 'brichst bricht',
  stehlen: 'stiehlst stiehlt',
  schlagen: 'schlaegst schlaegt',
  fallen: 'faellst faellt',
  laufen: 'laeufst laeuft',
  vergessen: 'vergisst',
  lesen: 'liest',
  schlafen: 'schlaefst schlaeft',
  halten: 'haeltst haelt',
  lassen: 'laesst',
  fahren: 'faehrst faehrt',
  tragen: 'traegst traegt',
  waschen: 'waeschst waescht',
  wachsen: 'waechst',
  empfehlen: 'empfiehlst empfiehlt',
  erschrecken: 'erschrickst erschrickt',
  fangen: 'faengst faengt',
};

const INFINITIVE: ReadonlyMap<string, string> = new Map(
  [...Object.entries(FORMS), ...Object.entries(PRESENT_FORMS)].flatMap(([infinitive, forms]) =>
    forms
      .split(' ')
      .filter(Boolean)
      .map((f) => [f, infinitive] as const),
  ),
);

/** The infinitive of a strong or irregular verb form ("mitgeholfen" → "mithelfen"), or null. */
export function strongVerbInfinitive(folded: string): string | null {
  const own = INFINITIVE.get(folded);
  if (own) return own;
  for (const prefix of SEPARABLE_PREFIXES) {
    if (folded.length - prefix.length < 5 || !folded.startsWith(prefix)) continue;
    const rest = INFINITIVE.get(folded.slice(prefix.length));
    if (rest) return prefix + rest;
  }
  // "versprochen", "bekommen", "verstanden": a prefix that takes no "ge-" stands before the participle.
  for (const prefix of INSEPARABLE_PREFIXES) {
    if (folded.length - prefix.length < 5 || !folded.startsWith(prefix)) continue;
    const rest = INFINITIVE.get(`ge${folded.slice(prefix.length)}`);
    if (rest) return prefix + rest;
  }
  return null;
}

const INSEPARABLE_PREFIXES = ['ver', 'be', 'ent', 'er', 'zer', 'miss'];
