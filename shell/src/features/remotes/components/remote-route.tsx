import { use } from 'react';
import { RemoteLoadError } from '../remote-load-error';
import { remoteRoutes } from '../remote-routes-cache';
import type { RemoteName, RoutePath } from '@kinora/shared';

interface RemoteRouteProps {
  remote: RemoteName;
  path: RoutePath;
}

/** Renders the component a remote exposes for one route pattern of the shell's router. */
export function RemoteRoute({ remote, path }: RemoteRouteProps) {
  const module = use(remoteRoutes(remote));
  const route = module.routes.find((candidate) => candidate.path === path);
  if (!route) {
    throw new RemoteLoadError(remote, 'broken', new Error(`"${remote}" has no route for ${path}.`));
  }
  const { Component } = route;
  return <Component />;
}
