import type { ReactElement } from 'react';
import { useNavigate } from 'react-router-dom';

/** The browser's Back and Forward, as two buttons a test presses beside the screen. */
export function BrowserHistory(): ReactElement {
  const navigate = useNavigate();
  return (
    <>
      <button type="button" onClick={() => void navigate(-1)}>
        Browser back
      </button>
      <button type="button" onClick={() => void navigate(1)}>
        Browser forward
      </button>
    </>
  );
}
