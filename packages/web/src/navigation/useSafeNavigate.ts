import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigate, type Location } from 'react-router-dom';
import { TOKENS } from '../composition/tokens';
import { useService } from '../composition/useService';

export interface SafeNavigateOptions {
  readonly replace?: boolean;
  readonly state?: unknown;
}

export interface SafeNavigator {
  /**
   * Navigates unless the target is where the app already is or is already going ("Duplicate
   * and cancelled navigations are ignored"). Returns whether a navigation started.
   */
  readonly navigate: (to: string, options?: SafeNavigateOptions) => boolean;
  /** A navigation started here has not landed yet. */
  readonly isNavigating: () => boolean;
  /** The location of the last commit (not a stale closure's). */
  readonly currentLocation: () => Location;
}

/** The path and query of a location, as navigation targets are written. */
export const locationTarget = (location: Pick<Location, 'pathname' | 'search'>): string =>
  `${location.pathname}${location.search}`;

const normalize = (target: string): string => {
  const [path = '/', ...rest] = target.split('?');
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  const query = rest.join('?');
  return query === '' ? trimmed : `${trimmed}?${query}`;
};

/**
 * react-router's navigate with the navigation behaviour of spec section 2: a navigation to the
 * current location, or to the one already under way, is dropped, and a navigation that a newer
 * one cancels never surfaces as an error (it is logged at debug level).
 */
export function useSafeNavigate(): SafeNavigator {
  const navigate = useNavigate();
  const location = useLocation();
  const logger = useService(TOKENS.logger);
  const current = useRef(location);
  const pending = useRef<string | null>(null);

  useLayoutEffect(() => {
    current.current = location;
    pending.current = null;
  }, [location]);

  const go = useCallback(
    (to: string, options: SafeNavigateOptions = {}): boolean => {
      const target = normalize(to);
      if (target === normalize(locationTarget(current.current)) || target === pending.current) {
        logger.debug('Duplicate navigation ignored', { to: target });
        return false;
      }
      pending.current = target;
      const result: unknown = navigate(to, {
        ...(options.replace ? { replace: true } : {}),
        ...(options.state === undefined ? {} : { state: options.state }),
      });
      if (result instanceof Promise) {
        result.catch((error: unknown) => {
          logger.debug('Cancelled navigation ignored', { to: target, error: String(error) });
        });
      }
      return true;
    },
    [navigate, logger],
  );

  // One object for the component's life (as long as navigate and the logger keep theirs), so
  // effects that depend on it do not resubscribe on every render.
  return useMemo(
    () => ({
      navigate: go,
      isNavigating: () => pending.current !== null,
      currentLocation: () => current.current,
    }),
    [go],
  );
}
