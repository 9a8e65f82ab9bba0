import { expectOwnedRoutes } from '@kinora/shared/test-utils';
import { routes } from './routes';

describe('community routes', () => {
  it('mounts exactly the paths mfe-community owns, each as a lazy page', () => {
    expectOwnedRoutes('community', routes);
  });
});
