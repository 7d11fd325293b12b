import { ROUTE_TABLE, type ScanwiseRoute, type ScanwiseScreenKey } from '@scanwise/core';
import { createElement, lazy, useState, type ComponentType, type ReactElement } from 'react';
import { Navigate, useRoutes, type RouteObject } from 'react-router-dom';
import { RootView } from './RootView';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { loadScreen, routeOnlyRedirects, screenElementFor } from './routeScreens';

// The dashboard's shell (navigation, live pill, sign-out) is a chunk of its own: the sign-in page
// does not carry it; a member's page fetches it beside its screen (index.html preloads it with
// Home's code), and startup waits for both before the first render.
let shellLoad: Promise<{ default: ComponentType }> | null = null;
let loadedShell: ComponentType | null = null;
const loadShell = (): Promise<{ default: ComponentType }> =>
  (shellLoad ??= import('./DashboardLayout').then(({ DashboardLayout }) => {
    loadedShell = DashboardLayout;
    return { default: DashboardLayout };
  }));
const LazyShell = lazy(loadShell);

/** The dashboard's shell, at once when its code is there (React.lazy would suspend once anyway). */
function DashboardShell(): ReactElement {
  const [ready] = useState(() => loadedShell);
  return ready ? createElement(ready) : <LazyShell />;
}

/** The screens that sit in the dashboard's shell. */
const SHELL_SCREENS: ReadonlySet<ScanwiseScreenKey> = new Set(
  ROUTE_TABLE.filter((route) => route.layout === 'dashboard' && route.screen !== null).map(
    (route) => route.screen as ScanwiseScreenKey,
  ),
);

/**
 * Loads a page ahead of its first render: its screen (code and strings) and, for a page in the
 * dashboard, the shell around it. Undefined when there is nothing to load.
 */
export function loadPage(screen: ScanwiseScreenKey): Promise<unknown> | undefined {
  const screenLoad = loadScreen(screen);
  if (!SHELL_SCREENS.has(screen)) return screenLoad;
  return Promise.all([screenLoad, loadShell()]);
}

/** A table pattern as a child path of '/' ('/reports' -> 'reports'). */
const childPath = (pattern: string): string => pattern.replace(/^\/+/, '');

function routeObjectFor(route: ScanwiseRoute, inShell: boolean): RouteObject | undefined {
  if (route.screen === null || routeOnlyRedirects(route)) return undefined;
  // The route error boundary in place of the data router's errorElement (RouteErrorBoundary).
  const element = (
    <RouteErrorBoundary inShell={inShell}>{screenElementFor(route.screen)}</RouteErrorBoundary>
  );
  if (route.pattern === '/' && inShell) {
    return { index: true, id: route.id, element };
  }
  return { id: route.id, path: inShell ? childPath(route.pattern) : route.pattern, element };
}

const present = (route: RouteObject | undefined): route is RouteObject => route !== undefined;

/**
 * The app's routes, rendered from core's ROUTE_TABLE (spec section 2, all of it): the
 * dashboard's children inside the shell, every other screen on its own. Redirect-only rows and
 * "any other path" are decided by the NavigationGuard in RootView (core's decideNavigation);
 * the catch-all here only covers a path the guard let through without a screen. Plain route
 * objects for the declarative router (`useRoutes` under BrowserRouter/MemoryRouter: no data
 * router, for the sign-in route's size budget); each screen and the root view sit in a RouteErrorBoundary.
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
      element: (
        <RouteErrorBoundary>
          <RootView />
        </RouteErrorBoundary>
      ),
      children: [
        { id: 'dashboard', path: '/', element: <DashboardShell />, children: dashboard },
        ...standalone,
        { id: 'fallback', path: '*', element: <Navigate to="/" replace /> },
      ],
    },
  ];
}

export const APP_ROUTES: RouteObject[] = buildAppRoutes();

export interface AppRoutesProps {
  /** The routes to render (tests give their own); the app's by default. */
  readonly routes?: RouteObject[];
}

/** The app's routes under the surrounding router (BrowserRouter in main.tsx, MemoryRouter in tests). */
export function AppRoutes({ routes = APP_ROUTES }: AppRoutesProps): ReactElement | null {
  return useRoutes(routes);
}
