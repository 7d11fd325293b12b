import { ROUTE_TABLE, type ScanwiseRoute } from '@scanwise/core';
import { Navigate, type RouteObject } from 'react-router-dom';
import { DashboardLayout } from './DashboardLayout';
import { RootView } from './RootView';
import { RouteErrorScreen } from './RouteErrorScreen';
import { routeOnlyRedirects, screenElementFor } from './routeScreens';

/** A table pattern as a child path of '/' ('/reports' -> 'reports'). */
const childPath = (pattern: string): string => pattern.replace(/^\/+/, '');

function routeObjectFor(route: ScanwiseRoute, inShell: boolean): RouteObject | undefined {
  if (route.screen === null || routeOnlyRedirects(route)) return undefined;
  const element = screenElementFor(route.screen);
  const errorElement = <RouteErrorScreen inShell={inShell} />;
  if (route.pattern === '/' && inShell) {
    return { index: true, id: route.id, element, errorElement };
  }
  return {
    id: route.id,
    path: inShell ? childPath(route.pattern) : route.pattern,
    element,
    errorElement,
  };
}

const present = (route: RouteObject | undefined): route is RouteObject => route !== undefined;

/**
 * The app's routes, rendered from core's ROUTE_TABLE (spec section 2, all of it): the
 * dashboard's children inside the shell, every other screen on its own. Redirect-only rows and
 * "any other path" are decided by the NavigationGuard in RootView (core's decideNavigation);
 * the catch-all here only covers a path the guard let through without a screen.
 */
export function buildAppRoutes(table: readonly ScanwiseRoute[] = ROUTE_TABLE): RouteObject[] {
  const dashboard = table
    .filter((route) => route.layout === 'dashboard')
    .map((route) => routeObjectFor(route, true))
    .filter(present);
  const standalone = table
    .filter((route) => route.layout !== 'dashboard')
    .map((route) => routeObjectFor(route, false))
    .filter(present);
  return [
    {
      id: 'root',
      element: <RootView />,
      errorElement: <RouteErrorScreen />,
      children: [
        { id: 'dashboard', path: '/', element: <DashboardLayout />, children: dashboard },
        ...standalone,
        { id: 'fallback', path: '*', element: <Navigate to="/" replace /> },
      ],
    },
  ];
}

export const APP_ROUTES: RouteObject[] = buildAppRoutes();
