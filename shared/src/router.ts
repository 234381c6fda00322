/**
 * The router API the shell and the remotes use, and the one way they reach react-router.
 *
 * Shared at run time as the singleton `shared/router` (rsbuild.config.ts) instead of sharing
 * `react-router` itself: a shared package is bundled whole, because the provider cannot know
 * which exports other builds will use (react-router whole was 63 KiB gzip), while this module
 * names what the apps use and lets the bundler drop the rest (about half of it). An app that
 * needs more of react-router adds it here; scripts/lib/architecture.test.ts keeps direct
 * `react-router` imports out of the apps' source (tests may still use it).
 */
export {
  createBrowserRouter,
  createMemoryRouter,
  matchRoutes,
  Link,
  Navigate,
  Outlet,
  RouterProvider,
  ScrollRestoration,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
export type { RouteObject, SetURLSearchParams } from 'react-router';
