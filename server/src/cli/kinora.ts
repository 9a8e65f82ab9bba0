import path from 'node:path';
import { ConfigError, loadConfig } from '../config';
import { createDatabase } from '../db/create-database';
import { DatabaseInUseError } from '../db/data-dir-lock';
import { migrateToLatest } from '../db/migrate';
import { ADMIN_USAGE, parseAdminCommand, runAdminCommand } from './admin-command';

const USAGE = `Usage:\n${ADMIN_USAGE}`;

/**
 * `pnpm kinora <command>` (`node dist/kinora.js <command>` beside a built server): operator
 * commands run on the database the server is configured with, read from the same environment
 * (DATABASE_URL, else the embedded one in DATA_DIR). The embedded database belongs to one process:
 * while a server has it open, a command on it fails at once (stop the server first).
 */
async function main(argv: string[]): Promise<number> {
  const [group, ...args] = argv;
  // A mistyped command opens (and migrates) no database.
  if (group !== 'admin' || !parseAdminCommand(args)) {
    process.stderr.write(`${USAGE}\n`);
    return 2;
  }
  const config = loadConfig();
  const handle = await createDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'db'),
  });
  try {
    // A command may be the first thing run on a new database (or one older than the role).
    await migrateToLatest(handle);
    const result = await runAdminCommand(handle.db, args);
    (result.ok ? process.stdout : process.stderr).write(`${result.output}\n`);
    return result.ok ? 0 : 1;
  } finally {
    await handle.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    const message =
      error instanceof ConfigError
        ? `Configuration error: ${error.message}`
        : error instanceof DatabaseInUseError
          ? error.message
          : error instanceof Error
            ? (error.stack ?? error.message)
            : String(error);
    process.stderr.write(`${message}\n`);
    process.exit(1);
  },
);
