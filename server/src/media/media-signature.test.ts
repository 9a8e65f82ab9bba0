import { describe, expect, it } from 'vitest';
import { createMediaSigner } from './media-signature';

const KEY = 'videos/0123456789abcdef0123456789abcdef.mp4';
const URL = `/api/v1/media/${KEY}`;

function parse(signed: string) {
  const query = new URLSearchParams(signed.split('?')[1]);
  return { exp: query.get('exp') ?? undefined, sig: query.get('sig') ?? undefined };
}

describe('createMediaSigner', () => {
  it('signs a key as its media URL, which then verifies for its key until it expires', () => {
    let now = 1_000_000_000_000;
    const signer = createMediaSigner('a'.repeat(40), { ttlSeconds: 60, now: () => now });
    const signed = signer.sign(KEY);
    expect(signed.startsWith(`${URL}?exp=`)).toBe(true);
    const { exp, sig } = parse(signed);
    expect(signer.verify(KEY, exp, sig)).toBe(true);
    now += 61_000;
    expect(signer.verify(KEY, exp, sig)).toBe(false);
  });

  it('refuses another key, a tampered expiry, another secret and malformed values', () => {
    const signer = createMediaSigner('a'.repeat(40));
    const { exp, sig } = parse(signer.sign(KEY));
    expect(signer.verify('videos/ffffffffffffffffffffffffffffffff.mp4', exp, sig)).toBe(false);
    expect(signer.verify(KEY, String(Number(exp) + 1000), sig)).toBe(false);
    expect(createMediaSigner('b'.repeat(40)).verify(KEY, exp, sig)).toBe(false);
    expect(signer.verify(KEY, undefined, sig)).toBe(false);
    expect(signer.verify(KEY, exp, ['x'])).toBe(false);
    expect(signer.verify(KEY, '1e99', sig)).toBe(false);
  });
});
