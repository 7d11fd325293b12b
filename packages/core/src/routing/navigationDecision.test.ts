import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BOOKING_FLOW_PREFIXES, BOOKING_FLOW_STEPS } from '../booking';
import { decideNavigation, type NavigationInput } from './navigationDecision';
import { ROUTE_TABLE } from './routeTable';

const MEMBER = {
  email: 'jane.doe@example.com',
  phoneNumber: '+12125550123',
  termsOfService: '2026-01-15T10:00:00Z',
};

/** A signed-in member with everything in order, no booking flags, no setup data, no flow. */
const signedIn = (pathname: string, overrides: Partial<NavigationInput> = {}): NavigationInput => ({
  pathname,
  authenticated: true,
  member: MEMBER,
  booking: { validEntry: false, validAssociateEntry: false },
  initialSetup: null,
  flowActive: false,
  ...overrides,
});

const signedOut = (pathname: string, overrides: Partial<NavigationInput> = {}): NavigationInput =>
  signedIn(pathname, { authenticated: false, member: null, ...overrides });

const EXTRA_DATA = encodeURIComponent(JSON.stringify({ encounterId: 'enc_1001' }));

describe('decideNavigation: the route table (spec section 2)', () => {
  it('"any other path | | Redirects home", keeping the locale', () => {
    expect(decideNavigation(signedIn('/scan'))).toEqual({
      kind: 'redirect',
      to: '/',
      reason: 'unknown-path',
    });
    expect(decideNavigation(signedOut('/en-gb/nowhere?x=1'))).toMatchObject({
      to: '/en-gb',
      reason: 'unknown-path',
    });
  });

  it('"documents | Redirects to reports"', () => {
    expect(decideNavigation(signedIn('/documents'))).toEqual({
      kind: 'redirect',
      to: '/reports',
      reason: 'always-redirect',
    });
    expect(decideNavigation(signedIn('/en-gb/documents'))).toMatchObject({ to: '/en-gb/reports' });
  });

  it('"referrals | Always redirected to home"', () => {
    expect(decideNavigation(signedIn('/referrals'))).toMatchObject({ kind: 'redirect', to: '/' });
  });

  it('"/sign-up/referral | Query code. Always redirected home", returning the code for the offer store', () => {
    expect(decideNavigation(signedOut('/sign-up/referral', { search: '?code=FRIEND-42' }))).toEqual(
      {
        kind: 'redirect',
        to: '/',
        reason: 'referral-sign-up',
        referralCode: 'FRIEND-42',
      },
    );
    expect(decideNavigation(signedIn('/sign-up/referral'))).toEqual({
      kind: 'redirect',
      to: '/',
      reason: 'referral-sign-up',
    });
  });

  it.each(BOOKING_FLOW_PREFIXES)('"The bare prefix redirects home": /%s', (prefix) => {
    expect(
      decideNavigation(
        signedIn(`/${prefix}`, { booking: { validEntry: true, validAssociateEntry: true } }),
      ),
    ).toMatchObject({
      kind: 'redirect',
      to: '/',
      reason: 'always-redirect',
    });
  });

  it.each(BOOKING_FLOW_PREFIXES)(
    '/%s/select-plan is free; "The last four are allowed only with a valid booking entry, otherwise the user goes to /"',
    (prefix) => {
      for (const step of BOOKING_FLOW_STEPS) {
        const path = `/${prefix}/${step}`;
        const without = decideNavigation(signedIn(path));
        const withEntry = decideNavigation(
          signedIn(path, { booking: { validEntry: true, validAssociateEntry: false } }),
        );
        expect(withEntry.kind).toBe('proceed');
        if (step === 'select-plan') expect(without.kind).toBe('proceed');
        else
          expect(without).toEqual({ kind: 'redirect', to: '/', reason: 'booking-entry-required' });
      }
    },
  );

  it('"/link-association ... Allowed only when a valid associate entry flag is set, otherwise goes to /"', () => {
    expect(decideNavigation(signedOut('/link-association?partnerName=acme'))).toEqual({
      kind: 'redirect',
      to: '/',
      reason: 'associate-entry-required',
    });
    expect(
      decideNavigation(
        signedOut('/link-association', {
          booking: { validEntry: false, validAssociateEntry: true },
        }),
      ).kind,
    ).toBe('proceed');
  });

  describe('/medical-questionnaire', () => {
    it('"Requires query extraData, a JSON value holding encounterId, otherwise redirects to /"', () => {
      for (const search of [
        '',
        '?direct=true',
        '?extraData=%7Bbroken&direct=true',
        '?extraData=%7B%7D&direct=1',
      ]) {
        expect(decideNavigation(signedIn('/medical-questionnaire', { search }))).toEqual({
          kind: 'redirect',
          to: '/',
          reason: 'medical-questionnaire-extra-data-missing',
        });
      }
    });

    it('"Then requires query direct or an active state, otherwise redirects to /"', () => {
      const search = `?extraData=${EXTRA_DATA}`;
      expect(decideNavigation(signedIn('/medical-questionnaire', { search }))).toEqual({
        kind: 'redirect',
        to: '/',
        reason: 'medical-questionnaire-not-direct',
      });
      expect(
        decideNavigation(signedIn('/medical-questionnaire', { search: `${search}&direct=true` }))
          .kind,
      ).toBe('proceed');
      expect(
        decideNavigation(signedIn('/medical-questionnaire', { search, flowActive: true })).kind,
      ).toBe('proceed');
    });

    it('requires auth first: a signed-out member goes to sign-in with the whole query', () => {
      const search = `?extraData=${EXTRA_DATA}&direct=true`;
      expect(decideNavigation(signedOut('/medical-questionnaire', { search }))).toEqual({
        kind: 'redirect',
        to: `/sign-in${search}`,
        reason: 'auth-required',
        remember: `/medical-questionnaire${search}`,
      });
    });
  });

  it('"/initial-setup/set-password | Redirects home if email or code is missing from the stored setup data"', () => {
    const path = '/initial-setup/set-password';
    for (const initialSetup of [
      null,
      { email: 'a@b.test' },
      { code: 'X1' },
      { email: ' ', code: 'X1' },
      { email: 'a@b.test', code: null },
    ]) {
      expect(decideNavigation(signedOut(path, { initialSetup }))).toEqual({
        kind: 'redirect',
        to: '/',
        reason: 'initial-setup-data-missing',
      });
    }
    expect(
      decideNavigation(signedOut(path, { initialSetup: { email: 'a@b.test', code: 'X1' } })).kind,
    ).toBe('proceed');
  });

  it.each(
    ROUTE_TABLE.filter((r) => r.access === 'public' && r.rules.length === 0).map((r) => r.pattern),
  )('public route %s proceeds for a signed-out user', (pattern) => {
    const decision = decideNavigation(signedOut(pattern));
    expect(decision.kind).toBe('proceed');
    if (decision.kind === 'proceed') expect(decision.match.route.pattern).toBe(pattern);
  });

  it('a prefixed default locale goes to the unprefixed path, query kept', () => {
    expect(decideNavigation(signedIn('/en-us/reports', { search: 'a=1' }))).toEqual({
      kind: 'redirect',
      to: '/reports?a=1',
      reason: 'default-locale-prefixed',
    });
  });
});

describe('decideNavigation: the route guard (spec section 4)', () => {
  it.each(
    ROUTE_TABLE.filter((r) => r.access === 'auth' && r.rules.length === 0).map((r) => r.pattern),
  )(
    '"A route that needs auth with no authenticated user remembers the target path, then goes to sign-in carrying the query along": %s',
    (pattern) => {
      const path = pattern.replace(/:(\w+)\??/g, 'x1');
      expect(decideNavigation(signedOut(path, { search: '?utm_source=mail' }))).toEqual({
        kind: 'redirect',
        to: '/sign-in?utm_source=mail',
        reason: 'auth-required',
        remember: `${path}?utm_source=mail`,
      });
    },
  );

  it('the sign-in redirect keeps the locale prefix, in the target and the remembered path', () => {
    expect(decideNavigation(signedOut('/en-gb/invoices'))).toEqual({
      kind: 'redirect',
      to: '/en-gb/sign-in',
      reason: 'auth-required',
      remember: '/en-gb/invoices',
    });
  });

  it('"An authenticated member without a phone number is logged out and sent to sign-in"', () => {
    for (const phoneNumber of [null, undefined, '', '  ']) {
      expect(
        decideNavigation(signedIn('/account', { member: { ...MEMBER, phoneNumber } })),
      ).toEqual({ kind: 'redirect', to: '/sign-in', reason: 'phone-number-missing', logout: true });
    }
  });

  it('"An authenticated member without accepted terms of service is sent to the terms screen with their email and hasPassword true, and the target path is remembered"', () => {
    expect(
      decideNavigation(
        signedIn('/reports', { search: '?tab=2', member: { ...MEMBER, termsOfService: null } }),
      ),
    ).toEqual({
      kind: 'redirect',
      to: '/initial-setup/tos?email=jane.doe%40example.com&hasPassword=true',
      reason: 'terms-not-accepted',
      remember: '/reports?tab=2',
    });
  });

  it('the phone number is checked before the terms of service', () => {
    const member = { email: 'a@b.test', phoneNumber: null, termsOfService: null };
    expect(decideNavigation(signedIn('/', { member }))).toMatchObject({
      reason: 'phone-number-missing',
    });
  });

  it('"Otherwise navigation proceeds", also while the member is not loaded (partial profile)', () => {
    expect(decideNavigation(signedIn('/reports/digital-report/enc_1'))).toMatchObject({
      kind: 'proceed',
      match: { params: { encounterId: 'enc_1' } },
    });
    expect(decideNavigation(signedIn('/account', { member: null })).kind).toBe('proceed');
  });

  it('"When a user becomes authenticated while on sign-in, the app moves to home"', () => {
    expect(decideNavigation(signedIn('/sign-in', { search: '?utm_source=x' }))).toEqual({
      kind: 'redirect',
      to: '/',
      reason: 'signed-in-on-sign-in',
    });
    expect(decideNavigation(signedIn('/en-gb/sign-in'))).toMatchObject({ to: '/en-gb' });
    expect(decideNavigation(signedOut('/sign-in')).kind).toBe('proceed');
  });
});

describe('decideNavigation: properties', () => {
  const paths = fc.oneof(
    fc.constantFrom(...ROUTE_TABLE.map((r) => r.pattern.replace(/:(\w+)\??/g, 'x1'))),
    fc.string(),
    fc.constantFrom('/en-gb/reports', '/en-us/account', '/en-gb/sign-in'),
  );
  const searches = fc.oneof(
    fc.string(),
    fc.constantFrom('', `?extraData=${EXTRA_DATA}`, `?extraData=${EXTRA_DATA}&direct=1`, '?code=A'),
  );
  const optionalText = fc.oneof(fc.constant(null), fc.constant(''), fc.string({ minLength: 1 }));
  const inputs = fc.record({
    pathname: paths,
    search: searches,
    authenticated: fc.boolean(),
    member: fc.oneof(
      fc.constant(null),
      fc.record({ email: optionalText, phoneNumber: optionalText, termsOfService: optionalText }),
    ),
    booking: fc.record({ validEntry: fc.boolean(), validAssociateEntry: fc.boolean() }),
    initialSetup: fc.oneof(
      fc.constant(null),
      fc.record({ email: optionalText, code: optionalText }),
    ),
    flowActive: fc.boolean(),
  });

  it('never throws, and following the redirects (applying logout) settles within five steps', () => {
    fc.assert(
      fc.property(inputs, (start) => {
        let input: NavigationInput = start;
        for (let step = 0; step < 5; step += 1) {
          const decision = decideNavigation(input);
          if (decision.kind === 'proceed') return;
          expect(decision.to.startsWith('/')).toBe(true);
          expect(decision.to.startsWith('//')).toBe(false);
          if (decision.remember !== undefined) expect(decision.remember).toMatch(/^\/(?!\/)/);
          const cut = decision.to.indexOf('?');
          input = {
            ...input,
            pathname: cut === -1 ? decision.to : decision.to.slice(0, cut),
            search: cut === -1 ? '' : decision.to.slice(cut),
            ...(decision.logout ? { authenticated: false, member: null } : {}),
          };
        }
        throw new Error(`No settled route from ${JSON.stringify(start)}`);
      }),
    );
  });
});
