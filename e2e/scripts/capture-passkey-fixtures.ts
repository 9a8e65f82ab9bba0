/**
 * Records what a real authenticator answers, for the server's passkey tests: Chromium's virtual
 * authenticator (the same the browser tests use) creates a passkey for `localhost` and then signs
 * in with it, each against a challenge known in advance. The server tests insert those
 * challenges and check the recorded answers as a browser would send them.
 *
 *   cd e2e && npx tsx scripts/capture-passkey-fixtures.ts
 */
import { createServer } from 'node:http';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../support/chromium';
import { addVirtualAuthenticator } from '../support/passkeys';

const OUT = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../server/test/fixtures/passkeys.json',
);
const PORT = 4717;
// base64url of fixed bytes: what the server's options would carry.
const REGISTRATION_CHALLENGE = Buffer.from('kinora-registration-challenge-01').toString(
  'base64url',
);
const AUTHENTICATION_CHALLENGE = Buffer.from('kinora-authentication-challenge1').toString(
  'base64url',
);
const USER_ID = '65a1b2c3d4e5f60718293a4b';

const server = createServer((_request, response) => {
  response.writeHead(200, { 'content-type': 'text/html' });
  response.end('<!doctype html><title>passkeys</title>');
});
await new Promise<void>((resolve) => server.listen(PORT, '127.0.0.1', resolve));

const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
try {
  const page = await browser.newPage();
  await addVirtualAuthenticator(page);
  await page.goto(`http://localhost:${PORT}/`);
  // A script string, not a function: the TypeScript runner would name the page's inner
  // functions with a helper the page does not have.
  const recorded = await page.evaluate<{
    registration: unknown;
    authentication: unknown;
  }>(`(async () => {
    const bytes = (text) => Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));
    const created = await navigator.credentials.create({
      publicKey: {
        rp: { id: 'localhost', name: 'Kinora' },
        user: {
          id: Uint8Array.from('${USER_ID}'.match(/../g), (h) => parseInt(h, 16)),
          name: 'passkey-fixture',
          displayName: 'Passkey Fixture',
        },
        challenge: bytes('${REGISTRATION_CHALLENGE}'),
        pubKeyCredParams: [{ type: 'public-key', alg: -7 }, { type: 'public-key', alg: -257 }],
        authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
        attestation: 'none',
      },
    });
    const asserted = await navigator.credentials.get({
      publicKey: {
        rpId: 'localhost',
        challenge: bytes('${AUTHENTICATION_CHALLENGE}'),
        userVerification: 'preferred',
        allowCredentials: [],
      },
    });
    return { registration: created.toJSON(), authentication: asserted.toJSON() };
  })()`);
  writeFileSync(
    OUT,
    `${JSON.stringify(
      {
        origin: `http://localhost:${PORT}`,
        registration: { challenge: REGISTRATION_CHALLENGE, response: recorded.registration },
        authentication: { challenge: AUTHENTICATION_CHALLENGE, response: recorded.authentication },
      },
      null,
      2,
    )}\n`,
  );
  console.log(`Wrote ${OUT}`);
} finally {
  await browser.close();
  server.close();
}
