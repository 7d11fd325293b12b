import {
  catAwaitsSavedAnswers,
  type AuthStatus,
  type CatMemberRecord,
  type CatMemberRecordState,
  type CatPage,
  type CatQuestionnaire,
  type CatQuestionnaireState,
} from '@scanwise/core';
import { useEffect } from 'react';
import { TOKENS } from '../../composition/tokens';
import { useAuthState } from '../../composition/useAuthState';
import { useService } from '../../composition/useService';
import { useStore } from '../../composition/useStore';

export interface CatQuestionnaireView {
  readonly cat: CatQuestionnaire;
  readonly state: CatQuestionnaireState;
  /** What the page loads for a signed-in member: their saved answers, the platform's scoring. */
  readonly record: CatMemberRecord;
  readonly recordState: CatMemberRecordState;
  /** The session's status: 'restoring' while a stored session is being restored. */
  readonly authStatus: AuthStatus;
  readonly signedIn: boolean;
  /** The page waits for the member's saved answers (this tab holds none). */
  readonly awaitingSavedAnswers: boolean;
}

/**
 * The CAT questionnaire and the member's record of it, bound for one of the check's pages: the
 * page is open in the record (which loads what it needs) while it is mounted.
 */
export function useCatQuestionnaire(page: CatPage): CatQuestionnaireView {
  const cat = useService(TOKENS.cat);
  const record = useService(TOKENS.catMemberRecord);
  const state = useStore(cat);
  const recordState = useStore(record);
  const authState = useAuthState();
  useEffect(() => record.open(page), [record, page]);
  const signedIn = authState.status === 'signedIn';
  return {
    cat,
    state,
    record,
    recordState,
    authStatus: authState.status,
    signedIn,
    awaitingSavedAnswers: catAwaitsSavedAnswers(recordState.restore, state.draft, signedIn),
  };
}
