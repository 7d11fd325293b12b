import type { ReactElement } from 'react';

// Placeholder until its screen lands (web-app issue); the route already renders it.
export function ReportsScreen(): ReactElement {
  return <h1>Reports</h1>;
}
