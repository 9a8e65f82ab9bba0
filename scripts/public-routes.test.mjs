import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { readPublicRoutes } from './remote/public-routes.mjs';

const work = mkdtempSync(path.join(os.tmpdir(), 'kinora-public-routes-'));
after(() => rmSync(work, { recursive: true, force: true }));

const fileWith = (name, text) => {
  const file = path.join(work, name);
  writeFileSync(file, text);
  return file;
};

describe('the public routes the deploy tool keeps', () => {
  it('are the ROUTES of @kinora/shared, read from its source', () => {
    const routes = readPublicRoutes();
    assert.equal(routes.watch, '/watch/:videoId');
    assert.equal(routes.uploadVideo, '/upload-video');
    assert.equal(routes.home, '/');
    assert.ok(Object.values(routes).every((route) => route.startsWith('/')));
  });

  it('read the declaration whatever wraps it, and only it', () => {
    const file = fileWith(
      'paths.ts',
      `const OTHER = { a: '/not-public' } as const;
       export const ROUTES = { home: '/', post: '/post/:postId' } as const satisfies Record<string, string>;`,
    );
    assert.deepEqual(readPublicRoutes(file), { home: '/', post: '/post/:postId' });
  });

  it('refuse a file that declares none', () => {
    const file = fileWith('none.ts', `export const PATHS = ['/'];`);
    assert.throws(() => readPublicRoutes(file), /declares no ROUTES object/);
  });
});
