import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { seedIfEmpty } from './seed/seed-if-empty';

/** How long kept-alive sockets may still bring requests once the server stops listening. */
const IDLE_SOCKET_GRACE_MS = 3000;

/** Starts the API: listen, seed an empty database once, and close cleanly on SIGINT/SIGTERM. */
async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`Configuration error: ${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  const app = await buildApp(config);

  let closing = false;
  /**
   * Graceful: readiness fails at once so the balancer stops sending; after the drain delay the
   * server stops accepting, lets the requests under way finish (an upload completes, or its
   * client's abort removes what it had written), ends the notification streams with a
   * reconnection hint, and exits. A shutdown that hangs past its timeout exits anyway.
   */
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal, drainMs: config.shutdownDrainMs }, 'shutting down: draining');
    app.startDraining();
    const force = setTimeout(() => {
      app.log.error('shutdown timed out, exiting');
      process.exit(1);
    }, config.shutdownDrainMs + config.shutdownTimeoutMs);
    force.unref();
    setTimeout(() => {
      app.log.info('shutting down: closing');
      // Node closes idle kept-alive sockets the moment the server stops listening, and a balancer
      // may be sending its next request on one just then: a POST lost that way cannot be resent.
      // They stay open a moment longer instead; what comes on them is answered (closing the
      // connection), the balancer drops its idle ones itself (its upstream keep-alive timeout is
      // shorter), and whatever is left is closed after the grace.
      const closeIdleConnections = app.server.closeIdleConnections.bind(app.server);
      app.server.closeIdleConnections = () => undefined;
      setTimeout(closeIdleConnections, IDLE_SOCKET_GRACE_MS).unref();
      app.close().then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, 'error during shutdown');
          process.exit(1);
        },
      );
    }, config.shutdownDrainMs);
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));

  await app.ready();
  // A worker only works the queue: the same app, but nobody can reach it over HTTP.
  if (config.role === 'worker') {
    app.log.info('worker started: transcoding, not listening');
    return;
  }
  if (config.seed) await seedIfEmpty(app);

  await app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  process.stderr.write(
    `Failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
