import { ScheduleActions } from '../../booking';
import type { SessionCore } from '../createSessionCore';
import type { CreateSessionCoreOptions } from '../scanwiseOptions';
import { forgetOnSignOut, type Disposable, type MadeJourneyParts } from './madeParts';
import { createMemberCalls } from './createMemberCalls';
import { ENCOUNTER_CALLS, BOOKING_CALLS } from '../../schemas';

/**
 * Rescheduling and cancelling a booked appointment (signed in), one per schedule-actions link,
 * over the member calls and the cache a change invalidates (the member's data's when given, else
 * the member's cache given; with neither, nothing of the member's is cached to invalidate). It
 * never makes the member's data (no hubs, no live lists).
 */
export interface ScheduleActionServices extends Disposable {
  readonly scheduleActions: ScheduleActions;
}

export function createScheduleActionServices(
  session: SessionCore,
  options: CreateSessionCoreOptions,
  made: Pick<MadeJourneyParts, 'calls' | 'memberData' | 'cache'> = {},
): ScheduleActionServices {
  const { clock, logger, storage } = options.ports;
  const api = (made.memberData ?? made.calls ?? createMemberCalls(session, options)).api.withCalls(
    ENCOUNTER_CALLS,
    BOOKING_CALLS,
  );
  const cache = made.memberData?.cache ?? made.cache;
  const scheduleActions = new ScheduleActions({
    calls: api,
    booking: session.booking,
    storage: storage.session,
    clock,
    ...(cache ? { cache } : {}),
    logger,
  });
  const signOut = forgetOnSignOut(session.auth, () => scheduleActions.clear());
  return {
    scheduleActions,
    dispose(): void {
      signOut.unsubscribe();
      scheduleActions.dispose();
    },
  };
}
