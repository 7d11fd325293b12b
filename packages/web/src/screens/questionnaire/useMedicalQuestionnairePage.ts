import {
  parseMedicalQuestionnaireExtraData,
  type Encounter,
  type MedicalQuestionnaireSession,
  type Task,
} from '@scanwise/core';
import { useCallback, useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { TOKENS } from '../../composition/tokens';
import { useService } from '../../composition/useService';
import { useMember } from '../dashboard/useLiveLists';
import { useLiveTasks } from '../dashboard/useLiveLists';
import { useRemoteData } from '../dashboard/useRemoteData';

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
 * encounterId"; the route gate checked it): the encounter (GET, so an old link says so), the
 * member's tasks (live: the task notes hub, REST first), and the member's questionnaire session
 * (its draft). Failures are logged by useRemoteData through `TOKENS.logger` and give the error
 * state; `retry` loads both again.
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
  const api = useService(TOKENS.memberApi);
  const questionnaires = useService(TOKENS.medicalQuestionnaires);
  const member = useMember();
  const memberId = member?.id;
  const loadEncounter = useCallback(() => api.getEncounter(encounterId), [api, encounterId]);
  const encounter = useRemoteData(MEDICAL_QUESTIONNAIRE_SCREEN, loadEncounter, encounterId !== '');
  const tasks = useLiveTasks(MEDICAL_QUESTIONNAIRE_SCREEN);
  const session = useMemo(
    () =>
      memberId === undefined || encounterId === ''
        ? undefined
        : questionnaires.session(memberId, encounterId),
    [questionnaires, memberId, encounterId],
  );

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

  const retry = useCallback(() => {
    if (encounter.state.status === 'error') encounter.retry();
    if (tasks.state.status === 'error') tasks.retry();
  }, [encounter, tasks]);

  let state: MedicalQuestionnairePageState;
  if (encounter.state.status === 'error' || tasks.state.status === 'error') {
    state = { status: 'error', retrying: false };
  } else if (
    encounter.state.status === 'ready' &&
    tasks.state.status === 'ready' &&
    session !== undefined
  ) {
    state = {
      status: 'ready',
      encounter: encounter.state.data,
      task: tasks.state.data.find(
        (task) =>
          task.type === 'MEDICAL_QUESTIONNAIRE' && task.encounterId === encounterId && !task.done,
      ),
      session,
    };
  } else {
    const retrying =
      (encounter.state.status === 'loading' && encounter.state.retrying) ||
      (tasks.state.status === 'loading' && tasks.state.retrying);
    state = { status: 'loading', retrying };
  }
  return { encounterId, state, retry };
}
