import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { routeConsoleToLogger } from './logger.ts';

const original = { log: console.log, info: console.info, warn: console.warn, error: console.error };
afterEach(() => Object.assign(console, original));

describe('routeConsoleToLogger', () => {
  it('turns console lines into JSON lines with their level and error', () => {
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
    console.error('[payments] Stripe antwortet nicht:', 503, new Error('kaputt'));
    console.log('[mail] an', 'eltern@example.org');
    expect(lines[0]).toMatchObject({ level: 40, msg: '[mail] ohne SMTP' });
    expect(lines[1]).toMatchObject({ level: 50, msg: '[payments] Stripe antwortet nicht: 503', err: { message: 'kaputt' } });
    expect(lines[2]).toMatchObject({ level: 30, msg: '[mail] an eltern@example.org' });
  });
});
