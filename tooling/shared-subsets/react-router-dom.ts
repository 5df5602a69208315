/**
 * What the site shares as `react-router-dom`: the router parts its apps use. The whole package
 * (server rendering, cookies, sessions, data routers' server side) is about 61 kB gzip; shared
 * whole, every page downloads it. The build resolves `react-router-dom` to this file (rsbuild.ts)
 * and the shell provides it as the one router of the page; `shared-subsets.test.ts` checks that
 * every name an app imports is here.
 */
export {
  BrowserRouter,
  createBrowserRouter,
  Link,
  Navigate,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useSearchParams,
  type RouteObject,
} from 'react-router';
export { RouterProvider } from 'react-router/dom';
