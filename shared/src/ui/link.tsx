import { createContext, useContext, type AnchorHTMLAttributes, type ComponentType } from 'react';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A path on this site. */
  to: string;
  replace?: boolean;
  /** Handed to the page it opens (the router's history state). */
  state?: unknown;
}

export interface NavLinkProps extends LinkProps {
  /** Current only on its exact path, not on the paths below it. */
  end?: boolean;
}

/** What draws the kit's links: the apps' router, or plain anchors where no router runs. */
export interface LinkComponents {
  Link: ComponentType<LinkProps>;
  NavLink: ComponentType<NavLinkProps>;
}

function isCurrent(path: string | null, to: string, end: boolean): boolean {
  if (path === null) return false;
  if (path === to) return true;
  return !end && path.startsWith(to.endsWith('/') ? to : `${to}/`);
}

/**
 * Plain anchors for markup drawn without a router (the server's first paint): `currentPath`
 * marks the current page's navigation link the way the router's does.
 */
export function plainLinks(currentPath: string | null = null): LinkComponents {
  // `replace` and `state` only mean something to a router.
  return {
    Link: ({ to, replace: _replace, state: _state, ...rest }) => <a href={to} {...rest} />,
    NavLink: ({ to, end = false, replace: _replace, state: _state, ...rest }) => (
      <a href={to} aria-current={isCurrent(currentPath, to, end) ? 'page' : undefined} {...rest} />
    ),
  };
}

const LinkContext = createContext<LinkComponents>(plainLinks());

/** Names what draws the kit's links below it (`AppProviders` hands in the router's). */
export const LinkProvider = LinkContext.Provider;

/** A link to a page of this site, drawn by the router of the page it is on. */
export function Link(props: LinkProps) {
  const { Link: Draw } = useContext(LinkContext);
  return <Draw {...props} />;
}

/** A navigation link, marked `aria-current="page"` while its page is the current one. */
export function NavLink(props: NavLinkProps) {
  const { NavLink: Draw } = useContext(LinkContext);
  return <Draw {...props} />;
}
