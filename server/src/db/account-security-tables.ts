import type { ColumnType } from 'kysely';
import type { EmailFrequency, NotificationKind } from '@kinora/contract';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<
  Date | null,
  Date | string | null | undefined,
  Date | string | null
>;

export type EmailTokenPurpose = 'password_reset' | 'verify_email' | 'change_email';

/** A link mailed for a reset, a verification or a change of address, kept as its hash (migration 123). */
export interface EmailTokensTable {
  id: string;
  user_id: string;
  purpose: EmailTokenPurpose;
  token_hash: string;
  /** Where it was sent: for a change, the new address. */
  email: string;
  expires_at: ColumnType<Date, Date | string, Date | string>;
  used_at: NullableTimestamp;
  created_at: Timestamp;
}

/** The authenticator app of an account; `enabled_at` null while its setup waits (migration 123). */
export interface UserTotpTable {
  user_id: string;
  secret_encrypted: string;
  enabled_at: NullableTimestamp;
  last_used_step: ColumnType<
    string | null,
    number | string | null | undefined,
    number | string | null
  >;
  created_at: Timestamp;
}

export interface RecoveryCodesTable {
  id: string;
  user_id: string;
  code_hash: string;
  used_at: NullableTimestamp;
  created_at: Timestamp;
}

/** A WebAuthn credential (migration 123). */
export interface PasskeysTable {
  id: string;
  user_id: string;
  credential_id: string;
  public_key: Uint8Array;
  /** bigint: pg hands it back as a string. */
  counter: ColumnType<string, number | string | undefined, number | string>;
  transports: ColumnType<string[], string[] | undefined, string[]>;
  device_type: ColumnType<string, string | undefined, string>;
  backed_up: ColumnType<boolean, boolean | undefined, boolean>;
  name: string;
  created_at: Timestamp;
  last_used_at: NullableTimestamp;
}

export interface WebauthnChallengesTable {
  id: string;
  user_id: string | null;
  purpose: 'register' | 'authenticate';
  challenge: string;
  expires_at: ColumnType<Date, Date | string, Date | string>;
}

/** The kinds whose mail frequency a user changed (migration 124). */
export interface EmailPreferencesTable {
  user_id: string;
  kind: Exclude<NotificationKind, 'report_outcome'>;
  frequency: EmailFrequency;
}

/** One daily digest per user and day, claimed before it is sent (migration 124). */
export interface EmailDigestsTable {
  user_id: string;
  day: ColumnType<string, string, string>;
  sent_at: NullableTimestamp;
}

/** An account's archive of its own data (migration 130). */
export interface DataExportsTable {
  id: string;
  user_id: string;
  state: 'preparing' | 'ready' | 'failed';
  storage_key: string | null;
  /** bigint, read as a string. */
  size_bytes: ColumnType<string | number | null, number | null | undefined, number | null>;
  failure_reason: string | null;
  requested_at: Timestamp;
  ready_at: NullableTimestamp;
  expires_at: NullableTimestamp;
}

export interface AccountSecurityTables {
  data_exports: DataExportsTable;
  email_tokens: EmailTokensTable;
  user_totp: UserTotpTable;
  recovery_codes: RecoveryCodesTable;
  passkeys: PasskeysTable;
  webauthn_challenges: WebauthnChallengesTable;
  email_preferences: EmailPreferencesTable;
  email_digests: EmailDigestsTable;
}
