import { expectRouteRecord } from '@kinora/shared/test-utils';
import { UNSUBSCRIBE_PATH } from '../features/email-unsubscribe/paths';
import { MODERATION_HELD_PATH } from '../features/moderation/paths';
import { SETTINGS_BLOCKED_PATH, SETTINGS_SECURITY_PATH } from '../features/settings/paths';
import record from './pages.json';
import { pages } from './routes';

describe('studio routes', () => {
  it('gives every page of its route record, each as a lazy page', () => {
    expectRouteRecord('studio', record, pages);
  });

  it('serves the held page at the path the moderation pages link to', () => {
    expect(record.pages).toContainEqual({
      path: MODERATION_HELD_PATH,
      page: 'moderation-held',
      protected: true,
    });
  });

  it('serves the blocked users at the path the settings tabs link to, signed-in only', () => {
    expect(record.pages).toContainEqual({
      path: SETTINGS_BLOCKED_PATH,
      page: 'settings-blocked',
      protected: true,
    });
  });

  it('serves the security settings at the path the settings tabs link to, signed-in only', () => {
    expect(record.pages).toContainEqual({
      path: SETTINGS_SECURITY_PATH,
      page: 'settings-security',
      protected: true,
    });
  });

  it('serves the unsubscribe page of the notification mails to anyone, signed in or not', () => {
    expect(record.pages).toContainEqual({ path: UNSUBSCRIBE_PATH, page: 'unsubscribe' });
  });
});
