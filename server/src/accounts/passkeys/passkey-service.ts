import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { isUniqueViolation } from '../../lib/db-errors';
import {
  badRequest,
  conflict,
  message,
  notFound,
  unauthorized,
  type Message,
} from '../../lib/http-error';
import { newObjectId } from '../../lib/object-id';
import { toPasskey, type PasskeyRepository } from './passkey-repository';
import type { RelyingParty } from './relying-party';
import type {
  Passkey,
  PasskeyAssertion,
  PasskeyCeremony,
  PasskeyRegistration,
  WebAuthnJson,
} from '@kinora/contract';

/** How long a ceremony may take: the browser's prompt, and a person finding their key. */
const CHALLENGE_TTL_MS = 5 * 60_000;

const PASSKEY_REFUSED = message('That passkey could not be verified. Try again.');
const REGISTRATION_REFUSED = message('The passkey could not be added. Try again.');

export interface PasskeyServiceDeps {
  passkeys: PasskeyRepository;
  relyingParty: RelyingParty;
  /** The name people know the site by, which the browser's prompt shows. */
  siteName: () => Promise<string>;
}

export interface PasskeyOwner {
  id: string;
  username: string;
  fullName: string;
}

/**
 * The library checks what it can of an answer's shape; anything it cannot read at all is the
 * client's mistake, answered like a wrong answer rather than a 500.
 */
async function verified<T>(check: () => Promise<T>, refusal: Message): Promise<T> {
  try {
    return await check();
  } catch {
    throw unauthorized(refusal);
  }
}

/**
 * Passkeys (WebAuthn): adding them to an account, and checking their answers at sign-in, alone
 * (usernameless: any passkey of the site may answer and names its account) or as the second
 * factor of a password sign-in (only that account's passkeys).
 */
export function createPasskeyService({ passkeys, relyingParty, siteName }: PasskeyServiceDeps) {
  async function remember(
    userId: string | null,
    purpose: 'register' | 'authenticate',
    options: { challenge: string },
  ): Promise<string> {
    const id = newObjectId();
    await passkeys.saveChallenge({
      id,
      userId,
      purpose,
      challenge: options.challenge,
      expiresAt: new Date(Date.now() + CHALLENGE_TTL_MS),
    });
    return id;
  }

  return {
    list: async (userId: string): Promise<Passkey[]> =>
      (await passkeys.listOf(userId)).map(toPasskey),

    /**
     * Options for `startRegistration`: a discoverable credential (what signing in without a
     * username needs), never one of the account's passkeys again.
     */
    async registrationOptions(user: PasskeyOwner): Promise<PasskeyCeremony> {
      const own = await passkeys.listOf(user.id);
      const options = await generateRegistrationOptions({
        rpName: await siteName(),
        rpID: relyingParty.id,
        userName: user.username,
        userDisplayName: user.fullName,
        userID: Buffer.from(user.id, 'hex'),
        attestationType: 'none',
        excludeCredentials: own.map((row) => ({
          id: row.credential_id,
          transports: row.transports,
        })),
        authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
      });
      return {
        challengeId: await remember(user.id, 'register', options),
        options: options as unknown as WebAuthnJson,
      };
    },

    async register(userId: string, registration: PasskeyRegistration): Promise<Passkey> {
      const challenge = await passkeys.takeChallenge(registration.challengeId, 'register');
      if (!challenge || challenge.userId !== userId)
        throw badRequest(message('This passkey request has expired. Start again.'));
      const result = await verified(
        () =>
          verifyRegistrationResponse({
            response: registration.response as unknown as RegistrationResponseJSON,
            expectedChallenge: challenge.challenge,
            expectedOrigin: relyingParty.origins,
            expectedRPID: relyingParty.id,
            requireUserVerification: false,
          }),
        REGISTRATION_REFUSED,
      );
      if (!result.verified) throw unauthorized(REGISTRATION_REFUSED);
      const info = result.registrationInfo;
      try {
        const row = await passkeys.create({
          id: newObjectId(),
          userId,
          credentialId: info.credential.id,
          publicKey: info.credential.publicKey,
          counter: info.credential.counter,
          transports: info.credential.transports ?? [],
          deviceType: info.credentialDeviceType,
          backedUp: info.credentialBackedUp,
          name: registration.name,
        });
        return toPasskey(row);
      } catch (error) {
        if (isUniqueViolation(error))
          throw conflict(message('This passkey is already registered.'));
        throw error;
      }
    },

    async rename(userId: string, passkeyId: string, name: string): Promise<Passkey> {
      const row = await passkeys.rename(userId, passkeyId, name);
      if (!row) throw notFound(message('Passkey not found.'));
      return toPasskey(row);
    },

    async remove(userId: string, passkeyId: string): Promise<void> {
      if (!(await passkeys.remove(userId, passkeyId)))
        throw notFound(message('Passkey not found.'));
    },

    /**
     * Options for `startAuthentication`: with `userId` (a second factor) that account's
     * passkeys; without, any passkey of the site, which the browser offers by itself.
     */
    async authenticationOptions(userId: string | null): Promise<PasskeyCeremony> {
      const own = userId ? await passkeys.listOf(userId) : [];
      if (userId && own.length === 0) throw badRequest(message('This account has no passkey.'));
      const options = await generateAuthenticationOptions({
        rpID: relyingParty.id,
        userVerification: 'preferred',
        allowCredentials: own.map((row) => ({ id: row.credential_id, transports: row.transports })),
      });
      return {
        challengeId: await remember(userId, 'authenticate', options),
        options: options as unknown as WebAuthnJson,
      };
    },

    /**
     * Checks a passkey's answer to a challenge handed out by `authenticationOptions` and answers
     * whose passkey it was. As a second factor (`expectedUserId`) it must be that account's; alone
     * it must also have verified its user (a PIN or a fingerprint), since it is then both factors.
     * 401 for anything else; the challenge is used up either way.
     */
    async authenticate(
      assertion: PasskeyAssertion,
      expectedUserId: string | null,
    ): Promise<{ userId: string }> {
      const challenge = await passkeys.takeChallenge(assertion.challengeId, 'authenticate');
      if (!challenge || challenge.userId !== expectedUserId)
        throw unauthorized(message('This passkey request has expired. Start again.'));
      const response = assertion.response as unknown as AuthenticationResponseJSON;
      const passkey =
        typeof response.id === 'string' ? await passkeys.findByCredentialId(response.id) : null;
      if (!passkey || (expectedUserId !== null && passkey.user_id !== expectedUserId))
        throw unauthorized(PASSKEY_REFUSED);
      const result = await verified(
        () =>
          verifyAuthenticationResponse({
            response,
            expectedChallenge: challenge.challenge,
            expectedOrigin: relyingParty.origins,
            expectedRPID: relyingParty.id,
            credential: {
              id: passkey.credential_id,
              // pg hands a bytea back as a Buffer; the library wants a plain array view of it.
              publicKey: new Uint8Array(passkey.public_key),
              counter: Number(passkey.counter),
              transports: passkey.transports,
            },
            requireUserVerification: expectedUserId === null,
          }),
        PASSKEY_REFUSED,
      );
      if (!result.verified) throw unauthorized(PASSKEY_REFUSED);
      await passkeys.recordUse(
        passkey.id,
        result.authenticationInfo.newCounter,
        result.authenticationInfo.credentialBackedUp,
      );
      return { userId: passkey.user_id };
    },
  };
}

export type PasskeyService = ReturnType<typeof createPasskeyService>;
