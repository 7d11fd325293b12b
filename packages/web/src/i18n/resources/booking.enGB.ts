import type { DeepPartial } from './deepPartial';
import type { BOOKING_EN_US } from './booking';

// The en-GB overrides of the booking area: a chunk of their own, so a failed or missing one
// leaves the area in US English (areaStrings.ts) instead of failing the route.

export const BOOKING_EN_GB: DeepPartial<typeof BOOKING_EN_US> = {
  common: {
    center: 'Centre',
    noTime: 'The centre will call you to arrange a time',
  },
  progress: {
    'schedule-scan': 'Centre and time',
  },
  selectPlan: {
    continue: 'Continue to centre and time',
    emptyDescription:
      'There are no scans on offer in the UK at the moment. Please check back soon.',
  },
  schedule: {
    title: 'Choose a centre and time',
    intro: 'Pick the centre that suits you, then a day and a time.',
    loading: 'Loading centres…',
    loadFailedTitle: 'We could not load the centres',
    emptyTitle: 'No centres available',
    emptyDescription: 'There is no centre offering this scan in your country yet.',
    centersLegend: 'Centres',
    nearest: {
      searchLabel: 'Find the centres nearest to you',
      locating: 'Finding the centres nearest to your address…',
      noOrigin: 'Search by ZIP code to see the nearest centres first.',
      noOriginGB: 'Search by postcode to see the nearest centres first.',
    },
    timeZoneNote: 'Times are local to the centre ({{zone}}).',
    noTimesDescription: 'Try the next two weeks, or choose another centre.',
    offlineTitle: 'This centre books by phone',
    offlineIntro:
      'Tell us when suits you and the centre will call you to confirm a time. You pay now and can cancel if no time works.',
  },
  reserve: {
    changeTime: 'Change centre or time',
    policy:
      'Changes and cancellations: you can move or cancel your appointment from Scans at any time before it. A cancelled scan stays paid for, so you can book a new time; if you would rather have a refund, message your care team and they will arrange it in full.',
  },
  confirm: {
    introRequested:
      'The centre will call you to confirm a time. We have sent the details to your e-mail.',
  },
  errors: {
    centerRequired: 'Choose a centre to continue.',
    repeatScanUnconfirmed: 'Tick the box to book this scan again, or choose another day or time.',
  },
  promo: {
    notFound: 'We do not recognise this code. Check it and try again.',
  },
  api: {
    canceled: 'The request was cancelled. Please try again.',
  },
  providers: {
    '6': 'Scanwise partner centre',
  },
};
