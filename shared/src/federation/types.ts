import type { ComponentType } from 'react';
import type { RoutePath } from '../routing/paths';

/** One route a remote contributes; the shell mounts it in its single router. */
export interface RemoteRouteObject {
  path: RoutePath;
  Component: ComponentType;
}

/** What every remote's `./routes` module exports. */
export interface RemoteRoutesModule {
  routes: RemoteRouteObject[];
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
