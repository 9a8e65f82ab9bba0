import { create } from 'zustand';
import { useCurrentUser, useSession } from './use-session';
import type { BlockScope } from '../contract';

interface BlockChanges {
  /** Whose changes these are: after another sign-in, what the server says counts again. */
  viewerId: string | null;
  /** The blocks made (a scope) or lifted (null) on this page, by the blocked user's id. */
  scopes: Readonly<Record<string, BlockScope | null>>;
  /** Moves with every change, so the lists a block filters can read again. */
  revision: number;
}

/**
 * The viewer's blocks changed since the page read its lists and channels. It lives in the
 * federated entry so every remote on the page sees one record: a block made in one remote's menu
 * reaches the channel frame and the other remotes' lists. `recordBlockChange` is its one writer.
 */
export const useBlockChanges = create<BlockChanges>()(() => ({
  viewerId: null,
  scopes: {},
  revision: 0,
}));

/** Records a block (its scope) or an unblock (null) the server has just confirmed. */
export function recordBlockChange(userId: string, scope: BlockScope | null): void {
  const viewerId = useSession.getState().user?._id ?? null;
  useBlockChanges.setState((state) => ({
    viewerId,
    scopes: { ...(state.viewerId === viewerId ? state.scopes : {}), [userId]: scope },
    revision: state.revision + 1,
  }));
}

/**
 * The signed-in viewer's block of `userId`: a change made on this page, else `fromServer` (what
 * the page read, such as a channel's `blockScope`).
 */
export function useBlockScope(userId: string, fromServer: BlockScope | null): BlockScope | null {
  const viewerId = useCurrentUser()?._id ?? null;
  const changed = useBlockChanges((state) =>
    viewerId !== null && state.viewerId === viewerId ? state.scopes[userId] : undefined,
  );
  return changed === undefined ? fromServer : changed;
}

/**
 * A number that moves with each block or unblock on this page: a list that leaves out blocked
 * people's comments or posts puts it in its dependencies, so it is read again after one.
 */
export function useBlocksRevision(): number {
  return useBlockChanges((state) => state.revision);
}
