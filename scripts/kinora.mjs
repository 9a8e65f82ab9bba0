// `pnpm kinora <command>`: the server's operator commands (`pnpm kinora admin grant <username>`),
// run from source on the database `pnpm start` and `pnpm dev` use: DATABASE_URL when set, else
// the embedded one in ./data (DATA_DIR to change), the same default as `pnpm start`.
import { ensureInstalled, root, run } from './lib.mjs';

ensureInstalled();
try {
  run(
    'pnpm',
    ['--silent', '--filter', '@kinora/server', 'run', 'kinora', ...process.argv.slice(2)],
    {
      env: {
        ...process.env,
        DATA_DIR: process.env.DATA_DIR ?? `${root}/data`,
        // Where the operator ran `pnpm kinora`: a backup file they name is relative to it, not
        // to the server's folder the command runs in.
        KINORA_CWD: process.env.INIT_CWD ?? process.cwd(),
      },
    },
  );
} catch {
  // The command has said what went wrong.
  process.exit(1);
}
