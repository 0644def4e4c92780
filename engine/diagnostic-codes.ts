/**
 * Every problem the game loader reports has one of these codes. A code never changes its
 * meaning once released, so an author can look it up in the authors' guide (games/README.md,
 * "Meldungen von A bis Z") and a test can name it. New problems get new numbers; retired numbers
 * are not reused.
 */
export const diagnosticCodes = {
  // The YAML itself cannot be read (only the first such problem of a file is reported).
  'FERDY-E001': {
    title: 'Die Datei ist kein gültiges YAML',
    help: 'Sieh dir die genannte Zeile und die Zeile davor an: Oft fehlt ein Anführungszeichen, eine Klammer oder ein Leerzeichen nach dem Doppelpunkt.',
  },
  'FERDY-E002': {
    title: 'Tabulator beim Einrücken',
    help: 'YAML rückt nur mit Leerzeichen ein, zwei pro Stufe. Lösche den Tabulator am Zeilenanfang und setze Leerzeichen.',
  },
  'FERDY-E003': {
    title: 'Ein Schlüssel steht zweimal',
    help: 'Jeder Schlüssel darf in einer Gruppe nur einmal vorkommen. Lösche einen der beiden oder fasse sie zusammen.',
  },
  'FERDY-E004': {
    title: 'Falsch eingerückt',
    help: 'Schlüssel, die zusammengehören, beginnen in derselben Spalte. Rücke die Zeile so ein wie ihre Nachbarn (zwei Leerzeichen pro Stufe).',
  },
  'FERDY-E005': {
    title: 'Anführungszeichen oder Klammer nicht geschlossen',
    help: 'Ein Text, der mit " beginnt, muss auch mit " enden; eine Liste, die mit [ beginnt, mit ] und eine Gruppe mit { auch mit }.',
  },
  'FERDY-E006': {
    title: 'Doppelpunkt in einem Text ohne Anführungszeichen',
    help: 'Ein Text mit „: “ sieht für YAML wie ein neuer Schlüssel aus. Setze den ganzen Text in Anführungszeichen: correct: "Richtig: So geht es."',
  },
  'FERDY-E007': {
    title: 'Die Datei ist leer oder keine Liste von Schlüsseln',
    help: 'Eine Spieldatei, ein Inhalts-Set und categories.yaml bestehen aus Zeilen der Form „schlüssel: wert“. Am besten kopierst du eine vorhandene Datei derselben Art.',
  },
  // A value does not fit what the key expects.
  'FERDY-E010': {
    title: 'Ein Pflichtschlüssel fehlt',
    help: 'Dieser Schlüssel muss an der genannten Stelle stehen. Das Studio schlägt mit Strg+Leertaste vor, welche Schlüssel hier hingehören.',
  },
  'FERDY-E011': {
    title: 'Falsche Art von Wert',
    help: 'Hier gehört eine andere Art von Wert hin – zum Beispiel eine Zahl statt eines Worts, ein Text statt einer Liste oder true/false.',
  },
  'FERDY-E012': {
    title: 'Keine ganze Zahl',
    help: 'Hier gehört eine ganze Zahl ohne Komma hin, z. B. 5.',
  },
  'FERDY-E013': {
    title: 'Zahl zu klein oder zu groß',
    help: 'Die Meldung nennt den erlaubten Bereich. Anteile schreibst du als Kommazahl mit Punkt: 0.8 bedeutet 80 %.',
  },
  'FERDY-E014': {
    title: 'Leerer Text',
    help: 'Schreib den Text aus – oder lass den Schlüssel ganz weg, wenn er nicht Pflicht ist.',
  },
  'FERDY-E015': {
    title: 'Text zu kurz oder zu lang',
    help: 'Die Meldung nennt, wie viele Zeichen erlaubt sind. Kürze den Text oder ergänze ihn.',
  },
  'FERDY-E016': {
    title: 'Zu wenige oder zu viele Einträge in einer Liste',
    help: 'Die Meldung nennt, wie viele Einträge die Liste haben muss. Jeder Eintrag einer Liste beginnt mit „- “.',
  },
  'FERDY-E017': {
    title: 'Wert nicht erlaubt',
    help: 'Hier ist nur eine feste Auswahl von Werten erlaubt; die Meldung zählt sie auf. Achte auf genaue Schreibweise.',
  },
  'FERDY-E018': {
    title: 'Falsche Schreibweise',
    help: 'Kennungen und Adressen haben eine feste Form: Kleinbuchstaben, Ziffern und Bindestriche (z. B. paare-finden), Adressen mit / davor (z. B. /paare-finden).',
  },
  'FERDY-E019': {
    title: 'Unbekannter Schlüssel',
    help: 'Diesen Schlüssel gibt es an dieser Stelle nicht. Oft ist es ein Tippfehler (die Meldung schlägt dann den richtigen vor) oder die Zeile ist falsch eingerückt.',
  },
  'FERDY-E020': {
    title: 'Unbekannte Spielart oder Regel',
    help: 'player und rule kennen nur feste Namen; die Meldung zählt sie auf.',
  },
  'FERDY-E021': {
    title: 'Passt zu keiner erlaubten Form',
    help: 'Hier sind mehrere Formen erlaubt (z. B. ein Text oder title und text), aber der Wert passt zu keiner. Vergleiche mit einem vorhandenen Spiel.',
  },
  'FERDY-E022': {
    title: 'Werte passen nicht zueinander',
    help: 'Zwei Werte desselben Eintrags widersprechen sich, z. B. zeigt correct auf eine Antwort, die es nicht gibt (gezählt wird ab 0).',
  },
  // Files that point at each other.
  'FERDY-E030': {
    title: 'id und Dateiname passen nicht zusammen',
    help: 'Die id eines Spiels ist sein Dateiname: games/mut-quiz.yaml hat id: mut-quiz. Benenne die Datei oder die id um.',
  },
  'FERDY-E031': {
    title: 'Zwei Spiele mit derselben id',
    help: 'Jedes Spiel braucht eine eigene id. Gib dem neuen Spiel eine andere id (und Datei).',
  },
  'FERDY-E032': {
    title: 'Adresse schon vergeben',
    help: 'Zwei Spiele (oder ein Spiel und eine Themenseite) können nicht dieselbe route haben. Wähle eine andere Adresse.',
  },
  'FERDY-E033': {
    title: 'Kachel zeigt auf ein Spiel, das es nicht gibt',
    help: 'In games/categories.yaml nennt eine Kachel mit game: eine id, zu der es keine Datei in games/ gibt. Prüfe die Schreibweise.',
  },
  'FERDY-E034': {
    title: '„Zurück“ führt auf keine Seite',
    help: 'backTo ist die Adresse einer Themenseite (z. B. /konfliktloesung) oder history für „eine Seite zurück“.',
  },
  'FERDY-E035': {
    title: 'Unbekannter Bereich',
    help: 'category muss ein Bereich aus games/categories.yaml sein. Neue Bereiche bitte mit dem Team absprechen.',
  },
  'FERDY-E036': {
    title: 'Inhalts-Set nicht gefunden',
    help: 'items.set nennt ein Set, das es in content/ nicht gibt. Der Set-Name steht in der Datei oben bei set:.',
  },
  'FERDY-E037': {
    title: 'Inhalts-Set der falschen Art',
    help: 'Jeder Generator braucht Einträge einer bestimmten Art (kind). Wähle ein Set dieser Art oder einen anderen Generator.',
  },
  'FERDY-E038': {
    title: 'Zu wenige Einträge im Set',
    help: 'Ein Spiel zieht items.count Einträge aus dem Set. Schreib mehr Einträge oder setze count kleiner.',
  },
  'FERDY-E039': {
    title: 'Regel nennt ein Feld, das es nicht gibt',
    help: 'field in validate, goals oder check.input muss die id eines Felds unter fields sein.',
  },
  'FERDY-E040': {
    title: 'Regel passt nicht zu den Aufgaben',
    help: 'uses-terms und terms-in-sentences brauchen Begriffe (generate-story-terms), fits-word braucht ein Wort (generate-single-word), matches-sample braucht Rätsel mit Musterantwort (generate-story-terms:solutionstory).',
  },
  'FERDY-E041': {
    title: '„Zurück“ im Quiz nur mit Auswertung am Ende',
    help: 'allowBack: true geht nur zusammen mit reveal: end – eine schon aufgelöste Antwort kann man nicht mehr ändern.',
  },
  'FERDY-E042': {
    title: 'Zwei Einträge mit derselben id',
    help: 'Jeder Eintrag eines Sets braucht eine eigene id. Gib dem neuen Eintrag die nächste freie Nummer; ändere vorhandene ids nie.',
  },
  'FERDY-E043': {
    title: 'Zwei Inhalts-Sets mit demselben Namen',
    help: 'set: muss in content/ eindeutig sein. Gib einem der beiden Sets einen anderen Namen.',
  },
} as const satisfies Record<string, { title: string; help: string }>;

export type DiagnosticCode = keyof typeof diagnosticCodes;

/** The index of codes as the authors' guide prints it (a Markdown table). */
export function codeIndexMarkdown(): string {
  const rows = Object.entries(diagnosticCodes).map(
    ([code, { title, help }]) => `| <a id="${code.toLowerCase()}"></a>\`${code}\` | ${title} | ${help.replaceAll('|', '\\|')} |`,
  );
  return ['| Code | Was los ist | Was du tun kannst |', '|---|---|---|', ...rows].join('\n');
}
