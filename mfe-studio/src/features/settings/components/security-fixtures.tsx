import { apiUrl, makeId, makeUser, ok, renderWithProviders } from '@kinora/shared/test-utils';
import { http } from 'msw';
import { SecuritySettingsPage } from './security-settings-page';
import type { SetupServer } from 'msw/node';
import type { AccountSecurity, Passkey, SiteInfo, User } from '@kinora/shared';

/** A passkey added a month ago and used yesterday, not synced, unless told. */
export function makePasskey(overrides: Partial<Passkey> = {}): Passkey {
  return {
    _id: makeId(),
    name: 'Work laptop',
    createdAt: '2026-10-28T09:00:00.000Z',
    lastUsedAt: new Date(Date.now() - 24 * 3600_000).toISOString(),
    backedUp: false,
    ...overrides,
  };
}

/** An account with a verified address and nothing more: no authenticator app, no passkeys. */
export function makeSecurity(overrides: Partial<AccountSecurity> = {}): AccountSecurity {
  return {
    emailVerified: true,
    totpEnabledAt: null,
    recoveryCodesLeft: 0,
    passkeys: [],
    ...overrides,
  };
}

/** Ten codes as the server hands them out. */
export const RECOVERY_CODES = Array.from(
  { length: 10 },
  (_, index) => `${String(index).repeat(4)}-${'abcdefghij'.charAt(index).repeat(4)}`,
);

export const site: SiteInfo = {
  name: 'Rail Club',
  description: '',
  rules: '',
  registration: 'open',
  sensitiveContent: 'blur',
  requireEmailVerification: false,
};

/** Settings → Security for `account` (ann by default), with the security the server answers. */
export function renderSecurityPage(
  server: SetupServer,
  security: AccountSecurity = makeSecurity(),
  account: User = makeUser({ username: 'ann', email: 'ann@example.test' }),
) {
  server.use(
    http.get(apiUrl('/users/security'), () => ok(security)),
    // The recovery codes' file is named after the site.
    http.get(apiUrl('/site'), () => ok(site)),
  );
  return renderWithProviders(<SecuritySettingsPage />, {
    route: '/settings/security',
    session: account,
  });
}
