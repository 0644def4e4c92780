import { z } from 'zod';

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().optional(),
  DATABASE_PATH: z.string().default('data/ferdy.sqlite'),
  PUBLIC_URL: z.url().optional(),
  PLAY_DAY_TZ: z.string().default('Europe/Berlin'),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Ferdy <ferdy@localhost>'),
  AI_PROVIDER: z.enum(['builtin', 'openai']).default('builtin'),
  OPENAI_API_KEY: z.string().optional(),
  OPENAI_BASE_URL: z.string().optional(),
  OPENAI_MODEL: z.string().default('gpt-4o-mini'),
  OPENAI_TIMEOUT_MS: z.coerce.number().int().positive().default(8000),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  STRIPE_API_BASE: z.string().optional(),
  BODY_LIMIT_BYTES: z.coerce.number().int().positive().default(64 * 1024),
  TRUST_PROXY: z.string().optional(),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  /** interface to listen on: loopback outside production unless HOST says otherwise */
  host: string;
  databasePath: string;
  /**
   * The origin the site is reached at (no trailing slash). Every link in a mail is built from it
   * and the Origin check compares with it, never with a request's Host header. Production
   * refuses to start without it; elsewhere it defaults to http://localhost:PORT.
   */
  publicUrl: string;
  /**
   * Addresses or ranges of the reverse proxies whose X-Forwarded-For is believed
   * (proxy-addr semantics: 'loopback', 'uniquelocal', CIDRs, addresses). Empty: none.
   */
  trustProxy: string[];
  playDayTimeZone: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  ai: {
    provider: 'builtin' | 'openai';
    apiKey: string | undefined;
    baseUrl: string | undefined;
    model: string;
    timeoutMs: number;
  };
  stripe: { secretKey: string | undefined; webhookSecret: string | undefined; apiBase: string | undefined };
  bodyLimitBytes: number;
};

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.NODE_ENV === 'production' && !e.PUBLIC_URL) {
    throw new Error(
      'Invalid configuration:\n  PUBLIC_URL: required in production, e.g. PUBLIC_URL=https://ferdy.example ' +
        '(links in e-mails and the Origin check are built from it, never from the request)',
    );
  }
  try {
    new Intl.DateTimeFormat('en', { timeZone: e.PLAY_DAY_TZ });
  } catch {
    throw new Error(`Invalid configuration:\n  PLAY_DAY_TZ: unknown time zone "${e.PLAY_DAY_TZ}"`);
  }
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST ?? (e.NODE_ENV === 'production' ? '0.0.0.0' : '127.0.0.1'),
    databasePath: e.DATABASE_PATH,
    publicUrl: e.PUBLIC_URL ? new URL(e.PUBLIC_URL).origin : `http://localhost:${e.PORT}`,
    trustProxy: (e.TRUST_PROXY ?? '').split(',').map((s) => s.trim()).filter(Boolean),
    playDayTimeZone: e.PLAY_DAY_TZ,
    smtpUrl: e.SMTP_URL || undefined,
    mailFrom: e.MAIL_FROM,
    ai: {
      provider: e.AI_PROVIDER,
      apiKey: e.OPENAI_API_KEY || undefined,
      baseUrl: e.OPENAI_BASE_URL || undefined,
      model: e.OPENAI_MODEL,
      timeoutMs: e.OPENAI_TIMEOUT_MS,
    },
    stripe: {
      secretKey: e.STRIPE_SECRET_KEY || undefined,
      webhookSecret: e.STRIPE_WEBHOOK_SECRET || undefined,
      apiBase: e.STRIPE_API_BASE || undefined,
    },
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
  };
}

/** A config for tests: in-memory database, test env, everything else at its default. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return { ...loadConfig({ NODE_ENV: 'test', DATABASE_PATH: ':memory:', PUBLIC_URL: 'http://localhost' }), ...overrides };
}
