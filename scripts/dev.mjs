// `pnpm dev`: the API with live reload on :4000 and every web app's dev server (shell :3000,
// remotes :3001-3004, each also usable alone). Open http://localhost:3000.
import { ensureInstalled, start, WEB_APPS } from './lib.mjs';

ensureInstalled();
const names = ['server', ...WEB_APPS];
const commands = names.map((app) =>
  app === 'server'
    ? `"PORT=4000 DATA_DIR=../data pnpm --filter @kinora/server dev"`
    : `"pnpm --filter @kinora/${app} dev"`,
);
const child = start(
  'pnpm',
  ['exec', 'concurrently', '--kill-others-on-fail', '--names', names.join(','), ...commands],
  { shell: true },
);
child.on('exit', (code) => process.exit(code ?? 0));
