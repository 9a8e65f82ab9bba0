import { type ComponentType, lazy } from 'react';

/**
 * A page as its own chunk, from a module that exports it by name (every page module does), so
 * the first visit downloads only the page it opens.
 */
export function lazyPage<K extends string, M extends Record<K, ComponentType>>(
  load: () => Promise<M>,
  name: K,
) {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}
