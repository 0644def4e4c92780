import { z } from 'zod';

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
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
  REPLAY_THREADS: z.coerce.number().int().min(0).max(16).optional(),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  databasePath: string;
  /** Origin the site is reached at; used for links in mails and the Origin check. */
  publicUrl: string | undefined;
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
  /** worker threads that replay completed plays (0: on the event loop); one per spare core when unset */
  replayThreads: number | undefined;
};

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  try {
    new Intl.DateTimeFormat('en', { timeZone: e.PLAY_DAY_TZ });
  } catch {
    throw new Error(`Invalid configuration:\n  PLAY_DAY_TZ: unknown time zone "${e.PLAY_DAY_TZ}"`);
  }
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    databasePath: e.DATABASE_PATH,
    publicUrl: e.PUBLIC_URL?.replace(/\/$/, ''),
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
    replayThreads: e.REPLAY_THREADS,
  };
}

/** A config for tests: in-memory database, test env, everything else at its default. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return { ...loadConfig({ NODE_ENV: 'test', DATABASE_PATH: ':memory:' }), ...overrides };
}
