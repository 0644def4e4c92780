/**
 * Every table of the database (server/db/schema.ts), in words for parents: what it holds, why,
 * and for how long. The privacy page lists them all; a test fails when a table is missing here.
 */
export type TableDescription = { title: string; holds: string; why: string; howLong: string };

export const privacyTables: Record<string, TableDescription> = {
  users: {
    title: 'Konto',
    holds:
      'Ihre E-Mail-Adresse, Ihr Passwort (nur als nicht umkehrbarer Prüfwert, nie im Klartext), wann Sie die Adresse bestätigt haben, wann Sie bestätigt haben, dass Sie Elternteil oder erziehungsberechtigt sind, und wann das Konto angelegt wurde.',
    why: 'Damit Sie und Ihr Kind sich anmelden können und wir Ihnen E-Mails zum Konto schicken können.',
    howLong: 'Bis Sie das Konto löschen.',
  },
  sessions: {
    title: 'Anmeldungen',
    holds:
      'Für jedes angemeldete Gerät einen zufälligen Schlüssel (nur als Prüfwert) und bis wann er gilt. Das ist das einzige Cookie, das Ferdy setzt.',
    why: 'Damit Ihr Kind angemeldet bleibt und nicht bei jedem Besuch das Passwort braucht.',
    howLong: 'Bis zur Abmeldung, höchstens 30 Tage nach der letzten Nutzung; beim Ändern des Passworts und beim Löschen des Kontos sofort.',
  },
  email_tokens: {
    title: 'Links in E-Mails',
    holds:
      'Die Links zum Bestätigen der Anmeldung, zum Zurücksetzen des Passworts, zum Ändern der E-Mail-Adresse und zum Zurücknehmen einer Kündigung (nur als Prüfwert), bei einer Adressänderung auch die neue oder alte Adresse.',
    why: 'Damit nur wer Zugriff auf Ihr Postfach hat, diese Schritte ausführen kann.',
    howLong: 'Gültig eine Stunde bis zum Ende des bezahlten Monats, je nach Zweck; gespeichert bis Sie das Konto löschen.',
  },
  profiles: {
    title: 'Profil',
    holds:
      'Den angezeigten Namen (frei wählbar; ohne Angabe der Teil der E-Mail-Adresse vor dem @), die gesammelten Punkte und die Stufe (Bronze, Silber, Gold), bis wann Premium läuft, und eine Zusammenfassung der letzten Spiele und der Punkte pro Woche.',
    why: 'Für die Profilseite mit Punkten, Stufe und Wochendiagramm.',
    howLong: 'Bis Sie das Konto löschen.',
  },
  outbox: {
    title: 'E-Mail-Ablage (nur zum Ausprobieren)',
    holds:
      'E-Mails, die Ferdy verschicken wollte, solange kein Mailserver eingerichtet ist: Empfänger, Betreff und Text. Auf einem Ferdy mit Mailserver bleibt diese Ablage leer.',
    why: 'Damit Ferdy auf einem Testrechner ohne Mailserver ausprobiert werden kann.',
    howLong: 'Bis Sie das Konto löschen.',
  },
  plays: {
    title: 'Gespielte Runden',
    holds:
      'Welches Spiel Ihr Kind wann gespielt hat, welche Aufgaben es bekommen hat, die Antworten, die es geschrieben hat, und wie Ferdy sie bewertet hat, und ob die Runde kostenlos, gekauft oder mit Premium gespielt wurde.',
    why: 'Damit Ferdy die Punkte am Ende selbst nachrechnen kann, nicht dieselben Aufgaben wiederholt und das Tageslimit einhält.',
    howLong: 'Bis Sie das Konto löschen.',
  },
  game_sessions: {
    title: 'Ergebnisse',
    holds: 'Für jedes beendete Spiel: Name und Bereich des Spiels, Punktzahl, verdiente Punkte, geschafft oder nicht, und wann.',
    why: 'Für die letzten Spiele und das Wochendiagramm im Profil.',
    howLong: 'Bis Sie das Konto löschen.',
  },
  daily_play_limits: {
    title: 'Tageslimit',
    holds: 'Wie viele kostenlose und gekaufte Spiele Ihr Kind pro Bereich an einem Tag gespielt hat.',
    why: 'Damit jeden Tag ein kostenloses Spiel pro Bereich möglich ist.',
    howLong: 'Bis Sie das Konto löschen.',
  },
  play_credits: {
    title: 'Gekaufte Spiele',
    holds: 'Wie viele gekaufte Spiele pro Bereich noch nicht gespielt sind.',
    why: 'Damit gekaufte Spiele nicht verfallen.',
    howLong: 'Bis Sie das Konto löschen.',
  },
  purchases: {
    title: 'Käufe',
    holds:
      'Was Sie gekauft haben, den Preis, den Zahlungsweg, ob die Zahlung abgeschlossen ist, und wann Sie dem sofortigen Beginn zugestimmt haben.',
    why: 'Damit jeder Kauf genau einmal gutgeschrieben wird und Sie Ihre Käufe sehen können.',
    howLong: 'Bis Sie das Konto löschen; die Zahlungsbelege (nächster Punkt) bleiben getrennt davon.',
  },
  payment_records: {
    title: 'Zahlungsbelege',
    holds:
      'Was verkauft wurde, den Betrag, wann bezahlt wurde, wann Sie dem sofortigen Beginn zugestimmt haben, und die Nummer beim Zahlungsanbieter. Keine Spiele, keine Antworten, nichts über Ihr Kind.',
    why: 'Das Handels- und Steuerrecht verlangt, Buchungsbelege aufzubewahren (§ 147 Abgabenordnung, § 257 Handelsgesetzbuch).',
    howLong:
      'Zehn Jahre nach dem Ende des Jahres der Zahlung. Löschen Sie das Konto, wird die Verbindung zum Konto sofort entfernt; nur der Beleg bleibt.',
  },
  stripe_events: {
    title: 'Nachrichten des Zahlungsanbieters',
    holds: 'Nummer und Art jeder Nachricht, die der Zahlungsanbieter über eine Zahlung geschickt hat. Ohne Namen oder E-Mail-Adressen.',
    why: 'Damit keine Zahlung doppelt gebucht wird.',
    howLong: 'Ohne Bezug zu Ihnen; sie bleiben gespeichert.',
  },
  subscriptions: {
    title: 'Abos',
    holds:
      'Die Nummer Ihres Premium-Abos beim Zahlungsanbieter, seinen Stand, bis wann es bezahlt ist und wann eine Kündigung eingegangen ist.',
    why: 'Damit Premium genau so lange läuft, wie es bezahlt ist, und eine Kündigung beachtet wird.',
    howLong: 'Bis Sie das Konto löschen; ein laufendes Abo wird dabei sofort beendet.',
  },
};
