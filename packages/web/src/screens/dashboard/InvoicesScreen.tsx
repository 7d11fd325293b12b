import type { ReactElement } from 'react';

// Placeholder until its screen lands (web-app issue); the route already renders it.
export function InvoicesScreen(): ReactElement {
  return <h1>Invoices</h1>;
}
