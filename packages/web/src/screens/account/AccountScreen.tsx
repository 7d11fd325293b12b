import type { ReactElement } from 'react';

// Placeholder until its screen lands (web-app issue); the route already renders it.
export function AccountScreen(): ReactElement {
  return <h1>Account</h1>;
}
