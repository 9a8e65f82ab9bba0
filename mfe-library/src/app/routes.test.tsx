import { ROUTE_OWNERSHIP } from '@kinora/shared';
import { routes } from './routes';

describe('library routes', () => {
  it('mounts exactly the paths the library owns, each as a lazy page', () => {
    expect(routes.map((route) => route.path).sort()).toEqual([...ROUTE_OWNERSHIP.library].sort());
    for (const route of routes) {
      expect((route.Component as { $$typeof?: symbol }).$$typeof).toBe(Symbol.for('react.lazy'));
    }
  });
});
