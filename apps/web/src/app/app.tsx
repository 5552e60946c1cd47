import { lazy, type ReactNode, Suspense } from 'react';
import { BrowserRouter, useLocation, useRoutes } from 'react-router';
import { AccessGuard } from '../components/AccessGuard.tsx';
import { Spinner } from '../components/ui.tsx';
import { ROUTES } from '../config/routes.ts';
import { prefetchFirstMap } from '../features/hazard/api/prefetch.ts';
import LandingPage from '../features/landing/LandingPage.tsx';
import { isExpired } from '../lib/auth.ts';
import '../lib/i18n.ts';
import { lazyPreload } from '../lib/lazy-preload.ts';
import { getAccessToken } from '../lib/storage.ts';
import { RouteErrorBoundary } from './RouteErrorBoundary.tsx';

// Route-level code splitting: only the landing page is in the first bundle.
const AntdProvider = lazyPreload(() => import('../components/AntdProvider.tsx'));
const ProtectedLayout = lazyPreload(() => import('../components/ProtectedLayout.tsx'));
const AboutPage = lazyPreload(() => import('../features/about/AboutPage.tsx'));
const AuthDeniedPage = lazyPreload(() => import('../features/auth/AuthDeniedPage.tsx'));
const RecoverPasswordPage = lazy(() => import('../features/auth/RecoverPasswordPage.tsx'));
const VerifyEmailPage = lazy(() => import('../features/auth/VerifyEmailPage.tsx'));
const HomePage = lazyPreload(() => import('../features/home/HomePage.tsx'));
const TestPage = lazy(() => import('../features/home/TestPage.tsx'));
const ResponseAdvisorPage = lazyPreload(() => import('../features/advisor/ResponseAdvisorPage.tsx'));
const GeoDataExplorerPage = lazyPreload(() => import('../features/geodata/GeoDataExplorerPage.tsx'));
const FloodAnalysisPage = lazyPreload(() => import('../features/geodata/FloodAnalysisPage.tsx'));
// MapLibre comes with this route only.
const HazardScoringPage = lazyPreload(() => import('../features/hazard/HazardScoringPage.tsx'));

/**
 * Deep links (a bookmark, a reload, a link in a mail): the route's lazy parts, which shell.js and
 * the server's Link header preload with the app (`DEEP_LINKS` in vite.config.ts lists the same
 * modules), and, with a valid session, the data its first screen needs, requested beside the code.
 */
const DEEP_LINKS: Record<string, { parts: { preload(): Promise<unknown> }[]; prefetch?: () => unknown }> = {
  [ROUTES.about]: { parts: [AntdProvider, AboutPage] },
  [ROUTES.authDenied]: { parts: [AntdProvider, AuthDeniedPage] },
  [ROUTES.home]: { parts: [AntdProvider, ProtectedLayout, HomePage] },
  [ROUTES.responseAdvisor]: {
    parts: [AntdProvider, ProtectedLayout, ResponseAdvisorPage],
    // Loaded with the route (preloaded beside it), not with the landing page.
    prefetch: () => import('../features/advisor/api/prefetch.ts').then((m) => m.prefetchChatLoad()),
  },
  [ROUTES.geodataExplorer]: { parts: [AntdProvider, ProtectedLayout, GeoDataExplorerPage] },
  [ROUTES.floodAnalysis]: { parts: [AntdProvider, ProtectedLayout, FloodAnalysisPage] },
  [ROUTES.hazardScoring]: {
    parts: [ProtectedLayout, HazardScoringPage],
    prefetch: prefetchFirstMap,
  },
};

/**
 * Opened on a deep link: the route's data requested now when the session is valid, and the first
 * render waits for the route's code (`ready`, already on its way), so that no lazy part of the
 * route suspends: React would hold the page back up to 300 ms after the last fallback. Elsewhere
 * nothing waits.
 */
function prepareDeepLink(): Promise<unknown> {
  if (typeof window === 'undefined') return Promise.resolve();
  const link = Object.hasOwn(DEEP_LINKS, window.location.pathname) ? DEEP_LINKS[window.location.pathname] : undefined;
  if (!link) return Promise.resolve();
  const waits = link.parts.map((part) => part.preload());
  try {
    const token = getAccessToken();
    if (link.prefetch && token && !isExpired(token)) waits.push(Promise.resolve(link.prefetch()));
  } catch {
    // a token that cannot be read: the route guard decides
  }
  return Promise.all(waits).catch(() => undefined);
}
export const ready = prepareDeepLink();

const loading = (
  <div className="sfp-centered-page">
    <Spinner label="…" size="large" />
  </div>
);
/** A lazy part, its fallback while it loads. */
const lazyPart = (node: ReactNode) => <Suspense fallback={loading}>{node}</Suspense>;
/** A page built on Ant Design: its provider (theme, language) around it. */
const page = (node: ReactNode) => lazyPart(<AntdProvider>{node}</AntdProvider>);
const guarded = (node: ReactNode) => <AccessGuard>{page(node)}</AccessGuard>;

export const routes = [
  { path: ROUTES.landing, element: <LandingPage /> },
  { path: ROUTES.about, element: page(<AboutPage />) },
  { path: ROUTES.authDenied, element: page(<AuthDeniedPage />) },
  { path: ROUTES.recoverPassword, element: page(<RecoverPasswordPage />) },
  { path: ROUTES.verifyEmail, element: page(<VerifyEmailPage />) },
  {
    // The layout draws no Ant Design component until one is asked for (its lazy tooltips and
    // drawer bring their own provider), so it paints without waiting for Ant Design.
    element: lazyPart(<ProtectedLayout />),
    children: [
      { path: ROUTES.home, element: guarded(<HomePage />) },
      { path: ROUTES.test, element: guarded(<TestPage />) },
      { path: ROUTES.test1, element: guarded(<TestPage />) },
      { path: ROUTES.test2, element: guarded(<TestPage />) },
      { path: ROUTES.responseAdvisor, element: guarded(<ResponseAdvisorPage />) },
      { path: ROUTES.geodataExplorer, element: guarded(<GeoDataExplorerPage />) },
      { path: ROUTES.floodAnalysis, element: guarded(<FloodAnalysisPage />) },
      // Its first map paints before Ant Design has arrived: the page wraps its Ant Design parts.
      { path: ROUTES.hazardScoring, element: <AccessGuard>{lazyPart(<HazardScoringPage />)}</AccessGuard> },
    ],
  },
  { path: '*', element: page(<AuthDeniedPage />) },
];

function Routes() {
  const { pathname } = useLocation();
  return <RouteErrorBoundary resetKey={pathname}>{useRoutes(routes)}</RouteErrorBoundary>;
}

/**
 * The composition root: the router. Ant Design (and its theme) arrives with the pages that use it
 * (AntdProvider), so the landing page needs none of it. React Router's declarative router: the
 * app uses none of the data router's loaders or actions, which were half of the first bundle's
 * router code (about 16 KB gzipped on every page, the landing page's included).
 */
export function App() {
  return typeof window === 'undefined' ? null : (
    <BrowserRouter>
      <Routes />
    </BrowserRouter>
  );
}
