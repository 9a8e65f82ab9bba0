import { RemoteLoadError } from '../remote-load-error';
import {
  createRemoteLoadReporter,
  failureKindOf,
  REMOTE_LOADS_URL,
  sendWithBeacon,
} from './remote-load-reporter';
import type { RemoteLoadReport } from '@kinora/shared';

const load = (remote = 'watch'): RemoteLoadReport => ({
  remote,
  url: `http://cdn.test/${remote}/mf-manifest.json`,
  version: null,
  durationMs: 120,
  outcome: 'ok',
  failureKind: null,
});

const batchesOf = (send: jest.Mock) =>
  send.mock.calls.map(
    ([body]: [string]) => (JSON.parse(body) as { loads: RemoteLoadReport[] }).loads,
  );

describe('remote-load reporter', () => {
  test('sends what is queued when the page is left, in batches of at most 20', () => {
    const send = jest.fn(() => true);
    const reporter = createRemoteLoadReporter(send);
    reporter.start();
    for (let i = 0; i < 25; i += 1) reporter.record(load());
    expect(send).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('pagehide'));
    expect(batchesOf(send).map((batch) => batch.length)).toEqual([20, 5]);
    window.dispatchEvent(new Event('pagehide'));
    expect(send).toHaveBeenCalledTimes(2);
    reporter.stop();
  });

  test('also flushes every 30 seconds, and keeps what the browser refused for later', () => {
    jest.useFakeTimers();
    const send = jest.fn().mockReturnValueOnce(false).mockReturnValue(true);
    const reporter = createRemoteLoadReporter(send);
    reporter.start();
    reporter.record(load('studio'));
    jest.advanceTimersByTime(30_000);
    expect(send).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(30_000);
    expect(batchesOf(send)[1]).toEqual([load('studio')]);
    reporter.stop();
    jest.useRealTimers();
  });

  test('uses sendBeacon, and a keepalive fetch where the beacon is refused', () => {
    const beacon = jest.fn(() => false);
    const fetchSpy = jest.fn(() => Promise.resolve(new Response(null, { status: 204 })));
    Object.assign(navigator, { sendBeacon: beacon });
    const realFetch = global.fetch;
    global.fetch = fetchSpy;
    try {
      expect(sendWithBeacon('{"loads":[]}')).toBe(true);
      expect(beacon).toHaveBeenCalledWith(REMOTE_LOADS_URL, '{"loads":[]}');
      expect(fetchSpy).toHaveBeenCalledWith(
        REMOTE_LOADS_URL,
        expect.objectContaining({ method: 'POST', keepalive: true, body: '{"loads":[]}' }),
      );
    } finally {
      global.fetch = realFetch;
    }
  });
});

describe('failureKindOf', () => {
  test('names each failure the way the platform page counts it', () => {
    expect(failureKindOf(new RemoteLoadError('watch', 'contract-clash', null))).toBe('skew');
    expect(
      failureKindOf(new RemoteLoadError('watch', 'unavailable', new TypeError('Failed to fetch'))),
    ).toBe('network');
    expect(
      failureKindOf(new RemoteLoadError('watch', 'unavailable', new Error('Request timed out'))),
    ).toBe('timeout');
    expect(failureKindOf(new RemoteLoadError('watch', 'broken', new ReferenceError('x')))).toBe(
      'runtime',
    );
    expect(failureKindOf(new Error('anything else'))).toBe('runtime');
  });
});
