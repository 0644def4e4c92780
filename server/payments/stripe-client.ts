import Stripe from 'stripe';
import type { Config } from '../config.ts';
import { perApp } from '../http/rate-limit.ts';

type ApiTarget = { host: string; port: number; protocol: 'http' | 'https' };

/** `STRIPE_API_BASE` (e.g. http://127.0.0.1:4010 for a fake in tests) as the SDK's host options. */
export function apiTarget(apiBase: string): ApiTarget {
  const url = new URL(apiBase);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`STRIPE_API_BASE must be an http(s) URL, got "${apiBase}"`);
  }
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port ? Number(url.port) : protocol === 'http' ? 80 : 443, protocol };
}

/** The Stripe client for this config, or null when no secret key is set (the local test checkout is used then). */
export function createStripeClient(config: Config): Stripe | null {
  const { secretKey, apiBase } = config.stripe;
  if (!secretKey) return null;
  return new Stripe(secretKey, {
    ...(apiBase ? apiTarget(apiBase) : {}),
    // A parent waits for checkout to open; fail within seconds rather than the SDK's 80.
    timeout: 15_000,
    maxNetworkRetries: 2,
    telemetry: false,
    appInfo: { name: 'Ferdy' },
  });
}

/** One client per app (each createApp, so each test, gets its own from its own config). */
export const stripeFor = perApp((deps): Stripe | null => createStripeClient(deps.config));
