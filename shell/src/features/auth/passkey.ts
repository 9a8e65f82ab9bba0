import {
  browserSupportsWebAuthn,
  startAuthentication,
  type PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import type { PasskeyAssertion, PasskeyCeremony } from '@kinora/shared';

/** Whether this browser can sign in with a passkey at all: else no passkey button is offered. */
export const canUsePasskeys = (): boolean => browserSupportsWebAuthn();

/**
 * The browser ends a prompt the person closed, or that timed out, as `NotAllowedError` (and a
 * prompt cut short as `AbortError`): a choice, not a failure to report.
 */
function isDismissedPrompt(error: unknown): boolean {
  return (
    error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError')
  );
}

/**
 * Asks the browser for a passkey that answers the server's challenge; null when the person
 * dismissed the prompt.
 */
export async function answerWithPasskey(
  ceremony: PasskeyCeremony,
): Promise<PasskeyAssertion | null> {
  try {
    const response = await startAuthentication({
      // The server's WebAuthn library wrote these options in the standard's JSON form; the
      // contract leaves their shape to it rather than restating the standard.
      optionsJSON: ceremony.options as unknown as PublicKeyCredentialRequestOptionsJSON,
    });
    return { challengeId: ceremony.challengeId, response: { ...response } };
  } catch (error) {
    if (isDismissedPrompt(error)) return null;
    throw error;
  }
}
