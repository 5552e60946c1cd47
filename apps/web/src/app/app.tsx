import { lazy, type ReactNode, Suspense } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { AccessGuard } from '../components/AccessGuard.tsx';
import { Spinner } from '../components/ui.tsx';
import { ROUTES } from '../config/routes.ts';
import { prefetchFirstMap } from '../features/hazard/api/prefetch.ts';
import LandingPage from '../features/landing/LandingPage.tsx';
import { isExpired } from '../lib/auth.ts';
import '../lib/i18n.ts';
import { lazyPreload } from '../lib/lazy-preload.ts';
import { getAccessToken } from '../lib/storage.ts';
import './app.css';

// Route-level code splitting: only the landing page is in the first bundle.
const AntdProvider = lazyPreload(() => import('../components/AntdProvider.tsx'));
const ProtectedLayout = lazyPreload(() => import('../components/ProtectedLayout.tsx'));
const AboutPage = lazy(() => import('../features/about/AboutPage.tsx'));
const AuthDeniedPage = lazy(() => import('../features/auth/AuthDeniedPage.tsx'));
const RecoverPasswordPage = lazy(() => import('../features/auth/RecoverPasswordPage.tsx'));
const VerifyEmailPage = lazy(() => import('../features/auth/VerifyEmailPage.tsx'));
const HomePage = lazy(() => import('../features/home/HomePage.tsx'));
const TestPage = lazy(() => import('../features/home/TestPage.tsx'));
const ResponseAdvisorPage = lazy(() => import('../features/advisor/ResponseAdvisorPage.tsx'));
const GeoDataExplorerPage = lazy(() => import('../features/geodata/GeoDataExplorerPage.tsx'));
const FloodAnalysisPage = lazy(() => import('../features/geodata/FloodAnalysisPage.tsx'));
// MapLibre comes with this route only.
const HazardScoringPage = lazyPreload(() => import('../features/hazard/HazardScoringPage.tsx'));

/**
 * Opened on /hazard_scoring (a deep link, e.g. from a bookmark) with a valid session: the first
 * map's data is requested now, beside the route's code (which shell.js preloaded), and the first
 * render waits for that code (`ready`), so that no lazy part of the route suspends on its way to
 * the map. Elsewhere nothing waits.
 */
function prepareDeepLink(): Promise<unknown> {
  if (typeof window === 'undefined' || window.location.pathname !== ROUTES.hazardScoring) return Promise.resolve();
  try {
    const token = getAccessToken();
    if (!token || isExpired(token)) return Promise.resolve();
  } catch {
    return Promise.resolve(); // a token that cannot be read: the route guard decides
  }
  prefetchFirstMap();
  return Promise.all([AntdProvider.preload(), ProtectedLayout.preload(), HazardScoringPage.preload()]).catch(
    () => undefined,
  );
}
export const ready = prepareDeepLink();

const page = (node: ReactNode) => (
  <Suspense
    fallback={
      <div className="sfp-centered-page">
        <Spinner label="…" size="large" />
      </div>
    }
  >
    <AntdProvider>{node}</AntdProvider>
  </Suspense>
);
const guarded = (node: ReactNode) => <AccessGuard>{page(node)}</AccessGuard>;

export const routes = [
  { path: ROUTES.landing, element: <LandingPage /> },
  { path: ROUTES.about, element: page(<AboutPage />) },
  { path: ROUTES.authDenied, element: page(<AuthDeniedPage />) },
  { path: ROUTES.recoverPassword, element: page(<RecoverPasswordPage />) },
  { path: ROUTES.verifyEmail, element: page(<VerifyEmailPage />) },
  {
    element: page(<ProtectedLayout />),
    children: [
      { path: ROUTES.home, element: guarded(<HomePage />) },
      { path: ROUTES.test, element: guarded(<TestPage />) },
      { path: ROUTES.test1, element: guarded(<TestPage />) },
      { path: ROUTES.test2, element: guarded(<TestPage />) },
      { path: ROUTES.responseAdvisor, element: guarded(<ResponseAdvisorPage />) },
      { path: ROUTES.geodataExplorer, element: guarded(<GeoDataExplorerPage />) },
      { path: ROUTES.floodAnalysis, element: guarded(<FloodAnalysisPage />) },
      { path: ROUTES.hazardScoring, element: guarded(<HazardScoringPage />) },
    ],
  },
  { path: '*', element: page(<AuthDeniedPage />) },
];

const router = typeof window === 'undefined' ? null : createBrowserRouter(routes);

/**
 * The composition root: the router. Ant Design (and its theme) arrives with the pages that use it
 * (AntdProvider), so the landing page needs none of it.
 */
export function App() {
  return router ? <RouterProvider router={router} /> : null;
}
