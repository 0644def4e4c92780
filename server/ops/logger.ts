import { format } from 'node:util';
import { pino, type Logger } from 'pino';
import type { Config } from '../config.ts';

export type { Logger };

/**
 * One JSON line per event on stdout (pino): time, level, message; the lines a route writes through
 * its request's logger (`c.get('log')`) carry the request id (`reqId`), so such a line can be
 * traced to its request and, with the load balancer's X-Request-Id, to the balancer's access log.
 */
export function createLogger(level: Config['logLevel']): Logger {
  return pino({
    level,
    base: { pid: process.pid },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
  });
}

/**
 * Sends console.log/info/warn/error of this process through the logger, as JSON lines. Modules
 * that write to the console (mail, payments, the item draw) then need no logger passed in; their
 * lines name what they are about (the checkout session, the subscription, the game). They carry no
 * request id: finding the request a line was written in would need AsyncLocalStorage, whose
 * promise hooks cost every request about a seventh of a read's CPU (docs/performance.md). For the
 * server process only: tests keep their console.
 */
export function routeConsoleToLogger(root: Logger): void {
  const write =
    (level: 'info' | 'warn' | 'error') =>
    (...args: unknown[]) => {
      const err = args.find((a): a is Error => a instanceof Error);
      const message = format(...args.filter((a) => a !== err));
      if (err) root[level]({ err }, message);
      else root[level](message);
    };
  console.log = write('info');
  console.info = write('info');
  console.warn = write('warn');
  console.error = write('error');
}
