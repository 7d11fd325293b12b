import type { ReactElement } from 'react';

// Placeholder until its screen lands (web-app issue); the route already renders it.
export function ForgotPasswordScreen(): ReactElement {
  return <h1>Forgot your password?</h1>;
}
