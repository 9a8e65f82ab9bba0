import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import errorHandlerPlugin from '../src/plugins/error-handler';
import { web } from '../src/web/plugin';
import { deploymentOrigins } from '../src/web/csp';

/** `WEB_DEPLOY_DIR`: where `pnpm remote deploy` stores versions and switches remotes.json. */
let dir: string;
let shellDir: string;
let deployDir: string;
let app: FastifyInstance;
const VERSION = '1.0.0-0123456789ab';

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'kinora-deploy-dir-'));
  shellDir = path.join(dir, 'shell');
  deployDir = path.join(dir, 'deploy');
  const built = path.join(dir, 'watch');
  await fs.mkdir(shellDir);
  await fs.mkdir(built);
  await fs.writeFile(path.join(shellDir, 'index.html'), '<!doctype html><title>Kinora</title>');
  await fs.writeFile(
    path.join(shellDir, 'remotes.json'),
    '{"watch":"/remotes/watch/mf-manifest.json"}',
  );
  await fs.writeFile(path.join(built, 'mf-manifest.json'), '{"built":true}');
  const config = loadConfig({
    DATA_DIR: dir,
    WEB_SHELL_DIR: shellDir,
    WEB_REMOTES: `watch=${built}`,
    WEB_DEPLOY_DIR: deployDir,
  });
  app = Fastify({ logger: false });
  await app.register(errorHandlerPlugin);
  await app.register(web, { web: config.web });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await fs.rm(dir, { recursive: true, force: true });
});

const scriptSources = (policy: unknown) =>
  /script-src ([^;]*)/.exec(String(policy))?.[1]?.split(' ') ?? [];

describe('a deploy root beside the built remotes', () => {
  it('serves the shell’s deployment file until the first deploy, then the deploy root’s', async () => {
    const before = await app.inject({ url: '/remotes.json' });
    expect(before.json()).toEqual({ watch: '/remotes/watch/mf-manifest.json' });
    expect(before.headers['cache-control']).toBe('no-cache');

    const versionDir = path.join(deployDir, 'remotes', 'watch', VERSION);
    await fs.mkdir(versionDir, { recursive: true });
    await fs.writeFile(path.join(versionDir, 'mf-manifest.json'), '{"deployed":true}');
    await fs.writeFile(
      path.join(deployDir, 'remotes.json'),
      JSON.stringify({
        watch: {
          stable: `/remotes/watch/${VERSION}/mf-manifest.json`,
          canary: 'https://canary.example.org/watch/mf-manifest.json',
          percent: 10,
        },
      }),
    );
    const after = await app.inject({ url: '/remotes.json' });
    expect(after.json()).toMatchObject({ watch: { percent: 10 } });

    const deployed = await app.inject({ url: `/remotes/watch/${VERSION}/mf-manifest.json` });
    expect(deployed.statusCode).toBe(200);
    expect(deployed.json()).toEqual({ deployed: true });
    expect(deployed.headers['access-control-allow-origin']).toBe('*');
    const built = await app.inject({ url: '/remotes/watch/mf-manifest.json' });
    expect(built.json()).toEqual({ built: true });
    const missing = await app.inject({ url: '/remotes/watch/9.9.9-none/mf-manifest.json' });
    expect(missing.statusCode).toBe(404);
  });

  it('lets the shell page load a canary from its origin', async () => {
    const page = await app.inject({ url: '/', headers: { accept: 'text/html' } });
    expect(scriptSources(page.headers['content-security-policy'])).toEqual([
      "'self'",
      'https://canary.example.org',
    ]);
    expect(
      deploymentOrigins({
        studio: { stable: 'https://a.example.org/m.json', canary: '/remotes/x.json', percent: 5 },
      }),
    ).toEqual(['https://a.example.org']);
  });
});
