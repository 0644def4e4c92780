import type { GameEvent } from '../../engine/events.ts';
import type { PlayItem } from '../../engine/items.ts';

// A browser-like client for a running Ferdy server: keeps the session cookie, sends our own
// Origin on state-changing requests, never follows redirects (a 303 is the answer we check).

export type Reply<T = Record<string, unknown>> = { status: number; body: T; headers: Headers; ms: number };

export type RequestLog = (entry: { kind: string; status: number; ms: number; error?: string }) => void;

export class FerdyClient {
  cookie: string | null = null;

  constructor(
    readonly baseUrl: string,
    private readonly log?: RequestLog,
  ) {}

  /**
   * One request; `kind` names it in the statistics (default: method and path). A network error
   * (e.g. the server was killed) is logged with status 0 and thrown.
   */
  async request<T = Record<string, unknown>>(
    method: string,
    path: string,
    options: { json?: unknown; form?: string; kind?: string } = {},
  ): Promise<Reply<T>> {
    const headers: Record<string, string> = {};
    if (method !== 'GET' && method !== 'HEAD') headers.origin = this.baseUrl;
    if (this.cookie) headers.cookie = this.cookie;
    let body: string | undefined;
    if (options.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.json);
    } else if (options.form !== undefined) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = options.form;
    }
    const kind = options.kind ?? `${method} ${path.replace(/\?.*$/, '')}`;
    const started = performance.now();
    let res: Response;
    try {
      res = await fetch(`${this.baseUrl}${path}`, { method, headers, body, redirect: 'manual' });
    } catch (err) {
      this.log?.({ kind, status: 0, ms: performance.now() - started, error: err instanceof Error ? err.message : String(err) });
      throw err;
    }
    const text = await res.text();
    const ms = performance.now() - started;
    for (const cookie of res.headers.getSetCookie()) {
      const pair = cookie.split(';')[0] ?? '';
      if (!pair.startsWith('ferdy_session=')) continue;
      this.cookie = pair === 'ferdy_session=' ? null : pair;
    }
    let parsed: unknown = text;
    if ((res.headers.get('content-type') ?? '').includes('json') && text) parsed = JSON.parse(text);
    this.log?.({ kind, status: res.status, ms });
    return { status: res.status, body: parsed as T, headers: res.headers, ms };
  }
}

export class UnexpectedReply extends Error {
  constructor(
    readonly what: string,
    readonly reply: Reply<unknown>,
  ) {
    super(
      `${what}: HTTP ${reply.status} ${typeof reply.body === 'string' ? reply.body.slice(0, 300) : JSON.stringify(reply.body).slice(0, 300)}`,
    );
  }
}

function expectStatus<T>(what: string, reply: Reply<T>, ...statuses: number[]): Reply<T> {
  if (!statuses.includes(reply.status)) throw new UnexpectedReply(what, reply as Reply<unknown>);
  return reply;
}

/** Sign-up, the confirmation link from the dev outbox, and verify-email, which signs the client in. */
export async function signUpConfirmed(client: FerdyClient, email: string, password: string): Promise<void> {
  expectStatus('sign-up', await client.request('POST', '/api/auth/signup', { json: { email, password, parentConsent: true } }), 201);
  let token: string | null = null;
  for (let attempt = 0; attempt < 20 && !token; attempt++) {
    const outbox = await client.request<{ messages: { links: string[] }[] }>('GET', `/api/dev/outbox?to=${encodeURIComponent(email)}`);
    const link = outbox.body.messages.flatMap((m) => m.links).find((l) => l.includes('verify='));
    token = link ? new URL(link).searchParams.get('verify') : null;
    if (!token) await new Promise((r) => setTimeout(r, 50));
  }
  if (!token) throw new Error(`no confirmation mail for ${email}`);
  expectStatus('verify-email', await client.request('POST', '/api/auth/verify-email', { json: { token } }), 200);
  if (!client.cookie) throw new Error('verify-email set no session cookie');
}

/**
 * Starts a test checkout behind the parental gate (plays of a category, or premium with
 * category `premium_subscription` and no plays); answers its checkout-session id.
 */
export async function startCheckout(client: FerdyClient, password: string, category: string, plays?: number): Promise<string> {
  const json = {
    gameCategory: category,
    immediateStartConsent: true,
    password,
    ...(plays !== undefined ? { additionalPlays: plays } : {}),
  };
  const reply = expectStatus('checkout', await client.request<{ url: string }>('POST', '/api/payments/checkout', { json }), 200);
  const id = /^\/test-checkout\/(test_cs_[a-z2-7]+)/.exec(reply.body.url)?.[1];
  if (!id) throw new Error(`checkout answered an unexpected URL: ${reply.body.url}`);
  return id;
}

/** "Bezahlen" on the test checkout page (its plain HTML form); answers the reply, 303 when paid. */
export function payTestCheckout(client: FerdyClient, checkoutSessionId: string): Promise<Reply<unknown>> {
  return client.request('POST', `/api/payments/test-checkout/${checkoutSessionId}/pay`, {
    form: '',
    kind: 'POST /api/payments/test-checkout/:id/pay',
  });
}

export type StartedPlay = { playId: string | null; items: PlayItem[]; recorded: boolean; consumed?: 'free' | 'credit' | 'premium' };

export function startPlay(client: FerdyClient, gameId: string): Promise<Reply<StartedPlay & { error?: { code: string } }>> {
  return client.request('POST', '/api/plays', { json: { gameId } });
}

export type Completion = { pointsEarned: number; totalPoints: number; score: number; success: boolean; recorded: boolean };

export function completePlay(client: FerdyClient, playId: string, events: GameEvent[]): Promise<Reply<Completion>> {
  return client.request('POST', `/api/plays/${playId}/complete`, { json: { events }, kind: 'POST /api/plays/:id/complete' });
}

export function checkAnswer(client: FerdyClient, playId: string, checker: string, input: Record<string, string>): Promise<Reply> {
  return client.request('POST', `/api/plays/${playId}/check`, { json: { checker, input }, kind: 'POST /api/plays/:id/check' });
}
