import { AsyncLocalStorage } from 'node:async_hooks';
import { format } from 'node:util';
import { pino, type Logger } from 'pino';
import type { Config } from '../config.ts';

export type { Logger };

/**
 * One JSON line per event on stdout (pino): time, level, message, and on every line written
 * while a request is served its request id (`reqId`), so a line can be traced to its request
 * and, with the load balancer's X-Request-Id, to the balancer's access log.
 */
export function createLogger(level: Config['logLevel']): Logger {
  return pino({
    level,
    base: { pid: process.pid },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
  });
}

/** The logger of the request being served (a child carrying its id), across awaits. */
const requestLog = new AsyncLocalStorage<Logger>();

export function runWithRequestLog<T>(log: Logger, fn: () => T): T {
  return requestLog.run(log, fn);
}

/** The serving request's logger, or `fallback` outside a request. */
export function currentLog(fallback: Logger): Logger {
  return requestLog.getStore() ?? fallback;
}

/**
 * Sends console.log/info/warn/error of this process through the logger, as JSON lines with the
 * request id of the request they were written in. Modules that write to the console (mail,
 * payments, the item draw) then need no logger passed in. For the server process only: tests
 * keep their console.
 */
export function routeConsoleToLogger(root: Logger): void {
  const write =
    (level: 'info' | 'warn' | 'error') =>
    (...args: unknown[]) => {
      const log = currentLog(root);
      const err = args.find((a): a is Error => a instanceof Error);
      const message = format(...args.filter((a) => a !== err));
      if (err) log[level]({ err }, message);
      else log[level](message);
    };
  console.log = write('info');
  console.info = write('info');
  console.warn = write('warn');
  console.error = write('error');
}
