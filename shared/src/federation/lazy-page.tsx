import { type ComponentType, use } from 'react';
import { readAtOnce } from './read-at-once';

/**
 * A page as its own chunk, from a module that exports it by name (every page module does), so
 * the first visit downloads only the page it opens. `preload` lets the shell fetch that code
 * while it waits for something else (the session of a signed-in person), not after; a page whose
 * code has arrived renders at once, without suspending.
 */
export function lazyPage<K extends string, M extends Record<K, ComponentType>>(
  load: () => Promise<M>,
  name: K,
): ComponentType & {
  /** Starts loading the page's code (its chunk and the chunks it needs), the load it renders from. */
  preload: () => Promise<unknown>;
} {
  let loading: Promise<M> | null = null;
  const once = () => {
    // A failed load is tried again when the page is next asked for (its boundary's Retry).
    loading ??= readAtOnce(
      load().catch((error: unknown) => {
        loading = null;
        throw error;
      }),
    );
    return loading;
  };
  function LazyPage() {
    const Page: ComponentType = use(once())[name];
    return <Page />;
  }
  LazyPage.displayName = `LazyPage(${name})`;
  return Object.assign(LazyPage, { preload: once });
}
