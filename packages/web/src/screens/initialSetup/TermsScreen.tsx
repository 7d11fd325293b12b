import type { ReactElement } from 'react';

// Placeholder until its screen lands (web-app issue); the route already renders it.
export function TermsScreen(): ReactElement {
  return <h1>Terms of service</h1>;
}
