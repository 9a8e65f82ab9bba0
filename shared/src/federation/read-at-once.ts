/**
 * The promise, marked with its outcome once settled, the way React's `use` marks the promises it
 * has waited for. `use` reads a marked promise at once; one it has to wait for suspends the page,
 * and React then holds the page back a moment longer when it arrives (so as not to flash content
 * in), which on a first load delays the page's own requests. Code fetched before the page renders
 * (a page preloaded during start-up) is then drawn without that wait.
 */
export function readAtOnce<T>(promise: Promise<T>): Promise<T> {
  const marked = promise as Promise<T> & { status?: string; value?: T; reason?: unknown };
  void promise.then(
    (value) => {
      marked.status = 'fulfilled';
      marked.value = value;
    },
    (reason: unknown) => {
      marked.status = 'rejected';
      marked.reason = reason;
    },
  );
  return marked;
}
