import { useCallback, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { NavigationType, useLocation, useNavigate, useNavigationType } from 'react-router-dom';

/**
 * Route-state fields of a screen's step entry: its step, the step it was entered from, and how
 * many of the screen's entries lie before it.
 */
const STEP = 'step';
const FROM = 'stepFrom';
const DEPTH = 'stepDepth';

const stateFields = (state: unknown): Record<string, unknown> =>
  typeof state === 'object' && state !== null ? (state as Record<string, unknown>) : {};

const depthOf = (value: unknown): number =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : 0;

export interface StepHistory {
  /**
   * Goes back to the entry the screen opened on, so that the browser's next Back leaves the
   * screen (a finished questionnaire: its steps are behind the member).
   */
  readonly rewind: () => void;
}

/**
 * A screen's steps as history entries at its address (the route's parameters are the spec's, so
 * a step cannot have an address of its own), so the browser's and the phone's Back and Forward
 * move between them. The screen moves as it always does, through its core use case; this follows:
 * a move to a new step adds an entry (the entry's route state kept, so a back link's "came from"
 * stays), a move back to the step the current entry was entered from goes back in history instead,
 * and the entry the screen opens on is marked with its step. When Back or Forward lands on
 * another of the screen's entries, `onTraverse` is told its step, and the screen asks its use
 * case to go there (which may refuse: the step is the use case's to allow). History state can
 * hold anything: only a value `isStep` accepts counts. Choices:
 * docs/adr/0160-a-screens-steps-are-history-entries.md
 */
export function useStepHistory<Step extends string | number>(
  step: Step,
  isStep: (value: unknown) => value is Step,
  onTraverse: (step: Step) => void,
): StepHistory {
  const location = useLocation();
  const navigationType = useNavigationType();
  const navigate = useNavigate();
  const fields = stateFields(location.state);
  const entryStep = isStep(fields[STEP]) ? fields[STEP] : undefined;
  const entryFrom = isStep(fields[FROM]) ? fields[FROM] : undefined;
  const depth = depthOf(fields[DEPTH]);

  const latest = useRef({ location, fields, entryStep, entryFrom, depth, step, onTraverse });
  useLayoutEffect(() => {
    latest.current = { location, fields, entryStep, entryFrom, depth, step, onTraverse };
  });

  // The Backs this hook asked for whose landing has not been seen yet: the browser tells of a Back
  // later, and the screen may have moved on again by then (a question closed and at once opened
  // again), so its landing is followed, not taken for the member's.
  const ownBacks = useRef(0);

  /** History follows the screen to `to`: an entry added, or the one it came from gone back to. */
  const follow = useCallback(
    (to: Step): void => {
      const current = latest.current;
      if (current.entryStep === to) return;
      const { pathname, search, hash } = current.location;
      if (current.entryStep === undefined) {
        void navigate(
          { pathname, search, hash },
          { replace: true, state: { ...current.fields, [STEP]: to } },
        );
      } else if (current.entryFrom === to && current.depth > 0) {
        ownBacks.current += 1;
        void navigate(-1);
      } else {
        void navigate(
          { pathname, search, hash },
          {
            state: {
              ...current.fields,
              [STEP]: to,
              [FROM]: current.entryStep,
              [DEPTH]: current.depth + 1,
            },
          },
        );
      }
    },
    [navigate],
  );

  // Back or Forward landed on one of the screen's entries: the screen goes to its step. The
  // landing of a Back this hook asked for only brings history up to the screen's step.
  const seenEntry = useRef(location.key);
  useEffect(() => {
    if (seenEntry.current === location.key) return;
    seenEntry.current = location.key;
    if (navigationType !== NavigationType.Pop) return;
    if (ownBacks.current > 0) {
      ownBacks.current -= 1;
      follow(latest.current.step);
      return;
    }
    if (entryStep !== undefined) latest.current.onTraverse(entryStep);
  }, [location.key, navigationType, entryStep, follow]);

  // The screen moved (or opened): history follows.
  useEffect(() => {
    follow(step);
  }, [step, follow]);

  const rewind = useCallback(() => {
    const { depth: entries } = latest.current;
    if (entries > 0) void navigate(-entries);
  }, [navigate]);
  return useMemo(() => ({ rewind }), [rewind]);
}

export interface StepHistoryFollowerProps<Step extends string | number> {
  readonly step: Step;
  readonly isStep: (value: unknown) => value is Step;
  readonly onTraverse: (step: Step) => void;
}

/**
 * `useStepHistory` as a component that renders nothing, for a screen that loads it after its
 * first paint (a public page, whose first load carries only what its first render needs).
 */
export function StepHistoryFollower<Step extends string | number>({
  step,
  isStep,
  onTraverse,
}: StepHistoryFollowerProps<Step>): null {
  useStepHistory(step, isStep, onTraverse);
  return null;
}
