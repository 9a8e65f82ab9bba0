import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRemoteJson } from '../src/web/remote-json';
import { serveBuildOrigin, type BuildOrigin } from './helpers/route-records';

let origin: BuildOrigin;
beforeAll(async () => {
  origin = await serveBuildOrigin({ '/v1/routes.json': { version: 1 } });
});
afterAll(async () => {
  await origin.close();
});

/** A reader on a clock the test moves. */
function reader(options: { maxBytes?: number } = {}) {
  let time = 0;
  const warnings: string[] = [];
  const json = createRemoteJson({
    ttlMs: 1000,
    now: () => time,
    warn: (message) => warnings.push(message),
    ...options,
  });
  return {
    json,
    warnings,
    later: (ms: number) => {
      time += ms;
    },
  };
}

describe('JSON of builds on another origin', () => {
  it('answers nothing until fetched, then the answer, asking again only once it is stale', async () => {
    const { json, later } = reader();
    const url = `${origin.url}/v1/routes.json`;
    const asked = () => origin.requests.filter((request) => request === '/v1/routes.json').length;
    const before = asked();
    expect(json.read(url)).toBeNull();
    await json.settle([url]);
    expect(json.read(url)).toEqual({ version: 1 });
    const first = json.read(url);
    expect(asked()).toBe(before + 1);

    later(999);
    expect(json.read(url)).toBe(first);
    expect(asked()).toBe(before + 1);

    // Stale: the old answer now, the new one once fetched; the same object while unchanged.
    later(1);
    expect(json.read(url)).toBe(first);
    await json.settle([url]);
    expect(asked()).toBe(before + 2);
    expect(json.read(url)).toBe(first);

    origin.put('/v1/routes.json', { version: 1, pages: [] });
    later(1000);
    await json.settle([url]);
    expect(json.read(url)).toEqual({ version: 1, pages: [] });
    origin.put('/v1/routes.json', { version: 1 });
  });

  it('keeps the last answer while the origin fails, reporting it once, and forgets a removed file', async () => {
    const { json, warnings, later } = reader();
    const url = `${origin.url}/v2/routes.json`;
    origin.put('/v2/routes.json', { version: 2 });
    await json.settle([url]);
    expect(json.read(url)).toEqual({ version: 2 });

    origin.put('/v2/routes.json', '{"version": 2,');
    for (let i = 0; i < 3; i += 1) {
      later(1000);
      await json.settle([url]);
      expect(json.read(url)).toEqual({ version: 2 });
    }
    expect(warnings).toEqual([expect.stringContaining(`${url} could not be read`)]);

    origin.put('/v2/routes.json', undefined);
    later(1000);
    await json.settle([url]);
    expect(json.read(url)).toBeNull();
    expect(warnings).toHaveLength(1);
  });

  it('gives up on an origin that is down and on an answer too large to be a record', async () => {
    const { json, warnings } = reader({ maxBytes: 64 });
    origin.put('/big/routes.json', { pages: 'x'.repeat(100) });
    const big = `${origin.url}/big/routes.json`;
    // A port nothing listens on any more.
    const closed = await serveBuildOrigin({});
    await closed.close();
    const down = `${closed.url}/routes.json`;
    await json.settle([big, down]);
    expect(json.read(big)).toBeNull();
    expect(json.read(down)).toBeNull();
    expect(warnings).toHaveLength(2);
    expect(warnings).toContain(`${big} could not be read: is larger than 64 bytes`);
    expect(warnings).toContainEqual(
      expect.stringMatching(new RegExp(`^${down} could not be read: .*ECONNREFUSED`)),
    );
  });

  it('reads only http and https addresses: a path is this site’s own', async () => {
    const { json } = reader();
    await json.settle(['/remotes/watch/routes.json', 'file:///etc/passwd']);
    expect(json.read('/remotes/watch/routes.json')).toBeNull();
    expect(json.read('file:///etc/passwd')).toBeNull();
  });
});
