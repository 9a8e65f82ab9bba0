/**
 * Concurrent callers asking for the same key share one running call, so ten visitors opening the
 * home page at once cost one upstream request, not ten.
 */
export class Coalescer<T> {
  private readonly running = new Map<string, Promise<T>>();

  run(key: string, call: () => Promise<T>): Promise<T> {
    const existing = this.running.get(key);
    if (existing) return existing;
    const started = call().finally(() => this.running.delete(key));
    this.running.set(key, started);
    return started;
  }
}
