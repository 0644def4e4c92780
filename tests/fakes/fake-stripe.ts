import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

// A small stand-in for the Stripe API on 127.0.0.1, for tests that drive the real `stripe` SDK
// (pointed at it with host/port/protocol). It implements what Ferdy calls — create and
// retrieve a Checkout Session (with `expand: ['subscription']`), retrieve a subscription, set
// its `cancel_at_period_end`, cancel it at once — plus
// what a test needs to play Stripe's part: pay a session, build and sign webhook events.

type Params = Record<string, unknown>;
type Json = Record<string, unknown>;

export type FakeSession = {
  id: string;
  object: 'checkout.session';
  mode: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'paid' | 'unpaid' | 'no_payment_required';
  client_reference_id: string | null;
  customer_email: string | null;
  currency: string | null;
  amount_total: number;
  metadata: Record<string, string>;
  success_url: string;
  cancel_url: string;
  locale: string | null;
  url: string | null;
  subscription: string | null;
  payment_intent: string | null;
  livemode: false;
  created: number;
};

export type FakeSubscription = {
  id: string;
  object: 'subscription';
  status: string;
  customer: string;
  cancel_at_period_end: boolean;
  canceled_at: number | null;
  metadata: Record<string, string>;
  items: {
    object: 'list';
    data: Array<{ id: string; object: 'subscription_item'; current_period_start: number; current_period_end: number }>;
  };
  created: number;
};

export type RecordedRequest = { method: string; path: string; params: Params };

const id = (prefix: string) => `${prefix}${randomBytes(12).toString('hex')}`;

/** Stripe's form encoding back into objects: `a[b][0][c]=1` → `{ a: { b: [{ c: '1' }] } }`. */
export function parseStripeParams(encoded: string): Params {
  const root: Params = {};
  for (const [key, value] of new URLSearchParams(encoded)) {
    const path = key.split(/\[|\]\[|\]/).filter((part, i) => i === 0 || part !== '');
    let node: Record<string, unknown> | unknown[] = root;
    path.forEach((part, i) => {
      const last = i === path.length - 1;
      const nextIsIndex = !last && /^\d+$/.test(path[i + 1]!);
      const slot = Array.isArray(node) ? Number(part) : part;
      const container = node as Record<string | number, unknown>;
      if (last) container[slot] = value;
      else {
        container[slot] ??= nextIsIndex ? [] : {};
        node = container[slot] as Record<string, unknown> | unknown[];
      }
    });
  }
  return root;
}

function addOneMonthSeconds(seconds: number): number {
  const d = new Date(seconds * 1000);
  d.setUTCMonth(d.getUTCMonth() + 1);
  return Math.floor(d.getTime() / 1000);
}

export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;

/**
 * Starts the fake on a random port. `now` is the clock for `created`, subscription periods and
 * webhook timestamps (pass the test app's clock).
 */
export async function startFakeStripe(options: { now?: () => number } = {}) {
  const now = options.now ?? Date.now;
  const seconds = () => Math.floor(now() / 1000);
  const secretKey = `sk_test_fake_${randomBytes(8).toString('hex')}`;
  const webhookSecret = `whsec_fake_${randomBytes(16).toString('hex')}`;
  const sessions = new Map<string, FakeSession>();
  const createParams = new Map<string, Params>();
  const subscriptions = new Map<string, FakeSubscription>();
  const requests: RecordedRequest[] = [];
  let failNext: { status: number; message: string } | undefined;

  function send(res: ServerResponse, status: number, body: unknown) {
    res.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req_') });
    res.end(JSON.stringify(body));
  }
  function error(res: ServerResponse, status: number, message: string, extra: Json = {}) {
    send(res, status, { error: { type: status >= 500 ? 'api_error' : 'invalid_request_error', message, ...extra } });
  }

  function withExpansions(session: FakeSession, params: Params): Json {
    const expand = Object.values((params.expand as Params | string[] | undefined) ?? {});
    if (expand.includes('subscription') && session.subscription) {
      return { ...session, subscription: subscriptions.get(session.subscription) ?? session.subscription };
    }
    return { ...session };
  }

  function createSession(params: Params): FakeSession {
    const lineItems = Object.values((params.line_items as Params | undefined) ?? {}) as Array<{
      quantity?: string;
      price_data?: { currency?: string; unit_amount?: string };
    }>;
    const sessionId = id('cs_test_');
    const session: FakeSession = {
      id: sessionId,
      object: 'checkout.session',
      mode: String(params.mode ?? 'payment'),
      status: 'open',
      payment_status: 'unpaid',
      client_reference_id: (params.client_reference_id as string | undefined) ?? null,
      customer_email: (params.customer_email as string | undefined) ?? null,
      currency: lineItems[0]?.price_data?.currency ?? null,
      amount_total: lineItems.reduce((sum, li) => sum + Number(li.quantity ?? 1) * Number(li.price_data?.unit_amount ?? 0), 0),
      metadata: (params.metadata as Record<string, string> | undefined) ?? {},
      success_url: String(params.success_url ?? ''),
      cancel_url: String(params.cancel_url ?? ''),
      locale: (params.locale as string | undefined) ?? null,
      url: `https://checkout.stripe.test/c/pay/${sessionId}`,
      subscription: null,
      payment_intent: null,
      livemode: false,
      created: seconds(),
    };
    sessions.set(sessionId, session);
    createParams.set(sessionId, params);
    return session;
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://fake');
    let body = '';
    for await (const chunk of req) body += chunk;
    const params = parseStripeParams(req.method === 'GET' ? url.search.slice(1) : body);
    requests.push({ method: req.method ?? '', path: url.pathname, params });

    if (req.headers.authorization !== `Bearer ${secretKey}`) return error(res, 401, 'Invalid API Key provided.');
    if (failNext) {
      const { status, message } = failNext;
      failNext = undefined;
      return error(res, status, message);
    }

    if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions') return send(res, 200, createSession(params));

    const sessionMatch = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(url.pathname);
    if (req.method === 'GET' && sessionMatch) {
      const session = sessions.get(decodeURIComponent(sessionMatch[1]!));
      if (!session)
        return error(res, 404, `No such checkout.session: '${sessionMatch[1]}'`, { code: 'resource_missing', param: 'session' });
      return send(res, 200, withExpansions(session, params));
    }

    const subMatch = /^\/v1\/subscriptions\/([^/]+)$/.exec(url.pathname);
    if (subMatch) {
      const sub = subscriptions.get(decodeURIComponent(subMatch[1]!));
      if (!sub) return error(res, 404, `No such subscription: '${subMatch[1]}'`, { code: 'resource_missing', param: 'id' });
      if (req.method === 'GET') return send(res, 200, sub);
      if (req.method === 'POST') {
        if (sub.status === 'canceled')
          return error(res, 400, 'A canceled subscription can only update its cancellation_details and metadata.');
        if (params.cancel_at_period_end !== undefined) sub.cancel_at_period_end = params.cancel_at_period_end === 'true';
        return send(res, 200, sub);
      }
      if (req.method === 'DELETE') {
        if (sub.status === 'canceled') return error(res, 400, `The subscription ${sub.id} is already canceled.`);
        sub.status = 'canceled';
        sub.canceled_at = seconds();
        return send(res, 200, sub);
      }
    }

    return error(res, 404, `Unrecognized request URL (${req.method}: ${url.pathname}).`);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((err: unknown) => error(res, 500, String(err)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const signer = new Stripe(secretKey);

  function session(sessionId: string): FakeSession {
    const s = sessions.get(sessionId);
    if (!s) throw new Error(`fake Stripe: no session ${sessionId}`);
    return s;
  }

  return {
    url: `http://127.0.0.1:${port}`,
    secretKey,
    webhookSecret,
    requests,
    session,
    sessions: () => [...sessions.values()],
    /** the parameters the SDK sent when it created this session */
    createParams: (sessionId: string) => createParams.get(sessionId),
    subscription(subId: string): FakeSubscription {
      const s = subscriptions.get(subId);
      if (!s) throw new Error(`fake Stripe: no subscription ${subId}`);
      return s;
    },
    /** The next API call answers this error (400s are not retried by the SDK). */
    failNextRequest(status = 400, message = 'Something went wrong') {
      failNext = { status, message };
    },
    /**
     * The customer finished the checkout. `paid: false` is an asynchronous payment method still
     * processing (status complete, payment_status unpaid). Subscription mode creates the
     * subscription, with the session's subscription_data.metadata and a one-month period.
     */
    pay(sessionId: string, opts: { paid?: boolean } = {}): FakeSession {
      const s = session(sessionId);
      s.status = 'complete';
      s.payment_status = opts.paid === false ? 'unpaid' : 'paid';
      if (s.mode === 'subscription' && !s.subscription) {
        const start = seconds();
        const subData = (createParams.get(sessionId)?.subscription_data as Params | undefined) ?? {};
        const sub: FakeSubscription = {
          id: id('sub_'),
          object: 'subscription',
          status: 'active',
          customer: id('cus_'),
          cancel_at_period_end: false,
          canceled_at: null,
          metadata: (subData.metadata as Record<string, string> | undefined) ?? {},
          items: {
            object: 'list',
            data: [
              { id: id('si_'), object: 'subscription_item', current_period_start: start, current_period_end: addOneMonthSeconds(start) },
            ],
          },
          created: start,
        };
        subscriptions.set(sub.id, sub);
        s.subscription = sub.id;
      } else if (s.mode === 'payment') {
        s.payment_intent = id('pi_');
      }
      return s;
    },
    /** A webhook event as Stripe sends it; `payload` is the exact body to sign and post. */
    event(type: string, object: unknown, eventId = id('evt_')): { id: string; payload: string } {
      const event = {
        id: eventId,
        object: 'event',
        api_version: Stripe.API_VERSION,
        created: seconds(),
        type,
        data: { object },
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
      };
      return { id: eventId, payload: JSON.stringify(event) };
    },
    /** The Stripe-Signature header for a payload, made by the SDK's own test helper. */
    sign(payload: string, opts: { secret?: string; timestamp?: number } = {}): string {
      return signer.webhooks.generateTestHeaderString({
        payload,
        secret: opts.secret ?? webhookSecret,
        timestamp: opts.timestamp ?? seconds(),
      });
    },
    /** An invoice of a subscription for the period ending at `periodEnd` (seconds). */
    invoice(subId: string, periodEnd: number, status: 'paid' | 'open' = 'paid'): Json {
      const sub = subscriptions.get(subId);
      return {
        id: id('in_'),
        object: 'invoice',
        status,
        customer: sub?.customer ?? null,
        parent: {
          type: 'subscription_details',
          quote_details: null,
          subscription_details: { subscription: subId, metadata: sub?.metadata ?? {} },
        },
        lines: {
          object: 'list',
          data: [{ id: id('il_'), object: 'line_item', period: { start: periodEnd - 30 * 24 * 3600, end: periodEnd } }],
        },
      };
    },
    close: () => new Promise<void>((resolve, reject) => server.close((err) => (err ? reject(err) : resolve()))),
  };
}
