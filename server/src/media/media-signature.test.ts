import { describe, expect, it } from 'vitest';
import { createMediaSigner } from './media-signature';

const KEY = 'videos/0123456789abcdef0123456789abcdef.mp4';
const URL = `/api/v1/media/${KEY}`;
const GENERATION = 7;

function parse(signed: string) {
  const query = new URLSearchParams(signed.split('?')[1]);
  return { exp: query.get('exp') ?? undefined, sig: query.get('sig') ?? undefined };
}

describe('createMediaSigner', () => {
  it('signs a key as its media URL, which then verifies for its key until it expires', () => {
    let now = 1_000_000_000_000;
    const signer = createMediaSigner('a'.repeat(40), { ttlSeconds: 60, now: () => now });
    const signed = signer.sign(KEY, GENERATION);
    expect(signed.startsWith(`${URL}?exp=`)).toBe(true);
    expect(signer.expiryOfNewLinks().getTime()).toBe(now + 60_000);
    const { exp, sig } = parse(signed);
    expect(signer.verify(KEY, GENERATION, exp, sig)).toBe(true);
    now += 61_000;
    expect(signer.verify(KEY, GENERATION, exp, sig)).toBe(false);
  });

  it('lasts minutes, not hours, by default', () => {
    const now = 1_000_000_000_000;
    const signer = createMediaSigner('a'.repeat(40), { now: () => now });
    const { exp } = parse(signer.sign(KEY, GENERATION));
    expect(Number(exp) * 1000 - now).toBeLessThanOrEqual(30 * 60_000);
  });

  it('refuses another generation, another key, a tampered expiry, another secret and malformed values', () => {
    const signer = createMediaSigner('a'.repeat(40));
    const { exp, sig } = parse(signer.sign(KEY, GENERATION));
    expect(signer.verify(KEY, GENERATION + 1, exp, sig)).toBe(false);
    const other = 'videos/ffffffffffffffffffffffffffffffff.mp4';
    expect(signer.verify(other, GENERATION, exp, sig)).toBe(false);
    expect(signer.verify(KEY, GENERATION, String(Number(exp) + 1000), sig)).toBe(false);
    expect(createMediaSigner('b'.repeat(40)).verify(KEY, GENERATION, exp, sig)).toBe(false);
    expect(signer.verify(KEY, GENERATION, undefined, sig)).toBe(false);
    expect(signer.verify(KEY, GENERATION, exp, ['x'])).toBe(false);
    expect(signer.verify(KEY, GENERATION, '1e99', sig)).toBe(false);
  });

  it('binds a folder token to its prefix and generation', () => {
    const signer = createMediaSigner('a'.repeat(40));
    const prefix = 'streams/0123456789abcdef0123456789abcdef/';
    const url = signer.signFolder(prefix, GENERATION);
    const token = /\/media\/s\/([^/]+)\//.exec(url)?.[1] ?? '';
    expect(signer.verifyFolder(prefix, GENERATION, token)).toBe(true);
    expect(signer.verifyFolder(prefix, GENERATION + 1, token)).toBe(false);
  });
});
