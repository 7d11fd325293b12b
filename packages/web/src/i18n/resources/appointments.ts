/**
 * The appointment screens' strings, used as `t('appointments.<screen>.<key>')`: US English is the
 * base; the British object (`appointments.enGB.ts`) holds only what differs (spelling).
 *
 * Screens: `actions` (ScheduleAction, /schedule-actions/:encounterId/:appointmentId/...),
 * `payment` (PaymentAuthorize, /payment-authorize/:encounterId), `links` (the ways in from Scans).
 * `failure` words the core's schedule-action failure reasons; `api` the MemberApiError keys.
 */
export const APPOINTMENTS_EN_US = {
  common: {
    brand: 'Scanwise',
    seeScans: 'See your scans',
  },
  links: {
    manage: 'Change or cancel',
    manageFor: 'Change or cancel the appointment for {{scan}}',
  },
  actions: {
    title: 'Your appointment',
    titleMoreTimes: 'Pick another time',
    titleReschedule: 'Choose a new time',
    loading: 'Getting your appointment…',
    loadFailed: 'We could not open your appointment',
    notFoundTitle: 'This appointment cannot be changed here',
    notFoundDescription:
      'It may have been canceled or already moved. Your scans show your appointments as they are now.',
    currentTitle: 'Your booking',
    scan: 'Scan',
    center: 'Center',
    when: 'Date and time',
    whenValue: '{{date}} at {{time}}',
    zoneNote: 'Times are local to the center ({{zone}}).',
    bookingCode: 'Booking code',
    noBookingCode: 'Given when the center confirms',
    status: {
      CONFIRMED: 'Confirmed',
      RESCHEDULED: 'Confirmed',
      REQUESTED: 'Waiting for the center',
      CANCELLED: 'Canceled',
      COMPLETED: 'Completed',
      NO_SHOW: 'Missed',
    },
    reschedule: 'Choose a new time',
    cancel: 'Cancel appointment',
    keep: 'Keep this time',
    moreTimesIntro:
      'The center could not hold the time you asked for. Pick another time that suits you and we will pass it on; the center confirms by phone.',
    moreTimesPhone: 'You can also call the center on {{phone}}.',
    rescheduleIntro: 'Pick a day, then a time. Your current time stays booked until you confirm.',
    loadingTimes: 'Finding free times…',
    timesFailed: 'We could not load the free times',
    confirmNewTime: 'Confirm new time',
    sendTime: 'Send this time',
    pickTimeFirst: 'Pick a time first.',
    newTimeSummary: 'New time: {{when}}',
    rescheduledTitle: 'Your appointment is moved',
    rescheduledBody: 'See you on {{when}} at {{center}}.',
    requestedTitle: 'Your time is sent to the center',
    requestedBody:
      'We asked {{center}} for {{when}}. They will call you to confirm; until then it shows as waiting on your scans.',
    cancelDialogTitle: 'Cancel this appointment?',
    cancelDialogBody: 'Your time on {{when}} at {{center}} is released for someone else.',
    cancelDialogRefund:
      'Your scan stays paid for: you can book a new time whenever you are ready. If you would rather have a refund, message your care team and they will arrange it.',
    cancelReason: 'Reason (optional)',
    cancelReasonHint: 'It helps the center plan; you do not have to say.',
    confirmCancel: 'Yes, cancel it',
    cancelledTitle: 'Your appointment is canceled',
    cancelledBody:
      'Your scan stays paid for. Book a new time when you are ready, or message your care team about a refund.',
    messageCareTeam: 'Message your care team',
    working: 'Saving…',
  },
  payment: {
    title: 'Authorize your payment',
    intro:
      'This scan is waiting for payment. Add a card to authorize the amount below; nothing else is charged.',
    loading: 'Getting the amount…',
    loadFailed: 'We could not open this payment',
    summaryTitle: 'What you pay for',
    total: 'Total',
    cardTitle: 'Card',
    authorize: 'Authorize {{amount}}',
    declinedRetry: 'Nothing was charged. Check the details or use another card.',
    checkRetry: 'Pay again to repeat the check, or use another card.',
    working: 'Authorizing…',
    paidTitle: 'Payment authorized',
    paidBody: 'Thank you. {{amount}} is paid for {{scan}}; your invoice is on the Invoices page.',
    nothingTitle: 'Nothing to pay',
    nothingBody: 'This scan has no payment waiting. Your scans show what comes next.',
    invoices: 'See invoices',
    invoiceTitle: 'Invoice {{number}} is due',
    invoiceBody:
      'Invoice {{number}}: {{amount}}, due by {{date}}. This payment cannot be taken here, so your care team takes it: send them a message and they will arrange it with you.',
    invoiceRefusedTitle: 'Your care team takes this payment',
    invoiceIntro:
      'Your scan is booked and this invoice is due. Add a card to pay it; only the amount due is charged.',
    invoiceDueBy: 'Due by',
    invoiceAmountDue: 'Amount due',
    invoicePay: 'Pay {{amount}}',
    invoicePaidTitle: 'Invoice paid',
    invoicePaidBody:
      'Thank you. {{amount}} is paid for invoice {{number}}; it shows as paid on the Invoices page.',
  },
  failure: {
    notFound: 'We could not find this appointment.',
    appointmentClosed: 'This appointment is already closed and cannot be changed.',
    bookingCodeMismatch:
      'The booking code in your link does not match this appointment. Open the link from your latest e-mail, or change it from your scans.',
    slotUnavailable: 'That time was just taken. Please pick another one.',
    appointmentOverlap:
      'You already have another appointment at that time. Please pick another one.',
    cancelFailed: 'Your appointment is not canceled.',
    rescheduleFailed: 'Your appointment keeps its time.',
    tryAgain: 'Please try again.',
  },
};
