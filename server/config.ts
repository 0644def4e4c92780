import { z } from 'zod';

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().optional(),
  DATABASE_PATH: z.string().default('data/ferdy.sqlite'),
  /** postgres://… selects PostgreSQL; unset, the SQLite file at DATABASE_PATH */
  DATABASE_URL: z
    .string()
    .optional()
    .refine((v) => !v || /^postgres(ql)?:\/\//.test(v), 'expected postgres://… (or unset for SQLite)'),
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
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(64 * 1024),
  TRUST_PROXY: z.string().optional(),
  REDIS_URL: z.string().optional(),
  METRICS_TOKEN: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  SHUTDOWN_DELAY_MS: z.coerce.number().int().min(0).default(0),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().positive().default(25_000),
  OPERATOR_NAME: z.string().trim().optional(),
  OPERATOR_ADDRESS: z.string().trim().optional(),
  OPERATOR_EMAIL: z.string().trim().optional(),
  OPERATOR_RESPONSIBLE: z.string().trim().optional(),
  OPERATOR_PHONE: z.string().trim().optional(),
  OPERATOR_VAT_ID: z.string().trim().optional(),
  OPERATOR_REGISTER: z.string().trim().optional(),
});

/** Who runs this Ferdy: the Impressum, the privacy page and the order e-mails name them. */
export type Operator = {
  name: string;
  /** postal address; lines separated by ";" or "," as the operator wrote them */
  address: string;
  email: string;
  /** the person responsible for the content (and the controller's representative) */
  responsible: string;
  phone: string | undefined;
  vatId: string | undefined;
  register: string | undefined;
  /** true for the marked example shown where no operator is configured (development, tests) */
  example: boolean;
};

const requiredOperatorVariables = ['OPERATOR_NAME', 'OPERATOR_ADDRESS', 'OPERATOR_EMAIL', 'OPERATOR_RESPONSIBLE'] as const;

/** Shown outside production when no operator is configured, clearly marked as an example. */
export const exampleOperator: Operator = {
  name: 'Beispiel-Betreiberin GmbH (Beispiel)',
  address: 'Musterstraße 1; 12345 Musterstadt',
  email: 'kontakt@ferdy.example',
  responsible: 'Erika Mustermann',
  phone: undefined,
  vatId: undefined,
  register: undefined,
  example: true,
};

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  /** interface to listen on: loopback outside production unless HOST says otherwise */
  host: string;
  databasePath: string;
  /** PostgreSQL's connection string when set (then databasePath is not used) */
  databaseUrl?: string;
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
  /** Redis/Valkey for the shared rate-limit counters (before PostgreSQL's, when both are there) */
  redisUrl: string | undefined;
  /** bearer token for /metrics from other machines; without it /metrics answers this machine only */
  metricsToken: string | undefined;
  /** pino level; `silent` in tests unless LOG_LEVEL says otherwise */
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /**
   * after SIGTERM, how long the instance goes on serving while /api/health/ready says 503, so a
   * balancer that polls it stops sending before the listener closes (0: close at once)
   */
  shutdownDelayMs: number;
  /** how long SIGTERM waits for requests under way before the process exits anyway */
  shutdownTimeoutMs: number;
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
  /** who runs the site (Impressum, privacy page); production refuses to start without it */
  operator: Operator;
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
  const missingOperator = requiredOperatorVariables.filter((name) => !e[name]);
  if (e.NODE_ENV === 'production' && missingOperator.length > 0) {
    throw new Error(
      'Invalid configuration:\n' +
        missingOperator.map((name) => `  ${name}: required in production`).join('\n') +
        '\n  The Impressum and the privacy page name who runs Ferdy (name, postal address, e-mail, responsible person),' +
        ' e.g. OPERATOR_NAME="Muster GmbH" OPERATOR_ADDRESS="Musterstraße 1, 12345 Musterstadt"' +
        ' OPERATOR_EMAIL=kontakt@ferdy.example OPERATOR_RESPONSIBLE="Erika Mustermann"',
    );
  }
  if (e.OPERATOR_EMAIL && !z.email().safeParse(e.OPERATOR_EMAIL).success) {
    throw new Error(`Invalid configuration:\n  OPERATOR_EMAIL: not an e-mail address: "${e.OPERATOR_EMAIL}"`);
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
    databaseUrl: e.DATABASE_URL || undefined,
    publicUrl: e.PUBLIC_URL ? new URL(e.PUBLIC_URL).origin : `http://localhost:${e.PORT}`,
    trustProxy: (e.TRUST_PROXY ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    redisUrl: e.REDIS_URL || undefined,
    metricsToken: e.METRICS_TOKEN || undefined,
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'silent' : 'info'),
    shutdownDelayMs: e.SHUTDOWN_DELAY_MS,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
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
    operator:
      missingOperator.length === 0
        ? {
            name: e.OPERATOR_NAME!,
            address: e.OPERATOR_ADDRESS!,
            email: e.OPERATOR_EMAIL!,
            responsible: e.OPERATOR_RESPONSIBLE!,
            phone: e.OPERATOR_PHONE || undefined,
            vatId: e.OPERATOR_VAT_ID || undefined,
            register: e.OPERATOR_REGISTER || undefined,
            example: false,
          }
        : exampleOperator,
  };
}

/** A config for tests: in-memory database, test env, everything else at its default. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return { ...loadConfig({ NODE_ENV: 'test', DATABASE_PATH: ':memory:', PUBLIC_URL: 'http://localhost' }), ...overrides };
}
