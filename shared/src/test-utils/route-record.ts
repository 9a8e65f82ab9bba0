import { validateRouteRecord } from '../routing/route-record';
import type { RemotePages } from '../federation/types';

/**
 * A remote's route record (`src/app/pages.json`) must be one its build can publish, and its
 * `./routes` module must give exactly the pages the record names, each as a lazy page (its own
 * chunk): the shell mounts the record's pages from that module, so a page missing there fails in
 * the browser and an extra one is never reached.
 */
export function expectRouteRecord(remote: string, record: unknown, pages: RemotePages): void {
  const valid = validateRouteRecord(record, remote);
  expect(Object.keys(pages).sort()).toEqual(valid.pages.map((page) => page.page).sort());
  // A lazy page (`lazyPage`) loads its code when it renders, or when the shell preloads it.
  for (const Component of Object.values(pages)) expect(typeof Component.preload).toBe('function');
}
