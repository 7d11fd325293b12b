import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { NavigationType, useLocation, useNavigate, useNavigationType } from 'react-router-dom';

/** The route-state field that names the screen's step of a history entry. */
const STEP_FIELD = 'step';

const stateFields = (state: unknown): Record<string, unknown> =>
  typeof state === 'object' && state !== null ? (state as Record<string, unknown>) : {};

export interface HistoryStep {
  /** The current history entry is the step's. */
  readonly isCurrent: boolean;
  /**
   * Gives the step a history entry of its own after the current one: the same address, the
   * entry's route state kept (a back link's "came from") and the step named in it. Nothing when
   * the current entry is the step's already.
   */
  readonly enter: () => void;
  /**
   * Leaves the step's entry for the one before it, as the browser's Back would. False when the
   * current entry is not the step's (a link that opened on the step): the caller leaves the step
   * itself.
   */
  readonly leave: () => boolean;
}

/**
 * A step of a screen that the browser's Back and Forward move through at the same address (the
 * route's parameters are the spec's, so a step cannot have an address of its own).
 * `onTraverse` is told, with whether the entry is the step's, each time Back, Forward or
 * {@link HistoryStep.leave} lands on another of the screen's entries; never on the first render,
 * where a reload or a new visit shows the screen's own state. History state can hold anything:
 * only the exact step name counts. Choices: docs/adr/0160-a-screen-step-is-a-history-entry.md
 */
export function useHistoryStep(
  step: string,
  onTraverse: (isCurrent: boolean) => void,
): HistoryStep {
  const location = useLocation();
  const navigationType = useNavigationType();
  const navigate = useNavigate();
  const isCurrent = stateFields(location.state)[STEP_FIELD] === step;
  const latestOnTraverse = useRef(onTraverse);
  useLayoutEffect(() => {
    latestOnTraverse.current = onTraverse;
  });
  const seenEntry = useRef(location.key);
  useEffect(() => {
    if (seenEntry.current === location.key) return;
    seenEntry.current = location.key;
    if (navigationType === NavigationType.Pop) latestOnTraverse.current(isCurrent);
  }, [location.key, navigationType, isCurrent]);

  const { pathname, search, hash } = location;
  const state: unknown = location.state;
  const enter = useCallback(() => {
    if (isCurrent) return;
    void navigate(
      { pathname, search, hash },
      { state: { ...stateFields(state), [STEP_FIELD]: step } },
    );
  }, [isCurrent, navigate, pathname, search, hash, state, step]);
  const leave = useCallback((): boolean => {
    if (!isCurrent) return false;
    void navigate(-1);
    return true;
  }, [isCurrent, navigate]);
  return { isCurrent, enter, leave };
}
