import { lazy, type ReactNode, Suspense } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { AccessGuard } from '../components/AccessGuard.tsx';
import { Spinner } from '../components/ui.tsx';
import { ROUTES } from '../config/routes.ts';
import LandingPage from '../features/landing/LandingPage.tsx';
import '../lib/i18n.ts';
import './app.css';

// Route-level code splitting: only the landing page is in the first bundle.
const AntdProvider = lazy(() => import('../components/AntdProvider.tsx'));
const ProtectedLayout = lazy(() => import('../components/ProtectedLayout.tsx'));
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
const HazardScoringPage = lazy(() => import('../features/hazard/HazardScoringPage.tsx'));

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
