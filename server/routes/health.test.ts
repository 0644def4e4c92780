import { describe, expect, it } from 'vitest';
import { createTestApp, testOrigin } from '../testing/test-app.ts';

describe('GET /api/health', () => {
  it('answers with the version and the database status', async () => {
    const { app } = createTestApp();
    const res = await app.request('/api/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      status: 'ok',
      version: '0.0.0-test',
      database: { ok: true, journalMode: 'memory', dialect: 'sqlite' },
    });
  });

  it('sends security headers with a real Content-Security-Policy', async () => {
    const { app } = createTestApp();
    const res = await app.request('/api/health');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('unknown API routes', () => {
  it('answer with a JSON 404 in the error shape', async () => {
    const { app } = createTestApp();
    const res = await app.request('/api/gibt-es-nicht');
    expect(res.status).toBe(404);
    const body = (await res.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('not_found');
    expect(body.error.message).toContain('/api/gibt-es-nicht');
  });

  it('refuse a state-changing request from a foreign origin before anything else', async () => {
    const { app } = createTestApp();
    const res = await app.request('/api/health', { method: 'POST', headers: { origin: 'https://evil.example' } });
    expect(res.status).toBe(403);
    const own = await app.request('/api/gibt-es-nicht', { method: 'POST', headers: { origin: testOrigin } });
    expect(own.status).toBe(404);
  });
});
