import type { ReactElement } from 'react';

// Placeholder until its screen lands (web-app issue); the route already renders it.
export function HomeScreen(): ReactElement {
  return <h1>Home</h1>;
}
