import type { Server } from 'node:http';
import type { Ops } from './ops.ts';

type ShutdownOptions = {
  server: Server;
  ops: Ops;
  /** serve on, reported not ready, this long before the listener closes */
  delayMs: number;
  /** exit 1 when requests under way have not finished this long after the signal */
  timeoutMs: number;
  /** closes what the process holds open (database, rate-limit store) once every request is answered */
  release: () => Promise<void>;
};

/**
 * The answer to SIGTERM: report not ready (/api/health/ready 503; answers say
 * `Connection: close`), go on serving for `delayMs` while the balancer takes the instance out,
 * then stop listening, finish every request under way, release the database and exit 0.
 */
export function gracefulShutdown({ server, ops, delayMs, timeoutMs, release }: ShutdownOptions): (signal: string) => void {
  let stopping = false;
  return (signal) => {
    if (stopping) return;
    stopping = true;
    ops.lifecycle.draining = true;
    const log = ops.logger;
    log.info({ signal, delayMs }, `${signal}: Ferdy fährt herunter …`);
    const force = setTimeout(() => {
      log.error({ timeoutMs }, 'requests still under way at the shutdown timeout; exiting anyway');
      process.exit(1);
    }, timeoutMs);
    force.unref();
    const closeListener = () => {
      log.info('listener closed; finishing the requests under way');
      server.close(() => {
        release()
          .then(() => {
            log.info('shut down cleanly');
            process.exit(0);
          })
          .catch((err: unknown) => {
            log.error({ err }, 'releasing the database failed');
            process.exit(1);
          });
      });
      // Keep-alive connections would hold close() open, and Node goes on serving new requests on
      // them after close(): idle ones go now, busy ones as soon as their answer is out.
      server.closeIdleConnections();
      setInterval(() => server.closeIdleConnections(), 100).unref();
    };
    if (delayMs > 0) setTimeout(closeListener, delayMs);
    else closeListener();
  };
}
