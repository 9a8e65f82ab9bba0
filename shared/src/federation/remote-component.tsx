import { type ComponentType, lazy, type ReactNode, Suspense, useState } from 'react';
import { LoadingState } from '../ui/states';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { loadRemoteModule, loaderGeneration } from './remote-loader';
import type { RemoteComponentId, RemoteComponentProps } from './types';

type LazyRemote = ReturnType<typeof lazy<ComponentType<object>>>;

// React.lazy must be created once per module (a new one per render would remount forever); it
// also remembers a failure, so Retry drops the entry and loads again. Keys carry the loader's
// generation: a newly registered loader (another deployment, a test) starts afresh.
const cache = new Map<string, LazyRemote>();
const cacheKey = (id: string) => `${loaderGeneration()}:${id}`;

function isComponent(value: unknown): value is ComponentType<object> {
  // Function components and classes are functions; memo and forwardRef results are objects.
  return (
    typeof value === 'function' ||
    (typeof value === 'object' && value !== null && '$$typeof' in value)
  );
}

function lazyRemote(id: string): LazyRemote {
  let entry = cache.get(cacheKey(id));
  if (!entry) {
    entry = lazy(async () => {
      const module = await loadRemoteModule(id);
      const exported =
        typeof module === 'object' && module !== null && 'default' in module
          ? module.default
          : undefined;
      if (!isComponent(exported))
        throw new Error(`"${id}" has no component as its default export.`);
      return { default: exported };
    });
    cache.set(cacheKey(id), entry);
  }
  return entry;
}

export interface RemoteComponentOptions<K extends RemoteComponentId> {
  id: K;
  props: RemoteComponentProps[K];
  /** Shown while the module loads (default: a small loading state). */
  fallback?: ReactNode;
  /** Names the piece in the error message ('the playlist dialog'). */
  label?: string;
}

/**
 * Mounts another remote's exposed component through the host's loader, lazily, inside its own
 * error boundary: a failure shows a short message and Retry in this spot only.
 */
export function RemoteComponent<K extends RemoteComponentId>({
  id,
  props,
  fallback,
  label,
}: RemoteComponentOptions<K>) {
  const [attempt, setAttempt] = useState(0);
  const Loaded = lazyRemote(id) as unknown as ComponentType<RemoteComponentProps[K]>;
  return (
    <RemoteErrorBoundary
      key={attempt}
      label={label}
      onRetry={() => {
        cache.delete(cacheKey(id));
        setAttempt((value) => value + 1);
      }}
    >
      <Suspense fallback={fallback === undefined ? <LoadingState /> : fallback}>
        <Loaded {...props} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
