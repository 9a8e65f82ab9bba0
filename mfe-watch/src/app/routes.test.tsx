import { expectOwnedRoutes } from '@kinora/shared/test-utils';
import { routes } from './routes';

describe('watch routes', () => {
  it('mounts exactly the paths mfe-watch owns, each as a lazy page', () => {
    expectOwnedRoutes('watch', routes);
  });
});
