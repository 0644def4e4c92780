import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { testOperatorEnv } from './testing/operator-env.ts';

const production = { NODE_ENV: 'production', PUBLIC_URL: 'https://ferdy.example' };

describe('operator details (Impressum, privacy page)', () => {
  it('production refuses to load without them and names every missing variable', () => {
    expect(() => loadConfig(production)).toThrow(
      /OPERATOR_NAME: required in production\n {2}OPERATOR_ADDRESS: required in production\n {2}OPERATOR_EMAIL: required in production\n {2}OPERATOR_RESPONSIBLE: required in production/,
    );
    const { OPERATOR_EMAIL: _left, ...withoutEmail } = testOperatorEnv;
    expect(() => loadConfig({ ...production, ...withoutEmail })).toThrow(
      /^Invalid configuration:\n {2}OPERATOR_EMAIL: required in production\n/,
    );
  });

  it('production takes them from the environment', () => {
    const config = loadConfig({ ...production, ...testOperatorEnv, OPERATOR_PHONE: '+49 30 1234567' });
    expect(config.operator).toEqual({
      name: 'Ferdy Test GmbH',
      address: 'Teststraße 1, 12345 Teststadt',
      email: 'kontakt@ferdy.example',
      responsible: 'Erika Mustermann',
      phone: '+49 30 1234567',
      vatId: undefined,
      register: undefined,
      example: false,
    });
  });

  it('development shows a clearly marked example', () => {
    const config = loadConfig({});
    expect(config.operator.example).toBe(true);
    expect(config.operator.name).toContain('Beispiel');
  });

  it('refuses an operator e-mail that is not an address', () => {
    expect(() => loadConfig({ ...testOperatorEnv, OPERATOR_EMAIL: 'kontakt' })).toThrow(/OPERATOR_EMAIL: not an e-mail address/);
  });

  it('the server does not start in production without them: exit 1 and the message, nothing served', () => {
    const root = resolve(import.meta.dirname, '..');
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: root,
      env: { PATH: process.env.PATH, ...production, PORT: '0', DATABASE_PATH: ':memory:', SKIP_WEB: '1' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('OPERATOR_NAME: required in production');
    expect(run.stderr).toContain('The Impressum and the privacy page name who runs Ferdy');
    expect(run.stdout).not.toContain('Ferdy läuft');
  }, 30_000);
});

describe('operations settings', () => {
  it('logs at info, quiet in tests unless LOG_LEVEL says otherwise, and refuses an unknown level', () => {
    expect(loadConfig({}).logLevel).toBe('info');
    expect(loadConfig({ NODE_ENV: 'test' }).logLevel).toBe('silent');
    expect(loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'debug' }).logLevel).toBe('debug');
    expect(() => loadConfig({ LOG_LEVEL: 'laut' })).toThrow(/LOG_LEVEL/);
  });

  it('reads the shared stores, the metrics token and the shutdown times', () => {
    const config = loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379', METRICS_TOKEN: 'geheim', SHUTDOWN_DELAY_MS: '5000' });
    expect(config).toMatchObject({
      redisUrl: 'redis://127.0.0.1:6379',
      metricsToken: 'geheim',
      shutdownDelayMs: 5000,
      shutdownTimeoutMs: 25_000,
    });
    expect(loadConfig({}).shutdownDelayMs).toBe(0);
    expect(() => loadConfig({ SHUTDOWN_TIMEOUT_MS: '0' })).toThrow(/SHUTDOWN_TIMEOUT_MS/);
  });
});
