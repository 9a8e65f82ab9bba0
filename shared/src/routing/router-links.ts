import { Link, NavLink } from './router';
import type { LinkComponents } from '../ui/link';

/** The UI kit's links as the apps draw them: through the one router of the page. */
export const ROUTER_LINKS: LinkComponents = { Link, NavLink };
