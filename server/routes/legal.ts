import { Hono } from 'hono';
import type { Config } from '../config.ts';
import type { AppEnv } from '../http/app-env.ts';

// What the Impressum and the privacy page show from this server's configuration: who runs it,
// and which processors are actually configured (none of them when their settings are absent).

/** The host of a URL, without credentials or path; undefined for anything unreadable. */
function hostOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url).hostname || undefined;
  } catch {
    return undefined;
  }
}

export function processors(config: Config) {
  return {
    payment: config.stripe.secretKey ? ('stripe' as const) : null,
    mail: config.smtpUrl ? { host: hostOf(config.smtpUrl) ?? 'SMTP-Server' } : null,
    ai: config.ai.provider === 'openai' ? { host: hostOf(config.ai.baseUrl) ?? 'api.openai.com' } : null,
  };
}

export const legalRoutes = new Hono<AppEnv>().get('/', (c) => {
  const { config } = c.get('deps');
  const { operator } = config;
  c.header('Cache-Control', 'no-cache');
  return c.json({
    operator: {
      name: operator.name,
      address: operator.address,
      email: operator.email,
      responsible: operator.responsible,
      phone: operator.phone ?? null,
      vatId: operator.vatId ?? null,
      register: operator.register ?? null,
      example: operator.example,
    },
    processors: processors(config),
  });
});
