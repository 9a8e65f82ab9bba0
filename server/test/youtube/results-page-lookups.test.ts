import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';
import { WATCH_PAGES, writeRemoteBuild } from '../helpers/route-records';
import { startFakeYoutube, type FakeYoutube } from './fake-youtube';
import { FAKE_COMMENTS, FAKE_VIDEOS } from './fixtures';

// The results page is drawn by the server with the public search its page makes: that search is
// asked as the page's client, so drawing pages spends no one else's share of the YouTube quota.

let t: TestApp;
let fake: FakeYoutube;
let dir: string;
beforeAll(async () => {
  fake = await startFakeYoutube(FAKE_VIDEOS, FAKE_COMMENTS);
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'kinora-results-page-'));
  await fs.writeFile(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><title>Kinora</title></head><body><div id=root></div></body></html>',
  );
  await fs.writeFile(
    path.join(dir, 'remotes.json'),
    JSON.stringify({ watch: '/remotes/watch/mf-manifest.json' }),
  );
  const watchDir = await writeRemoteBuild(dir, 'watch', WATCH_PAGES);
  t = await createTestApp({
    env: {
      RATE_LIMITS: 'on',
      YOUTUBE_API_KEY: 'test-key',
      YOUTUBE_API_BASE_URL: fake.baseUrl,
      YOUTUBE_TIMEOUT_MS: '3000',
      // One client's share: a tenth of the searches (3).
      YOUTUBE_SEARCH_DAILY_BUDGET: '30',
      WEB_SHELL_DIR: dir,
      WEB_REMOTES: `watch=${watchDir}`,
    },
  });
});
afterAll(async () => {
  await Promise.all([t.close(), fake.close()]);
  await fs.rm(dir, { recursive: true, force: true });
});

const resultsPage = (query: string, remoteAddress: string) =>
  t.app.inject({
    method: 'GET',
    url: `/results?search_query=${encodeURIComponent(query)}`,
    headers: { accept: 'text/html' },
    remoteAddress,
  });

describe('a results page drawn by the server', () => {
  it('shows the public results its search found, and the page’s own search meets the cache', async () => {
    const page = await resultsPage('gadget review', '198.51.100.20');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="first-paint">');
    expect(page.body).toContain('From YouTube');
    expect(page.body).toContain('Gadget review: short');
    const calls = fake.callsTo('search');
    const own = await t.inject({
      method: 'GET',
      url: '/youtube/search?query=gadget+review&maxResults=12',
      remoteAddress: '198.51.100.20',
    });
    expect(own.statusCode).toBe(200);
    expect(fake.callsTo('search')).toBe(calls);
  });

  it('counts its search against the client that asked for the page', async () => {
    for (const query of ['live', 'review', 'short'])
      expect((await resultsPage(query, '203.0.113.30')).statusCode).toBe(200);
    // The client's share is spent: a new search of its own is refused, and a page it asks for
    // now comes without the drawing (its page shows the refusal itself).
    const refused = await t.inject({
      method: 'GET',
      url: '/youtube/search?query=trailer',
      remoteAddress: '203.0.113.30',
    });
    expect(refused.statusCode).toBe(429);
    const undrawn = await resultsPage('stream', '203.0.113.30');
    expect(undrawn.statusCode).toBe(200);
    expect(undrawn.body).not.toContain('first-paint');
    // Another client has a share of its own.
    const other = await resultsPage('stream', '203.0.113.31');
    expect(other.body).toContain('<div id="first-paint">');
  });
});
