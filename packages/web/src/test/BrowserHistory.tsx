import type { ReactElement } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/**
 * The browser's Back and Forward, as two buttons a test presses beside the screen, and the route
 * state of the entry the router is at (data-testid="entry-state").
 */
export function BrowserHistory(): ReactElement {
  const navigate = useNavigate();
  const { state } = useLocation() as { state: unknown };
  return (
    <>
      <button type="button" onClick={() => void navigate(-1)}>
        Browser back
      </button>
      <button type="button" onClick={() => void navigate(1)}>
        Browser forward
      </button>
      <p data-testid="entry-state">{JSON.stringify(state ?? null)}</p>
    </>
  );
}
