import { describe, expect, it } from 'vitest';
import { FakeClock, FakePrivacySignal, MemoryStorage, RecordingLogger } from '../testing';
import { consentRequirement, decideConsent, isConsentGiven } from './consentPolicy';
import { CONSENT_POLICY_VERSION, CONSENT_STORAGE_KEY, ConsentStore } from './consentRecord';
import { ConsentService } from './consentService';

const NOW = Date.UTC(2026, 10, 23, 9, 30, 0);

function setup(initial?: Record<string, string>, policyVersion?: number) {
  const storage = new MemoryStorage(initial);
  const clock = new FakeClock(NOW);
  const logger = new RecordingLogger();
  const store = new ConsentStore({
    storage,
    clock,
    logger,
    ...(policyVersion === undefined ? {} : { policyVersion }),
  });
  const privacySignal = new FakePrivacySignal();
  const service = new ConsentService({ store, privacySignal });
  return { storage, clock, logger, store, service, privacySignal };
}

// Hand-written or older records: any field of any type, as storage can hold anything.
const stored = (record: Readonly<Record<string, unknown>>) => ({
  [CONSENT_STORAGE_KEY]: JSON.stringify({
    version: 1,
    choice: 'granted',
    decidedAt: NOW - 1000,
    policyVersion: CONSENT_POLICY_VERSION,
    ...record,
  }),
});

describe('consentRequirement: "For members in the UK (and wherever the law asks) ... only after consent"', () => {
  it.each([
    [{ locale: 'en-gb' as const }, 'optIn'],
    [{ locale: 'en-us' as const }, 'optOut'],
    [{ locale: 'en-us' as const, memberCountry: 'GB' as const }, 'optIn'],
    [{ locale: 'en-gb' as const, memberCountry: 'US' as const }, 'optIn'],
    [{ locale: 'en-us' as const, memberCountry: 'US' as const }, 'optOut'],
    [{ memberCountry: 'US' as const }, 'optOut'],
    [{ memberCountry: 'GB' as const }, 'optIn'],
    // Nothing known yet: nothing loads.
    [{}, 'optIn'],
  ])('%j -> %s', (input, requirement) => {
    expect(consentRequirement(input)).toBe(requirement);
  });

  it('a refusal is final everywhere; a yes always allows; no answer follows the requirement', () => {
    expect(isConsentGiven('denied', 'optOut')).toBe(false);
    expect(isConsentGiven('denied', 'optIn')).toBe(false);
    expect(isConsentGiven('granted', 'optIn')).toBe(true);
    expect(isConsentGiven(null, 'optIn')).toBe(false);
    expect(isConsentGiven(null, 'optOut')).toBe(true);
  });
});

describe('decideConsent: "a browser\'s Global Privacy Control signal is honoured as an opt-out"', () => {
  const choices = ['granted', 'denied', null] as const;
  const requirements = ['optIn', 'optOut'] as const;
  const cases = requirements.flatMap((requirement) =>
    choices.map((choice) => [requirement, choice] as const),
  );

  it.each(cases)(
    'with the signal (%s, stored %s): no tracking and nothing asked',
    (requirement, choice) => {
      expect(decideConsent({ choice, requirement, globalPrivacyControl: true })).toEqual({
        trackingAllowed: false,
        askNeeded: false,
      });
    },
  );

  it.each(cases)(
    'without it (%s, stored %s): the stored answer and the requirement decide',
    (requirement, choice) => {
      expect(decideConsent({ choice, requirement, globalPrivacyControl: false })).toEqual({
        trackingAllowed: isConsentGiven(choice, requirement),
        askNeeded: requirement === 'optIn' && choice === null,
      });
    },
  );
});

describe('ConsentStore: "the choice is kept"', () => {
  it('stores a versioned record with the time from the Clock', () => {
    const { storage, store } = setup();
    expect(store.read()).toBeNull();
    store.decide('denied');
    expect(JSON.parse(storage.getItem(CONSENT_STORAGE_KEY) ?? '')).toEqual({
      version: 1,
      choice: 'denied',
      decidedAt: NOW,
      policyVersion: CONSENT_POLICY_VERSION,
    });
    // A new page load reads it back.
    const again = new ConsentStore({ storage, clock: new FakeClock() });
    expect(again.read()).toEqual({
      version: 1,
      choice: 'denied',
      decidedAt: NOW,
      policyVersion: CONSENT_POLICY_VERSION,
    });
  });

  it.each([
    ['not JSON', { [CONSENT_STORAGE_KEY]: '{"version":1,"choice":' }],
    ['a bare string', { [CONSENT_STORAGE_KEY]: '"granted"' }],
    ['an unknown choice', stored({ choice: 'maybe' })],
    ['another record version', stored({ version: 0 })],
    ['a negative time', stored({ decidedAt: -5 })],
    ['a time that is not a number', stored({ decidedAt: '2026-11-23' })],
    ['no policy version', stored({ policyVersion: undefined })],
    ['an older policy', stored({ policyVersion: CONSENT_POLICY_VERSION - 1 })],
  ])('a corrupt or old record (%s) is discarded with a log line and asked again', (_, initial) => {
    const { storage, logger, service } = setup(initial);
    service.setLocale('en-gb');
    expect(service.getSnapshot()).toMatchObject({
      choice: null,
      askNeeded: true,
      trackingAllowed: false,
    });
    expect(storage.getItem(CONSENT_STORAGE_KEY)).toBeNull();
    expect(logger.has('warn', 'Consent record discarded')).toBe(true);
  });

  it('a record answering a newer policy than this build is discarded too', () => {
    const { logger, store } = setup(stored({ policyVersion: 2 }), 1);
    expect(store.read()).toBeNull();
    expect(logger.messages('warn')).toEqual(['Consent record discarded']);
  });

  it('storage that throws: reading counts as undecided, a choice is kept for the page', () => {
    const logger = new RecordingLogger();
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => undefined,
      keys: () => [],
    };
    const store = new ConsentStore({ storage: broken, clock: new FakeClock(NOW), logger });
    expect(store.read()).toBeNull();
    store.decide('granted');
    expect(store.read()?.choice).toBe('granted');
    expect(logger.has('warn', 'Consent record unreadable')).toBe(true);
    expect(logger.has('warn', 'Consent choice could not be stored')).toBe(true);
  });
});

describe('ConsentService', () => {
  it('a UK visitor is asked; nothing is allowed until they accept', () => {
    const { service, clock } = setup();
    const states: boolean[] = [];
    service.trackingAllowed$.subscribe((allowed) => states.push(allowed));
    service.setLocale('en-gb');
    expect(service.getSnapshot()).toEqual({
      choice: null,
      decidedAt: null,
      requirement: 'optIn',
      trackingAllowed: false,
      askNeeded: true,
      globalPrivacyControl: false,
    });
    clock.advance(60_000);
    service.grant();
    expect(service.getSnapshot()).toEqual({
      choice: 'granted',
      decidedAt: NOW + 60_000,
      requirement: 'optIn',
      trackingAllowed: true,
      askNeeded: false,
      globalPrivacyControl: false,
    });
    expect(states).toEqual([false, true]);
  });

  it('refusing is as final as accepting: no banner, no tracking, kept across page loads', () => {
    const { service, storage } = setup();
    service.setLocale('en-gb');
    service.refuse();
    expect(service.getSnapshot()).toMatchObject({ askNeeded: false, trackingAllowed: false });
    const reloaded = new ConsentService({
      store: new ConsentStore({ storage, clock: new FakeClock() }),
      locale: 'en-gb',
    });
    expect(reloaded.getSnapshot()).toMatchObject({ choice: 'denied', askNeeded: false });
  });

  it('US visitors are tracked without a banner until they refuse in Account', () => {
    const { service } = setup();
    expect(service.isTrackingAllowed()).toBe(false); // locale not known yet
    service.setLocale('en-us');
    expect(service.getSnapshot()).toMatchObject({
      requirement: 'optOut',
      askNeeded: false,
      trackingAllowed: true,
    });
    service.refuse();
    expect(service.isTrackingAllowed()).toBe(false);
  });

  it('"a member who refused is never tracked anywhere": a refusal on en-gb holds on en-us', () => {
    const { service } = setup();
    service.setLocale('en-gb');
    service.refuse();
    service.setLocale('en-us');
    expect(service.getSnapshot()).toMatchObject({ trackingAllowed: false, askNeeded: false });
  });

  it('a GB member on the US site is asked; signing out drops back to the locale rule', () => {
    const { service } = setup();
    service.setLocale('en-us');
    service.setMemberCountry('GB');
    expect(service.getSnapshot()).toMatchObject({ askNeeded: true, trackingAllowed: false });
    service.setMemberCountry(undefined);
    expect(service.getSnapshot()).toMatchObject({ askNeeded: false, trackingAllowed: true });
  });

  it('reload picks up an answer another tab stored', () => {
    const { service, storage, clock } = setup();
    service.setLocale('en-gb');
    new ConsentStore({ storage, clock }).decide('granted');
    expect(service.isTrackingAllowed()).toBe(false);
    service.reload();
    expect(service.isTrackingAllowed()).toBe(true);
  });

  it('a US member who accepted, with Global Privacy Control on, is not tracked', () => {
    const { service, privacySignal } = setup(stored({ choice: 'granted' }));
    privacySignal.globalPrivacyControlOn = true;
    service.setLocale('en-us');
    expect(service.getSnapshot()).toEqual({
      choice: 'granted',
      decidedAt: NOW - 1000,
      requirement: 'optOut',
      trackingAllowed: false,
      askNeeded: false,
      globalPrivacyControl: true,
    });
    expect(service.isTrackingAllowed()).toBe(false);
  });

  it('a US visitor who never answered is not tracked by default while the signal is on', () => {
    const { service, privacySignal } = setup();
    privacySignal.globalPrivacyControlOn = true;
    service.setLocale('en-us');
    expect(service.getSnapshot()).toMatchObject({ choice: null, trackingAllowed: false });
  });

  it('a UK visitor with the signal on is not asked: the signal is the answer', () => {
    const { service, privacySignal } = setup();
    privacySignal.globalPrivacyControlOn = true;
    service.setLocale('en-gb');
    expect(service.getSnapshot()).toMatchObject({
      requirement: 'optIn',
      askNeeded: false,
      trackingAllowed: false,
      globalPrivacyControl: true,
    });
    service.setMemberCountry('GB');
    expect(service.getSnapshot()).toMatchObject({ askNeeded: false, trackingAllowed: false });
  });

  it('accepting while the signal is on keeps the answer but tracks nothing', () => {
    const { service, privacySignal, storage } = setup();
    privacySignal.globalPrivacyControlOn = true;
    service.setLocale('en-gb');
    service.grant();
    expect(service.getSnapshot()).toMatchObject({ choice: 'granted', trackingAllowed: false });
    expect(storage.getItem(CONSENT_STORAGE_KEY)).toContain('"granted"');
  });

  it('the stored answer is untouched by the signal and applies again once the browser stops it', () => {
    const { service, privacySignal, storage } = setup(stored({ choice: 'granted' }));
    service.setLocale('en-us');
    const states: boolean[] = [];
    service.trackingAllowed$.subscribe((allowed) => states.push(allowed));
    privacySignal.globalPrivacyControlOn = true;
    service.reload();
    expect(service.getSnapshot()).toMatchObject({ choice: 'granted', trackingAllowed: false });
    expect(JSON.parse(storage.getItem(CONSENT_STORAGE_KEY) ?? '')).toMatchObject({
      choice: 'granted',
    });
    privacySignal.globalPrivacyControlOn = false;
    service.reload();
    expect(service.getSnapshot()).toMatchObject({
      trackingAllowed: true,
      globalPrivacyControl: false,
    });
    expect(states).toEqual([true, false, true]);
  });

  it('without a privacy-signal port there is no signal', () => {
    const store = new ConsentStore({ storage: new MemoryStorage(), clock: new FakeClock(NOW) });
    const service = new ConsentService({ store, locale: 'en-us' });
    expect(service.getSnapshot()).toMatchObject({
      globalPrivacyControl: false,
      trackingAllowed: true,
    });
  });

  it('emits only on change; the snapshot stays the same object meanwhile', () => {
    const { service } = setup();
    const seen: unknown[] = [];
    service.subscribe((state) => seen.push(state));
    const before = service.getSnapshot();
    service.setLocale('en-gb');
    service.setMemberCountry('GB');
    expect(service.getSnapshot()).toBe(before);
    expect(seen).toHaveLength(1);
    service.dispose();
  });
});
