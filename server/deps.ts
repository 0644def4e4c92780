import type { Catalog } from '../engine/catalog.ts';
import type { AiProvider } from './ai/provider.ts';
import type { Config } from './config.ts';
import type { Store } from './db/store.ts';
import type { RateLimitStore } from './http/rate-limit.ts';
import type { Mailer } from './mail/mailer.ts';
import type { Ops } from './ops/ops.ts';

/** Everything the app needs from outside; tests pass an in-memory database and fakes. */
export interface Deps {
  config: Config;
  store: Store;
  /** milliseconds since the epoch; tests move time by passing their own clock */
  now: () => number;
  /** built web app (dist/web) to serve; absent in API-only tests */
  webRoot?: string;
  version: string;
  /** outgoing mail; createApp builds SMTP or the development outbox from config when absent */
  mailer?: Mailer;
  /** games, category pages and content bank; the shipped ones when absent */
  catalog?: Catalog;
  /** where items and verdicts come from; built from config when absent */
  ai?: AiProvider;
  /** where rate-limit counters live; memory (this process alone) when absent */
  rateLimitStore?: RateLimitStore;
  /** logger, metrics and the draining flag; createApp makes quiet ones from config when absent */
  ops?: Ops;
  /** randomness for drawing items; tests make it deterministic */
  random?: () => number;
}
