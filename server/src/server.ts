import { fork } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { buildApp } from './app';
import { ConfigError, loadConfig, type AppConfig } from './config';
import { DatabaseInUseError } from './db/data-dir-lock';
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
  if (process.env[PREPARE_ONLY]) {
    await prepareData(config);
    return;
  }
  await prepareFirstStartAside(config);
  // Set to the graceful shutdown below once the app exists.
  let stop: (reason: string) => void = () => undefined;
  const app = await buildApp(config, { onDatabaseLockLost: () => stop('database lock lost') });

  let closing = false;
  /**
   * Graceful: readiness fails at once so the balancer stops sending; after the drain delay the
   * server stops accepting, lets the requests under way finish (an upload completes, or its
   * client's abort removes what it had written), ends the notification streams with a
   * reconnection hint, and exits. A shutdown that hangs past its timeout exits anyway.
   */
  const shutdown = (reason: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ reason, drainMs: config.shutdownDrainMs }, 'shutting down: draining');
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
  stop = shutdown;
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

/** Set in the child process that prepares a first start's data, then exits. */
const PREPARE_ONLY = 'KINORA_PREPARE_DATA_ONLY';

/**
 * The first start on embedded PGlite runs initdb, every migration and the demo seeding (images
 * and transcodes): work that leaves the process a few hundred MiB larger for good, since
 * PGlite's WebAssembly memory never shrinks and the native allocator keeps what it freed. A child
 * process does that work and exits; this process then opens the prepared data as every later
 * start does (about 250 MiB at rest instead of about 430).
 */
async function prepareFirstStartAside(config: AppConfig): Promise<void> {
  if (config.databaseUrl || !config.seed || config.role === 'worker') return;
  const prepared = await fs
    .access(path.join(config.dataDir, 'db', 'PG_VERSION'))
    .then(() => true)
    .catch(() => false);
  if (prepared) return;
  const script = process.argv[1];
  if (!script) return;
  const code = await new Promise<number | null>((resolve, reject) => {
    const child = fork(script, process.argv.slice(2), {
      env: { ...process.env, [PREPARE_ONLY]: '1' },
    });
    child.once('error', reject);
    child.once('exit', resolve);
  });
  if (code !== 0)
    throw new Error(`Preparing the database for its first start failed (exit ${code}).`);
}

/** The child's part: migrate (building the app does) and seed, then close. */
async function prepareData(config: AppConfig): Promise<void> {
  const app = await buildApp(config);
  try {
    await app.ready();
    await seedIfEmpty(app);
  } finally {
    await app.close();
  }
}

main().catch((error: unknown) => {
  // Another process holding the embedded database is the operator's to resolve: no stack.
  const detail =
    error instanceof DatabaseInUseError
      ? error.message
      : error instanceof Error
        ? (error.stack ?? error.message)
        : String(error);
  process.stderr.write(`Failed to start: ${detail}\n`);
  process.exit(1);
});
