import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import errorHandlerPlugin from '../src/plugins/error-handler';
import { web } from '../src/web/plugin';

let dir: string;
let shellDir: string;
let remoteDir: string;

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'kinora-web-'));
  shellDir = path.join(dir, 'shell');
  remoteDir = path.join(dir, 'watch');
  await fs.mkdir(shellDir);
  await fs.mkdir(remoteDir);
  await fs.writeFile(path.join(shellDir, 'index.html'), '<!doctype html><title>Kinora</title>');
  await fs.writeFile(path.join(shellDir, 'main.0123abcd.js'), 'console.log(1);');
  await fs.writeFile(path.join(shellDir, 'main.0123abcd.js.map'), '{"version":3}');
  await fs.writeFile(path.join(remoteDir, 'mf-manifest.json'), '{}');
  await fs.writeFile(path.join(remoteDir, 'remoteEntry.js'), 'console.log(2);');
  await fs.writeFile(path.join(remoteDir, 'remoteEntry.js.map'), '{"version":3}');
});
afterAll(async () => {
  await fs.rm(dir, { recursive: true, force: true });
});

/** The web plugin as `pnpm start` configures it, with or without PUBLIC_SOURCE_MAPS. */
async function webApp(env: Record<string, string> = {}) {
  const config = loadConfig({
    ...env,
    DATA_DIR: dir,
    WEB_SHELL_DIR: shellDir,
    WEB_REMOTES: `watch=${remoteDir}`,
  });
  const app = Fastify({ logger: false });
  await app.register(errorHandlerPlugin);
  await app.register(web, { web: config.web });
  await app.ready();
  return app;
}

const html = { accept: 'text/html' };

describe('source maps of the built web apps', () => {
  it('are 404 by default, while the code itself is served', async () => {
    const app = await webApp();
    try {
      expect((await app.inject({ url: '/main.0123abcd.js' })).statusCode).toBe(200);
      expect((await app.inject({ url: '/remotes/watch/remoteEntry.js' })).statusCode).toBe(200);
      for (const url of ['/main.0123abcd.js.map', '/remotes/watch/remoteEntry.js.map']) {
        const res = await app.inject({ url });
        expect(res.statusCode, url).toBe(404);
        expect(res.body, url).not.toContain('version');
        // Not the shell page either, even when a browser asks for HTML.
        expect((await app.inject({ url, headers: html })).statusCode, url).toBe(404);
      }
    } finally {
      await app.close();
    }
  });

  it('are served with PUBLIC_SOURCE_MAPS=true', async () => {
    const app = await webApp({ PUBLIC_SOURCE_MAPS: 'true' });
    try {
      for (const url of ['/main.0123abcd.js.map', '/remotes/watch/remoteEntry.js.map']) {
        const res = await app.inject({ url });
        expect(res.statusCode, url).toBe(200);
        expect(res.body, url).toBe('{"version":3}');
      }
    } finally {
      await app.close();
    }
  });
});
