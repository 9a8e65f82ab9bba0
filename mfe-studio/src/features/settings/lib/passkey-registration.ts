import {
  startRegistration,
  type PublicKeyCredentialCreationOptionsJSON,
} from '@simplewebauthn/browser';
import { type Passkey } from '@kinora/shared';
import { addPasskey, getPasskeyRegistrationOptions } from '@kinora/shared/account';

/** What creating a passkey came to: added, or the person closed the browser's prompt. */
export type PasskeyRegistrationOutcome = { added: Passkey } | { cancelled: true };

/** The authenticator already holds a passkey of this account (the server excluded it). */
export class PasskeyAlreadyRegisteredError extends Error {
  override readonly name = 'PasskeyAlreadyRegisteredError';
}

/**
 * Creates a passkey named `name`, confirmed by the account's password (a passkey signs in alone):
 * a challenge from the server, the browser's prompt, then the
 * authenticator's answer back to the server. Closing the prompt, or letting it time out, is the
 * person's choice rather than a failure: WebAuthn reports both with the same error, and both
 * come back as cancelled.
 */
export async function registerPasskey(
  name: string,
  password: string,
): Promise<PasskeyRegistrationOutcome> {
  const { challengeId, options } = await getPasskeyRegistrationOptions(password);
  let response: Awaited<ReturnType<typeof startRegistration>>;
  try {
    response = await startRegistration({
      // The server's WebAuthn library wrote these options; the contract leaves their shape to the
      // WebAuthn standard, which is this type.
      optionsJSON: options as unknown as PublicKeyCredentialCreationOptionsJSON,
    });
  } catch (failure) {
    if (failure instanceof Error) {
      if (failure.name === 'NotAllowedError' || failure.name === 'AbortError')
        return { cancelled: true };
      if (failure.name === 'InvalidStateError')
        throw new PasskeyAlreadyRegisteredError(failure.message, { cause: failure });
    }
    throw failure;
  }
  // A plain copy: the contract takes the answer as any JSON object, which an interface is not.
  return { added: await addPasskey({ challengeId, name, response: { ...response } }) };
}
