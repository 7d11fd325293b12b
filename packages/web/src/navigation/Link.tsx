import type { AnchorHTMLAttributes, MouseEvent, ReactElement, Ref } from 'react';
import {
  useHref,
  useLinkClickHandler,
  useLocation,
  useResolvedPath,
  type To,
} from 'react-router-dom';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** The app's address (the router adds the locale's prefix). */
  readonly to: To;
  /** Replaces the current history entry instead of adding one. */
  readonly replace?: boolean;
  /** The router state the next page reads (`useLocation().state`). */
  readonly state?: unknown;
  /** A full page load instead of the app's navigation (a fresh start after an error). */
  readonly reloadDocument?: boolean;
  readonly ref?: Ref<HTMLAnchorElement>;
}

/**
 * A link to a page of the app: the address as its href, a plain click navigating in the app (a
 * modified click, another target or `reloadDocument` left to the browser). react-router's own
 * Link also carries its framework mode's route prefetching, which this app does not use, on
 * every page; this one is the router's href and click handling alone.
 */
export function Link({
  to,
  replace = false,
  state,
  reloadDocument = false,
  target,
  onClick,
  ref,
  ...rest
}: LinkProps): ReactElement {
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to, {
    replace,
    state,
    ...(target === undefined ? {} : { target }),
  });
  const handleClick = (event: MouseEvent<HTMLAnchorElement>): void => {
    onClick?.(event);
    if (!event.defaultPrevented && !reloadDocument) navigate(event);
  };
  return <a {...rest} ref={ref} href={href} target={target} onClick={handleClick} />;
}

export interface NavLinkProps extends LinkProps {
  /** Current only at its own address, not at the addresses below it (Home's `/`). */
  readonly end?: boolean;
}

/**
 * Whether the page at `pathname` is the one `toPathname` leads to, or (unless `end`) below it;
 * case-insensitive, as react-router's NavLink decides it.
 */
export function isCurrentPath(pathname: string, toPathname: string, end: boolean): boolean {
  const location = pathname.toLowerCase();
  const target = toPathname.toLowerCase();
  if (location === target) return true;
  if (end) return false;
  const slashAt = target !== '/' && target.endsWith('/') ? target.length - 1 : target.length;
  return location.startsWith(target) && location.charAt(slashAt) === '/';
}

/** A link of the site's navigation: `aria-current="page"` while its page (or one below) shows. */
export function NavLink({ end = false, ...props }: NavLinkProps): ReactElement {
  const { pathname } = useLocation();
  const current = isCurrentPath(pathname, useResolvedPath(props.to).pathname, end);
  return <Link {...props} aria-current={current ? 'page' : undefined} />;
}
