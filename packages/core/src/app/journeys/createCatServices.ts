import { CAT_SAVED_AFTER_SIGN_IN_MESSAGE, CatMemberRecord, CatQuestionnaire } from '../../cat';
import { CONSTANTS } from '../../config';
import { mapDistinct } from '../../store/mapDistinct';
import type { SessionCore } from '../createSessionCore';
import type { CreateSessionCoreOptions } from '../scanwiseOptions';
import type { Disposable, MadeJourneyParts } from './madeParts';
import { memberApiOnDemand, type CallsPreload } from './memberApiOnDemand';
import { catCalls } from './publicCallParts';

/**
 * The CAT questionnaire (public): draft (session storage), save, restore, save once signed in;
 * and what its pages load for a signed-in member (saved answers, the platform's scoring).
 */
export interface CatServices extends Disposable {
  readonly cat: CatQuestionnaire;
  readonly catMemberRecord: CatMemberRecord;
}

export function createCatServices(
  session: SessionCore,
  options: CreateSessionCoreOptions,
  made: Pick<MadeJourneyParts, 'calls'> & CallsPreload = {},
): CatServices {
  // The calls' code (and the catalogue's part) loads with the first call: the page renders
  // without it.
  const api = memberApiOnDemand(session, options, made, catCalls);
  const { clock, logger, storage } = options.ports;
  const signedIn$ = mapDistinct(session.auth.state$, (state) => state.status === 'signedIn');
  const cat = new CatQuestionnaire({
    api,
    storage: storage.session,
    clock,
    logger,
    signedIn$,
    // A short toast: the results the member returns to say "Saved to your account." too, and on
    // a phone the toast covers the top of the page while it shows.
    onSavedAfterSignIn: () =>
      session.toast.show(CAT_SAVED_AFTER_SIGN_IN_MESSAGE, CONSTANTS.shortToast),
  });
  const catMemberRecord = new CatMemberRecord({ questionnaire: cat, signedIn$, logger });
  return {
    cat,
    catMemberRecord,
    dispose: () => {
      catMemberRecord.dispose();
      cat.dispose();
    },
  };
}
