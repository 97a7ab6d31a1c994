import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import type { Lifecycle } from './modules/operations/operations.service';

/** How long a connection accepted just before the drain has to deliver its request before idle ones are closed. */
const IDLE_CONNECTION_GRACE_MS = 1000;

/**
 * SIGTERM (or SIGINT) drains the instance: readiness turns 503 at once, the listener closes (new connections are
 * refused, so a load balancer sends them elsewhere), in-flight requests finish, live streams are told to reconnect
 * elsewhere and closed, job workers finish what they hold and take nothing new, then the pool closes and the process
 * exits 0. A second signal, or the grace running out, exits at once with 1.
 */
export function installGracefulShutdown({
  app,
  lifecycle,
  closeDatabase,
  graceSeconds,
  logger,
  exit = (code) => process.exit(code),
}: {
  app: FastifyInstance;
  lifecycle: Lifecycle;
  closeDatabase: () => Promise<void>;
  graceSeconds: number;
  logger: Logger;
  exit?: (code: number) => void;
}): void {
  const drain = async (signal: string) => {
    if (lifecycle.draining) {
      logger.warn({ signal }, 'second signal while draining: exiting now');
      exit(1);
      return;
    }
    lifecycle.startDrain();
    logger.info({ signal, graceSeconds }, 'draining');
    const started = Date.now();
    // Node's close() destroys at once every connection with no request in progress, which includes one just accepted
    // whose request (a proxy has already sent it) is not read yet: that request would be lost. Idle connections are
    // closed a second later instead, and every second until the drain ends (answers sent while draining close theirs).
    const server = app.server;
    const closeIdleConnections = server.closeIdleConnections.bind(server);
    server.closeIdleConnections = () => undefined;
    const idleSweep = setInterval(closeIdleConnections, IDLE_CONNECTION_GRACE_MS);
    const deadline = setTimeout(() => {
      logger.error({ graceSeconds }, 'drain did not finish within the grace period: exiting now');
      exit(1);
    }, graceSeconds * 1000);
    try {
      await app.close();
      clearInterval(idleSweep);
      await closeDatabase();
    } catch (error) {
      logger.error({ err: error }, 'drain failed');
      clearInterval(idleSweep);
      clearTimeout(deadline);
      exit(1);
      return;
    }
    clearTimeout(deadline);
    logger.info({ ms: Date.now() - started }, 'drained: exiting');
    exit(0);
  };
  process.on('SIGTERM', () => void drain('SIGTERM'));
  process.on('SIGINT', () => void drain('SIGINT'));
}
