import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { routeConsoleToLogger, runWithRequestLog } from './logger.ts';

const original = { log: console.log, info: console.info, warn: console.warn, error: console.error };
afterEach(() => Object.assign(console, original));

describe('routeConsoleToLogger', () => {
  it('turns console lines into JSON lines carrying the id of the request they were written in', async () => {
    const lines: Array<Record<string, unknown>> = [];
    const sink = new Writable({
      write(chunk: Buffer, _enc, done) {
        lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
        done();
      },
    });
    const root = pino({ level: 'info' }, sink);
    routeConsoleToLogger(root);
    console.warn('[mail] ohne SMTP');
    await runWithRequestLog(root.child({ reqId: 'r-1' }), async () => {
      await Promise.resolve();
      console.error('[payments] Stripe antwortet nicht:', 503, new Error('kaputt'));
    });
    expect(lines[0]).toMatchObject({ level: 40, msg: '[mail] ohne SMTP' });
    expect(lines[0]).not.toHaveProperty('reqId');
    expect(lines[1]).toMatchObject({ level: 50, reqId: 'r-1', msg: '[payments] Stripe antwortet nicht: 503', err: { message: 'kaputt' } });
  });
});
