import { describe, expect, it } from 'vitest';
import { ENTITY_EXAMPLES } from './examples';
import {
  AddOnSchema,
  AddressSchema,
  ApiErrorSchema,
  AppointmentSchema,
  AvailabilitySlotSchema,
  CatRecordSchema,
  CatRecordWireSchema,
  CatResultSchema,
  CenterSchema,
  DigitalReportSchema,
  DiscountSchema,
  EncounterSchema,
  InvoiceSchema,
  MammoUploadSchema,
  MemberDocumentSchema,
  MemberSchema,
  MessageSchema,
  OfferSchema,
  PartnerAssociationSchema,
  PartnerSchema,
  PendingChargeCompletionSchema,
  PendingChargeSchema,
  PlanSchema,
  ReportSchema,
  TaskNoteSchema,
  TaskSchema,
  UtmParamsSchema,
  decodeCatRecordWire,
  encodeCatPayload,
  validatePayload,
} from './index';
import type { AnyPayloadSchema } from './index';

type Row = [
  name: string,
  schema: AnyPayloadSchema,
  example: unknown,
  badPath: (string | number)[],
  badValue: unknown,
];

const rows: Row[] = [
  ['Address (US)', AddressSchema, ENTITY_EXAMPLES.Address, ['city'], 42],
  ['Address (GB)', AddressSchema, ENTITY_EXAMPLES.AddressGb, ['country'], 'FR'],
  ['UtmParams', UtmParamsSchema, ENTITY_EXAMPLES.UtmParams, ['utm_source'], 7],
  ['Member', MemberSchema, ENTITY_EXAMPLES.Member, ['address', 'postalCode'], 10118],
  ['Plan', PlanSchema, ENTITY_EXAMPLES.Plan, ['price'], 2499.5],
  ['AddOn', AddOnSchema, ENTITY_EXAMPLES.AddOn, ['currency'], 'GBP'],
  ['Discount', DiscountSchema, ENTITY_EXAMPLES.Discount, ['percentOff'], '10'],
  ['Partner', PartnerSchema, ENTITY_EXAMPLES.Partner, ['logoUrl'], 'not a url'],
  ['Offer', OfferSchema, ENTITY_EXAMPLES.Offer, ['partner', 'name'], null],
  ['Center', CenterSchema, ENTITY_EXAMPLES.Center, ['bookingProvider'], 7],
  [
    'AvailabilitySlot',
    AvailabilitySlotSchema,
    ENTITY_EXAMPLES.AvailabilitySlot,
    ['start'],
    'tomorrow',
  ],
  ['Appointment', AppointmentSchema, ENTITY_EXAMPLES.Appointment, ['center', 'timeZone'], 5],
  ['Encounter', EncounterSchema, ENTITY_EXAMPLES.Encounter, ['appointment', 'status'], 'LOST'],
  ['Task', TaskSchema, ENTITY_EXAMPLES.Task, ['done'], 'no'],
  ['TaskNote', TaskNoteSchema, ENTITY_EXAMPLES.TaskNote, ['task', 'created'], 123],
  ['Report', ReportSchema, ENTITY_EXAMPLES.Report, ['title'], ['x']],
  [
    'DigitalReport',
    DigitalReportSchema,
    ENTITY_EXAMPLES.DigitalReport,
    ['sections', 0, 'title'],
    1,
  ],
  ['Invoice', InvoiceSchema, ENTITY_EXAMPLES.Invoice, ['lines', 1, 'amount'], 12.5],
  ['PendingCharge', PendingChargeSchema, ENTITY_EXAMPLES.PendingCharge, ['clientSecret'], null],
  [
    'PendingChargeCompletion',
    PendingChargeCompletionSchema,
    ENTITY_EXAMPLES.PendingChargeCompletion,
    ['status'],
    'DONE',
  ],
  ['Message', MessageSchema, ENTITY_EXAMPLES.Message, ['from'], 'doctor'],
  ['MemberDocument', MemberDocumentSchema, ENTITY_EXAMPLES.MemberDocument, ['size'], 1.5],
  ['CatRecordWire', CatRecordWireSchema, ENTITY_EXAMPLES.CatRecordWire, ['payload'], '{nope'],
  ['CatRecord', CatRecordSchema, ENTITY_EXAMPLES.CatRecord, ['payload'], 12],
  ['CatResult', CatResultSchema, ENTITY_EXAMPLES.CatResult, ['reasons', 1], false],
  [
    'PartnerAssociation',
    PartnerAssociationSchema,
    ENTITY_EXAMPLES.PartnerAssociation,
    ['associated'],
    'yes',
  ],
  ['MammoUpload', MammoUploadSchema, ENTITY_EXAMPLES.MammoUpload, ['size'], 0],
  ['ApiError', ApiErrorSchema, ENTITY_EXAMPLES.ApiError, ['path', 0], 3],
];

/** A deep copy of `value` with the field at `path` replaced. */
function withField(value: unknown, path: (string | number)[], replacement: unknown): unknown {
  const copy = structuredClone(value) as Record<string | number, unknown>;
  let node: Record<string | number, unknown> = copy;
  path.slice(0, -1).forEach((key) => {
    node = node[key] as Record<string | number, unknown>;
  });
  node[path[path.length - 1]!] = replacement;
  return copy;
}

describe('entity schemas', () => {
  it.each(rows)('%s accepts a realistic example', (_name, schema, example) => {
    const result = validatePayload(schema, example);
    expect(result).toEqual({ ok: true, value: example });
  });

  it.each(rows)(
    '%s keeps unknown extra fields (type(), not object())',
    (_name, schema, example) => {
      const extended = { ...(example as object), futureField: { nested: [1, 2] } };
      const result = validatePayload(schema, extended);
      expect(result.ok).toBe(true);
      expect(result.ok && result.value).toHaveProperty('futureField', { nested: [1, 2] });
    },
  );

  it.each(rows)(
    '%s rejects a wrong type with the path of the bad field',
    (_name, schema, example, badPath, badValue) => {
      const result = validatePayload(schema, withField(example, badPath, badValue));
      expect(result.ok).toBe(false);
      if (result.ok) return;
      expect(result.error.code).toBe('invalid_payload');
      expect(result.error.path).toEqual(badPath.map(String));
      expect(result.error.message).toContain(badPath.join('.'));
    },
  );

  it.each(rows)('%s rejects a non-object', (_name, schema) => {
    const result = validatePayload(schema, 'not an object');
    expect(result).toMatchObject({ ok: false, error: { path: [] } });
  });
});

describe('Member (spec section 3)', () => {
  it('"An authenticated member without a phone number" is representable: phoneNumber null', () => {
    const member = { ...ENTITY_EXAMPLES.Member, phoneNumber: null };
    expect(validatePayload(MemberSchema, member).ok).toBe(true);
  });

  it('termsOfService is null until accepted ("When the member\'s termsOfService value is set")', () => {
    const member = { ...ENTITY_EXAMPLES.Member, termsOfService: null };
    expect(validatePayload(MemberSchema, member).ok).toBe(true);
    const bad = { ...ENTITY_EXAMPLES.Member, termsOfService: 'yes' };
    expect(validatePayload(MemberSchema, bad)).toMatchObject({
      ok: false,
      error: { path: ['termsOfService'] },
    });
  });

  it('optional fields may be absent', () => {
    const { dob: _dob, sex: _sex, address: _address, utm: _utm, ...rest } = ENTITY_EXAMPLES.Member;
    expect(validatePayload(MemberSchema, rest).ok).toBe(true);
  });

  it('dob is a calendar date YYYY-MM-DD', () => {
    const bad = { ...ENTITY_EXAMPLES.Member, dob: '12/04/1980' };
    expect(validatePayload(MemberSchema, bad)).toMatchObject({
      ok: false,
      error: { path: ['dob'] },
    });
  });
});

describe('Address', () => {
  const us = ENTITY_EXAMPLES.Address;
  const gb = ENTITY_EXAMPLES.AddressGb;

  it.each(['10118', '10118-1234', '10118 1234'])(
    '"US postal code: five digits, optionally followed by a dash or a space and four digits": %s',
    (postalCode) => {
      expect(validatePayload(AddressSchema, { ...us, postalCode }).ok).toBe(true);
    },
  );

  it.each(['1011', '10118-12', 'ABCDE', '101181234'])('rejects US postal code %s', (postalCode) => {
    expect(validatePayload(AddressSchema, { ...us, postalCode })).toMatchObject({
      ok: false,
      error: { path: ['postalCode'] },
    });
  });

  it('a US address needs a two-letter state code', () => {
    expect(validatePayload(AddressSchema, { ...us, state: 'LDN' })).toMatchObject({
      ok: false,
      error: { path: ['state'] },
    });
  });

  it.each(['LDN', 'NE', 'NW', 'YH', 'EM', 'WM', 'SE', 'EE', 'SW', 'SCT', 'IE', 'NI', 'WAL'])(
    'a GB address takes the UK region code %s',
    (state) => {
      expect(validatePayload(AddressSchema, { ...gb, state }).ok).toBe(true);
    },
  );

  it('a GB address rejects a US state code', () => {
    expect(validatePayload(AddressSchema, { ...gb, state: 'NY' })).toMatchObject({
      ok: false,
      error: { path: ['state'] },
    });
  });

  it('a GB address needs a UK postcode', () => {
    expect(validatePayload(AddressSchema, { ...gb, postalCode: '10118' })).toMatchObject({
      ok: false,
      error: { path: ['postalCode'] },
    });
  });

  it('the bad field path is absolute when the address is nested', () => {
    const member = { ...ENTITY_EXAMPLES.Member, address: { ...us, state: 'New York' } };
    expect(validatePayload(MemberSchema, member)).toMatchObject({
      ok: false,
      error: { path: ['address', 'state'] },
    });
  });
});

describe('Discount', () => {
  const base = ENTITY_EXAMPLES.Discount;

  it('an AMOUNT discount carries amountOff in cents', () => {
    const amount = { ...base, kind: 'AMOUNT', percentOff: null, amountOff: 5_000 };
    expect(validatePayload(DiscountSchema, amount).ok).toBe(true);
  });

  it('an AMOUNT discount without amountOff fails at amountOff', () => {
    const amount = { ...base, kind: 'AMOUNT', percentOff: null, amountOff: null };
    expect(validatePayload(DiscountSchema, amount)).toMatchObject({
      ok: false,
      error: { path: ['amountOff'] },
    });
  });

  it('a PERCENT discount without percentOff fails at percentOff', () => {
    expect(validatePayload(DiscountSchema, { ...base, percentOff: undefined })).toMatchObject({
      ok: false,
      error: { path: ['percentOff'] },
    });
  });

  it('percentOff is at most 100', () => {
    expect(validatePayload(DiscountSchema, { ...base, percentOff: 101 })).toMatchObject({
      ok: false,
      error: { path: ['percentOff'] },
    });
  });
});

describe('Center', () => {
  it.each([0, 1, 2, 3, 4, 5, 6])(
    "bookingProvider %i is one of the spec's numeric enum",
    (value) => {
      const center = { ...ENTITY_EXAMPLES.Center, bookingProvider: value };
      expect(validatePayload(CenterSchema, center).ok).toBe(true);
    },
  );

  it('bookingProvider as a name string is refused (it is numeric on the wire)', () => {
    const center = { ...ENTITY_EXAMPLES.Center, bookingProvider: 'RadNetEast' };
    expect(validatePayload(CenterSchema, center)).toMatchObject({
      ok: false,
      error: { path: ['bookingProvider'] },
    });
  });
});

describe('TaskNote', () => {
  it('"has a type field, used in event names": an upper-case token', () => {
    const note = { ...ENTITY_EXAMPLES.TaskNote, type: 'member task' };
    expect(validatePayload(TaskNoteSchema, note)).toMatchObject({
      ok: false,
      error: { path: ['type'] },
    });
  });

  it('an unknown upper-case type still passes (new server types do not break the client)', () => {
    const note = { ...ENTITY_EXAMPLES.TaskNote, type: 'NEW_KIND_2' };
    expect(validatePayload(TaskNoteSchema, note).ok).toBe(true);
  });
});

describe('CatRecord', () => {
  it('"saved as a JSON string in a field payload": payload must be JSON text', () => {
    expect(validatePayload(CatRecordWireSchema, { payload: '[1,2]' }).ok).toBe(true);
    expect(validatePayload(CatRecordWireSchema, { payload: { a: 1 } })).toMatchObject({
      ok: false,
      error: { path: ['payload'] },
    });
  });

  it('"On load the payload is parsed into a field data": data may be any JSON value', () => {
    expect(validatePayload(CatRecordSchema, { data: null }).ok).toBe(true);
    expect(validatePayload(CatRecordSchema, { data: [1, 'two'] }).ok).toBe(true);
  });
});

describe('CAT record wire helpers', () => {
  it('decodeCatRecordWire: "On load the payload is parsed into a field data"', () => {
    const result = decodeCatRecordWire(ENTITY_EXAMPLES.CatRecordWire);
    expect(result).toEqual({
      ok: true,
      value: { ...ENTITY_EXAMPLES.CatRecordWire, data: ENTITY_EXAMPLES.CatRecord.data },
    });
    expect(result.ok && validatePayload(CatRecordSchema, result.value).ok).toBe(true);
  });

  it('decodeCatRecordWire reports bad JSON at payload and never throws', () => {
    expect(decodeCatRecordWire({ payload: '{oops' })).toMatchObject({
      ok: false,
      error: { code: 'invalid_payload', path: ['payload'] },
    });
  });

  it('encodeCatPayload: "saved as a JSON string in a field payload"', () => {
    expect(encodeCatPayload({ cacStent: true })).toEqual({ payload: '{"cacStent":true}' });
    expect(encodeCatPayload(undefined)).toEqual({ payload: 'null' });
    expect(validatePayload(CatRecordWireSchema, encodeCatPayload([1, 'a'])).ok).toBe(true);
  });
});
