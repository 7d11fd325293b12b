// Boundary fuzz: route paths, params and query strings, extraData included. Every
// route of ROUTE_TABLE with hostile parameter values, random paths and locale prefixes, any
// search, through decideNavigation under any session: always a decision, never a throw, and a
// redirect never leaves the app (an app-relative path, never //host or a scheme).
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import {
  ROUTE_TABLE,
  decideNavigation,
  matchScanwiseRoute,
  parseMedicalQuestionnaireExtraData,
  parseRouteSearch,
  type NavigationInput,
} from '../../src/routing';
import {
  FUZZ_RUNS,
  fuzz,
  hostileString,
  hostileValue,
  prototypePolluted,
  writeFuzzFigures,
} from './fuzzFigures';

const PARAM = /:([A-Za-z0-9_]+)\??/g;

/** encodeURIComponent, or the raw text when it cannot be encoded (a lone surrogate). */
const encode = (value: string): string => {
  try {
    return encodeURIComponent(value);
  } catch {
    return value;
  }
};

/** A route pattern with every parameter replaced by a hostile value, raw or URI-encoded. */
const routePath = fc
  .tuple(
    fc.constantFrom(...ROUTE_TABLE.map((route) => route.pattern)),
    fc.array(fc.tuple(hostileString, fc.boolean()), { minLength: 4, maxLength: 4 }),
    fc.constantFrom('', '/en-gb', '/en-us', '/EN-GB', '/xx'),
    fc.constantFrom('', '/', '//', '/extra'),
  )
  .map(([pattern, values, locale, tail]) => {
    let index = 0;
    const filled = pattern.replace(PARAM, () => {
      const [value, encoded] = values[index++ % values.length]!;
      return encoded ? encode(value) : value;
    });
    return `${locale}${filled === '/' ? '' : filled}${tail}` || '/';
  });

const pathname = fc.oneof(
  { weight: 4, arbitrary: routePath },
  { weight: 1, arbitrary: hostileString },
  { weight: 1, arbitrary: hostileString.map((value) => `/${value}`) },
);

/** extraData: valid, wrong shapes, broken JSON, pollution keys, double-encoded. */
const extraData = fc.oneof(
  fc.constant(JSON.stringify({ encounterId: 'enc_1001' })),
  hostileValue.map((value) => {
    try {
      return JSON.stringify(value) ?? 'undefined';
    } catch {
      return 'not json';
    }
  }),
  fc.json(),
  hostileString,
  fc.constant('{"encounterId":"enc_1","__proto__":{"polluted":true}}'),
  fc.constant(encode(encode('{"encounterId":"enc_1"}'))),
);

const QUERY_KEYS = [
  ...new Set(ROUTE_TABLE.flatMap((route) => route.query)),
  'extraData',
  'direct',
  'code',
  '__proto__',
  'constructor',
];

const search = fc.oneof(
  fc
    .array(
      fc.tuple(
        fc.oneof(fc.constantFrom(...QUERY_KEYS), hostileString),
        fc.oneof(extraData, hostileString),
        fc.boolean(),
      ),
      { maxLength: 5 },
    )
    .map(
      (pairs) =>
        '?' +
        pairs
          .map(([key, value, encoded]) =>
            encoded ? `${encode(key)}=${encode(value)}` : `${key}=${value}`,
          )
          .join('&'),
    ),
  hostileString,
  fc.constant(undefined),
);

const optionalText = fc.option(fc.oneof(fc.constant('jane@example.com'), hostileString), {
  nil: null,
});

const navigationInput: fc.Arbitrary<NavigationInput> = fc.record({
  pathname,
  search,
  authenticated: fc.boolean(),
  member: fc.option(
    fc.record({ email: optionalText, phoneNumber: optionalText, termsOfService: optionalText }),
    { nil: null },
  ),
  booking: fc.record({ validEntry: fc.boolean(), validAssociateEntry: fc.boolean() }),
  initialSetup: fc.option(fc.record({ email: optionalText, code: optionalText }), { nil: null }),
  flowActive: fc.boolean(),
});

describe('fuzz: route paths, params and query strings through decideNavigation', () => {
  afterAll(() => writeFuzzFigures('routes'));

  it('always a decision, never a throw; a redirect stays in the app', () => {
    fuzz(
      'routes:decideNavigation',
      [navigationInput],
      (input) => {
        const decision = decideNavigation(input);
        expect(['proceed', 'redirect']).toContain(decision.kind);
        if (decision.kind === 'redirect') {
          expect(decision.to.startsWith('/')).toBe(true);
          expect(decision.to.startsWith('//')).toBe(false);
          expect(decision.to).not.toMatch(/^\/[\\/]/);
          if (decision.remember !== undefined) {
            expect(decision.remember.startsWith('/')).toBe(true);
            expect(decision.remember.startsWith('//')).toBe(false);
          }
        }
        expect(prototypePolluted()).toBe(false);
      },
      // Cheap and synchronous: many more inputs fit the time budget.
      FUZZ_RUNS * 10,
    );
  });

  it('matchScanwiseRoute and parseRouteSearch never throw on any path or search', () => {
    fuzz(
      'routes:match+search',
      [pathname, search],
      (path, query) => {
        const match = matchScanwiseRoute(path);
        if (match !== undefined) expect(ROUTE_TABLE).toContain(match.route);
        const parsed = parseRouteSearch(query ?? '');
        for (const value of Object.values(parsed)) expect(typeof value).toBe('string');
        expect(prototypePolluted()).toBe(false);
      },
      FUZZ_RUNS * 10,
    );
  });

  it('extraData: an object with a non-empty encounterId, or nothing; never a throw', () => {
    fuzz(
      'routes:extraData',
      [fc.option(extraData, { nil: undefined })],
      (text) => {
        const parsed = parseMedicalQuestionnaireExtraData(text);
        if (parsed !== undefined) {
          expect(typeof parsed.encounterId).toBe('string');
          expect(parsed.encounterId.trim()).not.toBe('');
        }
        expect(prototypePolluted()).toBe(false);
      },
      FUZZ_RUNS * 10,
    );
  });
});
