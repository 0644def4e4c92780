import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { loadConfig, testConfig, type Config } from '../config.ts';
import type { Deps } from '../deps.ts';
import { fromAddress } from '../testing/peer.ts';
import type { AppEnv } from './app-env.ts';
import { clientIp, compileTrustProxy, ipThrottleKey, isFromThisMachine, isLoopbackAddress } from './client-ip.ts';

type Seen = { ip: string | null; key: string | null; local: boolean };

/** An app that answers what client-ip.ts makes of a request, under the given configuration. */
function probe(config: Partial<Config> = {}) {
  const deps = { config: testConfig(config) } as Deps;
  const app = new Hono<AppEnv>()
    .use(async (c, next) => {
      c.set('deps', deps);
      await next();
    })
    .get('/', (c) => c.json({ ip: clientIp(c) ?? null, key: ipThrottleKey(c), local: isFromThisMachine(c) }));
  return async (peer: string | undefined, forwardedFor?: string): Promise<Seen> => {
    const res = await app.request(
      '/',
      { headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {} },
      peer ? fromAddress(peer) : undefined,
    );
    return (await res.json()) as Seen;
  };
}

describe('clientIp without TRUST_PROXY', () => {
  const ask = probe();

  it('is the socket peer: X-Forwarded-For is ignored, even from this machine', async () => {
    expect((await ask('127.0.0.1', '203.0.113.7')).ip).toBe('127.0.0.1');
    expect((await ask('::1', '203.0.113.7')).ip).toBe('::1');
    expect((await ask('198.51.100.4', '127.0.0.1')).ip).toBe('198.51.100.4');
    expect((await ask('198.51.100.4')).ip).toBe('198.51.100.4');
  });

  it('is unknown without a socket, and such a request is not from this machine', async () => {
    expect(await ask(undefined, '127.0.0.1')).toEqual({ ip: null, key: 'ip:unknown', local: false });
  });
});

describe('clientIp behind trusted proxies', () => {
  it('takes the address the trusted proxy added', async () => {
    const ask = probe({ trustProxy: ['127.0.0.1'] });
    expect((await ask('127.0.0.1', '203.0.113.7')).ip).toBe('203.0.113.7');
    expect((await ask('127.0.0.1')).ip).toBe('127.0.0.1');
  });

  it('ignores what the client wrote further left (a spoofed first entry)', async () => {
    const ask = probe({ trustProxy: ['127.0.0.1'] });
    expect((await ask('127.0.0.1', '10.9.9.9, 203.0.113.7')).ip).toBe('203.0.113.7');
    expect((await ask('127.0.0.1', '127.0.0.1, 203.0.113.7')).ip).toBe('203.0.113.7');
  });

  it('walks from the right through every trusted hop and stops at the first untrusted one', async () => {
    const ask = probe({ trustProxy: ['loopback', '10.0.0.0/8'] });
    expect((await ask('127.0.0.1', '1.2.3.4, 203.0.113.7, 10.0.0.2')).ip).toBe('203.0.113.7');
    expect((await ask('::ffff:127.0.0.1', '203.0.113.7')).ip).toBe('203.0.113.7');
  });

  it('with a hop count believes that many proxies, whatever their addresses', async () => {
    const one = probe({ trustProxy: ['1'] });
    expect((await one('198.51.100.4', '10.9.9.9, 203.0.113.7')).ip).toBe('203.0.113.7');
    expect((await one('198.51.100.4')).ip).toBe('198.51.100.4');
    const two = probe({ trustProxy: ['2'] });
    expect((await two('198.51.100.4', '10.9.9.9, 203.0.113.7, 192.0.2.1')).ip).toBe('203.0.113.7');
    const none = probe({ trustProxy: ['0'] });
    expect((await none('198.51.100.4', '203.0.113.7')).ip).toBe('198.51.100.4');
  });

  it('does not believe a peer that is not on the list', async () => {
    const ask = probe({ trustProxy: ['127.0.0.1'] });
    expect((await ask('198.51.100.4', '203.0.113.7')).ip).toBe('198.51.100.4');
  });
});

describe('ipThrottleKey', () => {
  it('outside production leaves this machine itself unlimited per IP, judged by the resolved client', async () => {
    const ask = probe({ trustProxy: ['loopback'] });
    expect((await ask('127.0.0.1')).key).toBeNull();
    // A proxy on this machine forwarding a visitor: the visitor is limited.
    expect((await ask('127.0.0.1', '203.0.113.7')).key).toBe('ip:203.0.113.7');
    expect((await probe()('127.0.0.1', '203.0.113.7')).key).toBeNull();
  });

  it('in production limits every address, this machine included', async () => {
    const ask = probe({ env: 'production' });
    expect((await ask('127.0.0.1', '203.0.113.7')).key).toBe('ip:127.0.0.1');
    expect((await ask('198.51.100.4')).key).toBe('ip:198.51.100.4');
  });
});

describe('isFromThisMachine', () => {
  it('needs a loopback socket and, behind a trusted proxy, a loopback client', async () => {
    const plain = probe();
    expect((await plain('127.0.0.1')).local).toBe(true);
    expect((await plain('127.5.6.7')).local).toBe(true);
    expect((await plain('::1')).local).toBe(true);
    expect((await plain('::ffff:127.0.0.1')).local).toBe(true);
    expect((await plain('192.168.1.20', '127.0.0.1')).local).toBe(false);
    expect((await plain('::ffff:192.168.1.20')).local).toBe(false);
    const proxied = probe({ trustProxy: ['loopback'] });
    expect((await proxied('127.0.0.1', '203.0.113.7')).local).toBe(false);
    expect((await proxied('127.0.0.1', '127.0.0.1')).local).toBe(true);
  });

  it('isLoopbackAddress knows 127.0.0.0/8, ::1 and their mapped forms only', () => {
    expect(['127.0.0.1', '127.255.0.1', '::1', '::ffff:127.0.0.1', '0:0:0:0:0:0:0:1'].every(isLoopbackAddress)).toBe(true);
    expect(['128.0.0.1', '10.0.0.1', '::2', '::ffff:10.0.0.1', 'localhost', ''].some(isLoopbackAddress)).toBe(false);
  });
});

describe('compileTrustProxy', () => {
  it('accepts addresses, CIDR ranges and the named ranges; an empty list trusts nobody', () => {
    const trust = compileTrustProxy(['loopback', '10.0.0.0/8', '192.0.2.5', 'fc00::/7', 'uniquelocal', 'linklocal']);
    expect([trust('127.0.0.1', 0), trust('10.1.2.3', 0), trust('192.0.2.5', 0), trust('fd00::1', 0)]).toEqual([true, true, true, true]);
    expect(trust('192.0.2.6', 0)).toBe(false);
    const nobody = compileTrustProxy([]);
    expect([nobody('127.0.0.1', 0), nobody('10.0.0.1', 0)]).toEqual([false, false]);
  });

  it('refuses a typo with a configuration message naming TRUST_PROXY', () => {
    for (const bad of [['lopback'], ['10.0.0.0/33'], ['127.0.0.1', 'proxy.example'], ['*']]) {
      expect(() => compileTrustProxy(bad), bad.join(',')).toThrow(/^Invalid configuration:\n {2}TRUST_PROXY: invalid /);
    }
  });

  it('reads the list TRUST_PROXY gives the configuration', () => {
    const trust = compileTrustProxy(loadConfig({ TRUST_PROXY: ' 127.0.0.1 , 10.0.0.0/8,' }).trustProxy);
    expect([trust('127.0.0.1', 0), trust('10.2.3.4', 0), trust('11.0.0.1', 0)]).toEqual([true, true, false]);
  });
});
