import type { ReactElement } from 'react';

// Placeholder until its screen lands (web-app issue); the route already renders it.
export function SetPasswordScreen(): ReactElement {
  return <h1>Set your password</h1>;
}
