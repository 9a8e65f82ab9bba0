import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import errorHandlerPlugin from '../src/plugins/error-handler';
import { web } from '../src/web/plugin';
import { deploymentOrigins, inlineScriptHashes, shellContentSecurityPolicy } from '../src/web/csp';

let dir: string;
let shellDir: string;
let remoteDir: string;

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'kinora-csp-'));
  shellDir = path.join(dir, 'shell');
  remoteDir = path.join(dir, 'watch');
  await fs.mkdir(shellDir);
  await fs.mkdir(remoteDir);
  await fs.writeFile(path.join(shellDir, 'index.html'), '<!doctype html><title>Kinora</title>');
  await fs.writeFile(path.join(shellDir, 'main.js'), 'console.log(1);');
  await fs.writeFile(path.join(remoteDir, 'mf-manifest.json'), '{}');
});
afterAll(async () => {
  await fs.rm(dir, { recursive: true, force: true });
});

async function webApp() {
  const config = loadConfig({
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

/** The directives of a policy by name: `{ 'script-src': ["'self'"], … }`. */
function directives(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy.split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/);
      return [name, values];
    }),
  );
}

const writeDeployment = (deployment: Record<string, string>) =>
  fs.writeFile(path.join(shellDir, 'remotes.json'), JSON.stringify(deployment));

describe('the shell page’s Content-Security-Policy', () => {
  it('allows scripts from the site only, no inline code, plugins or base URL', () => {
    const policy = directives(shellContentSecurityPolicy());
    expect(policy['script-src']).toEqual(["'self'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['base-uri']).toEqual(["'none'"]);
    expect(policy['frame-src']).toEqual(['https://www.youtube-nocookie.com']);
    expect(policy['media-src']).toEqual(["'self'", 'blob:']);
    expect(policy['img-src']).toEqual(expect.arrayContaining(["'self'", 'blob:', 'data:']));
    expect(policy['connect-src']).toEqual(["'self'"]);
    expect(Object.values(policy).flat()).not.toContain("'unsafe-eval'");
    expect(policy['script-src']).not.toContain("'unsafe-inline'");
  });

  it('lets a shell on its own origin fetch from and show media of the API and storage, never run them', () => {
    const api = 'https://api.example.org';
    const media = 'https://media.example.org';
    const policy = directives(shellContentSecurityPolicy([], [api, media]));
    expect(policy['connect-src']).toEqual(["'self'", api, media]);
    expect(policy['media-src']).toEqual(["'self'", 'blob:', api, media]);
    expect(policy['img-src']).toEqual(expect.arrayContaining([api, media]));
    expect(policy['script-src']).toEqual(["'self'"]);
    expect(policy['font-src']).toEqual(["'self'"]);
  });

  it('reads the remotes’ other origins from the deployment file, not its same-site paths', () => {
    expect(
      deploymentOrigins({
        watch: '/remotes/watch/mf-manifest.json',
        studio: 'https://cdn.example.org/kinora/studio/1.4.0/mf-manifest.json',
        library: 'https://cdn.example.org/kinora/library/mf-manifest.json',
        community: 'http://127.0.0.1:4010/mf-manifest.json',
      }),
    ).toEqual(['http://127.0.0.1:4010', 'https://cdn.example.org']);
    expect(deploymentOrigins('nonsense')).toEqual([]);
    expect(deploymentOrigins({ watch: 'javascript:alert(1)' })).toEqual([]);
  });

  it('runs the inline scripts the built page carries, by their hashes, and no other', async () => {
    const script = 'document.documentElement.setAttribute("data-theme","dark")';
    const hash = `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
    expect(
      inlineScriptHashes(`<head><script>${script}</script><script src=/main.js></script>`),
    ).toEqual([hash]);
    const index = path.join(shellDir, 'index.html');
    const plain = await fs.readFile(index, 'utf8');
    const app = await webApp();
    try {
      await fs.writeFile(
        index,
        `<!doctype html><head><script>${script}</script></head><title>Kinora</title>`,
      );
      const page = await app.inject({ url: '/', headers: { accept: 'text/html' } });
      expect(directives(String(page.headers['content-security-policy']))['script-src']).toEqual([
        "'self'",
        hash,
      ]);
      // A page rebuilt without it: the hash goes with it.
      await fs.writeFile(index, plain);
      const rebuilt = await app.inject({ url: '/', headers: { accept: 'text/html' } });
      expect(directives(String(rebuilt.headers['content-security-policy']))['script-src']).toEqual([
        "'self'",
      ]);
    } finally {
      await fs.writeFile(index, plain);
      await app.close();
    }
  });

  it('is sent with the shell page, follows a redeployed remote, and not with the assets', async () => {
    const app = await webApp();
    try {
      await writeDeployment({ watch: '/remotes/watch/mf-manifest.json' });
      const page = await app.inject({ url: '/settings/profile', headers: { accept: 'text/html' } });
      expect(page.statusCode).toBe(200);
      const sameSite = directives(String(page.headers['content-security-policy']));
      expect(sameSite['script-src']).toEqual(["'self'"]);

      await writeDeployment({ watch: 'https://cdn.example.org/watch/2.0.0/mf-manifest.json' });
      const redeployed = await app.inject({ url: '/' });
      const policy = directives(String(redeployed.headers['content-security-policy']));
      expect(policy['script-src']).toEqual(["'self'", 'https://cdn.example.org']);
      expect(policy['connect-src']).toEqual(["'self'", 'https://cdn.example.org']);

      const index = await app.inject({ url: '/index.html' });
      expect(index.headers['content-security-policy']).toBeDefined();
      const asset = await app.inject({ url: '/main.js' });
      expect(asset.statusCode).toBe(200);
      expect(asset.headers['content-security-policy']).toBeUndefined();
    } finally {
      await app.close();
    }
  });
});
