import { useState } from 'react';
import type { FormFailure } from './FormFailureMessage';

export interface FormSubmission {
  /** A submission is under way (the submit button says so and ignores presses). */
  readonly pending: boolean;
  /** Why the last submission failed; cleared when the next one begins. */
  readonly failure: FormFailure | undefined;
  readonly begin: () => void;
  /** Ends the submission with a failure the form shows (typed values stay). */
  readonly fail: (failure: FormFailure) => void;
}

/** The pending flag and failure message of a form whose success leaves the page. */
export function useFormSubmission(): FormSubmission {
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<FormFailure | undefined>();
  return {
    pending,
    failure,
    begin: () => {
      setPending(true);
      setFailure(undefined);
    },
    fail: (next) => {
      setFailure(next);
      setPending(false);
    },
  };
}
