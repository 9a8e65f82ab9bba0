import path from 'node:path';
import { BackupError } from '../backup/archive';
import { runBackup } from '../backup/backup';
import { askRunningServer } from '../backup/live-backup';
import { runRestore } from '../backup/restore';
import { ConfigError, loadConfig } from '../config';
import { createDatabase } from '../db/create-database';
import { DatabaseInUseError } from '../db/data-dir-lock';
import { migrateToLatest } from '../db/migrate';
import { ADMIN_USAGE, parseAdminCommand, runAdminCommand } from './admin-command';

const BACKUP_USAGE = `pnpm kinora backup <file>             write the site (database, media, secrets) to a .tar.gz
pnpm kinora restore <file>            restore a backup into an empty data folder or database`;

const USAGE = `Usage:\n${ADMIN_USAGE}\n${BACKUP_USAGE}`;

/**
 * A file named on the command line is the operator's, relative to where they ran the command:
 * `pnpm kinora` runs this from the server's folder and passes the original one along.
 */
const fromOperator = (file: string) => path.resolve(process.env.KINORA_CWD ?? process.cwd(), file);

const print = (line: string) => process.stdout.write(`${line}\n`);

/**
 * `pnpm kinora <command>` (`node dist/kinora.js <command>` beside a built server): operator
 * commands run on the database the server is configured with, read from the same environment
 * (DATABASE_URL, else the embedded one in DATA_DIR). The embedded database belongs to one process:
 * while a server has it open, a command on it fails at once (stop the server first), except a
 * backup, which the running server writes.
 */
async function main(argv: string[]): Promise<number> {
  const [group, ...args] = argv;
  if ((group === 'backup' || group === 'restore') && args.length === 1 && args[0]) {
    const config = loadConfig();
    const file = fromOperator(args[0]);
    if (group === 'restore') await runRestore(config, file, print);
    else {
      try {
        await runBackup(config, file, print);
      } catch (error) {
        // The embedded site is running: its server writes the backup, without stopping.
        if (!(error instanceof DatabaseInUseError)) throw error;
        print('The site is running: its server writes the backup.');
        await askRunningServer(config.dataDir, file, print);
      }
    }
    return 0;
  }
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
        : error instanceof DatabaseInUseError || error instanceof BackupError
          ? error.message
          : error instanceof Error
            ? (error.stack ?? error.message)
            : String(error);
    process.stderr.write(`${message}\n`);
    process.exit(1);
  },
);
