import { Writable } from 'node:stream';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../engine/events.ts';
import type { ChoiceItem } from '../../engine/items.ts';
import { fromAddress, fromThisMachine } from '../testing/peer.ts';
import { createTestApp, testOrigin } from '../testing/test-app.ts';
import { createSignedInUser } from '../testing/test-users.ts';
import { createMetrics } from './metrics.ts';
import type { Ops } from './ops.ts';

/** Ops whose log lines land in `lines` (parsed), for asserting what was logged. */
function capturingOps(level = 'info'): { ops: Ops; lines: Array<Record<string, unknown>> } {
  const lines: Array<Record<string, unknown>> = [];
  const sink = new Writable({
    write(chunk: Buffer, _enc, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  return { ops: { logger: pino({ level }, sink), metrics: createMetrics(), lifecycle: { draining: false } }, lines };
}

function post(t: ReturnType<typeof createTestApp>, path: string, body: unknown, cookie: string) {
  return t.app.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: testOrigin, cookie },
    body: JSON.stringify(body),
  });
}

describe('request ids and JSON logs', () => {
  it('keeps the balancer’s X-Request-Id, answers with it and writes it on the request’s line', async () => {
    const { ops, lines } = capturingOps('debug');
    const t = createTestApp({ ops });
    const res = await t.app.request('/api/health/live', { headers: { 'x-request-id': 'lb-4711' } });
    expect(res.headers.get('x-request-id')).toBe('lb-4711');
    expect(lines).toContainEqual(
      expect.objectContaining({ reqId: 'lb-4711', route: '/api/health/live', status: 200, msg: 'request', level: 20 }),
    );
  });

  it('writes the access line of a fast, successful request at debug only, and of a refused one at info', async () => {
    const { ops, lines } = capturingOps('info');
    const t = createTestApp({ ops });
    expect((await t.app.request('/api/health/live', { headers: { 'x-request-id': 'ok-1' } })).status).toBe(200);
    expect((await t.app.request('/api/profile', { headers: { 'x-request-id': 'refused-1' } })).status).toBe(401);
    expect(lines.filter((l) => l.msg === 'request')).toEqual([
      expect.objectContaining({ reqId: 'refused-1', route: '/api/profile', status: 401, level: 30 }),
    ]);
  });

  it('makes an id when there is none (or it does not look like one), and puts it on an unhandled error too', async () => {
    const { ops, lines } = capturingOps();
    const t = createTestApp({
      ops,
      ai: { items: () => Promise.reject(new Error('kaputt')), check: () => Promise.reject(new Error('kaputt')) } as never,
    });
    const res = await t.app.request('/api/checks', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: testOrigin, 'x-request-id': 'nicht gültig!' },
      body: JSON.stringify({
        gameId: 'sags-mal-anders',
        checker: 'check-rewrite',
        input: { original: 'Du bist doof!', rewrite: 'Ich bin traurig.' },
      }),
    });
    expect(res.status).toBe(500);
    const id = res.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const error = lines.find((l) => l.msg === 'unhandled error');
    expect(error).toMatchObject({ reqId: id, level: 50 });
    expect(lines.find((l) => l.msg === 'request')).toMatchObject({ reqId: id, status: 500 });
  });
});

describe('GET /metrics', () => {
  it('answers a scraper on this machine, and elsewhere only with the token', async () => {
    const t = createTestApp({ config: { metricsToken: 'geheim-123' } });
    expect((await t.app.request('/metrics', {}, fromThisMachine)).status).toBe(200);
    expect((await t.app.request('/metrics', {}, fromAddress('203.0.113.9'))).status).toBe(404);
    expect((await t.app.request('/metrics', { headers: { authorization: 'Bearer falsch' } }, fromAddress('203.0.113.9'))).status).toBe(404);
    const withToken = await t.app.request('/metrics', { headers: { authorization: 'Bearer geheim-123' } }, fromAddress('203.0.113.9'));
    expect(withToken.status).toBe(200);
    expect(withToken.headers.get('content-type')).toContain('text/plain');
  });

  it('is not local when a proxy on this machine passes a request on', async () => {
    const t = createTestApp();
    for (const header of ['x-forwarded-for', 'forwarded', 'x-real-ip']) {
      expect((await t.app.request('/metrics', { headers: { [header]: '203.0.113.9' } }, fromThisMachine)).status, header).toBe(404);
    }
  });

  it('counts requests per route pattern, plays started and completed, and checks', async () => {
    const t = createTestApp();
    const u = await createSignedInUser(t);
    const start = await post(t, '/api/plays', { gameId: 'streitschlichter' }, u.cookie);
    const { playId, items } = (await start.json()) as { playId: string; items: ChoiceItem[] };
    const events: GameEvent[] = [
      { type: 'START' },
      ...items.flatMap((item): GameEvent[] => [{ type: 'SELECT', index: item.correctIndex }, { type: 'CONFIRM' }, { type: 'NEXT' }]),
    ];
    expect((await post(t, `/api/plays/${playId}/complete`, { events }, u.cookie)).status).toBe(200);
    expect((await post(t, `/api/plays/${playId}/complete`, { events }, u.cookie)).status).toBe(409);
    await post(
      t,
      '/api/checks',
      { gameId: 'sags-mal-anders', checker: 'check-rewrite', input: { original: 'Du bist doof!', rewrite: 'Ich bin traurig.' } },
      '',
    );

    const text = await (await t.app.request('/metrics', {}, fromThisMachine)).text();
    expect(text).toContain('ferdy_plays_started_total{recorded="true"} 1');
    expect(text).toContain('ferdy_plays_completed_total 1');
    expect(text).toContain('ferdy_checks_total{outcome="ok"} 1');
    expect(text).toContain('ferdy_http_requests_total{method="POST",route="/api/plays/:id/complete",status="409"} 1');
    expect(text).toContain('ferdy_http_request_duration_seconds_count{method="POST",route="/api/plays"} 1');
    // The pattern, never the play's id: the number of series stays bounded.
    expect(text).not.toContain(playId);
  });
});

describe('health for the load balancer', () => {
  it('is live and ready while serving; ready turns 503 while draining, live stays 200', async () => {
    const { ops } = capturingOps();
    const t = createTestApp({ ops });
    expect((await t.app.request('/api/health/live')).status).toBe(200);
    const ready = await t.app.request('/api/health/ready');
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ status: 'ready', database: { ok: true } });
    ops.lifecycle.draining = true;
    const draining = await t.app.request('/api/health/ready');
    expect(draining.status).toBe(503);
    expect(await draining.json()).toMatchObject({ status: 'draining' });
    expect(draining.headers.get('connection')).toBe('close');
    expect((await t.app.request('/api/health/live')).status).toBe(200);
  });

  it('is not ready when the database does not answer', async () => {
    const t = createTestApp();
    t.db.$client.close();
    const res = await t.app.request('/api/health/ready');
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ status: 'database_unavailable' });
  });
});
