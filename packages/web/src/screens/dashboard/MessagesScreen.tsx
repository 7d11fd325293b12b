import type { ReactElement } from 'react';

// Placeholder until its screen lands (web-app issue); the route already renders it.
export function MessagesScreen(): ReactElement {
  return <h1>Messages</h1>;
}
