import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  AppointmentSchema,
  CenterSchema,
  EncounterSchema,
  InvoiceSchema,
  MemberSchema,
  MessageSchema,
  OfferSchema,
  PlanSchema,
  ReportSchema,
  TaskSchema,
  validatePayload,
} from '@scanwise/core';
import type { AnyPayloadSchema } from '@scanwise/core';
import {
  createPlatform,
  createSeedState,
  DEMO_MEMBER,
  readStateFile,
  ROLE_LIST_MEMBER,
  SOCIAL_MEMBER,
  STAFF_ACCOUNT,
  StateFileError,
  writeStateFile,
  zonedTimeToUtc,
  PlatformError,
} from '../src/platform';

const NOW = new Date('2026-03-01T12:00:00Z');
const fresh = () => createPlatform({ now: () => NOW });

const expectValid = (schema: AnyPayloadSchema, values: readonly unknown[]) => {
  for (const value of values) {
    const result = validatePayload(schema, value);
    expect(result.ok ? null : result.error).toBeNull();
  }
};

describe('seed', () => {
  it('is deterministic for a reference date', () => {
    const day = new Date('2026-03-01T00:00:00Z');
    expect(JSON.stringify(createSeedState(day))).toBe(JSON.stringify(createSeedState(day)));
    expect(fresh().snapshot().referenceDate).toBe('2026-03-01T00:00:00Z');
  });

  it('holds only values the core schemas accept', () => {
    const s = fresh().snapshot();
    expectValid(MemberSchema, s.members);
    expectValid(PlanSchema, s.plans);
    expectValid(CenterSchema, s.centers);
    expectValid(OfferSchema, s.offers);
    expectValid(AppointmentSchema, s.appointments);
    expectValid(EncounterSchema, s.encounters);
    expectValid(TaskSchema, s.tasks);
    expectValid(ReportSchema, s.reports);
    // Files are kept as platform paths; the calls answer them as links on the platform's origin.
    const onOrigin = (path: string | null | undefined) =>
      path ? `http://platform.test${path}` : path;
    expectValid(
      InvoiceSchema,
      s.invoices.map((invoice) => ({ ...invoice, pdfUrl: onOrigin(invoice.pdfUrl) })),
    );
    expectValid(MessageSchema, s.messages);
  });

  it('seeds the demo member as the issue asks', () => {
    const p = fresh();
    const demo = p.getMember(DEMO_MEMBER.id);
    expect(demo.termsOfService).toBeTruthy();
    expect(demo.phoneNumber).toBeTruthy();
    const encounters = p.listEncounters(DEMO_MEMBER.id);
    const reported = encounters.filter((e) => e.reportAvailable);
    expect(reported).toHaveLength(2);
    expect(p.listReports(DEMO_MEMBER.id).map((r) => r.encounterId)).toEqual(
      reported.map((e) => e.id),
    );
    const upcoming = encounters.filter(
      (e) => e.appointment && Date.parse(e.appointment.start) > NOW.getTime(),
    );
    expect(upcoming).toHaveLength(1);
    expect(Date.parse(upcoming[0]?.appointment?.start ?? '') - NOW.getTime()).toBeLessThan(
      121 * 86_400_000,
    );
    const open = p
      .listTasks(DEMO_MEMBER.id)
      .filter((t) => !t.done)
      .map((t) => t.type);
    expect(open).toEqual(['MEDICAL_QUESTIONNAIRE', 'MAMMO_UPLOAD']);
    expect(p.listInvoices(DEMO_MEMBER.id).map((i) => i.status)).toEqual(['PAID', 'PAID', 'DUE']);
    expect(p.listMessages(DEMO_MEMBER.id).length).toBeGreaterThan(0);
  });

  it('seeds the other members: no phone, no terms, social (partial), role list, staff', () => {
    const p = fresh();
    expect(p.getMember('mbr_nophone').phoneNumber).toBeNull();
    expect(p.getMember('mbr_noterms').termsOfService).toBeNull();
    expect(p.accounts.findById(SOCIAL_MEMBER.id)).toMatchObject({
      isPartial: true,
      kind: 'member',
    });
    expect(() => p.getMember(SOCIAL_MEMBER.id)).toThrow(PlatformError);
    expect(p.accounts.findByEmail(ROLE_LIST_MEMBER.email)?.role).toEqual(['Member', 'Beta']);
    expect(p.accounts.findByEmail(DEMO_MEMBER.email)?.role).toBe('Member');
    expect(p.accounts.findById(STAFF_ACCOUNT.id)).toMatchObject({ kind: 'staff' });
  });

  it('has centers in both countries with their provider and zone', () => {
    const centers = fresh().snapshot().centers;
    expect(new Set(centers.map((c) => c.country))).toEqual(new Set(['US', 'GB']));
    expect(new Set(centers.map((c) => c.bookingProvider))).toEqual(new Set([0, 1, 2, 3, 4, 5, 6]));
    for (const center of centers)
      expect(() => new Intl.DateTimeFormat('en', { timeZone: center.timeZone })).not.toThrow();
  });

  it("writes each plan for its country's members: UK plans in British spelling", () => {
    const plans = fresh().snapshot().plans;
    const text = (country: string) =>
      plans
        .filter((plan) => plan.country === country)
        .map((plan) => `${plan.name} ${plan.description}`)
        .join(' ');
    expect(text('GB')).toContain('partner centre');
    expect(text('GB')).not.toMatch(/\bcenters?\b/i);
    expect(text('US')).not.toMatch(/\bcentres?\b/i);
  });

  it('says how the plans differ: within a country no two plans share a description or a list of features', () => {
    const plans = fresh().snapshot().plans;
    for (const country of ['US', 'GB']) {
      const ofCountry = plans.filter((plan) => plan.country === country);
      const kinds = new Set(ofCountry.map((plan) => plan.kind));
      expect(new Set(ofCountry.map((plan) => plan.description)).size).toBe(ofCountry.length);
      // Plans of different kinds list different features (the body scans differ by description).
      const featureLists = new Set(ofCountry.map((plan) => plan.features.join('|')));
      expect(featureLists.size).toBeGreaterThanOrEqual(kinds.size);
      for (const plan of ofCountry) expect(plan.features.length).toBeGreaterThanOrEqual(3);
    }
  });
});

describe('account directory (identity)', () => {
  it('checks passwords against scrypt hashes, case-insensitive e-mail', () => {
    const p = fresh();
    expect(p.accounts.verifyPassword('DEMO@example.com', DEMO_MEMBER.password)?.id).toBe(
      DEMO_MEMBER.id,
    );
    expect(p.accounts.verifyPassword(DEMO_MEMBER.email, 'wrong')).toBeUndefined();
    expect(p.accounts.verifyPassword(STAFF_ACCOUNT.email, STAFF_ACCOUNT.password)?.kind).toBe(
      'staff',
    );
    expect(p.accounts.verifyPassword(SOCIAL_MEMBER.email, '')).toBeUndefined();
    const text = JSON.stringify(p.snapshot());
    expect(text).not.toContain(DEMO_MEMBER.password);
    expect(p.snapshot().accounts[0]?.passwordHash).toMatch(/^scrypt\$16384\$8\$1\$/);
  });

  it('lists members without staff and creates social members once', () => {
    const p = fresh();
    expect(p.accounts.listMembers().some((a) => a.kind === 'staff')).toBe(false);
    const created = p.accounts.createSocialMember('new.social@example.com');
    expect(created).toMatchObject({ isPartial: true, kind: 'member' });
    expect(p.accounts.createSocialMember('NEW.social@example.com').id).toBe(created.id);
  });
});

describe('time zones', () => {
  it('turns wall-clock times into instants across daylight-saving changes', () => {
    expect(zonedTimeToUtc(2026, 3, 6, 8, 0, 'America/New_York').toISOString()).toBe(
      '2026-03-06T13:00:00.000Z',
    );
    expect(zonedTimeToUtc(2026, 3, 9, 8, 0, 'America/New_York').toISOString()).toBe(
      '2026-03-09T12:00:00.000Z',
    );
    expect(zonedTimeToUtc(2026, 3, 27, 8, 0, 'Europe/London').toISOString()).toBe(
      '2026-03-27T08:00:00.000Z',
    );
    expect(zonedTimeToUtc(2026, 3, 30, 8, 0, 'Europe/London').toISOString()).toBe(
      '2026-03-30T07:00:00.000Z',
    );
    expect(zonedTimeToUtc(2026, 7, 1, 8, 0, 'America/Phoenix').toISOString()).toBe(
      '2026-07-01T15:00:00.000Z',
    );
  });

  it('offers London slots at 08:00 local on both sides of the UK change', () => {
    const p = fresh();
    const before = p.availability('ctr_ldn_harley', {
      from: '2026-03-27T00:00:00Z',
      to: '2026-03-28T00:00:00Z',
    });
    const after = p.availability('ctr_ldn_harley', {
      from: '2026-03-30T00:00:00Z',
      to: '2026-03-31T00:00:00Z',
    });
    expect(before[0]?.start).toBe('2026-03-27T08:00:00Z');
    expect(after[0]?.start).toBe('2026-03-30T07:00:00Z');
    expect(
      p.availability('ctr_ldn_harley', {
        from: '2026-03-29T00:00:00Z',
        to: '2026-03-30T00:00:00Z',
      }),
    ).toEqual([]);
  });

  it('offers nothing within the 24-hour lead time', () => {
    const slots = fresh().availability('ctr_nyc_5th', {
      from: '2026-03-01T00:00:00Z',
      to: '2026-03-03T00:00:00Z',
    });
    expect(slots.every((s) => Date.parse(s.start) >= NOW.getTime() + 86_400_000)).toBe(true);
  });
});

describe('operations', () => {
  it('roll back completely when refused, and announce nothing', () => {
    const p = fresh();
    const events: unknown[] = [];
    p.subscribe((e) => events.push(e));
    const before = p.snapshot();
    expect(() =>
      p.createPendingCharge(DEMO_MEMBER.id, 'pkg_full_body', {
        packageId: 'pkg_full_body',
        addOnIds: [],
        slot: { centerId: 'ctr_nyc_5th', start: '2026-03-08T03:00:00Z' },
      }),
    ).toThrow(/not available/);
    expect(p.snapshot()).toEqual(before);
    expect(events).toEqual([]);
  });

  it('completing a task announces SetDone material and the encounter next step', () => {
    const p = fresh();
    const events: string[] = [];
    p.subscribe((e) =>
      events.push(
        e.type === 'task-changed'
          ? `${e.change}:${e.note.type}:${e.note.taskId}`
          : e.type === 'encounter-changed'
            ? `enc:${e.encounter.nextStep}`
            : `msg:${e.message.id}`,
      ),
    );
    expect(p.completeTask(DEMO_MEMBER.id, 'tsk_demo_mq').done).toBe(true);
    expect(events).toEqual(['done:MEMBERTASK:tsk_demo_mq', 'enc:UPLOAD_MAMMOGRAM']);
    p.completeTask(DEMO_MEMBER.id, 'tsk_demo_mq');
    expect(events).toHaveLength(2);
    expect(() => p.completeTask('mbr_roles', 'tsk_demo_mammo')).toThrow(PlatformError);
  });

  it('reset goes back to the seed', () => {
    const p = fresh();
    p.patchMember(DEMO_MEMBER.id, { firstName: 'Changed' });
    p.reset();
    expect(p.getMember(DEMO_MEMBER.id).firstName).toBe('Dana');
  });
});

describe('state file', () => {
  const dir = () => mkdtempSync(join(tmpdir(), 'sw-platform-'));

  it('round-trips the state, written atomically on every change', () => {
    const file = join(dir(), 'nested', 'state.json');
    const p = createPlatform({ now: () => NOW, onCommit: (s) => writeStateFile(file, s) });
    p.patchMember(DEMO_MEMBER.id, { firstName: 'Persisted' });
    const again = createPlatform({
      now: () => NOW,
      initialState: readStateFile(file) as NonNullable<ReturnType<typeof readStateFile>>,
    });
    expect(again.getMember(DEMO_MEMBER.id).firstName).toBe('Persisted');
    expect(again.snapshot()).toEqual(p.snapshot());
    expect(readdirSync(join(file, '..'))).toEqual(['state.json']);
  });

  it('answers undefined when there is no file yet', () => {
    expect(readStateFile(join(dir(), 'missing.json'))).toBeUndefined();
  });

  it('refuses corrupt files with a clear message', () => {
    const base = dir();
    const cases: [string, RegExp][] = [
      ['{"format":"scanwise-platform-state","state":', /not JSON/],
      ['[1,2]', /not a JSON object/],
      ['{"state":{}}', /format/],
      ['{"format":"scanwise-platform-state","state":{"version":2}}', /unsupported version/],
      [
        '{"format":"scanwise-platform-state","state":{"version":1,"referenceDate":"x","nextId":1,"accounts":{}}}',
        /'accounts' is not a list/,
      ],
    ];
    cases.forEach(([text, reason], index) => {
      const file = join(base, `bad-${index}.json`);
      writeFileSync(file, text);
      expect(() => readStateFile(file)).toThrow(StateFileError);
      expect(() => readStateFile(file)).toThrow(reason);
      expect(() => readStateFile(file)).toThrow(/Refusing to start/);
    });
  });
});
