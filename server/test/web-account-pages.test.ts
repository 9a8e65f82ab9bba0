import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { hrefs } from '@kinora/shared/routing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import errorHandlerPlugin from '../src/plugins/error-handler';
import { web } from '../src/web/plugin';
import type { FastifyInstance } from 'fastify';

const SHELL_PAGE = '<!doctype html><title>Kinora</title><div id="root"></div>';
// What a browser sends when it follows a link: the shell page is the answer.
const navigation = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,*/*;q=0.8',
};

let dir: string;
let app: FastifyInstance;

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'kinora-account-pages-'));
  const shellDir = path.join(dir, 'shell');
  await fs.mkdir(shellDir);
  await fs.writeFile(path.join(shellDir, 'index.html'), SHELL_PAGE);
  app = Fastify({ logger: false });
  await app.register(errorHandlerPlugin);
  await app.register(web, {
    web: loadConfig({ DATA_DIR: dir, WEB_SHELL_DIR: shellDir }).web,
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await fs.rm(dir, { recursive: true, force: true });
});

describe('the pages the account mails link to', () => {
  it.each([
    hrefs.forgotPassword(),
    hrefs.resetPassword('Zm9vYmFyLWJhei0xMjM0NTY3ODkw'),
    hrefs.verifyEmail('Zm9vYmFyLWJhei0xMjM0NTY3ODkw'),
    // A link cut short by a mail client still opens the page, which says it does not work.
    '/reset-password',
  ])('open %s as the shell page on a direct load', async (url) => {
    const res = await app.inject({ url, headers: navigation });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toContain('<div id="root">');
  });
});
