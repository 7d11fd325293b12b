import type { AuthStatus, CatQuestionnaire, CatQuestionnaireState } from '@scanwise/core';
import { TOKENS } from '../../composition/tokens';
import { useAuthState } from '../../composition/useAuthState';
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
  const state = useStore(cat);
  const authState = useAuthState();
  return {
    cat,
    state,
    authStatus: authState.status,
    signedIn: authState.status === 'signedIn',
  };
}
