export type {
  RemotePages,
  RemoteRouteObject,
  RemoteRoutesModule,
  SaveToPlaylistDialogProps,
  RemoteComponentProps,
  RemoteComponentId,
} from './types';
export { registerRemoteLoader, loadRemoteModule, type RemoteLoader } from './remote-loader';
export { RemoteComponent, type RemoteComponentOptions } from './remote-component';
export { RemoteErrorBoundary, type RemoteErrorBoundaryProps } from './remote-error-boundary';
export { lazyPage } from './lazy-page';
export { readAtOnce } from './read-at-once';
export { deployedVersionOf } from './deployed-version';
export { routeObjectsOf } from './route-objects';
