import { ScheduleActions } from '../../booking';
import type { CreateMemberDataServicesOptions } from '../createMemberDataServices';
import type { SessionCore } from '../createSessionCore';
import { forgetOnSignOut, type Disposable, type MadeJourneyParts } from './madeParts';
import { memberDataFor } from './memberDataFor';

/** Rescheduling and cancelling a booked appointment (signed in), one per schedule-actions link. */
export interface ScheduleActionServices extends Disposable {
  readonly scheduleActions: ScheduleActions;
}

export function createScheduleActionServices(
  session: SessionCore,
  options: CreateMemberDataServicesOptions,
  made: Pick<MadeJourneyParts, 'calls' | 'memberData'> = {},
): ScheduleActionServices {
  const { clock, logger, storage } = options.ports;
  const memberData = memberDataFor(session, options, made);
  const scheduleActions = new ScheduleActions({
    calls: memberData.data.api,
    booking: session.booking,
    storage: storage.session,
    clock,
    cache: memberData.data.cache,
    logger,
  });
  const signOut = forgetOnSignOut(session.auth, () => scheduleActions.clear());
  return {
    scheduleActions,
    dispose(): void {
      signOut.unsubscribe();
      scheduleActions.dispose();
      memberData.dispose();
    },
  };
}
