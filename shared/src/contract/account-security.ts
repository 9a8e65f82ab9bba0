// Types only, but for the limits the forms check before sending: the federated entry a first
// visit loads carries nothing else of two-factor sign-in.
export type {
  AccountSecurity,
  EmailConfirmed,
  EmailPreferences,
  EmailTokenRequest,
  Passkey,
  PasskeyAssertion,
  PasskeyCeremony,
  PasskeyOptionsRequest,
  PasskeyRegistration,
  PasskeyRename,
  PasswordConfirmation,
  PasswordResetConfirm,
  PasswordResetLink,
  PasswordResetRequest,
  RecoveryCodes,
  SecondFactorMethod,
  SecondFactorRequest,
  TotpDisableRequest,
  TotpEnableRequest,
  TotpSetup,
  Unsubscribed,
  WebAuthnJson,
} from '@kinora/contract';
export {
  PASSKEY_NAME_MAX_LENGTH,
  PASSWORD_RESET_TTL_MINUTES,
  RECOVERY_CODE_COUNT,
  TOTP_DIGITS,
  type EmailFrequency,
  type SignInMethod,
} from '@kinora/contract/constants';
