import { existsSync } from 'node:fs';

/** Debian's Chromium; Playwright never downloads a browser of its own here. */
export function chromiumPath(): string {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  const found = candidates.find(
    (candidate): candidate is string => !!candidate && existsSync(candidate),
  );
  if (!found) {
    throw new Error(
      'Chromium not found: install it (apt-get install -y chromium) or set CHROMIUM_PATH.',
    );
  }
  return found;
}

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];
