import type { ColumnType, Generated } from 'kysely';
import type {
  ApplicationStatus,
  LanguageCode,
  RegistrationMode,
  SensitiveContentMode,
} from '@kinora/contract';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<
  Date | null,
  Date | string | null | undefined,
  Date | string | null
>;

/** The site's settings: one row, made by migration 118 and only ever updated. */
export interface SiteSettingsTable {
  id: ColumnType<boolean, never, never>;
  name: string;
  description: string;
  rules: string;
  registration: RegistrationMode;
  blocked_words: string[];
  /** How visitors see sensitive videos (migration 120). */
  sensitive_content: SensitiveContentMode;
  updated_at: Timestamp;
}

/** An application for an account where registration needs an admin's approval (migration 118). */
export interface RegistrationApplicationsTable {
  id: string;
  username: string;
  email: string;
  full_name: string;
  password_hash: string;
  reason: string;
  status: ColumnType<ApplicationStatus, ApplicationStatus | undefined, ApplicationStatus>;
  refusal_reason: ColumnType<string | null, string | null | undefined, string | null>;
  decided_by: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Generated<Date>;
  decided_at: NullableTimestamp;
  /** The applicant's language, for the mail of the approval (migration 133). */
  language: ColumnType<LanguageCode | null, LanguageCode | null | undefined, LanguageCode | null>;
}

export interface SiteTables {
  site_settings: SiteSettingsTable;
  registration_applications: RegistrationApplicationsTable;
}
