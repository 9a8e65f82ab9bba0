const SEED_KEY = 'kinora:up-next-seed';

/** One random seed per browser session (tab), so orders differ between sessions only. */
function sessionSeed(): string {
  try {
    const stored = sessionStorage.getItem(SEED_KEY);
    if (stored) return stored;
    const seed = Math.random().toString(36).slice(2);
    sessionStorage.setItem(SEED_KEY, seed);
    return seed;
  } catch {
    return 'no-session-storage';
  }
}

/** FNV-1a: a 32-bit hash of a string, to seed the generator below. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    value ^= text.charCodeAt(i);
    value = Math.imul(value, 0x01000193);
  }
  return value >>> 0;
}

/** mulberry32: a tiny deterministic generator of numbers in [0, 1). */
function mulberry32(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The random numbers that shuffle a video's Up Next: the same for that video throughout a
 * session, so a reload or coming back shows the same column (and autoplay's next video stays
 * the one the viewer saw), while another session gets another order.
 */
export function upNextRandom(videoId: string): () => number {
  return mulberry32(hash(`${sessionSeed()}:${videoId}`));
}
