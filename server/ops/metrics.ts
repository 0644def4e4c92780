import { timingSafeEqual } from 'node:crypto';
import { Hono } from 'hono';
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';
import type { AppEnv } from '../http/app-env.ts';
import { isLoopbackAddress, socketPeer } from '../http/client-ip.ts';
import { errorBody } from '../http/errors.ts';

export type Metrics = {
  registry: Registry;
  /** counts one answered request: per route, and what it means for plays, checks and payments */
  observe(request: { method: string; route: string; status: number; seconds: number; signedIn: boolean }): void;
};

/**
 * The Prometheus metrics of one app: requests and latency per route (the route's pattern, so
 * the label set stays small), plays started and completed, answer checks, and payment steps.
 * The domain counters are read off the answered requests, so no handler needs to know about
 * them. `processMetrics` adds Node's own (CPU, memory, event-loop lag): once per process.
 */
export function createMetrics({ processMetrics = false }: { processMetrics?: boolean } = {}): Metrics {
  const registry = new Registry();
  if (processMetrics) collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: 'ferdy_http_requests_total',
    help: 'Answered HTTP requests by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'ferdy_http_request_duration_seconds',
    help: 'Time from request to answer by method and route pattern',
    labelNames: ['method', 'route'] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  const playsStarted = new Counter({
    name: 'ferdy_plays_started_total',
    help: 'Plays started; recorded="false" for visitors, whose plays are not stored',
    labelNames: ['recorded'] as const,
    registers: [registry],
  });
  const playsCompleted = new Counter({ name: 'ferdy_plays_completed_total', help: 'Plays completed and scored', registers: [registry] });
  const checks = new Counter({
    name: 'ferdy_checks_total',
    help: "Children's answers checked, by outcome (ok, refused: 4xx, failed: 5xx)",
    labelNames: ['outcome'] as const,
    registers: [registry],
  });
  const payments = new Counter({
    name: 'ferdy_payment_requests_total',
    help: 'Payment steps (checkout, verify, webhook) by status',
    labelNames: ['step', 'status'] as const,
    registers: [registry],
  });
  const paymentSteps: Record<string, string> = {
    '/api/payments/checkout': 'checkout',
    '/api/payments/verify': 'verify',
    '/api/payments/webhook': 'webhook',
  };
  const outcome = (status: number) => (status < 400 ? 'ok' : status < 500 ? 'refused' : 'failed');

  return {
    registry,
    observe({ method, route, status, seconds, signedIn }) {
      requests.inc({ method, route, status: String(status) });
      latency.observe({ method, route }, seconds);
      if (method !== 'POST') return;
      if (route === '/api/plays' && status === 201) playsStarted.inc({ recorded: String(signedIn) });
      else if (route === '/api/plays/:id/complete' && status === 200) playsCompleted.inc();
      else if (route === '/api/plays/:id/check' || route === '/api/checks') checks.inc({ outcome: outcome(status) });
      else if (paymentSteps[route]) payments.inc({ step: paymentSteps[route], status: String(status) });
    },
  };
}

function tokenMatches(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * GET /metrics in Prometheus' text format. With METRICS_TOKEN set, for `Authorization: Bearer
 * <token>` from anywhere; always for a scraper on this machine itself that talks to the server
 * directly (a loopback socket and no forwarding header: a request a reverse proxy on this
 * machine passes on is not local). Anyone else gets the site's 404.
 */
export const metricsRoutes = new Hono<AppEnv>().get('/', async (c) => {
  const { config, ops } = c.get('deps');
  const token = config.metricsToken;
  const bearer = c.req.header('authorization')?.match(/^Bearer (.+)$/)?.[1];
  const forwarded = ['x-forwarded-for', 'forwarded', 'x-real-ip'].some((h) => c.req.header(h) !== undefined);
  const peer = socketPeer(c);
  const local = peer !== undefined && isLoopbackAddress(peer) && !forwarded;
  const authorised = token !== undefined && bearer !== undefined && tokenMatches(bearer, token);
  if (!ops || !(local || authorised)) return c.json(errorBody('not_found', 'Nicht gefunden.'), 404);
  c.header('Content-Type', ops.metrics.registry.contentType);
  c.header('Cache-Control', 'no-store');
  return c.body(await ops.metrics.registry.metrics());
});
