import { use } from 'react';
import { RemoteLoadError } from '../remote-load-error';
import { remoteRoutes } from '../remote-routes-cache';

interface RemoteRouteProps {
  remote: string;
  /** The page's name in the remote's route record. */
  page: string;
}

/** Renders the page a remote's `./routes` module gives under the name its record uses. */
export function RemoteRoute({ remote, page }: RemoteRouteProps) {
  const module = use(remoteRoutes(remote));
  const Component = Object.hasOwn(module.pages, page) ? module.pages[page] : undefined;
  if (!Component) {
    throw new RemoteLoadError(remote, 'broken', new Error(`"${remote}" has no page "${page}".`));
  }
  return <Component />;
}
