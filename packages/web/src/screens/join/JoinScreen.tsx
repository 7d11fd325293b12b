import type { ReactElement } from 'react';

// Placeholder until its screen lands (web-app issue); the route already renders it.
export function JoinScreen(): ReactElement {
  return <h1>Create your account</h1>;
}
