import { afterEach, describe, expect, it, vi } from 'vitest';
import { createNotificationStreams, type StreamSink } from './notification-streams';
import type { NotificationSignal } from '../plugins/notification-bus';
import type { FastifyBaseLogger } from 'fastify';

/** An instance's streams with a bus the test drives and sessions it ends by hand. */
function setUp() {
  const listeners: Array<(signal: NotificationSignal) => void> = [];
  const ended = new Set<string>();
  const streams = createNotificationStreams({
    notifications: {
      newestAt: () => Promise.resolve(null),
      createdAfter: () => Promise.resolve([]),
      countUnread: () => Promise.resolve(0),
    } as never,
    bus: {
      subscribe: (listener: (signal: NotificationSignal) => void) => listeners.push(listener),
      onResync: () => undefined,
    } as never,
    log: { warn: () => undefined, error: () => undefined } as unknown as FastifyBaseLogger,
    heartbeatMs: 100,
    maxStreams: 10,
    isRevoked: (sessionId) => ended.has(sessionId),
    onSuspended: () => undefined,
  });
  const open = async (sessionId: string) => {
    const written: string[] = [];
    const sink: StreamSink = { write: (chunk) => written.push(chunk), close: () => undefined };
    await streams.open('u'.repeat(24), sessionId, sink);
    return written;
  };
  const signal = (signal: NotificationSignal) => listeners.forEach((listener) => listener(signal));
  return { open, ended, signal };
}

const endedWith = (written: string[]) =>
  written.filter((chunk) => chunk.startsWith('event: session-ended'));

afterEach(() => vi.useRealTimers());

describe('a stream whose session ended', () => {
  it('waits a moment for the signal that says why, and tells it', async () => {
    vi.useFakeTimers();
    const { open, ended, signal } = setUp();
    const written = await open('s1');
    ended.add('s1');
    await vi.advanceTimersByTimeAsync(150);
    expect(endedWith(written)).toEqual([]);
    signal({ type: 'session-ended', sessionIds: ['s1'], reason: 'password-changed' });
    await vi.advanceTimersByTimeAsync(2000);
    expect(endedWith(written)).toEqual([
      'event: session-ended\ndata: {"reason":"password-changed"}\n\n',
    ]);
  });

  it('without the signal, says it was signed out a second later', async () => {
    vi.useFakeTimers();
    const { open, ended } = setUp();
    const written = await open('s2');
    ended.add('s2');
    await vi.advanceTimersByTimeAsync(150);
    expect(endedWith(written)).toEqual([]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(endedWith(written)).toEqual(['event: session-ended\ndata: {"reason":"signed-out"}\n\n']);
  });
});
