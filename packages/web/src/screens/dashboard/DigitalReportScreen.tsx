import type { ReactElement } from 'react';

// Placeholder until its screen lands (web-app issue); the route already renders it.
export function DigitalReportScreen(): ReactElement {
  return <h1>Digital report</h1>;
}
