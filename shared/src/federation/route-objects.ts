import type { RouteRecord } from '../routing/route-record';
import type { RemotePages, RemoteRouteObject } from './types';

/**
 * A remote's record joined to its `./routes` module: each page's path with its component. A page
 * the record names and the module lacks is an error of the remote's build, named here.
 */
export function routeObjectsOf(record: RouteRecord, pages: RemotePages): RemoteRouteObject[] {
  return record.pages.map((page) => {
    const Component = Object.hasOwn(pages, page.page) ? pages[page.page] : undefined;
    if (!Component) {
      throw new Error(`"${record.remote}" has no page "${page.page}" for ${page.path}.`);
    }
    return { path: page.path, Component, ...(page.protected ? { protected: true } : {}) };
  });
}
