import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import {
  badRequest,
  conflict,
  fieldError,
  HttpError,
  message,
  unauthorized,
} from '../../lib/http-error';
import { verifyPassword } from '../../lib/passwords';
import { toPasskey, type PasskeyRepository } from '../passkeys/passkey-repository';
import { newRecoveryCodes, recoveryCodeHash } from './recovery-codes';
import type {
  AccountSecurity,
  RecoveryCodes,
  SecondFactorMethod,
  TotpSetup,
} from '@kinora/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { UserRepository } from '../user-repository';
import type { SecretBox } from './secret-box';
import type { FirstStep, SecondFactorTokens } from './second-factor-token';
import type { TwoFactorRepository } from './two-factor-repository';

/** Codes of the step before and after the current one still count: clocks drift. */
const TOTP_TOLERANCE_SECONDS = 30;

export const WRONG_PASSWORD = message('Password is incorrect.');
export const ALREADY_ON = message('Two-factor sign-in is already on.');
export const ALREADY_OFF = message('Two-factor sign-in is off.');
export const WRONG_CODE = message('That code is not right.');
/** A second-factor token that expired or was altered: the first step starts again. */
export const SIGN_IN_EXPIRED = message('Your sign-in expired. Enter your password again.');

/**
 * The 401 of an expired sign-in, told apart from a wrong code's by the field it blames (the
 * token): a client reads that, whatever language the message is in.
 */
export const signInExpired = () =>
  new HttpError(401, SIGN_IN_EXPIRED, [fieldError('token', SIGN_IN_EXPIRED)]);

export interface TwoFactorServiceDeps {
  db: Kysely<Database>;
  twoFactor: TwoFactorRepository;
  users: UserRepository;
  secrets: SecretBox;
  tokens: SecondFactorTokens;
  /** The account's passkeys: offered as a second factor, listed in the overview. */
  passkeys: Pick<PasskeyRepository, 'listOf'>;
  /** The site's name, as the authenticator app shows it beside the account's. */
  siteName: () => Promise<string>;
}

/** A proof of the second factor: a code from the app or one of the recovery codes. */
export type SecondFactorProof = { code: string } | { recoveryCode: string };

/**
 * Two-factor sign-in with an authenticator app (TOTP) and recovery codes: turning it on and off,
 * the challenge a correct password answers with, and checking what answers it.
 */
export function createTwoFactorService({
  db,
  twoFactor,
  users,
  secrets,
  tokens,
  passkeys,
  siteName,
}: TwoFactorServiceDeps) {
  async function assertPassword(userId: string, password: string) {
    const hash = await users.findPasswordHash(userId);
    if (!hash) throw unauthorized(message('Account no longer exists.'));
    if (!(await verifyPassword(hash, password))) throw unauthorized(WRONG_PASSWORD);
  }

  /** The time step `code` belongs to, if it is right for the secret now (±1 step), else null. */
  async function stepOf(secretEncrypted: string, code: string, afterStep: string | null) {
    const result = await verify({
      secret: secrets.open(secretEncrypted),
      token: code,
      epochTolerance: TOTP_TOLERANCE_SECONDS,
      ...(afterStep !== null ? { afterTimeStep: Number(afterStep) } : {}),
    });
    // Only a TOTP result carries its time step; a valid one always does.
    return result.valid && 'timeStep' in result ? result.timeStep : null;
  }

  /** Whether `code` is the app's current code, used up by this call (never accepted twice). */
  async function useCode(userId: string, code: string): Promise<boolean> {
    const totp = await twoFactor.findTotp(userId);
    if (!totp?.enabled_at) return false;
    const step = await stepOf(totp.secret_encrypted, code, totp.last_used_step);
    return step !== null && twoFactor.claimStep(userId, step);
  }

  /** Whether the proof is right; a code or recovery code that is right is used up. */
  async function checkProof(userId: string, proof: SecondFactorProof): Promise<boolean> {
    if ('code' in proof) return useCode(userId, proof.code);
    return twoFactor.useRecoveryCode(userId, recoveryCodeHash(proof.recoveryCode));
  }

  async function isOn(userId: string): Promise<boolean> {
    return Boolean((await twoFactor.findTotp(userId))?.enabled_at);
  }

  /** New codes replace the old ones; answered in the clear this once. */
  async function renewCodes(userId: string, trx: Kysely<Database> = db): Promise<RecoveryCodes> {
    const recoveryCodes = newRecoveryCodes();
    await twoFactor.replaceRecoveryCodes(userId, recoveryCodes.map(recoveryCodeHash), trx);
    return { recoveryCodes };
  }

  return {
    isOn,

    /**
     * The challenge a correct password answers with when the account has two-factor sign-in on;
     * null when it has not, and the session starts at once.
     */
    async challengeFor(userId: string, via: FirstStep) {
      if (!(await isOn(userId))) return null;
      const methods: SecondFactorMethod[] = ['totp'];
      if ((await passkeys.listOf(userId)).length > 0) methods.push('passkey');
      methods.push('recovery_code');
      const { token, expiresAt } = tokens.issue(userId, via);
      return { secondFactor: { token, methods, expiresAt: expiresAt.toISOString() } };
    },

    /** The account and first step a challenge's token names; null when altered or expired. */
    readToken: (token: string) => tokens.read(token),

    /** Whether the proof is right; a code or recovery code that is right is used up. */
    check: checkProof,

    /** A new secret waiting for its first code (replacing one that waits). */
    async setUp(userId: string, password: string): Promise<TotpSetup> {
      await assertPassword(userId, password);
      const user = await users.findById(userId);
      if (!user) throw unauthorized(message('Account no longer exists.'));
      const secret = generateSecret();
      if (!(await twoFactor.saveWaitingTotp(userId, secrets.seal(secret))))
        throw conflict(ALREADY_ON);
      const otpauthUrl = generateURI({ issuer: await siteName(), label: user.username, secret });
      const qrCodeSvg = await QRCode.toString(otpauthUrl, { type: 'svg' });
      return { secret, otpauthUrl, qrCodeSvg };
    },

    /** Turns the waiting setup on with its first code; answers the recovery codes. */
    async enable(userId: string, code: string): Promise<RecoveryCodes> {
      const totp = await twoFactor.findTotp(userId);
      if (totp?.enabled_at) throw conflict(ALREADY_ON);
      if (!totp)
        throw conflict(message('Start the setup first: no authenticator app waits for its code.'));
      const step = await stepOf(totp.secret_encrypted, code, null);
      if (step === null)
        throw badRequest(
          message('That code is not right. Check the time on your phone and try the next one.'),
        );
      return db.transaction().execute(async (trx) => {
        if (!(await twoFactor.enableTotp(userId, step, trx))) throw conflict(ALREADY_ON);
        return renewCodes(userId, trx);
      });
    },

    /** Turns the app off and drops the recovery codes, given the password and a second factor. */
    async disable(userId: string, password: string, proof: SecondFactorProof): Promise<void> {
      await assertPassword(userId, password);
      if (!(await isOn(userId))) throw conflict(ALREADY_OFF);
      if (!(await checkProof(userId, proof))) throw unauthorized(WRONG_CODE);
      await db.transaction().execute(async (trx) => {
        await twoFactor.deleteTotp(userId, trx);
        await twoFactor.replaceRecoveryCodes(userId, [], trx);
      });
    },

    /** New recovery codes, given the password; the old ones stop working. */
    async renewRecoveryCodes(userId: string, password: string): Promise<RecoveryCodes> {
      await assertPassword(userId, password);
      if (!(await isOn(userId))) throw conflict(ALREADY_OFF);
      return renewCodes(userId);
    },

    /** What protects the account, for Settings → Security. */
    async overview(userId: string): Promise<AccountSecurity> {
      const [user, totp, recoveryCodesLeft, ownPasskeys] = await Promise.all([
        users.findById(userId),
        twoFactor.findTotp(userId),
        twoFactor.countUnusedRecoveryCodes(userId),
        passkeys.listOf(userId),
      ]);
      if (!user) throw unauthorized(message('Account no longer exists.'));
      const totpEnabledAt = totp?.enabled_at ?? null;
      return {
        emailVerified: user.email_verified_at !== null,
        totpEnabledAt: totpEnabledAt?.toISOString() ?? null,
        recoveryCodesLeft: totpEnabledAt ? recoveryCodesLeft : 0,
        passkeys: ownPasskeys.map(toPasskey),
      };
    },
  };
}

export type TwoFactorService = ReturnType<typeof createTwoFactorService>;
