import type { ReactElement } from 'react';

// Placeholder until its screen lands (web-app issue); the route already renders it.
export function ForgotPasswordChangeScreen(): ReactElement {
  return <h1>Choose a new password</h1>;
}
