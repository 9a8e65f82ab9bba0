import type { ComponentType } from 'react';

/**
 * A remote's pages by the names its route record gives them (`"channel-about"`), each a lazy
 * component (`lazyPage`), so a page's code loads only when it is visited. A page made with
 * `lazyPage` also has `preload`, which the shell calls to fetch its code early.
 */
export type RemotePages = Record<string, ComponentType & { preload?: () => Promise<unknown> }>;

/** What every remote's `./routes` module exports; which path shows which page is its record's. */
export interface RemoteRoutesModule {
  /** Page name → lazy component. */
  pages: RemotePages;
}

/** One route of a remote, its record's page joined to its component (a standalone host's table). */
export interface RemoteRouteObject {
  /** The record's router pattern. */
  path: string;
  /** The page's lazy component from the remote's `./routes`. */
  Component: ComponentType;
  /** Signed-in only, as the record says. */
  protected?: boolean;
}

/** mfe-library's `./SaveToPlaylistDialog`, mounted by mfe-watch on the watch page. */
export interface SaveToPlaylistDialogProps {
  videoId: string;
  open: boolean;
  onClose: () => void;
}

/**
 * Components one remote exposes for another, by federation id, with their props. A remote that
 * exposes a new component adds it here, so both sides compile against the same props.
 */
export interface RemoteComponentProps {
  'library/SaveToPlaylistDialog': SaveToPlaylistDialogProps;
}

export type RemoteComponentId = keyof RemoteComponentProps;
