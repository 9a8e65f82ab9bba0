// `pnpm start` / `npm start`: install and build what is missing, then serve the whole site
// (shell, remotes, API) on one origin, http://localhost:3000 by default (PORT to change), on the
// embedded PGlite database in ./data (DATA_DIR to change).
import { buildMissing, ensureInstalled, root, start, webEnv } from './lib.mjs';

ensureInstalled();
buildMissing({ force: process.argv.includes('--rebuild') });

const port = process.env.PORT ?? '3000';
const server = start('node', ['server/dist/server.js'], {
  env: {
    ...process.env,
    PORT: port,
    DATA_DIR: process.env.DATA_DIR ?? `${root}/data`,
    ...webEnv(),
  },
});
console.log(`[kinora] starting on http://localhost:${port}`);

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
