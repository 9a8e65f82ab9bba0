import type { Application, SiteInfo, SiteSettings } from '@kinora/contract';
import type { ApplicationRow } from './application-repository';
import type { SiteSettingsRow } from './site-settings-repository';

export const toSiteSettings = (row: SiteSettingsRow): SiteSettings => ({
  name: row.name,
  description: row.description,
  rules: row.rules,
  registration: row.registration,
  sensitiveContent: row.sensitive_content,
  blockedWords: row.blocked_words,
});

/**
 * What anyone may know of the site: everything but the blocked words, and whether accounts must
 * verify their address first (the server's configuration, not a setting).
 */
export const toSiteInfo = (
  { name, description, rules, registration, sensitiveContent }: SiteSettings,
  requireEmailVerification: boolean,
): SiteInfo => ({
  name,
  description,
  rules,
  registration,
  sensitiveContent,
  requireEmailVerification,
});

export const toApplication = (row: ApplicationRow): Application => ({
  _id: row.id,
  username: row.username,
  email: row.email,
  fullName: row.full_name,
  reason: row.reason,
  status: row.status,
  refusalReason: row.refusal_reason,
  createdAt: row.created_at.toISOString(),
  decidedAt: row.decided_at ? row.decided_at.toISOString() : null,
});
