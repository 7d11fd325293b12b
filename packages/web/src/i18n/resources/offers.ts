/**
 * The offer screens' strings, used as `t('offers.<screen>.<key>')`: US English is the base; the
 * British object (`offers.enGB.ts`) holds only what differs (spelling).
 *
 * Screens: `claim` (Signup/ClaimOffer and Signup/ClaimOfferSponsored), `sponsored` (the sponsored
 * member's landing), `link` (LinkAssociation) and `done` (OnboardingConfirmation). `errors` words
 * the core's MemberApiError message keys (`api.errors.<key>`) and `offers.notLinked`.
 */
export const OFFERS_EN_US = {
  saving: {
    percent: '{{percent}}% off',
    amount: '{{amount}} off',
    none: 'Arranged for you',
  },
  claim: {
    loading: 'Checking your offer…',
    titleInvited: '{{partner}} has invited you',
    titleReferral: 'A friend invited you to Scanwise',
    titleSponsored: '{{partner}} is sponsoring your scan',
    titleGeneric: 'Your Scanwise offer',
    intro:
      'A whole-body health screening, explained clearly. Claim your offer, then choose a time that suits you.',
    offerTitle: 'Your offer',
    code: 'Offer code',
    from: 'From',
    scan: 'Scan',
    validUntil: 'Valid until',
    plans: 'Included scans',
    allPlans: 'Any scan we offer',
    noStacking:
      'Discounts do not combine. If another discount saves you more, you get the larger one.',
    pricesTitle: 'Your price',
    was: 'Usually {{price}}',
    withCode: 'with {{code}}',
    pricesUnavailable: 'We could not load prices just now. You will see them when you book.',
    signInTitle: 'Claim your offer',
    signInIntro: 'Sign in or create an account. We keep your offer while you do.',
    signIn: 'Sign in to claim',
    join: 'Create an account',
    continue: 'Continue to booking',
    continuePartner: 'Continue',
    emptyTitle: 'This link has no offer code',
    emptyDescription:
      'Open the link from your invitation again, or ask whoever sent it for a new one.',
    unavailableTitle: 'This offer is not available',
    notFound: 'We could not find an offer with this code. Check the link or ask for a new one.',
    expired: 'This offer has ended. You can still book a scan at the usual price.',
    failedTitle: 'We could not check your offer',
    home: 'Go to Scanwise',
  },
  sponsored: {
    title: '{{partner}} is covering your scan',
    titleNoPartner: 'Your sponsored scan',
    intro: 'Here is what your sponsor has arranged and what happens next.',
    covers: 'What {{partner}} covers',
    coversNoPartner: 'What your sponsor covers',
    next: 'Next step',
    nextText: 'Choose a center and a time. It takes about three minutes.',
    book: 'Book your scan',
  },
  link: {
    title: 'Link your account to {{partner}}',
    intro:
      '{{partner}} offers Scanwise to its members. Linking lets us apply their offer to your bookings.',
    loading: 'Checking your account…',
    shares: 'What linking shares',
    sharesText:
      '{{partner}} learns that you have a Scanwise account. Your scans, reports and health details stay private.',
    offerType: 'Offer',
    offerTypes: {
      REFERRAL: 'Referral',
      INVITED: 'Invitation',
      SPONSORED: 'Sponsorship',
    },
    confirm: 'Link my account',
    notNow: 'Not now',
    signInTitle: 'Sign in to link your account',
    signInIntro: 'Sign in first so we know which account to link to {{partner}}.',
    signIn: 'Sign in',
    failedTitle: 'We could not link your account',
    checkFailedTitle: 'We could not check your account',
    emptyTitle: 'This link is incomplete',
    emptyDescription:
      'It does not say which partner to link. Open the link from the partner again.',
    home: 'Go to Home',
  },
  done: {
    title: 'You are all set',
    linked: 'Your account is linked to {{partner}}.',
    alreadyLinked: 'Your account was already linked to {{partner}}.',
    nextBook: 'Next, choose your scan and a time. Your offer is applied at checkout.',
    nextHome: 'You can book a scan any time from Home.',
    book: 'Continue to booking',
    home: 'Go to Home',
  },
  errors: {
    offline: 'You seem to be offline. Check your connection and try again.',
    timeout: 'This is taking longer than it should. Please try again.',
    canceled: 'The request was stopped. Please try again.',
    signedOut: 'Your session has ended. Please sign in again.',
    notFound: 'We could not find this partner. Check the link and try again.',
    conflict: 'This changed in the meantime. Please reload and try again.',
    invalidInput: 'The partner did not accept this link. Check the link or contact the partner.',
    tooManyRequests: 'Too many requests at once. Please wait a moment and try again.',
    server: 'Our service is having a problem. Please try again in a moment.',
    unexpectedAnswer: 'We received an answer we could not read. Please try again later.',
    notLinked: 'The partner did not confirm the link. Please try again.',
  },
};
