import { useCallback, useRef, useState } from 'react';
import {
  endSessionEndedElsewhere,
  idOf,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  pageChunk,
  usePagedList,
  usePolling,
  type Notification,
  type PagedList,
} from '@kinora/shared';
import { useNotificationStream } from './use-notification-stream';

export interface NotificationFeedOptions {
  /** The signed-in user; null stops everything. */
  userId: string | null;
  /** How often to ask while the live stream is down. */
  pollIntervalMs?: number;
  reconnectDelayMs?: number;
}

export interface NotificationFeed {
  list: PagedList<Notification>;
  unreadCount: number;
  /** True while the live stream is open (else the feed polls). */
  live: boolean;
  markRead: (notification: Notification) => void;
  markAllRead: () => Promise<void>;
  /** Asks for the first page again (the panel opens): what was withdrawn meanwhile goes. */
  refresh: () => void;
}

const PAGE_SIZE = 10;

/**
 * Fresh first-page items replace the ones shown (their read state may have changed) on top. A
 * shown item the fresh page would hold but does not was withdrawn (a like taken back, a post
 * deleted) and goes; older ones belong to later pages and stay, unless the page is the whole list.
 */
export function mergeFirstPage(
  fresh: Notification[],
  shown: Notification[],
  wholeList: boolean,
): Notification[] {
  const ids = new Set(fresh.map(idOf));
  const oldest = Math.min(...fresh.map((item) => Date.parse(item.createdAt)));
  const onLaterPage = (item: Notification) => !wholeList && Date.parse(item.createdAt) < oldest;
  return [...fresh, ...shown.filter((item) => !ids.has(item._id) && onLaterPage(item))];
}

/**
 * The bell's data: the list (paged, newest first), the unread count, kept current by the live
 * stream, or by polling the first page while the stream is down.
 */
export function useNotificationFeed({
  userId,
  pollIntervalMs = 30_000,
  reconnectDelayMs,
}: NotificationFeedOptions): NotificationFeed {
  const [unreadCount, setUnreadCount] = useState(0);
  const list = usePagedList<Notification>(
    userId
      ? async (cursor) => {
          const page = await listNotifications(cursor ?? 1, PAGE_SIZE);
          setUnreadCount(page.unreadCount);
          return pageChunk(page);
        }
      : null,
    { keyOf: idOf, deps: [userId] },
  );
  const { update } = list;

  const refreshFirstPage = useCallback(async () => {
    const page = await listNotifications(1, PAGE_SIZE);
    setUnreadCount(page.unreadCount);
    update((items) => ({
      items: mergeFirstPage(page.docs, items, !page.hasNextPage),
      total: page.totalDocs,
    }));
  }, [update]);
  const refresh = useCallback(() => {
    // A failure leaves the list as it was; the next refresh puts it right.
    refreshFirstPage().catch(() => undefined);
  }, [refreshFirstPage]);

  const opened = useRef(false);
  const live = useNotificationStream(
    {
      onReady: ({ unreadCount: count }) => {
        setUnreadCount(count);
        // After a drop, what came meanwhile is fetched; the first open has the list loading.
        if (opened.current) void refreshFirstPage().catch(() => undefined);
        opened.current = true;
      },
      onNotification: ({ notification, unreadCount: count }) => {
        setUnreadCount(count);
        update((items, total) =>
          items.some((item) => item._id === notification._id)
            ? { items, total }
            : { items: [notification, ...items], total: total + 1 },
        );
      },
      onUnread: ({ unreadCount: count }) => {
        setUnreadCount(count);
        if (count === 0)
          update((items, total) => ({ items: items.map((n) => ({ ...n, read: true })), total }));
        // Read elsewhere, or withdrawn: only the first page tells which.
        refresh();
      },
      onSessionEnded: endSessionEndedElsewhere,
    },
    { enabled: userId !== null, ...(reconnectDelayMs ? { reconnectDelayMs } : {}) },
  );
  usePolling(refreshFirstPage, userId && !live ? pollIntervalMs : null);

  const markRead = useCallback(
    (notification: Notification) => {
      if (notification.read) return;
      update((items, total) => ({
        items: items.map((n) => (n._id === notification._id ? { ...n, read: true } : n)),
        total,
      }));
      setUnreadCount((count) => Math.max(0, count - 1));
      // The answer is the server's count; a failure is put right by the next refresh.
      markNotificationRead(notification._id).then(
        ({ unreadCount: count }) => setUnreadCount(count),
        () => undefined,
      );
    },
    [update],
  );

  const markAllRead = useCallback(async () => {
    const { unreadCount: count } = await markAllNotificationsRead();
    setUnreadCount(count);
    update((items, total) => ({ items: items.map((n) => ({ ...n, read: true })), total }));
  }, [update]);

  return { list, unreadCount, live, markRead, markAllRead, refresh };
}
