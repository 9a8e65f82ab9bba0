import type { Kysely } from 'kysely';
import type { RegistrationMode, SensitiveContentMode } from '@kinora/contract';
import type { Database } from '../db/schema';

export interface SiteSettingsRow {
  name: string;
  description: string;
  rules: string;
  registration: RegistrationMode;
  blocked_words: string[];
  sensitive_content: SensitiveContentMode;
}

const columns = [
  'name',
  'description',
  'rules',
  'registration',
  'blocked_words',
  'sensitive_content',
] as const;

/** The site's one row of settings (made by its migration, never deleted). */
export function createSiteSettingsRepository(db: Kysely<Database>) {
  return {
    async read(): Promise<SiteSettingsRow> {
      return db
        .selectFrom('site_settings')
        .select(columns)
        .where('id', '=', true)
        .executeTakeFirstOrThrow();
    },

    async write(settings: SiteSettingsRow): Promise<SiteSettingsRow> {
      return db
        .updateTable('site_settings')
        .set({ ...settings, updated_at: new Date() })
        .where('id', '=', true)
        .returning(columns)
        .executeTakeFirstOrThrow();
    },
  };
}

export type SiteSettingsRepository = ReturnType<typeof createSiteSettingsRepository>;
