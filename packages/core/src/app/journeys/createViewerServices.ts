import { ViewerFeedbacks } from '../../viewer';
import type { SessionCore } from '../createSessionCore';
import type { CreateSessionCoreOptions } from '../scanwiseOptions';
import { createMemberCalls } from './createMemberCalls';
import type { Disposable, MadeJourneyParts } from './madeParts';
import { REPORT_CALLS } from '../../schemas';

/** The image viewer's happiness score of each report (signed in; drafts in session storage). */
export interface ViewerServices extends Disposable {
  readonly viewerFeedback: ViewerFeedbacks;
}

export function createViewerServices(
  session: SessionCore,
  options: CreateSessionCoreOptions,
  made: Pick<MadeJourneyParts, 'calls'> = {},
): ViewerServices {
  const api = (made.calls ?? createMemberCalls(session, options)).api.withCalls(REPORT_CALLS);
  const { storage, logger } = options.ports;
  const viewerFeedback = new ViewerFeedbacks({ calls: api, storage: storage.session, logger });
  return { viewerFeedback, dispose: () => viewerFeedback.dispose() };
}
