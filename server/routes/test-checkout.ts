import { Hono, type Context } from 'hono';
import { html } from 'hono/html';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { PurchaseRow } from '../db/store.ts';
import type { Deps } from '../deps.ts';
import type { AppEnv } from '../http/app-env.ts';
import { isFromThisMachine } from '../http/client-ip.ts';
import { purchaseOrder, safeReturnPath, successPath, testSessionPrefix } from '../payments/checkout.ts';
import { fulfilCheckout } from '../payments/fulfil.ts';
import { sendOrderConfirmation } from '../payments/order-mail.ts';
import { formatEuro, orderSummary, orderTitle } from '../payments/prices.ts';

// The local test checkout: used when no STRIPE_SECRET_KEY is set, so that the whole purchase
// flow works on a fresh machine. It pays nothing, says so, and fulfils through the same
// function as Stripe's webhook and verify. Plain HTML forms: the CSP allows no inline script.

/**
 * Never with real Stripe configured, and never in production (it would hand out plays for free).
 * Where it is enabled, its pages and forms still answer only to this machine itself.
 */
export function testCheckoutEnabled(deps: Deps): boolean {
  return !deps.config.stripe.secretKey && deps.config.env !== 'production';
}

const banner = 'Testkasse – hier wird kein echtes Geld bezahlt';

/** The page around `body`; every value in these templates is escaped by Hono's `html`. */
function layout(title: string, body: ReturnType<typeof html>): string {
  return String(html`<!doctype html>
<html lang="de"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta name="referrer" content="same-origin">
<title>${title} – Ferdy</title>
<style>
body{font-family:system-ui,sans-serif;margin:0;background:#fff8f0;color:#2d2a26;line-height:1.5}
main{max-width:32rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:12px}
.test{background:#fde68a;border:2px dashed #b45309;border-radius:8px;padding:.75rem 1rem;font-weight:bold;margin:0 0 1.5rem}
.price{font-size:1.5rem;font-weight:bold;margin:.5rem 0 1.5rem}
.actions{display:flex;flex-wrap:wrap;gap:.75rem}
.actions form{margin:0}
button,.link{display:inline-block;min-height:44px;min-width:44px;padding:.6rem 1.4rem;border-radius:8px;font:inherit;font-weight:bold;cursor:pointer;text-decoration:none}
.pay{background:#b8501a;color:#fff;border:2px solid #b8501a}
.cancel,.link{background:#fff;color:#2d2a26;border:2px solid #6b645c}
button:focus-visible,.link:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}
</style></head>
<body><main>
<p class="test" role="note">${banner}</p>
${body}
</main></body></html>
`);
}

/** A page with one message and, optionally, one link onwards. */
export function messagePage(
  c: Context<AppEnv>,
  status: ContentfulStatusCode,
  heading: string,
  text: string,
  link?: { href: string; label: string },
) {
  c.header('Cache-Control', 'no-store');
  const onwards = link ? html`<p><a class="link" href="${link.href}">${link.label}</a></p>` : '';
  return c.html(layout(heading, html`<h1>${heading}</h1>\n<p>${text}</p>\n${onwards}`), status);
}

function checkoutPage(purchase: PurchaseRow, returnTo: string): string {
  const order = purchaseOrder(purchase);
  const id = encodeURIComponent(purchase.checkoutSessionId);
  const price = order.kind === 'premium' ? `${formatEuro(purchase.amountCents)} pro Monat` : formatEuro(purchase.amountCents);
  const cancelAction = `/api/payments/test-checkout/${id}/cancel?return_to=${encodeURIComponent(returnTo)}`;
  return layout(
    'Testkasse',
    html`<h1>${orderTitle(order)}</h1>
<p>${orderSummary(order)}.</p>
<p class="price">${price}</p>
<p>Auf dieser Testseite wird nichts abgebucht. Mit „Bezahlen“ wird der Kauf so gutgeschrieben, als wäre er bezahlt worden.</p>
<div class="actions">
<form method="post" action="/api/payments/test-checkout/${id}/pay"><button type="submit" class="pay">Bezahlen</button></form>
<form method="post" action="${cancelAction}"><button type="submit" class="cancel">Abbrechen</button></form>
</div>`,
  );
}

type Found = { ok: true; purchase: PurchaseRow } | { ok: false; response: Response };

/** The caller's own test purchase, or the page that explains why not. */
async function ownTestPurchase(c: Context<AppEnv>): Promise<Found> {
  const deps = c.get('deps');
  if (!testCheckoutEnabled(deps)) return { ok: false, response: messagePage(c, 404, 'Nicht gefunden', 'Diese Seite gibt es hier nicht.') };
  // A development server reachable from the network must not hand out free plays to it.
  if (!isFromThisMachine(c)) {
    return {
      ok: false,
      response: messagePage(c, 404, 'Nicht gefunden', 'Die Testkasse gibt es nur auf dem Rechner, auf dem Ferdy läuft.'),
    };
  }
  const user = c.get('user');
  if (!user) {
    return {
      ok: false,
      response: messagePage(
        c,
        401,
        'Bitte melde dich an',
        'Nur wer den Kauf begonnen hat, kann ihn hier bezahlen. Bitte melde dich zuerst an.',
        {
          href: '/auth',
          label: 'Zur Anmeldung',
        },
      ),
    };
  }
  const sessionId = c.req.param('sessionId') ?? '';
  const purchase = sessionId.startsWith(testSessionPrefix) ? await deps.store.findPurchase(sessionId) : undefined;
  if (!purchase || purchase.provider !== 'test') {
    return {
      ok: false,
      response: messagePage(c, 404, 'Kauf nicht gefunden', 'Diesen Kauf gibt es nicht.', { href: '/', label: 'Zur Startseite' }),
    };
  }
  if (purchase.userId !== user.id) {
    return {
      ok: false,
      response: messagePage(c, 403, 'Nicht dein Kauf', 'Dieser Kauf gehört zu einem anderen Konto.', {
        href: '/',
        label: 'Zur Startseite',
      }),
    };
  }
  return { ok: true, purchase };
}

/** GET /test-checkout/:sessionId — the page (outside /api, before the web app's fallback). */
export const testCheckoutPageRoutes = new Hono<AppEnv>().get('/:sessionId', async (c) => {
  const found = await ownTestPurchase(c);
  if (!found.ok) return found.response;
  const { purchase } = found;
  const returnTo = safeReturnPath(c.req.query('return_to'));
  if (purchase.status === 'fulfilled') {
    return messagePage(c, 200, 'Schon bezahlt', 'Dieser Kauf ist bereits abgeschlossen.', {
      href: successPath(purchase.checkoutSessionId, purchaseOrder(purchase)),
      label: 'Weiter',
    });
  }
  if (purchase.status === 'cancelled') {
    return messagePage(c, 200, 'Kauf abgebrochen', 'Dieser Kauf wurde abgebrochen. Es wurde nichts bezahlt.', {
      href: returnTo,
      label: 'Zurück zum Spiel',
    });
  }
  c.header('Cache-Control', 'no-store');
  return c.html(checkoutPage(purchase, returnTo));
});

/** POST /api/payments/test-checkout/:sessionId/pay and …/cancel — the page's two forms. */
export const testCheckoutActionRoutes = new Hono<AppEnv>()
  .post('/:sessionId/pay', async (c) => {
    const found = await ownTestPurchase(c);
    if (!found.ok) return found.response;
    const { purchase } = found;
    const result = await fulfilCheckout(c.get('deps').store, {
      checkoutSessionId: purchase.checkoutSessionId,
      userId: purchase.userId,
      now: c.get('deps').now(),
    });
    if (result.outcome === 'credited') await sendOrderConfirmation(c.get('deps'), result.purchase);
    if (result.outcome === 'credited' || result.outcome === 'already') {
      return c.redirect(successPath(purchase.checkoutSessionId, purchaseOrder(purchase)), 303);
    }
    return messagePage(c, 409, 'Kauf abgebrochen', 'Dieser Kauf wurde schon abgebrochen und kann nicht mehr bezahlt werden.', {
      href: '/',
      label: 'Zur Startseite',
    });
  })
  .post('/:sessionId/cancel', async (c) => {
    const found = await ownTestPurchase(c);
    if (!found.ok) return found.response;
    const { purchase } = found;
    await c.get('deps').store.cancelPendingPurchase(purchase.checkoutSessionId);
    const now = await c.get('deps').store.findPurchase(purchase.checkoutSessionId);
    // Paid a moment ago in another tab: then the payment page is the right place.
    if (now?.status === 'fulfilled') return c.redirect(successPath(purchase.checkoutSessionId, purchaseOrder(purchase)), 303);
    return c.redirect(safeReturnPath(c.req.query('return_to')), 303);
  });
