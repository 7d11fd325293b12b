import type { AuthStatus, CatQuestionnaire, CatQuestionnaireState } from '@scanwise/core';
import { useCallback } from 'react';
import { TOKENS } from '../../composition/tokens';
import { useObservable } from '../../composition/useObservable';
import { useService } from '../../composition/useService';
import { useStore } from '../../composition/useStore';

export interface CatQuestionnaireView {
  readonly cat: CatQuestionnaire;
  readonly state: CatQuestionnaireState;
  /** The session's status: 'restoring' while a stored session is being restored. */
  readonly authStatus: AuthStatus;
  readonly signedIn: boolean;
}

/** The CAT questionnaire service and its state, with the session's status, bound for a screen. */
export function useCatQuestionnaire(): CatQuestionnaireView {
  const cat = useService(TOKENS.cat);
  const auth = useService(TOKENS.auth);
  const state = useStore(cat);
  const authState = useObservable(
    auth.state$,
    useCallback(() => auth.getSnapshot(), [auth]),
  );
  return {
    cat,
    state,
    authStatus: authState.status,
    signedIn: authState.status === 'signedIn',
  };
}
