// `pnpm remote <command>`: deploy a remote build, run a canary, promote, roll back, see status.
// The deploy root is the server's WEB_DEPLOY_DIR; the site is where that server answers. With
// `--target s3` the builds go to a bucket instead, and the deploy root keeps remotes.json and
// its history (the server reads them).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { REMOTES, root, run } from '../lib.mjs';
import { deploy, promote, rollback, status } from './commands.mjs';

const USAGE = `pnpm remote deploy <name> [--dist <path>] [--canary <percent>] [--target dir|s3]
  (a remote not in this repository joins the site with its first deploy: --dist is its build)
pnpm remote promote <name>
pnpm remote rollback <name>
pnpm remote status

  --root <dir>   the deploy root: remotes.json and its history (default: WEB_DEPLOY_DIR)
  --site <url>   the live site, to check the deployed files as browsers get them
                 (default: KINORA_SITE_URL, else http://127.0.0.1:$PORT or :3000)
  --target dir   store builds in the deploy root's remotes/<name>/<version>/ (the default)
  --target s3    upload builds to remotes/<name>/<version>/ in an S3-compatible bucket:
    --bucket <name>      the bucket (default: REMOTES_S3_BUCKET)
    --public-url <url>   where browsers load the bucket's files, a CDN or the bucket's
                         website URL (default: REMOTES_PUBLIC_URL); it must answer CORS
    --endpoint <url>     an S3-compatible server, MinIO or s3rver, addressed path-style
                         (default: REMOTES_S3_ENDPOINT; AWS without it)
    --region <name>      the bucket's region (default: REMOTES_S3_REGION, else AWS_REGION)
    credentials: the AWS SDK's chain (AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, AWS_PROFILE…)`;

const TARGETS = ['dir', 's3'];

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
      bucket: { type: 'string' },
      'public-url': { type: 'string' },
      endpoint: { type: 'string' },
      region: { type: 'string' },
      help: { type: 'boolean' },
    },
  });
  const [command, name] = positionals;
  if (values.help || !command) return console.log(USAGE);
  const deployRoot = values.root ?? process.env.WEB_DEPLOY_DIR;
  if (!deployRoot) fail('Name the deploy root: --root <dir> or WEB_DEPLOY_DIR.');
  if (!TARGETS.includes(values.target)) {
    fail(`--target ${values.target}: use "dir" (the deploy root) or "s3" (a bucket).`);
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
    // A remote outside this repository's list (one joining the site) brings its own build.
    const remote = REMOTES.find((r) => r.name === name);
    if (!remote && !values.dist) {
      fail(`"${name}" is not a remote of this repository: name its build with --dist <path>.`);
    }
    // The bucket's settings are checked before the build: a deploy that cannot finish starts
    // nothing. Loaded only for this target, so the other commands do not wait for the SDK.
    if (values.target === 's3') {
      const { bucketConfig, openBucketStore } = await import('./bucket.mjs');
      const config = bucketConfig({ ...values, publicUrl: values['public-url'] }, process.env);
      context.store = await openBucketStore(config, { log: context.log });
    }
    let dist = values.dist && path.resolve(values.dist);
    if (!dist) {
      run('pnpm', ['--filter', `./${remote.folder}`, 'run', 'build']);
      dist = path.join(root, remote.folder, 'dist');
    }
    if (!existsSync(path.join(dist, 'mf-manifest.json'))) fail(`${dist} has no mf-manifest.json.`);
    const canaryPercent = values.canary === undefined ? undefined : Number(values.canary);
    try {
      await deploy(context, name, { dist, canaryPercent });
    } finally {
      context.store?.close();
    }
  } else if (command === 'promote') await promote(context, name);
  else if (command === 'rollback') await rollback(context, name);
  else fail(USAGE);
}

main().catch((error) => fail(error instanceof Error ? error.message : String(error)));
