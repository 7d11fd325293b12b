import { CAT_SAVED_AFTER_SIGN_IN_MESSAGE, CatQuestionnaire } from '../../cat';
import { CONSTANTS } from '../../config';
import { mapDistinct } from '../../store/mapDistinct';
import type { SessionCore } from '../createSessionCore';
import type { CreateSessionCoreOptions } from '../scanwiseOptions';
import type { Disposable, MadeJourneyParts } from './madeParts';
import { memberApiOnDemand, type CallsPreload } from './memberApiOnDemand';
import { catCalls } from './publicCallParts';

/** The CAT questionnaire (public): draft (session storage), save, restore, save once signed in. */
export interface CatServices extends Disposable {
  readonly cat: CatQuestionnaire;
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
  const cat = new CatQuestionnaire({
    api,
    storage: storage.session,
    clock,
    logger,
    signedIn$: mapDistinct(session.auth.state$, (state) => state.status === 'signedIn'),
    // A short toast: the results the member returns to say "Saved to your account." too, and on
    // a phone the toast covers the top of the page while it shows.
    onSavedAfterSignIn: () =>
      session.toast.show(CAT_SAVED_AFTER_SIGN_IN_MESSAGE, CONSTANTS.shortToast),
  });
  return { cat, dispose: () => cat.dispose() };
}
