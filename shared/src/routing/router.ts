/**
 * The router every app uses, handed out by this package alone. React Router keeps its state in
 * React context, so the shell's router and a remote's `Link` must be the very same module: it
 * lives inside this federation singleton instead of being a share of its own, which lets the
 * build keep only what is named here. A share is always shipped whole, and the whole of React
 * Router (its data router, server and framework code) is four times what the site uses: the
 * site routes declaratively, and each page loads its own data.
 * Anything a remote needs from React Router is added to this list.
 */
export {
  BrowserRouter,
  Link,
  matchPath,
  MemoryRouter,
  Navigate,
  NavigationType,
  NavLink,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  useRoutes,
  useSearchParams,
} from 'react-router-dom';
export type { Location, RouteObject } from 'react-router-dom';
export { GuardedBrowserRouter } from './guarded-browser-router';
export { registerLeaveGuard, useLeaveGuard, type LeaveGuard } from './leave-guard';
