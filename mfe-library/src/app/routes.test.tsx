import { expectOwnedRoutes } from '@kinora/shared/test-utils';
import { routes } from './routes';

describe('library routes', () => {
  it('mounts exactly the paths the library owns, each as a lazy page', () => {
    expectOwnedRoutes('library', routes);
  });
});
