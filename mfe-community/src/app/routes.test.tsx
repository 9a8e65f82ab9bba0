import { expectRouteRecord } from '@kinora/shared/test-utils';
import record from './pages.json';
import { pages } from './routes';

describe('community routes', () => {
  it('gives every page of its route record, each as a lazy page', () => {
    expectRouteRecord('community', record, pages);
  });
});
