import { useEffect } from 'react';

/** A service whose last outcome (a failure, a success) a screen shows. */
export interface OutcomeHolder {
  /** Forgets the last outcome; a run under way goes on. */
  clearOutcome(): void;
}

/**
 * The outcome a screen shows belongs to one visit: cleared when the screen opens and when it is
 * left, so a failure of an earlier visit is never shown again. A run under way (a sign-up, a
 * save) is not abandoned: it finishes wherever the member went.
 */
export function useOutcomePerVisit(service: OutcomeHolder): void {
  useEffect(() => {
    service.clearOutcome();
    return () => service.clearOutcome();
  }, [service]);
}
