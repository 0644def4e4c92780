import { html } from 'hono/html';
import { Hono, type Context } from 'hono';
import type { OutboxRow } from '../db/store.ts';
import type { AppEnv } from '../http/app-env.ts';
import { isFromThisMachine } from '../http/client-ip.ts';
import { errorBody } from '../http/errors.ts';
import { linksIn } from '../mail/mailer.ts';

// The development outbox: mails stored while no SMTP server is configured. The messages carry
// live sign-in and reset links, so it answers only on the developer's own machine (a loopback
// client), and never in production.

const limit = 100;

/** The JSON 404 the outbox answers with wherever it does not exist. */
function notFound(c: Context<AppEnv>) {
  if (c.get('deps').config.env === 'production') return c.json(errorBody('not_found', 'Nicht gefunden.'), 404);
  return c.json(errorBody('not_found', 'Nicht gefunden. Den Postausgang gibt es nur auf dem Rechner, auf dem Ferdy läuft.'), 404);
}

const hidden = (c: Context<AppEnv>) => c.get('deps').config.env === 'production' || !isFromThisMachine(c);

async function messages(c: Context<AppEnv>): Promise<OutboxRow[]> {
  const to = c.req.query('to')?.trim().toLowerCase();
  return c.get('deps').store.listOutboxMessages({ limit, ...(to ? { to } : {}) });
}

/** JSON for the browser tests, which read confirmation links from it: GET /api/dev/outbox[?to=address]. */
export const devOutboxJsonRoutes = new Hono<AppEnv>().get('/outbox', async (c) => {
  if (hidden(c)) return notFound(c);
  const rows = await messages(c);
  return c.json({
    messages: rows.map((m) => ({
      id: m.id,
      to: m.to,
      subject: m.subject,
      createdAt: new Date(m.createdAt).toISOString(),
      text: m.text,
      html: m.html,
      links: linksIn(m.text),
    })),
  });
});

/** The plain-text body with its http(s) links made clickable (Hono's `html` escapes every part). */
function linkify(text: string) {
  return text.split(/(https?:\/\/[^\s<>"]+)/g).map((part, i) => (i % 2 === 1 ? html`<a href="${part}">${part}</a>` : part));
}

const timeFormat = new Intl.DateTimeFormat('de-DE', { dateStyle: 'medium', timeStyle: 'medium', timeZone: 'Europe/Berlin' });

function page(rows: OutboxRow[]): string {
  const items = rows.map(
    (m) => html`<article>
<h2>${m.subject}</h2>
<p class="meta">An <strong>${m.to}</strong> · ${timeFormat.format(m.createdAt)}</p>
<pre>${linkify(m.text)}</pre>
<details><summary>HTML-Version (Quelltext)</summary><pre>${m.html}</pre></details>
</article>
`,
  );
  return String(html`<!doctype html>
<html lang="de"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Ferdy – Postausgang (Entwicklung)</title>
<style>
body{font-family:system-ui,sans-serif;margin:0 auto;max-width:52rem;padding:1rem;line-height:1.5;color:#222}
article{border:1px solid #ddd;border-radius:8px;padding:0 1rem 1rem;margin:1rem 0}
pre{white-space:pre-wrap;word-break:break-word;background:#f7f7f7;padding:.75rem;border-radius:6px}
.meta{color:#555}
a{color:#0645ad}
</style></head>
<body>
<h1>Postausgang (Entwicklung)</h1>
<p>Ohne <code>SMTP_URL</code> verschickt Ferdy keine E-Mails, sondern legt sie hier ab – die neuesten zuerst (höchstens ${limit}).</p>
${items.length > 0 ? items : html`<p>Noch keine E-Mails.</p>`}
</body></html>
`);
}

/** The page a developer opens to click confirmation links: GET /dev/outbox. */
export const devOutboxPageRoutes = new Hono<AppEnv>().get('/outbox', async (c) => {
  if (hidden(c)) return notFound(c);
  c.header('Cache-Control', 'no-store');
  return c.html(page(await messages(c)));
});
