import { ConfigProvider, Spin } from 'antd';
import enGB from 'antd/locale/en_GB';
import frFR from 'antd/locale/fr_FR';
import { lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { AccessGuard } from '../components/AccessGuard.tsx';
import { ROUTES } from '../config/routes.ts';
import LandingPage from '../features/landing/LandingPage.tsx';
import '../lib/i18n.ts';
import './app.css';

// Route-level code splitting: only the landing page is in the first bundle.
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

const page = (node: ReactNode) => (
  <Suspense
    fallback={
      <div role="status" className="sfp-centered-page">
        <Spin size="large" />
      </div>
    }
  >
    {node}
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
    ],
  },
  { path: '*', element: page(<AuthDeniedPage />) },
];

const router = typeof window === 'undefined' ? null : createBrowserRouter(routes);

/** The composition root: language-aware Ant Design, router. */
export function App() {
  const { i18n } = useTranslation();
  return (
    <ConfigProvider
      locale={i18n.resolvedLanguage === 'en' ? enGB : frFR}
      theme={{ token: { colorPrimary: '#0b4f8a', colorLink: '#0b4f8a', borderRadius: 8 } }}
    >
      {router && <RouterProvider router={router} />}
    </ConfigProvider>
  );
}
