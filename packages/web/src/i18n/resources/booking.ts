import type { DeepPartial } from './deepPartial';

/**
 * The booking screens' strings, used as `t('booking.<screen>.<key>')`: US English is the base; the
 * British object holds only what differs (spelling, "centre", date order comes from Intl).
 *
 * Screens: `selectPlan`, `schedule`, `reserve`, `confirm`, `error` (the five steps of each booking
 * prefix). `common` and `progress` are shared; `errors`, `reasons` and `promo` word the core's
 * BookingJourney message keys (`booking.errors.<code>`, `booking.reasons.<reason>`,
 * `booking.promo.<refusal>`), `api` the MemberApiError keys (`api.errors.<key>`) and `payment`
 * the PaymentService keys: the spec says "User-facing messages for failed payments, bookings and
 * member calls are not shown", so these words are designed.
 */
export const BOOKING_EN_US = {
  common: {
    brand: 'Scanwise',
    leave: 'Leave booking',
    back: 'Back',
    continue: 'Continue',
    working: 'Please wait…',
    summaryTitle: 'Your booking',
    plan: 'Scan',
    addOns: 'Add-ons',
    subtotal: 'Subtotal',
    discount: 'Discount ({{code}})',
    discountLargest: 'Your largest saving applies; savings do not combine.',
    total: 'Total',
    finalTotal: 'Total to pay',
    center: 'Center',
    time: 'Time',
    noTime: 'The center will call you to arrange a time',
    minutes: '{{count}} min',
    home: 'Go to home',
  },
  progress: {
    label: 'Booking steps',
    step: 'Step {{current}} of {{total}}',
    done: 'completed',
    'select-plan': 'Scan',
    'schedule-scan': 'Center and time',
    'reserve-appointment': 'Payment',
    'scan-confirm': 'Confirmed',
  },
  selectPlan: {
    title: 'Choose your scan',
    intro: 'Pick a scan and any extras. You can review everything before you pay.',
    starting: 'Getting your booking ready…',
    loading: 'Loading scans…',
    loadFailedTitle: 'We could not load the scans',
    emptyTitle: 'No scans to book right now',
    emptyDescription:
      'There are no scans on offer in your country at the moment. Please check back soon.',
    plansLegend: 'Scans',
    duration: 'About {{minutes}} minutes',
    addOnsLegend: 'Add-ons',
    addOnsIntro: 'Optional extras done at the same visit.',
    offer: 'Offer from {{partner}}: {{discount}}',
    offerNoPartner: 'Your offer: {{discount}}',
    percentOff: '{{percent}}% off',
    amountOff: '{{amount}} off',
    detailsTitle: 'About you',
    detailsIntro: 'We check that the scan is suitable for you.',
    sex: 'Sex assigned at birth',
    sexFemale: 'Female',
    sexMale: 'Male',
    sexIntersex: 'Intersex',
    dob: 'Date of birth',
    heartTitle: 'Heart scan questions',
    heartIntro: 'A few questions to make sure a heart calcium scan can help you.',
    yes: 'Yes',
    no: 'No',
    cacSymptoms: 'Do you have chest pain, shortness of breath or other heart symptoms right now?',
    cacStent: 'Do you have a coronary stent?',
    cacPacemaker: 'Do you have a pacemaker or another implanted heart device?',
    coronaryHistory:
      'Have you had a heart attack, bypass surgery or been told you have coronary artery disease?',
    cacGreaterThanTen: 'Have you had a heart calcium scan in the last ten years?',
    rejectedTitle: 'A heart calcium scan is not right for you',
    rejectedAdvice:
      'You can remove the heart scan or choose another scan. If you have symptoms, please see your doctor.',
    removeHeart: 'Remove {{name}}',
    promoTitle: 'Promo code',
    promoLabel: 'Promo code',
    promoApply: 'Apply',
    promoApplied: 'Code {{code}} applied: {{discount}}',
    // Savings do not combine: the member hears which one applies and why.
    promoSmallerSaving:
      'Code {{code}} would save {{saving}}, but {{applied}} saves you more ({{appliedSaving}}), so {{applied}} applies. Savings do not combine: you get the largest one.',
    promoNotApplicable:
      'Code {{code}} cannot be used with the scan you chose, so it is not applied.',
    promoRemove: 'Remove code',
    memberDiscount: 'Your discount: {{discount}}',
    continue: 'Continue to center and time',
  },
  schedule: {
    title: 'Choose a center and time',
    intro: 'Pick the center that suits you, then a day and a time.',
    loading: 'Loading centers…',
    loadFailedTitle: 'We could not load the centers',
    emptyTitle: 'No centers available',
    emptyDescription: 'There is no center offering this scan in your country yet.',
    centersLegend: 'Centers',
    bookedWith: 'Booked with {{provider}}',
    byPhone: 'Books by phone',
    online: 'Book online',
    daysLegend: 'Day',
    timesLegend: 'Time',
    timeZoneNote: 'Times are local to the center ({{zone}}).',
    loadingTimes: 'Loading free times…',
    timesFailedTitle: 'We could not load the free times',
    noTimesTitle: 'No free times in these two weeks',
    noTimesDescription: 'Try the next two weeks, or choose another center.',
    noTimesDay: '{{day}}, no free times',
    earlier: 'Earlier dates',
    later: 'Later dates',
    range: '{{from}} to {{to}}',
    offlineTitle: 'This center books by phone',
    offlineIntro:
      'Tell us when suits you and the center will call you to confirm a time. You pay now and can cancel if no time works.',
    offlineNote: 'Preferred days and times (optional)',
    offlineNoteHint: 'For example: weekday mornings, or after 4 pm.',
    changePlan: 'Change scan',
    continue: 'Continue to payment',
    // The same scan again within its repeat interval (core RepeatScanWarning, ADR 0096).
    repeat: {
      titleUpcoming: 'Your {{scan}} is already booked for {{date}}',
      titleDone: 'You had your last {{scan}} on {{date}}',
      when: 'At {{time}}, {{center}}.',
      whenNoCenter: 'At {{time}}.',
      sameDay: 'That is the same day as the time you chose.',
      advice_one:
        'We usually repeat this scan at most once every {{count}} month, unless your doctor asks for one sooner.',
      advice_other:
        'We usually repeat this scan at most once every {{count}} months, unless your doctor asks for one sooner.',
      confirm: 'Book another {{scan}} anyway',
    },
  },
  reserve: {
    title: 'Review and pay',
    intro: 'Check your booking. Your time is held while you pay.',
    held: 'We are holding this time for you.',
    pay: 'Pay {{amount}}',
    paidAlready: 'This scan is already paid. Confirm to book your time.',
    confirmBooking: 'Confirm booking',
    changeTime: 'Change center or time',
    emptyTitle: 'Nothing to pay yet',
    emptyDescription: 'Choose your scan first.',
    startOver: 'Choose a scan',
  },
  card: {
    title: 'Card details',
    fieldLabel: 'Card number, expiry date and security code',
    loading: 'Loading the secure card form…',
    unavailableTitle: 'Card payments cannot load right now',
    unavailableBody: 'Check your connection, then try again. Nothing has been charged.',
    retry: 'Try again',
    payHint: 'Pay is available once your card number, expiry date and security code are complete.',
    secure:
      'Your card details go straight to our payment provider, Stripe. We never see or keep your card number.',
    testModeTitle: 'Test mode: no real charge',
    testModeBody:
      'Pay with the test card {{card}}, any expiry date in the future and any security code.',
  },
  confirm: {
    titleConfirmed: 'Your scan is booked',
    titleRequested: 'Your request is sent',
    introConfirmed: 'We have sent the details to your e-mail.',
    introRequested:
      'The center will call you to confirm a time. We have sent the details to your e-mail.',
    bookingCode: 'Booking code',
    paid: 'Paid',
    when: 'When',
    where: 'Where',
    calendarTitle: 'Add to your calendar',
    google: 'Google Calendar',
    googleHint: '(opens in a new tab)',
    ics: 'Download calendar file (.ics)',
    nextTitle: 'Before your scan',
    COMPLETE_QUESTIONNAIRE: 'Complete your medical questionnaire',
    COMPLETE_QUESTIONNAIRE_hint: 'It takes about 10 minutes and helps the radiologist.',
    UPLOAD_MAMMOGRAM: 'Upload your previous mammograms',
    UPLOAD_MAMMOGRAM_hint: 'Earlier images let the radiologist compare.',
    missingTitle: 'No booking to show',
    missingDescription: 'This booking is finished or was not found.',
  },
  error: {
    title: 'We could not continue your booking',
    backHome: 'Back to home',
    backToStep: 'Back to {{step}}',
    unknown: 'Something went wrong with this booking.',
  },
  errors: {
    invalidEntry: 'This booking link is incomplete. Please use the link you were sent again.',
    offerNotFound: 'We could not find this offer. Check the link or the code.',
    offerExpired: 'This offer has expired.',
    offerMismatch: 'This code belongs to another kind of offer.',
    encounterNotBookable: 'This scan cannot be booked again. It may already be scheduled or done.',
    loadFailed: 'We could not load this.',
    wrongStep: 'This step is not available yet.',
    planRequired: 'Choose a scan to continue.',
    detailsRequired: 'Tell us {{fields}} to continue.',
    planIneligible: 'This scan cannot be booked for you.',
    cacUnanswered: 'Answer all the heart scan questions to continue.',
    packageRejected: 'A heart calcium scan is not right for you.',
    centerRequired: 'Choose a center to continue.',
    slotRequired: 'Choose a day and a time to continue.',
    slotUnavailable: 'Sorry, that time was just taken. Please choose another time.',
    appointmentOverlap:
      'You already have an appointment at that time, so we could not book it. Please choose another time.',
    repeatScanUnconfirmed: 'Check the box to book this scan again, or choose another day or time.',
    cardDeclined: 'Your card was declined.',
    cardNotAuthenticated:
      'Your bank could not confirm it was you: its security check failed or was closed, so nothing was charged. Pay again to repeat the check, or use another card.',
    paymentUnavailable: 'Card payments are not available right now.',
    paymentFailed: 'The payment did not go through.',
    alreadyPaid: 'This scan is already paid.',
    reservationFailed: 'We could not book this time.',
  },
  reasons: {
    sexNotEligible: 'This scan is offered for another sex only.',
    underMinimumAge: 'You need to be 18 or older to book online.',
    invalidDateOfBirth: 'Check your date of birth.',
    addOnNotSold: 'This add-on is not available with this scan.',
    cacSymptoms:
      'Heart symptoms need a doctor’s assessment rather than a screening scan. Please see your doctor.',
    cacStent: 'A stent makes the calcium score unreliable, so the scan would not help you.',
    cacPacemaker:
      'An implanted heart device affects the calcium score, so the scan would not help you.',
    coronaryHistory:
      'With known heart disease a screening score does not add to your care. Your cardiologist can advise you.',
    cardRequired: 'Enter your card details.',
    invalidDate: 'That date cannot be shown.',
  },
  fields: {
    sex: 'your sex',
    dob: 'your date of birth',
    and: ' and ',
  },
  promo: {
    empty: 'Enter a code first.',
    notFound: 'We do not recognize this code. Check it and try again.',
    expired: 'This code has expired.',
    notApplicable: 'This code cannot be used with the scan you chose.',
    unavailable: 'We could not check the code right now. Please try again.',
  },
  api: {
    offline: 'You seem to be offline. Check your connection and try again.',
    timeout: 'This is taking longer than it should. Please try again.',
    canceled: 'The request was canceled. Please try again.',
    signedOut: 'Your session has ended. Please sign in again.',
    notFound: 'We could not find what you asked for.',
    conflict: 'This clashes with details we already hold.',
    invalidInput: 'Some details were not accepted. Please try again.',
    tooManyRequests: 'Too many attempts. Wait a moment and try again.',
    server: 'Something went wrong on our side. Please try again.',
    unexpectedAnswer: 'We received an unexpected answer. Please try again.',
  },
  payment: {
    notCompleted: 'The payment was taken but not confirmed. Please try again or contact us.',
    notConfirmed: 'Your card payment was not confirmed, so nothing was booked. Please pay again.',
    cardProvider: 'The card provider did not answer. Please try again.',
    retry: 'Your time is still held. Check the details or use another card.',
  },
  providers: {
    '0': 'Scanwise',
    '1': 'RadNet East',
    '2': 'Zwanger-Pesiri',
    '3': 'RadNet West',
    '4': 'RadNet Arizona',
    '5': 'AMRIC',
    '6': 'Scanwise partner center',
  },
};

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
    timeZoneNote: 'Times are local to the centre ({{zone}}).',
    noTimesDescription: 'Try the next two weeks, or choose another centre.',
    offlineTitle: 'This centre books by phone',
    offlineIntro:
      'Tell us when suits you and the centre will call you to confirm a time. You pay now and can cancel if no time works.',
  },
  reserve: {
    changeTime: 'Change centre or time',
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
