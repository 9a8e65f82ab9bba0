import { describe, expect, it, vi } from 'vitest';
import { withFallback, type AttemptCounters } from './attempt-counters';

/** Counters in memory, as either store keeps them. */
function memoryCounters() {
  const counts = new Map<string, number>();
  const counters: AttemptCounters = {
    reserve(key, max) {
      const count = (counts.get(key) ?? 0) + 1;
      counts.set(key, count);
      if (count > max) return Promise.resolve({ allowed: false, retryAfterMs: 1000 });
      return Promise.resolve({
        allowed: true,
        release: () => {
          counts.set(key, (counts.get(key) ?? 1) - 1);
          return Promise.resolve();
        },
      });
    },
  };
  return { counters, counts };
}

const away: AttemptCounters = {
  reserve: () => Promise.reject(new Error('Connection is closed.')),
};

describe('withFallback', () => {
  it('counts in the first store while it answers', async () => {
    const primary = memoryCounters();
    const fallback = memoryCounters();
    const onFallback = vi.fn();
    const counters = withFallback(primary.counters, fallback.counters, onFallback);
    await counters.reserve('login:a', 5, 60_000);
    expect(primary.counts.get('login:a')).toBe(1);
    expect(fallback.counts.size).toBe(0);
    expect(onFallback).not.toHaveBeenCalled();
  });

  it('counts in the second while the first fails, and still refuses past the limit', async () => {
    const fallback = memoryCounters();
    const onFallback = vi.fn();
    const counters = withFallback(away, fallback.counters, onFallback);
    const first = await counters.reserve('login:a', 1, 60_000);
    expect(first.allowed).toBe(true);
    expect(await counters.reserve('login:a', 1, 60_000)).toEqual({
      allowed: false,
      retryAfterMs: 1000,
    });
    expect(onFallback).toHaveBeenCalledTimes(2);
    // A reservation is given back to the store that counted it.
    if (first.allowed) await first.release();
    expect(fallback.counts.get('login:a')).toBe(1);
  });

  it('keeps an attempt counted when the store that counted it goes away before its release', async () => {
    const onFallback = vi.fn();
    const goingAway: AttemptCounters = {
      reserve: () =>
        Promise.resolve({
          allowed: true,
          release: () => Promise.reject(new Error('Connection is closed.')),
        }),
    };
    const reserved = await withFallback(goingAway, memoryCounters().counters, onFallback).reserve(
      'login:a',
      5,
      60_000,
    );
    if (!reserved.allowed) throw new Error('refused');
    await expect(reserved.release()).resolves.toBeUndefined();
    expect(onFallback).toHaveBeenCalledTimes(1);
  });
});
