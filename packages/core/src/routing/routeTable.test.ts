import { describe, expect, it } from 'vitest';
import { BOOKING_FLOW_PREFIXES, BOOKING_FLOW_STEPS } from '../booking';
import { matchScanwiseRoute } from './routeMatch';
import { ROUTE_TABLE, scanwiseRouteById, type RouteAccess } from './routeTable';
import { SCANWISE_SCREEN_KEYS, type ScanwiseScreenKey } from './screenKeys';

type Row = [
  path: string,
  pattern: string,
  screen: ScanwiseScreenKey | null,
  access: RouteAccess,
  query: string[],
];

/** Spec section 2, "Routes", row by row (booking flows are checked below). */
const SPEC_ROWS: Row[] = [
  ['/sign-in', '/sign-in', 'SignIn', 'public', []],
  ['/sign-in/callback', '/sign-in/callback', 'SignInCallback', 'public', []],
  ['/login/renewal', '/login/renewal', 'Login/Renewal', 'public', []],
  [
    '/login/medical-questionnaire',
    '/login/medical-questionnaire',
    'Login/MedicalQuestionnaire',
    'public',
    ['encounterId'],
  ],
  ['/login/obo', '/login/obo', 'Login/OBO', 'public', []],
  ['/sign-in/callback/login/obo', '/sign-in/callback/login/obo', 'SignInCallbackOBO', 'public', []],
  ['/sign-out/callback', '/sign-out/callback', 'SignOutCallback', 'public', []],
  ['/', '/', 'Home', 'auth', []],
  ['/reports', '/reports', 'Dashboard/Reports', 'auth', []],
  ['/documents', '/documents', 'Dashboard/Documents', 'auth', []],
  ['/invoices', '/invoices', 'Dashboard/Invoices', 'auth', []],
  [
    '/reports/digital-report/enc_1/card',
    '/reports/digital-report/:encounterId/:fromCard?',
    'Dashboard/Reports/DigitalReport',
    'auth',
    [],
  ],
  ['/referrals', '/referrals', 'Dashboard/Referrals', 'auth', []],
  ['/account', '/account', 'Dashboard/Account', 'auth', []],
  ['/join', '/join', 'Join', 'public', []],
  ['/mq/confirm', '/mq/confirm', 'MQBase', 'public', ['token', 'value']],
  [
    '/link-association',
    '/link-association',
    'LinkAssociation',
    'public',
    ['partnerName', 'offerType'],
  ],
  ['/forgot-password', '/forgot-password', 'ForgotPassword', 'public', []],
  [
    '/forgot-password/change',
    '/forgot-password/change',
    'ForgotPassword/Change',
    'public',
    ['email', 'code'],
  ],
  ['/forgot-password/confirm', '/forgot-password/confirm', 'ForgotPassword/Confirm', 'public', []],
  ['/cat/results', '/cat/results', 'CAT Results', 'public', []],
  ['/cat/results/sign-up', '/cat/results/sign-up', 'CAT Results Sign Up', 'public', []],
  ['/cat/questionnaire', '/cat/questionnaire', 'CAT Questionnaire', 'public', []],
  ['/medical-questionnaire', '/medical-questionnaire', 'Flow', 'auth', ['extraData', 'direct']],
  ['/mammo-upload/enc_1', '/mammo-upload/:encounterId', 'MammoFileUpload', 'auth', []],
  [
    '/schedule-actions/enc_1/apt_1/SW-1/true',
    '/schedule-actions/:encounterId/:appointmentId/:bookingCode?/:isSelectMoreTimes?',
    'ScheduleAction',
    'auth',
    [],
  ],
  [
    '/initial-setup/tos',
    '/initial-setup/tos',
    'InitialSetup/TOS',
    'public',
    ['email', 'code', 'hasPassword'],
  ],
  [
    '/initial-setup/set-password',
    '/initial-setup/set-password',
    'InitialSetup/SetPassword',
    'public',
    [],
  ],
  ['/sign-up/referral', '/sign-up/referral', 'Signup/Referral', 'public', ['code']],
  [
    '/sign-up/claim-offer',
    '/sign-up/claim-offer',
    'Signup/ClaimOffer',
    'public',
    ['code', 'partner'],
  ],
  [
    '/sign-up/claim-offer-sponsored',
    '/sign-up/claim-offer-sponsored',
    'Signup/ClaimOfferSponsored',
    'public',
    ['code', 'partner', 'encounterName'],
  ],
  ['/payment-authorize/enc_1', '/payment-authorize/:encounterId', 'PaymentAuthorize', 'auth', []],
];

describe('ROUTE_TABLE: every row of spec section 2', () => {
  it.each(SPEC_ROWS)(
    '%s -> %s, screen %s, %s, query %j',
    (path, pattern, screen, access, query) => {
      const route = matchScanwiseRoute(path)?.route;
      expect(route).toBeDefined();
      expect(route).toMatchObject({ pattern, screen, access, query });
    },
  );

  it('"Booking flows | requires auth | Six prefixes ... children select-plan, schedule-scan, reserve-appointment, scan-confirm and booking-error"', () => {
    const screens: Record<string, ScanwiseScreenKey> = {
      'select-plan': 'SelectPlan',
      'schedule-scan': 'ScheduleScan',
      'reserve-appointment': 'ReserveAppointment',
      'scan-confirm': 'ScanConfirmation',
      'booking-error': 'BookingError',
    };
    for (const prefix of BOOKING_FLOW_PREFIXES) {
      const bare = matchScanwiseRoute(`/${prefix}`)?.route;
      expect(bare).toMatchObject({
        access: 'auth',
        screen: null,
        bookingFlow: { prefix, step: null },
      });
      expect(bare?.rules).toEqual([{ kind: 'always-redirect', to: '/' }]);
      for (const step of BOOKING_FLOW_STEPS) {
        const child = matchScanwiseRoute(`/${prefix}/${step}`)?.route;
        expect(child).toMatchObject({
          pattern: `/${prefix}/${step}`,
          access: 'auth',
          screen: screens[step],
          bookingFlow: { prefix, step },
        });
        expect(child?.rules).toEqual(
          step === 'select-plan' ? [] : [{ kind: 'needs-valid-booking-entry' }],
        );
      }
    }
  });

  it('holds the 32 listed routes, 6 x 6 booking routes and the two designed dashboard routes, with unique ids and patterns', () => {
    // Designed: Dashboard/Scans at /scans and Dashboard/Messages at /messages (no path in the spec).
    expect(ROUTE_TABLE).toHaveLength(SPEC_ROWS.length + 36 + 2);
    expect(new Set(ROUTE_TABLE.map((r) => r.id)).size).toBe(ROUTE_TABLE.length);
    expect(new Set(ROUTE_TABLE.map((r) => r.pattern)).size).toBe(ROUTE_TABLE.length);
  });

  it('uses only screen keys of the spec (plus SignOutCallback) and every pattern matches itself', () => {
    for (const route of ROUTE_TABLE) {
      if (route.screen !== null) expect(SCANWISE_SCREEN_KEYS).toContain(route.screen);
      const sample = route.pattern.replace(/:(\w+)\??/g, 'x_$1');
      expect(matchScanwiseRoute(sample)?.route.id).toBe(route.id);
    }
  });

  it('the dashboard children render in the shell, and "Navigating to home scrolls to the top"', () => {
    const dashboard = ROUTE_TABLE.filter((r) => r.layout === 'dashboard').map((r) => r.id);
    expect(dashboard).toEqual([
      'home',
      'reports',
      'documents',
      'scans',
      'messages',
      'invoices',
      'digital-report',
      'referrals',
      'account',
    ]);
    expect(ROUTE_TABLE.filter((r) => r.scrollToTop).map((r) => r.id)).toEqual(['home']);
  });

  it('"documents | Redirects to reports", "referrals | Always redirected to home"', () => {
    expect(scanwiseRouteById('documents').rules).toEqual([
      { kind: 'always-redirect', to: '/reports' },
    ]);
    expect(scanwiseRouteById('referrals').rules).toEqual([{ kind: 'always-redirect', to: '/' }]);
    expect(() => scanwiseRouteById('nope')).toThrow(RangeError);
  });
});
