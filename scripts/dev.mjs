// `pnpm dev`: the API with live reload on :4000 and every web app's dev server (ports in
// shared/src/routing/remotes.json; each remote is also usable alone). Open the shell's address.
import webApps from '../shared/build/web-apps.cjs';
import { ensureInstalled, start, WEB_APPS, writeDevDeployment } from './lib.mjs';

ensureInstalled();
// The shell's dev server serves public/remotes.json; keep it in step with the list of remotes.
writeDevDeployment();
const names = ['server', ...WEB_APPS];
const commands = names.map((app) =>
  app === 'server'
    ? `"PORT=4000 DATA_DIR=../data pnpm --filter @kinora/server dev"`
    : `"pnpm --filter @kinora/${app} dev"`,
);
for (const app of webApps.WEB_APPS) {
  console.log(`[kinora] ${app.folder} on http://localhost:${app.devPort}`);
}
const child = start(
  'pnpm',
  ['exec', 'concurrently', '--kill-others-on-fail', '--names', names.join(','), ...commands],
  { shell: true },
);
child.on('exit', (code) => process.exit(code ?? 0));
