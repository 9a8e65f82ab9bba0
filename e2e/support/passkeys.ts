import type { Page } from '@playwright/test';

/**
 * Gives the page's browser a platform authenticator, as a laptop with a fingerprint reader has:
 * Chromium's virtual one, which keeps discoverable credentials, verifies its user and answers
 * without a prompt.
 */
export async function addVirtualAuthenticator(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
}
