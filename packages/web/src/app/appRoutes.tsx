import type { ReactElement } from 'react';
import { Navigate, Outlet, type RouteObject } from 'react-router-dom';
import { NAVIGATION_ITEMS } from '../design/components/AppShell/navigationItems';
import { ToastRegion } from '../design/components/ToastRegion/ToastRegion';
import { DashboardLayout } from './DashboardLayout';
import { HomePage } from './pages/HomePage';
import { SectionPage } from './pages/SectionPage';
import { SignInPage } from './pages/SignInPage';

/** "The root view shows the routed page and a toast." */
function RootView(): ReactElement {
  return (
    <>
      <Outlet />
      <ToastRegion />
    </>
  );
}

/**
 * The foundation's routes: the sign-in shell and the dashboard frame with its sections. The
 * full table of spec section 2 (guards, flows) comes from core/routing in the next phase.
 */
export const APP_ROUTES: RouteObject[] = [
  {
    element: <RootView />,
    children: [
      { path: '/sign-in', element: <SignInPage /> },
      {
        path: '/',
        element: <DashboardLayout />,
        children: [
          { index: true, element: <HomePage /> },
          ...NAVIGATION_ITEMS.filter((item) => item.path !== '/').map((item) => ({
            path: item.path.slice(1),
            element: <SectionPage section={item} />,
          })),
          // "documents: Redirects to reports"; "referrals: Always redirected to home".
          { path: 'documents', element: <Navigate to="/reports" replace /> },
          { path: 'referrals', element: <Navigate to="/" replace /> },
        ],
      },
      // "any other path: Redirects home".
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];
