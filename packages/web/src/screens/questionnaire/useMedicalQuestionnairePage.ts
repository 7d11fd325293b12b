import {
  combineQueries,
  openMedicalQuestionnaireTask,
  parseMedicalQuestionnaireExtraData,
  type Encounter,
  type MedicalQuestionnaireSession,
  type Task,
} from '@scanwise/core';
import { useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { TOKENS } from '../../composition/tokens';
import { useService } from '../../composition/useService';
import { useStore } from '../../composition/useStore';
import { useMember } from '../dashboard/memberHooks';

/** Where opening the questionnaire stands. */
export type MedicalQuestionnairePageState =
  | { readonly status: 'loading'; readonly retrying: boolean }
  | { readonly status: 'error'; readonly retrying: false }
  | {
      readonly status: 'ready';
      readonly encounter: Encounter;
      /** The open MEDICAL_QUESTIONNAIRE task of the encounter; undefined when none is open. */
      readonly task: Task | undefined;
      readonly session: MedicalQuestionnaireSession;
    };

/** The screen's name in log lines (the route table's screen key). */
export const MEDICAL_QUESTIONNAIRE_SCREEN = 'Flow';

/**
 * Opens the questionnaire of the query's encounter ("extraData, a JSON value holding
 * encounterId"; the route gate checked it): the encounter (from the member's cached data, else
 * GET, so an old link says so), the member's tasks (live) and the member's questionnaire session
 * (its draft). Failures are logged by the cache and give the error state; `retry` loads again
 * what failed.
 */
export function useMedicalQuestionnairePage(): {
  readonly encounterId: string;
  readonly state: MedicalQuestionnairePageState;
  readonly retry: () => void;
} {
  const [searchParams] = useSearchParams();
  const encounterId =
    parseMedicalQuestionnaireExtraData(searchParams.get('extraData') ?? undefined)?.encounterId ??
    '';
  const memberData = useService(TOKENS.memberData);
  const questionnaires = useService(TOKENS.medicalQuestionnaires);
  const memberId = useMember()?.id;
  const encounter = memberData.encounter(encounterId);
  const tasks = memberData.tasks();
  const page = useMemo(() => combineQueries({ encounter, tasks }), [encounter, tasks]);
  const loaded = useStore(page);
  const session = useMemo(
    () =>
      memberId === undefined || encounterId === ''
        ? undefined
        : questionnaires.session(memberId, encounterId),
    [questionnaires, memberId, encounterId],
  );
  // The questionnaire becomes the active flow once shown, not while rendering: the navigation
  // guard renders from the flow store.
  useEffect(() => session?.enterFlow(), [session]);

  // Nothing typed is lost when the page goes away: the pending save is written at once.
  useEffect(() => {
    if (session === undefined) return undefined;
    const saveNow = (): void => session.saveNow();
    window.addEventListener('pagehide', saveNow);
    return () => {
      window.removeEventListener('pagehide', saveNow);
      if (session.getSnapshot().save === 'pending') session.saveNow();
    };
  }, [session]);

  let state: MedicalQuestionnairePageState;
  if (encounterId === '') {
    state = { status: 'loading', retrying: false };
  } else if (loaded.status === 'error') {
    state = { status: 'error', retrying: false };
  } else if (loaded.status === 'ready' && session !== undefined) {
    state = {
      status: 'ready',
      encounter: loaded.data.encounter,
      task: openMedicalQuestionnaireTask(loaded.data.tasks, encounterId),
      session,
    };
  } else {
    state = { status: 'loading', retrying: loaded.status === 'loading' && loaded.error !== null };
  }
  return { encounterId, state, retry: () => void page.refresh() };
}
