import fs from 'node:fs';

/** A JSON file read again only when it changes: a redeploy is picked up without a restart. */
export function watchedJson<T>(file: string): () => T | null {
  let cached: { mtimeMs: number; size: number; value: T | null } | null = null;
  return () => {
    const stat = fs.statSync(file, { throwIfNoEntry: false });
    if (!stat) return null;
    if (cached && cached.mtimeMs === stat.mtimeMs && cached.size === stat.size) return cached.value;
    let value: T | null = null;
    try {
      value = JSON.parse(fs.readFileSync(file, 'utf8')) as T;
    } catch {
      value = null; // a half-written or broken file counts as none
    }
    cached = { mtimeMs: stat.mtimeMs, size: stat.size, value };
    return value;
  };
}
