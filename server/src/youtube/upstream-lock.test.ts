import { describe, expect, it } from 'vitest';
import { createRedisUpstreamLock } from './upstream-lock';
import type { Redis } from 'ioredis';

const closed = () => Promise.reject(new Error('Connection is closed.'));
/** A Redis client whose every command fails, as while the server is away. */
const awayRedis = { set: closed, eval: closed, exists: closed } as unknown as Redis;

describe('createRedisUpstreamLock', () => {
  it('lets every caller go upstream itself while Redis is away', async () => {
    const lock = createRedisUpstreamLock(awayRedis, 5000);
    const release = await lock.tryAcquire('search:cats');
    expect(release).toBeTypeOf('function');
    await expect(release?.()).resolves.toBeUndefined();
    await expect(lock.isHeld('search:cats')).resolves.toBe(false);
  });
});
