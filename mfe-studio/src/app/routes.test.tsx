import { expectOwnedRoutes } from '@kinora/shared/test-utils';
import { routes } from './routes';

describe('studio routes', () => {
  it('mounts exactly the paths the studio owns, each as a lazy page', () => {
    expectOwnedRoutes('studio', routes);
  });
});
