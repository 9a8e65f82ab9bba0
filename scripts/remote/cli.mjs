// `pnpm remote <command>`: deploy a remote build, run a canary, promote, roll back, see status.
// The deploy root is the server's WEB_DEPLOY_DIR; the site is where that server answers.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { REMOTES, root, run } from '../lib.mjs';
import { deploy, promote, rollback, status } from './commands.mjs';

const USAGE = `pnpm remote deploy <name> [--dist <path>] [--canary <percent>] [--target dir]
pnpm remote promote <name>
pnpm remote rollback <name>
pnpm remote status

  --root <dir>   the deploy root (default: WEB_DEPLOY_DIR)
  --site <url>   the live site, to check the deployed files as browsers get them
                 (default: KINORA_SITE_URL, else http://127.0.0.1:$PORT or :3000)`;

function fail(message) {
  console.error(message);
  process.exit(1);
}

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      root: { type: 'string' },
      site: { type: 'string' },
      dist: { type: 'string' },
      canary: { type: 'string' },
      target: { type: 'string', default: 'dir' },
      help: { type: 'boolean' },
    },
  });
  const [command, name] = positionals;
  if (values.help || !command) return console.log(USAGE);
  const deployRoot = values.root ?? process.env.WEB_DEPLOY_DIR;
  if (!deployRoot) fail('Name the deploy root: --root <dir> or WEB_DEPLOY_DIR.');
  if (values.target !== 'dir') {
    fail(`--target ${values.target}: only "dir" (the server's WEB_DEPLOY_DIR) is supported.`);
  }
  const context = {
    root: path.resolve(deployRoot),
    site:
      values.site ?? process.env.KINORA_SITE_URL ?? `http://127.0.0.1:${process.env.PORT ?? 3000}`,
    remotes: REMOTES.map((r) => r.name),
    log: (line) => console.log(line),
  };
  if (command === 'status') {
    for (const s of status(context)) {
      const canary = s.canary
        ? `  canary ${s.canary.version ?? s.canary.url} at ${s.canary.percent} %`
        : '';
      console.log(
        `${s.remote.padEnd(10)} ${s.version ?? 'not deployed by the tool'}  ${s.url ?? ''}  ${s.deployedAt ?? ''}${canary}`,
      );
    }
    return;
  }
  if (!name) fail(USAGE);
  if (command === 'deploy') {
    const remote = REMOTES.find((r) => r.name === name);
    if (!remote) fail(`"${name}" is not a remote (known: ${context.remotes.join(', ')}).`);
    let dist = values.dist && path.resolve(values.dist);
    if (!dist) {
      run('pnpm', ['--filter', `./${remote.folder}`, 'run', 'build']);
      dist = path.join(root, remote.folder, 'dist');
    }
    if (!existsSync(path.join(dist, 'mf-manifest.json'))) fail(`${dist} has no mf-manifest.json.`);
    const canaryPercent = values.canary === undefined ? undefined : Number(values.canary);
    await deploy(context, name, { dist, canaryPercent });
  } else if (command === 'promote') await promote(context, name);
  else if (command === 'rollback') await rollback(context, name);
  else fail(USAGE);
}

main().catch((error) => fail(error instanceof Error ? error.message : String(error)));
