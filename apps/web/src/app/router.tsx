import { lazy, Suspense } from 'react';
import { createBrowserRouter, Navigate, Outlet, type RouteObject } from 'react-router';
import { FullPageLoader } from '../ui/full-page-loader';
import { RedirectIfSignedIn } from './guard/redirect-if-signed-in';
import { RequirePageAccess } from './guard/require-page-access';
import { RequireSession } from './guard/require-session';
import { PAGE_ROUTES } from './pages';
import { RouteErrorPage } from './route-error-page';

const LoginPage = lazy(() => import('../features/auth/pages/login-page').then((m) => ({ default: m.LoginPage })));
const AppLayout = lazy(() => import('./shell/app-layout').then((m) => ({ default: m.AppLayout })));

function RootLayout() {
  return (
    <Suspense fallback={<FullPageLoader label="Loading..." />}>
      <Outlet />
    </Suspense>
  );
}

/**
 * /login is public; everything else needs a confirmed session, then the shell, then the page's
 * role check (which shows Access Denied inside the shell). Unknown paths go to /dashboard.
 */
export const appRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        path: '/login',
        element: (
          <RedirectIfSignedIn>
            <LoginPage />
          </RedirectIfSignedIn>
        ),
      },
      {
        element: <RequireSession />,
        children: [
          {
            element: <AppLayout />,
            children: [{ element: <RequirePageAccess />, children: [...PAGE_ROUTES] }],
          },
          { path: '*', element: <Navigate to="/dashboard" replace /> },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}
