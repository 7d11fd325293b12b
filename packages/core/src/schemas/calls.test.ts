import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_CALLS,
  BOOKING_CALLS,
  CALLS,
  CALL_EXAMPLES,
  CATALOG_CALLS,
  CAT_CALLS,
  CONVERSION_CALLS,
  ENCOUNTER_CALLS,
  MESSAGE_CALLS,
  PARTNER_CALLS,
  PAYMENT_CALLS,
  REPORT_CALLS,
  SESSION_CALLS,
  CALL_NAMES,
  buildCallPath,
  fillPathTemplate,
  matchCallPath,
  pathParamNames,
  validatePayload,
} from './index';
import type { CallDefinition, CallName, CallParams, CallRequest, CallResponse } from './index';

const entries = CALL_NAMES.map((name) => [name, CALLS[name] as CallDefinition] as const);

/** The spec's section 7 table, row by row: method and path shape. */
const SECTION_7: [string, string, CallName][] = [
  ['POST', 'packages payments/{id}/create-pending', 'createPendingCharge'],
  ['POST', 'packages payments/{id}/complete', 'completePendingCharge'],
  ['PUT', 'members utm', 'memberUtm'],
  ['PUT', 'members tos', 'memberTos'],
  ['POST', 'members', 'memberCreate'],
  ['POST', 'members register/mammogram', 'memberRegisterMammogram'],
  ['POST', 'members cat', 'catSave'],
  ['GET', 'members cat', 'catGet'],
  ['GET', 'members', 'memberGet'],
  ['PATCH', 'members', 'memberPatch'],
  ['POST', 'members initial-setup', 'initialSetup'],
  ['POST', '/api/members/viewerhappinessscore', 'viewerHappinessScore'],
  ['POST', '/api/members/associate', 'partnerAssociate'],
  ['GET', '/api/members/checkassociation', 'partnerCheckAssociation'],
  ['POST', '/api/members/memberassociatepartner', 'memberAssociatePartner'],
  ['POST', '/api/members/bookingstage', 'bookingStage'],
  ['POST', '/api/tracking/meta', 'trackingMetaConversion'],
  ['POST', '/members/connect/logout', 'identityLogout'],
];

/** "members utm" -> /members/utm; "{id}" -> ":id"; explicit /api paths stay as written. */
const specShapeToPath = (shape: string): string =>
  shape.startsWith('/') ? shape : `/${shape.replace(' ', '/').replace(/\{(\w+)\}/g, ':$1')}`;

describe('CALLS covers every call of spec section 7', () => {
  it.each(SECTION_7)('%s %s is %s', (method, shape, name) => {
    expect(CALLS[name].method).toBe(method);
    expect(CALLS[name].path).toBe(specShapeToPath(shape));
  });

  it('"Partner association calls take a token passed in explicitly"', () => {
    const explicit = entries.filter(([, c]) => c.auth === 'explicit-bearer').map(([n]) => n);
    expect(explicit.sort()).toEqual(['partnerAssociate', 'partnerCheckAssociation']);
  });

  it('"POST members/connect/logout: form-encoded id_token_hint ... with bearer access token"', () => {
    expect(CALLS.identityLogout).toMatchObject({
      auth: 'bearer',
      encoding: 'form',
      host: 'identity',
    });
  });

  it('"POST packages payments/{id}/complete | empty": no body', () => {
    expect(CALLS.completePendingCharge).toMatchObject({ encoding: 'none', request: undefined });
  });

  it('"POST /api/members/memberassociatepartner | none": no body', () => {
    expect(CALLS.memberAssociatePartner.request).toBeUndefined();
  });
});

describe('CALLS is consistent', () => {
  it.each(entries)(
    '%s: a body-less call has encoding none, a call with a body has one',
    (_n, c) => {
      expect(c.request === undefined).toBe(c.encoding === 'none');
    },
  );

  it.each(entries)('%s: GET calls send no body', (_n, c) => {
    if (c.method === 'GET') expect(c.request).toBeUndefined();
  });

  it.each(entries)('%s: 204 exactly when there is no response body', (_n, c) => {
    if (c.host === 'identity') return;
    expect(c.response === undefined).toBe(c.successStatus === 204);
  });

  it.each(entries)('%s: REST paths stay out of the OIDC authority at /members', (_n, c) => {
    const underAuthority = /^\/members\/(connect|\.well-known)(\/|$)/.test(c.path);
    expect(underAuthority).toBe(c.host === 'identity');
  });

  it('no two calls share a method and path', () => {
    const keys = entries.map(([, c]) => `${c.method} ${c.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('every call has an example', () => {
    expect(Object.keys(CALL_EXAMPLES).sort()).toEqual([...CALL_NAMES].sort());
  });
});

describe('every CALLS entry has a request/response example that validates', () => {
  it.each(entries)('%s', (name, c) => {
    const example = CALL_EXAMPLES[name];
    if (c.request) expect(validatePayload(c.request, example.request)).toMatchObject({ ok: true });
    else expect(example.request).toBeUndefined();
    if (c.query) expect(validatePayload(c.query, example.query)).toMatchObject({ ok: true });
    else expect(example.query).toBeUndefined();
    if (c.response) {
      expect(validatePayload(c.response, example.response)).toMatchObject({ ok: true });
    } else expect(example.response).toBeUndefined();
    expect(Object.keys(example.params).sort()).toEqual(pathParamNames(c.path).sort());
  });

  it.each(entries.filter(([, c]) => c.request !== undefined))(
    '%s: a request that is not an object fails at the root',
    (_name, c) => {
      expect(validatePayload(c.request!, 42)).toMatchObject({ ok: false, error: { path: [] } });
    },
  );
});

// One catalogue made of the contexts' parts: a journey takes the parts it makes.
describe("CALLS is composed of the contexts' parts", () => {
  const PARTS = {
    SESSION_CALLS,
    ACCOUNT_CALLS,
    CONVERSION_CALLS,
    CATALOG_CALLS,
    BOOKING_CALLS,
    PAYMENT_CALLS,
    ENCOUNTER_CALLS,
    PARTNER_CALLS,
    CAT_CALLS,
    REPORT_CALLS,
    MESSAGE_CALLS,
  };

  it('every call is in exactly one part', () => {
    const inParts = Object.values(PARTS).flatMap((part) => Object.keys(part));
    expect(inParts.sort()).toEqual([...CALL_NAMES].sort());
  });

  it.each(Object.entries(PARTS))('%s: CALLS holds its definitions themselves', (_name, part) => {
    for (const [name, definition] of Object.entries(part)) {
      expect(CALLS[name as CallName]).toBe(definition);
    }
  });
});

describe('buildCallPath', () => {
  it('fills :id (the package id of the pending charge)', () => {
    expect(buildCallPath('createPendingCharge', { id: 'pkg_1' })).toBe(
      '/packages/payments/pkg_1/create-pending',
    );
  });

  it('encodes parameters with encodeURIComponent', () => {
    expect(buildCallPath('completePendingCharge', { id: 'a b/c?d' })).toBe(
      '/packages/payments/a%20b%2Fc%3Fd/complete',
    );
  });

  it('returns a parameterless path unchanged', () => {
    expect(buildCallPath('memberGet', {})).toBe('/members');
  });

  it('throws on a missing or empty parameter (a programming error)', () => {
    expect(() => buildCallPath('encounterGet', {} as CallParams<'encounterGet'>)).toThrow(
      /encounterId/,
    );
    expect(() => buildCallPath('encounterGet', { encounterId: '' })).toThrow(/encounterId/);
  });

  it('ignores inherited properties', () => {
    const params = Object.create({ id: 'inherited' }) as Record<string, string>;
    expect(() => fillPathTemplate('/x/:id', params)).toThrow(/id/);
  });

  it.each(entries)('%s: builds a path that matches itself back', (name) => {
    const example = CALL_EXAMPLES[name];
    const path = buildCallPath(name, example.params as CallParams<typeof name>);
    expect(matchCallPath(CALLS[name].method, path)).toEqual({ name, params: example.params });
  });
});

describe('matchCallPath', () => {
  it('decodes parameters', () => {
    expect(matchCallPath('post', '/packages/payments/a%20b%2Fc/complete')).toEqual({
      name: 'completePendingCharge',
      params: { id: 'a b/c' },
    });
  });

  it('accepts a trailing slash', () => {
    expect(matchCallPath('GET', '/members/')).toEqual({ name: 'memberGet', params: {} });
  });

  it('tells methods apart on the same path', () => {
    expect(matchCallPath('PATCH', '/members')?.name).toBe('memberPatch');
    expect(matchCallPath('POST', '/members')?.name).toBe('memberCreate');
    expect(matchCallPath('DELETE', '/members')).toBeUndefined();
  });

  it('returns undefined for unknown paths and malformed escapes', () => {
    expect(matchCallPath('GET', '/nope')).toBeUndefined();
    expect(matchCallPath('GET', '/packages/encounters/%E0%A4%A')).toBeUndefined();
  });
});

// Compile-time checks of the helper types (a type error fails `tsc`).
const _request: CallRequest<'bookingStage'> = { stage: 'PAYMENT_PAGE' };
const _response: CallResponse<'initialSetup'> = undefined;
const _params: CallParams<'availabilityList'> = { centerId: 'c1' };
void [_request, _response, _params];
