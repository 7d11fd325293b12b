import type { ReactElement } from 'react';

// Placeholder until its screen lands (web-app issue); the route already renders it.
export function ForgotPasswordConfirmScreen(): ReactElement {
  return <h1>Password changed</h1>;
}
