/** This browser's canary bucket, 0–99, drawn once and kept so it stays on one side of a split. */
const BUCKET_KEY = 'kinora-canary-bucket';

export function canaryBucket(storage: Storage | null = safeLocalStorage()): number {
  const kept = Number(storage?.getItem(BUCKET_KEY));
  if (storage?.getItem(BUCKET_KEY) !== null && Number.isInteger(kept) && kept >= 0 && kept < 100)
    return kept;
  const drawn = Math.floor(Math.random() * 100);
  storage?.setItem(BUCKET_KEY, String(drawn));
  return drawn;
}

function safeLocalStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null; // storage disabled: a fresh draw per page load, still a fair split
  }
}

/**
 * The manifest URL this browser loads for one remote's entry in the deployment file: the URL
 * itself, or for a canary split the canary when the browser's bucket falls under its percentage
 * (buckets 0–9 for 10 %), so a browser stays on its side as the percentage grows.
 */
export function resolveDeploymentEntry(entry: unknown, bucket: () => number): string | null {
  if (typeof entry === 'string') return entry.length > 0 ? entry : null;
  if (typeof entry !== 'object' || entry === null) return null;
  // The shape is `RemoteDeployment` of the contract; anything else names no URL.
  const { stable, canary, percent } = entry as Record<string, unknown>;
  if (typeof stable !== 'string' || stable.length === 0) return null;
  if (typeof canary !== 'string' || typeof percent !== 'number' || percent <= 0) return stable;
  return bucket() < percent ? canary : stable;
}
