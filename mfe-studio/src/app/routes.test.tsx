import { expectRouteRecord } from '@kinora/shared/test-utils';
import { MODERATION_HELD_PATH } from '../features/moderation/paths';
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
});
