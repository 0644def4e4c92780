import type { Config } from '../config.ts';
import { createLogger, type Logger } from './logger.ts';
import { createMetrics, type Metrics } from './metrics.ts';

/** What operations needs of a running app: its logger, its metrics and whether it is draining. */
export type Ops = {
  logger: Logger;
  metrics: Metrics;
  /** set on SIGTERM: /api/health/ready answers 503 and answers ask clients to reconnect elsewhere */
  lifecycle: { draining: boolean };
};

export function createOps(config: Pick<Config, 'logLevel'>, { processMetrics = false }: { processMetrics?: boolean } = {}): Ops {
  return { logger: createLogger(config.logLevel), metrics: createMetrics({ processMetrics }), lifecycle: { draining: false } };
}
