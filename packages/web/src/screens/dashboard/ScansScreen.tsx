import type { ReactElement } from 'react';

// Placeholder until its screen lands (web-app issue); the route already renders it.
export function ScansScreen(): ReactElement {
  return <h1>Scans</h1>;
}
