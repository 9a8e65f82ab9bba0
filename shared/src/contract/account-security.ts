// Types only, but for the two limits the forms check before sending: the federated entry a first
// visit loads carries nothing else of two-factor sign-in.
export type {
  AccountSecurity,
  EmailPreferences,
  Passkey,
  PasskeyCeremony,
  PasskeyRegistration,
  PasswordConfirmation,
  RecoveryCodes,
  TotpDisableRequest,
  TotpSetup,
  Unsubscribed,
  WebAuthnJson,
} from '@kinora/contract';
export {
  PASSKEY_NAME_MAX_LENGTH,
  TOTP_DIGITS,
  type EmailFrequency,
  type SignInMethod,
} from '@kinora/contract/constants';
