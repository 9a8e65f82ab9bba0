import { useEffect, useRef, useState } from 'react';
import {
  getNotificationStreamTicket,
  NOTIFICATION_STREAM_EVENTS,
  notificationStreamUrl,
  type NotificationStreamItem,
  type NotificationStreamSessionEnded,
  type NotificationStreamState,
} from '@kinora/shared';

export interface NotificationStreamHandlers {
  /** The stream is (again) open; anything missed while it was down should be fetched. */
  onReady: (state: NotificationStreamState) => void;
  onNotification: (item: NotificationStreamItem) => void;
  /** Notifications were read elsewhere (another tab or device). */
  onUnread: (state: NotificationStreamState) => void;
  /** The session of this page has ended elsewhere; the stream is closed for good. */
  onSessionEnded: (ended: NotificationStreamSessionEnded) => void;
}

export interface NotificationStreamOptions {
  enabled: boolean;
  /** First wait before reconnecting after a drop; it doubles per failure, up to a minute. */
  reconnectDelayMs?: number;
}

const MAX_RECONNECT_DELAY_MS = 60_000;

function parse<T>(event: Event): T | null {
  try {
    return JSON.parse((event as MessageEvent<string>).data) as T;
  } catch {
    return null;
  }
}

/**
 * The live notification stream (server-sent events). EventSource cannot send the Authorization
 * header, so each connection starts with a fresh one-minute ticket; when the stream drops, it is
 * closed (the browser's own retry would reuse the expired ticket) and opened again with a new
 * ticket after a growing delay. Answers whether the stream is open now, so the caller can poll
 * meanwhile.
 */
export function useNotificationStream(
  handlers: NotificationStreamHandlers,
  { enabled, reconnectDelayMs = 2000 }: NotificationStreamOptions,
): boolean {
  const [live, setLive] = useState(false);
  const latest = useRef(handlers);
  latest.current = handlers;

  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return undefined;
    let stopped = false;
    let source: EventSource | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let failures = 0;
    let superseded = false;
    let sessionEnded = false;
    let waitingToBeSeen: (() => void) | null = null;

    // A page closed for a newer tab of the same person waits until it is looked at again
    // (polling meanwhile), so the hidden tabs do not take turns closing each other's stream.
    const reconnectWhenSeen = () => {
      if (document.visibilityState !== 'hidden') {
        scheduleReconnect();
        return;
      }
      const onVisible = () => {
        if (document.visibilityState === 'hidden') return;
        document.removeEventListener('visibilitychange', onVisible);
        if (!stopped) void connect();
      };
      document.addEventListener('visibilitychange', onVisible);
      waitingToBeSeen = onVisible;
    };

    const scheduleReconnect = () => {
      if (stopped) return;
      failures += 1;
      const delay = Math.min(MAX_RECONNECT_DELAY_MS, reconnectDelayMs * 2 ** (failures - 1));
      retry = setTimeout(() => void connect(), delay);
    };

    const connect = async () => {
      let ticket: string;
      try {
        ({ ticket } = await getNotificationStreamTicket());
      } catch {
        scheduleReconnect();
        return;
      }
      if (stopped) return;
      const opened = new EventSource(notificationStreamUrl(ticket));
      source = opened;
      opened.addEventListener(NOTIFICATION_STREAM_EVENTS.ready, (event) => {
        const state = parse<NotificationStreamState>(event);
        failures = 0;
        setLive(true);
        if (state) latest.current.onReady(state);
      });
      opened.addEventListener(NOTIFICATION_STREAM_EVENTS.notification, (event) => {
        const item = parse<NotificationStreamItem>(event);
        if (item) latest.current.onNotification(item);
      });
      opened.addEventListener(NOTIFICATION_STREAM_EVENTS.unread, (event) => {
        const state = parse<NotificationStreamState>(event);
        if (state) latest.current.onUnread(state);
      });
      opened.addEventListener(NOTIFICATION_STREAM_EVENTS.superseded, () => {
        superseded = true;
      });
      opened.addEventListener(NOTIFICATION_STREAM_EVENTS.sessionEnded, (event) => {
        // No new ticket would be given: the stream stays closed, whatever the reason says.
        sessionEnded = true;
        latest.current.onSessionEnded(
          parse<NotificationStreamSessionEnded>(event) ?? { reason: 'signed-out' },
        );
      });
      opened.onerror = () => {
        opened.close();
        if (source !== opened) return;
        source = null;
        setLive(false);
        if (sessionEnded) return;
        if (superseded) {
          superseded = false;
          reconnectWhenSeen();
        } else scheduleReconnect();
      };
    };

    void connect();
    return () => {
      stopped = true;
      clearTimeout(retry);
      if (waitingToBeSeen) document.removeEventListener('visibilitychange', waitingToBeSeen);
      source?.close();
      setLive(false);
    };
  }, [enabled, reconnectDelayMs]);

  return live;
}
