import type { Operator } from '../config.ts';
import { compose, type MailContent } from './auth-mails.ts';

// Mails about the contract: the order confirmation (the durable medium the law asks for) and the
// confirmation of a cancellation with its way back. They address the parent with "Sie".

/** "25.11.2026 um 14:03 Uhr" in the site's time zone. */
export function germanDateTime(ms: number, timeZone: string): string {
  const date = new Intl.DateTimeFormat('de-DE', { timeZone, day: '2-digit', month: '2-digit', year: 'numeric' }).format(ms);
  const time = new Intl.DateTimeFormat('de-DE', { timeZone, hour: '2-digit', minute: '2-digit' }).format(ms);
  return `${date} um ${time} Uhr`;
}

/** "25.11.2026" in the site's time zone. */
export function germanDay(ms: number, timeZone: string): string {
  return new Intl.DateTimeFormat('de-DE', { timeZone, day: '2-digit', month: '2-digit', year: 'numeric' }).format(ms);
}

function seller(operator: Operator): string {
  const lines = [`Ihr Vertragspartner: ${operator.name}`, operator.address, `E-Mail: ${operator.email}`];
  if (operator.example) lines.push('(Beispielangaben: dieser Ferdy-Server ist nicht für echte Verkäufe eingerichtet.)');
  return lines.join('\n');
}

export const immediateStartConsentText =
  'Ich möchte, dass Ferdy sofort freigeschaltet wird. Mir ist bekannt, dass ich dadurch mein Widerrufsrecht verliere.';

export type OrderMail = {
  title: string;
  summary: string;
  price: string;
  premium: boolean;
  paidAt: number;
  consentAt: number | null;
  test: boolean;
  cancelUrl: string;
  timeZone: string;
  operator: Operator;
};

export function orderConfirmationMail(o: OrderMail): MailContent {
  const paragraphs = [
    `vielen Dank für Ihre Bestellung bei Ferdy. Hiermit bestätigen wir sie:`,
    [
      `Bestellt: ${o.title}`,
      `${o.summary}.`,
      `Preis: ${o.price}${o.premium ? ' pro Monat (inkl. MwSt.)' : ' (inkl. MwSt.)'}`,
      `Bezahlt am: ${germanDateTime(o.paidAt, o.timeZone)}`,
    ].join('\n'),
    o.consentAt !== null
      ? `Ihre Zustimmung vom ${germanDateTime(o.consentAt, o.timeZone)}: „${immediateStartConsentText}“ Ferdy wurde deshalb sofort freigeschaltet; ein Widerrufsrecht besteht nicht mehr.`
      : 'Ferdy wurde sofort freigeschaltet.',
  ];
  if (o.premium) {
    paragraphs.push(
      'Ferdy Premium verlängert sich jeden Monat automatisch um einen weiteren Monat, bis Sie kündigen. Kündigen können Sie jederzeit mit zwei Klicks unter „Verträge hier kündigen“ – unten auf jeder Seite von Ferdy. Premium bleibt dann bis zum Ende des bezahlten Monats aktiv.',
    );
  }
  if (o.test) paragraphs.push('Hinweis: Dieser Kauf lief über die Testkasse. Es wurde kein Geld abgebucht.');
  return compose(
    o.premium ? 'Ihre Bestellung bei Ferdy: Ferdy Premium' : 'Ihre Bestellung bei Ferdy',
    paragraphs,
    o.premium ? { url: o.cancelUrl, label: 'Verträge hier kündigen' } : null,
    [seller(o.operator)],
  );
}

export function cancellationReceivedMail(o: { receivedAt: number; periodEnd: number; undoUrl: string; timeZone: string }): MailContent {
  return compose(
    'Ihre Kündigung von Ferdy Premium',
    [
      `Ihre Kündigung von Ferdy Premium ist am ${germanDateTime(o.receivedAt, o.timeZone)} bei uns eingegangen. Hiermit bestätigen wir sie.`,
      `Premium bleibt bis zum Ende des bezahlten Zeitraums aktiv, bis zum ${germanDateTime(o.periodEnd, o.timeZone)}. Danach wird nichts mehr abgebucht, und die Spiele haben wieder ihr tägliches Limit.`,
      'Sie haben nicht gekündigt, oder Sie haben es sich anders überlegt? Bis zum Ende des bezahlten Zeitraums können Sie die Kündigung mit diesem Link zurücknehmen:',
    ],
    { url: o.undoUrl, label: 'Kündigung zurücknehmen' },
    ['Wenn Sie die Kündigung so wollten, müssen Sie nichts weiter tun.'],
  );
}

/** A cancellation sent while signed out for an account that has no running premium. */
export function nothingToCancelMail(o: { receivedAt: number; timeZone: string }): MailContent {
  return compose(
    'Ihre Kündigung bei Ferdy',
    [
      `am ${germanDateTime(o.receivedAt, o.timeZone)} ist für Ihr Ferdy-Konto eine Kündigung bei uns eingegangen.`,
      'Zu diesem Konto läuft kein Premium-Abo, das sich verlängert. Es wird also nichts abgebucht, und Sie müssen nichts weiter tun.',
    ],
    null,
    ['Ihr kostenloses Konto bleibt bestehen. Löschen können Sie es im Profil unter „Für Eltern: Daten & Konto“.'],
  );
}

export function cancellationTakenBackMail(o: { periodEnd: number; timeZone: string }): MailContent {
  return compose(
    'Ihre Kündigung ist zurückgenommen',
    [
      'Sie haben Ihre Kündigung von Ferdy Premium zurückgenommen. Premium läuft weiter.',
      `Am ${germanDay(o.periodEnd, o.timeZone)} verlängert es sich wie gewohnt um einen Monat. Kündigen können Sie jederzeit wieder unter „Verträge hier kündigen“ unten auf jeder Seite von Ferdy.`,
    ],
    null,
    [],
  );
}
