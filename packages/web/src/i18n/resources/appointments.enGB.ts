import type { DeepPartial } from './deepPartial';
import type { APPOINTMENTS_EN_US } from './appointments';

// The en-GB overrides of the appointments area: a chunk of their own, so a failed or missing one
// leaves the area in US English (areaStrings.ts) instead of failing the route.

export const APPOINTMENTS_EN_GB: DeepPartial<typeof APPOINTMENTS_EN_US> = {
  actions: {
    center: 'Centre',
    notFoundDescription:
      'It may have been cancelled or already moved. Your scans show your appointments as they are now.',
    zoneNote: 'Times are local to the centre ({{zone}}).',
    noBookingCode: 'Given when the centre confirms',
    status: {
      REQUESTED: 'Waiting for the centre',
      CANCELLED: 'Cancelled',
    },
    moreTimesIntro:
      'The centre could not hold the time you asked for. Pick another time that suits you and we will pass it on; the centre confirms by phone.',
    moreTimesPhone: 'You can also call the centre on {{phone}}.',
    requestedTitle: 'Your time is sent to the centre',
    cancelledTitle: 'Your appointment is cancelled',
    cancelReasonHint: 'It helps the centre plan; you do not have to say.',
  },
  failure: {
    cancelFailed: 'Your appointment is not cancelled.',
  },
  payment: {
    title: 'Authorise your payment',
    intro:
      'This scan is waiting for payment. Add a card to authorise the amount below; nothing else is charged.',
    authorize: 'Authorise {{amount}}',
    working: 'Authorising…',
    paidTitle: 'Payment authorised',
  },
};
