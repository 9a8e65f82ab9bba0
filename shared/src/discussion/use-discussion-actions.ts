import { useEffect, useMemo, useRef } from 'react';
import { ApiError, notify, type PagedList } from '@kinora/shared';

/** One discussion's endpoints (a video's comments, a post's replies). */
export interface DiscussionEndpoints<T> {
  create?: (content: string) => Promise<T>;
  update: (entryId: string, content: string) => Promise<T>;
  remove: (entryId: string) => Promise<void>;
  /** Only discussions with a pin (an own video's comments) give one. */
  pin?: (entryId: string, pinned: boolean) => Promise<unknown>;
}

/** What the toasts say after each action, in the discussion's own words. */
export interface DiscussionMessages {
  posted: string;
  /** Said instead of `posted` when the new entry waits for review. */
  held?: string;
  postFailed: string;
  updated: string;
  updateFailed: string;
  deleted: string;
  deleteFailed: string;
  pinned?: string;
  unpinned?: string;
  pinFailed?: string;
}

export interface DiscussionActionsOptions<T> {
  endpoints: DiscussionEndpoints<T>;
  messages: DiscussionMessages;
  /** The list the entries are shown in: an edit replaces its entry, a delete drops it. */
  list?: PagedList<T>['update'];
  /** Places a new entry (the top of a thread, the end of replies); the list order is the caller's. */
  onCreated?: (entry: T) => void;
  onUpdated?: (entry: T) => void;
  onRemoved?: (entryId: string) => void;
  onPinned?: (entryId: string, pinned: boolean) => void;
}

/** Each resolves true when done; a failure is told by a toast and resolves false. */
export interface DiscussionActions {
  create: (content: string) => Promise<boolean>;
  edit: (entryId: string, content: string) => Promise<boolean>;
  remove: (entryId: string) => Promise<boolean>;
  pin: (entryId: string, pinned: boolean) => Promise<boolean>;
}

/**
 * A refusal (403) says why in the server's words ("You can't reply to this user."), which the
 * person can act on; any other failure is told in the discussion's own words.
 */
function failureMessage(failure: unknown, failed: string): string {
  return failure instanceof ApiError && failure.status === 403 && failure.serverMessage
    ? failure.serverMessage
    : failed;
}

async function told(
  run: () => Promise<unknown>,
  done: string | (() => string),
  failed: string,
): Promise<boolean> {
  try {
    await run();
    notify.success(typeof done === 'string' ? done : done());
    return true;
  } catch (failure) {
    notify.error(failureMessage(failure, failed));
    return false;
  }
}

/**
 * Post, edit, delete and pin in one discussion, told by toasts. The actions keep their identity
 * across renders (they read the latest options), so lists of entries do not re-render for them.
 */
export function useDiscussionActions<T extends { _id: string; held?: boolean }>(
  options: DiscussionActionsOptions<T>,
): DiscussionActions {
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });

  return useMemo(
    () => ({
      create: (content) => {
        const { endpoints, messages, onCreated } = latest.current;
        const { create } = endpoints;
        if (!create) return Promise.resolve(false);
        let held = false;
        return told(
          async () => {
            const created = await create(content);
            held = created.held === true;
            onCreated?.(created);
          },
          // Read once the entry is created: a held one is not posted for everyone yet.
          () => (held && messages.held ? messages.held : messages.posted),
          messages.postFailed,
        );
      },
      edit: (entryId, content) => {
        const { endpoints, messages, list, onUpdated } = latest.current;
        return told(
          async () => {
            const next = await endpoints.update(entryId, content);
            // Merged: an edit's answer may leave out what the list knew (likes, replies).
            list?.((items, total) => ({
              items: items.map((item) => (item._id === entryId ? { ...item, ...next } : item)),
              total,
            }));
            onUpdated?.(next);
          },
          messages.updated,
          messages.updateFailed,
        );
      },
      remove: (entryId) => {
        const { endpoints, messages, list, onRemoved } = latest.current;
        return told(
          async () => {
            await endpoints.remove(entryId);
            // The counts a person is answered include their own held entries.
            list?.((items, total) => ({
              items: items.filter((item) => item._id !== entryId),
              total: Math.max(0, total - 1),
            }));
            onRemoved?.(entryId);
          },
          messages.deleted,
          messages.deleteFailed,
        );
      },
      pin: async (entryId, pinned) => {
        const { endpoints, messages, onPinned } = latest.current;
        const { pin } = endpoints;
        if (!pin) return false;
        try {
          await pin(entryId, pinned);
          onPinned?.(entryId, pinned);
          const done = pinned ? messages.pinned : messages.unpinned;
          if (done) notify.success(done);
          return true;
        } catch {
          if (messages.pinFailed) notify.error(messages.pinFailed);
          return false;
        }
      },
    }),
    [],
  );
}
