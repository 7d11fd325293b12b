import type { ReactElement } from 'react';
import { Link } from '../../../navigation/Link';
import { FormMessage } from './PublicPage';

/** Why a submit failed, and where the member can go from there (sign in, a new code). */
export interface FormFailure {
  readonly message: string;
  readonly link?: { readonly to: string; readonly label: string } | undefined;
}

/** The error block at the top of a form (role=alert), nothing while there is no failure. */
export function FormFailureMessage({
  failure,
}: {
  readonly failure: FormFailure | undefined;
}): ReactElement | null {
  if (!failure) return null;
  return (
    <FormMessage tone="error">
      {failure.message}{' '}
      {failure.link ? <Link to={failure.link.to}>{failure.link.label}</Link> : null}
    </FormMessage>
  );
}
