// Account mails. They go to the account's address, which is the parent's (docs/architecture.md:
// confirming the registration is the parent's consent), so they address the parent with "Sie".

import { html, raw } from 'hono/html';

export type MailContent = { subject: string; text: string; html: string };

const signature = 'Viele Grüße\nFerdy der Fuchs und das Ferdy-Team';

/** Plain text and a simple HTML version of the same paragraphs; `link`, when given, becomes a button. */
export function compose(subject: string, paragraphs: string[], link: { url: string; label: string } | null, after: string[]): MailContent {
  const text = ['Hallo,', ...paragraphs, ...(link ? [link.url] : []), ...after, signature].join('\n\n') + '\n';
  // Hono's `html` escapes every value; a paragraph's line breaks become <br>.
  const p = (s: string) => html`<p style="margin:0 0 16px">${s.split('\n').map((line, i) => (i === 0 ? line : [raw('<br>'), line]))}</p>\n`;
  const button = link
    ? html`<p style="margin:24px 0"><a href="${link.url}" style="display:inline-block;background:#e8772e;color:#ffffff;text-decoration:none;font-weight:bold;padding:12px 20px;border-radius:8px">${link.label}</a></p>
<p style="margin:0 0 16px;font-size:14px;color:#6b645c">Falls der Knopf nicht funktioniert, kopieren Sie diesen Link in Ihren Browser:<br><a href="${link.url}" style="color:#b8501a;word-break:break-all">${link.url}</a></p>
`
    : '';
  const body = html`<!doctype html>
<html lang="de"><head><meta charset="utf-8"><title>${subject}</title></head>
<body style="margin:0;padding:24px;background:#fff8f0;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#2d2a26">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:12px;padding:24px">
${[p('Hallo,'), ...paragraphs.map(p)]}
${button}${[...after, signature].map(p)}
</div>
</body></html>
`;
  return { subject, text, html: String(body) };
}

export function confirmSignupMail(link: string): MailContent {
  return compose(
    'Bitte bestätigen Sie die Anmeldung bei Ferdy',
    [
      'mit dieser E-Mail-Adresse wurde ein Konto bei Ferdy angelegt – der Lernspiel-Seite, auf der Kinder von 6 bis 12 Jahren mit Ferdy dem Fuchs spielerisch Lebenskompetenzen üben.',
      'Mit einem Klick auf den folgenden Link bestätigen Sie Ihre E-Mail-Adresse und sind damit einverstanden, dass Ihr Kind Ferdy mit diesem Konto nutzt:',
    ],
    { url: link, label: 'E-Mail-Adresse bestätigen' },
    [
      'Der Link ist 24 Stunden gültig.',
      'Sie haben kein Konto angelegt? Dann können Sie diese E-Mail einfach ignorieren – ohne Bestätigung wird das Konto nicht freigeschaltet.',
    ],
  );
}

export function alreadyRegisteredMail(authUrl: string): MailContent {
  return compose(
    'Sie haben bereits ein Ferdy-Konto',
    [
      'gerade wollte jemand mit dieser E-Mail-Adresse ein neues Konto bei Ferdy anlegen. Zu dieser Adresse gibt es aber schon ein Konto, deshalb wurde kein zweites angelegt.',
      'Melden Sie sich einfach mit Ihrem bisherigen Passwort an. Haben Sie es vergessen? Dann klicken Sie auf der Anmeldeseite auf „Passwort vergessen?“ und setzen ein neues:',
    ],
    { url: authUrl, label: 'Zur Anmeldung' },
    ['Waren Sie das nicht? Dann können Sie diese E-Mail ignorieren; an Ihrem Konto hat sich nichts geändert.'],
  );
}

export function resetPasswordMail(link: string): MailContent {
  return compose(
    'Neues Passwort für Ferdy',
    ['für Ihr Ferdy-Konto wurde ein neues Passwort angefordert. Über diesen Link können Sie es festlegen:'],
    { url: link, label: 'Neues Passwort festlegen' },
    [
      'Der Link ist eine Stunde gültig und funktioniert nur einmal. Danach werden alle Geräte abgemeldet, und Sie melden sich mit dem neuen Passwort wieder an.',
      'Sie haben kein neues Passwort angefordert? Dann ignorieren Sie diese E-Mail einfach – Ihr bisheriges Passwort bleibt gültig.',
    ],
  );
}

export function confirmNewEmailMail(link: string): MailContent {
  return compose(
    'Bitte bestätigen Sie Ihre neue E-Mail-Adresse für Ferdy',
    [
      'diese E-Mail-Adresse soll künftig zu einem Ferdy-Konto gehören. Bitte bestätigen Sie das mit einem Klick auf den folgenden Link. Bis dahin bleibt die bisherige Adresse gültig.',
    ],
    { url: link, label: 'Neue E-Mail-Adresse bestätigen' },
    [
      'Der Link ist 24 Stunden gültig.',
      'Sie wissen nichts davon? Dann ignorieren Sie diese E-Mail einfach; ohne Bestätigung ändert sich nichts.',
    ],
  );
}

/** To the old address once an e-mail change is confirmed: what happened, and the way back. */
export function emailChangedMail(newEmail: string, undoLink: string): MailContent {
  return compose(
    'Die E-Mail-Adresse Ihres Ferdy-Kontos wurde geändert',
    [
      `die E-Mail-Adresse Ihres Ferdy-Kontos wurde eben auf ${newEmail} geändert. Künftige E-Mails von Ferdy gehen an diese neue Adresse.`,
      'Waren Sie das nicht? Dann machen Sie die Änderung mit diesem Link rückgängig. Dabei werden alle Geräte abgemeldet, und Sie können gleich ein neues Passwort festlegen:',
    ],
    { url: undoLink, label: 'Änderung rückgängig machen' },
    ['Der Link ist 7 Tage gültig.', 'Wenn Sie die Adresse selbst geändert haben, müssen Sie nichts tun.'],
  );
}

/** A password change confirmed to the account's address, so the owner learns of one they did not make. */
export function passwordChangedMail(resetUrl: string): MailContent {
  return compose(
    'Ihr Ferdy-Passwort wurde geändert',
    ['das Passwort Ihres Ferdy-Kontos wurde eben geändert. Alle anderen Geräte wurden dabei abgemeldet.'],
    { url: resetUrl, label: 'Passwort zurücksetzen' },
    ['Waren Sie das nicht? Dann setzen Sie Ihr Passwort über „Passwort vergessen?“ auf der Anmeldeseite neu fest.'],
  );
}
