import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { isCurrentPath, Link, NavLink } from './Link';

/** Where the router is, and the state the last navigation carried. */
function Where(): ReactElement {
  const location = useLocation();
  return (
    <output aria-label="where">
      {location.pathname}
      {location.state === null ? '' : ` ${JSON.stringify(location.state)}`}
    </output>
  );
}

function renderAt(path: string, links: ReactElement, basename?: string) {
  return render(
    <MemoryRouter initialEntries={[path]} {...(basename ? { basename } : {})}>
      {links}
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('Link: a link to a page of the app', () => {
  it("has the page's address as its href, with the locale's prefix", () => {
    renderAt('/en-gb/reports', <Link to="/scans">Your scans</Link>, '/en-gb');
    expect(screen.getByRole('link', { name: 'Your scans' })).toHaveAttribute(
      'href',
      '/en-gb/scans',
    );
  });

  it('navigates in the app on a plain click, with the state it carries', () => {
    renderAt(
      '/reports',
      <Link to="/scans" state={{ from: 'reports' }}>
        Your scans
      </Link>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Your scans' }));
    expect(screen.getByRole('status', { name: 'where' })).toHaveTextContent(
      '/scans {"from":"reports"}',
    );
  });

  it('leaves a modified click (a new tab) and a document reload to the browser', () => {
    renderAt(
      '/reports',
      <>
        <Link to="/scans">Your scans</Link>
        <Link to="/" reloadDocument>
          Home
        </Link>
      </>,
    );
    // The browser's own navigation is not the app's (jsdom has none): stopped once the app's
    // handlers have had the click.
    const browser = vi.fn((event: Event) => event.preventDefault());
    document.addEventListener('click', browser);
    try {
      fireEvent.click(screen.getByRole('link', { name: 'Your scans' }), { ctrlKey: true });
      fireEvent.click(screen.getByRole('link', { name: 'Home' }));
    } finally {
      document.removeEventListener('click', browser);
    }
    expect(browser).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('status', { name: 'where' })).toHaveTextContent('/reports');
  });

  it("runs the caller's click handler first, which can keep the navigation from happening", () => {
    const onClick = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
    renderAt(
      '/reports',
      <Link to="/scans" onClick={onClick}>
        Your scans
      </Link>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Your scans' }));
    expect(onClick).toHaveBeenCalledOnce();
    expect(screen.getByRole('status', { name: 'where' })).toHaveTextContent('/reports');
  });
});

describe('NavLink: a link of the site navigation', () => {
  it('is the current page at its address and below it, Home only at its own', () => {
    renderAt(
      '/reports/digital-report/e1',
      <>
        <NavLink to="/" end>
          Home
        </NavLink>
        <NavLink to="/reports">Reports</NavLink>
        <NavLink to="/scans">Scans</NavLink>
      </>,
    );
    expect(screen.getByRole('link', { name: 'Reports' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'Scans' })).not.toHaveAttribute('aria-current');
  });

  it("follows the router's location, under the locale's prefix too", () => {
    renderAt(
      '/en-gb/scans',
      <>
        <NavLink to="/" end>
          Home
        </NavLink>
        <NavLink to="/scans">Scans</NavLink>
      </>,
      '/en-gb',
    );
    fireEvent.click(screen.getByRole('link', { name: 'Home' }));
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Scans' })).not.toHaveAttribute('aria-current');
  });
});

describe('isCurrentPath', () => {
  it('matches the address itself, case-insensitively', () => {
    expect(isCurrentPath('/Reports', '/reports', true)).toBe(true);
  });

  it('matches an address below it unless `end`, never one that only starts with its letters', () => {
    expect(isCurrentPath('/reports/x', '/reports', false)).toBe(true);
    expect(isCurrentPath('/reports/x', '/reports', true)).toBe(false);
    expect(isCurrentPath('/reportsx', '/reports', false)).toBe(false);
    expect(isCurrentPath('/reports/x', '/reports/', false)).toBe(true);
  });
});
