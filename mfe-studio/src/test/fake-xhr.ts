type ProgressListener = (event: {
  loaded: number;
  total: number;
  lengthComputable: boolean;
}) => void;

class FakeUploadTarget {
  private readonly listeners = new Map<string, Set<ProgressListener>>();

  addEventListener(type: string, listener: ProgressListener): void {
    const set = this.listeners.get(type) ?? new Set<ProgressListener>();
    set.add(listener);
    this.listeners.set(type, set);
  }

  removeEventListener(type: string, listener: ProgressListener): void {
    this.listeners.get(type)?.delete(listener);
  }

  emit(type: string, loaded: number, total: number): void {
    for (const listener of this.listeners.get(type) ?? []) {
      listener({ loaded, total, lengthComputable: true });
    }
  }
}

/**
 * A hand-driven XMLHttpRequest for what msw cannot do: msw answers an upload in one go and reports
 * only 100%, while a real browser sends progress events along the way. A test installs it as the
 * global, lets axios send through it, then plays `progress(…)` and `respond(…)` like a network.
 */
export class FakeXhr {
  static sent: FakeXhr[] = [];

  readonly upload = new FakeUploadTarget();
  readyState = 0;
  status = 0;
  statusText = '';
  responseText = '';
  responseURL = '';
  response: unknown = null;
  responseType = '';
  timeout = 0;
  withCredentials = false;
  method = '';
  url = '';
  body: unknown = null;
  aborted = false;
  readonly requestHeaders = new Map<string, string>();
  onloadend: (() => void) | null = null;
  onabort: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onreadystatechange: (() => void) | null = null;

  open(method: string, url: string): void {
    this.method = method;
    this.url = url;
    this.readyState = 1;
  }

  setRequestHeader(name: string, value: string): void {
    this.requestHeaders.set(name.toLowerCase(), value);
  }

  getAllResponseHeaders(): string {
    return 'content-type: application/json\r\n';
  }

  // Download progress is not driven by these tests.
  addEventListener(): void {}
  removeEventListener(): void {}

  send(body: unknown): void {
    this.body = body;
    FakeXhr.sent.push(this);
  }

  abort(): void {
    this.aborted = true;
    this.onabort?.();
  }

  /** The browser has sent `loaded` of `total` bytes. */
  progress(loaded: number, total: number): void {
    this.upload.emit('progress', loaded, total);
  }

  /** The server answers with a JSON body. */
  respond(status: number, body: unknown): void {
    this.upload.emit('loadend', 1, 1);
    this.status = status;
    this.statusText = String(status);
    this.responseText = JSON.stringify(body);
    this.responseURL = this.url;
    this.readyState = 4;
    this.onreadystatechange?.();
    this.onloadend?.();
  }
}
