// Boundary fuzz: storage contents written by an older version or by hand. Every store
// that reads storage, fed random text, JSON of the wrong shape, envelopes of other versions,
// mutated states and prototype-pollution keys. Storage written by an older or a corrupt version
// of the app is migrated or discarded with a log line, never a crash: reading never throws;
// an entry the store drops is logged; what it keeps reads back the same (the stored entry is
// valid from then on); Object.prototype is never touched.
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import {
  BOOKING_ID_STORAGE_KEY,
  BOOKING_JOURNEY_STORAGE_KEY,
  BOOKING_STATE_STORAGE_KEY,
  DEFAULT_BOOKING_STATE,
  createBookingIdStore,
  createBookingStateStore,
} from '../../src/booking';
import { createBookingJourneyProgressStore } from '../../src/booking/bookingJourneyProgress';
import { CONSENT_STORAGE_KEY, ConsentStore } from '../../src/consent';
import { ScanwiseEventBus } from '../../src/events';
import { FLOW_STATE_STORAGE_KEY, IDLE_FLOW_STATE, createFlowStore } from '../../src/flow';
import { createIdleLogoutPolicy, LAST_ACTIVITY_STORAGE_KEY } from '../../src/idle';
import { INITIAL_SETUP_STORAGE_KEY, createInitialSetupStore } from '../../src/initialSetup';
import { NO_MEMBER_OFFER, OFFER_STATE_STORAGE_KEY, createOfferStore } from '../../src/offers';
import type { KeyValueStorage, Logger } from '../../src/ports';
import { PRELOAD_RELOAD_COUNT_KEY, createPreloadRecovery } from '../../src/preload';
import {
  MQ_ONE_TAP_STORAGE_KEY,
  MedicalQuestionnaireDraftStore,
  createMqOneTapStore,
  medicalQuestionnaireDraftKey,
} from '../../src/questionnaire';
import { ENTITY_EXAMPLES } from '../../src/schemas';
import {
  ROOT_SESSION_STORAGE_KEY,
  RootSessionStore,
  SIGN_IN_KIND_STORAGE_KEY,
  SignInKindStore,
  UNANNOUNCED_SESSION_CHANGE_KEY,
  keepUnannouncedSessionChange,
} from '../../src/session';
import { FakeClock, MemoryStorage, RecordingLogger } from '../../src/testing';
import { ToastMachine } from '../../src/toast';
import {
  fuzz,
  hostileString,
  hostileValue,
  mutated,
  prototypePolluted,
  writeFuzzFigures,
} from './fuzzFigures';

interface StoreUnderTest {
  readonly name: string;
  readonly key: string;
  /** The state a store starts from, to write plausible old and mutated entries. */
  readonly sample: unknown;
  /** Whether an entry it drops must leave a log line (false: a plain counter, see below). */
  readonly logsDiscards: boolean;
  /** Builds the store over `storage` and reads it; returns what it read. */
  readonly read: (storage: KeyValueStorage, logger: Logger) => unknown;
}

const DRAFT = { memberId: 'mem_1', encounterId: 'enc_1' };

/** Every store of the core that reads storage. */
const STORES: readonly StoreUnderTest[] = [
  {
    name: 'booking state',
    key: BOOKING_STATE_STORAGE_KEY,
    sample: DEFAULT_BOOKING_STATE,
    logsDiscards: true,
    read: (storage, logger) => createBookingStateStore({ storage, logger }).getSnapshot(),
  },
  {
    name: 'booking id',
    key: BOOKING_ID_STORAGE_KEY,
    sample: { bookingId: 'bk_1' },
    logsDiscards: true,
    read: (storage, logger) => createBookingIdStore({ storage, logger }).getSnapshot(),
  },
  {
    name: 'booking journey',
    key: BOOKING_JOURNEY_STORAGE_KEY,
    sample: createBookingJourneyProgressStore({ storage: new MemoryStorage() }).getSnapshot(),
    logsDiscards: true,
    read: (storage, logger) => createBookingJourneyProgressStore({ storage, logger }).getSnapshot(),
  },
  {
    name: 'flow',
    key: FLOW_STATE_STORAGE_KEY,
    sample: IDLE_FLOW_STATE,
    logsDiscards: true,
    read: (storage, logger) => createFlowStore({ storage, logger }).getSnapshot(),
  },
  {
    name: 'offer',
    key: OFFER_STATE_STORAGE_KEY,
    sample: NO_MEMBER_OFFER,
    logsDiscards: true,
    read: (storage, logger) => createOfferStore({ storage, logger }).getSnapshot(),
  },
  {
    name: 'initial setup',
    key: INITIAL_SETUP_STORAGE_KEY,
    sample: { email: 'jane@example.com', code: 'ABC-123' },
    logsDiscards: true,
    read: (storage, logger) => createInitialSetupStore({ storage, logger }).getSnapshot(),
  },
  {
    name: 'root session',
    key: ROOT_SESSION_STORAGE_KEY,
    sample: { version: 1, authenticated: true, member: ENTITY_EXAMPLES.Member },
    logsDiscards: true,
    read: (storage, logger) => new RootSessionStore({ storage, logger }).getSnapshot(),
  },
  {
    name: 'sign-in kind',
    key: SIGN_IN_KIND_STORAGE_KEY,
    sample: 'E',
    logsDiscards: true,
    read: (storage, logger) => new SignInKindStore({ storage, logger }).getSnapshot(),
  },
  {
    name: 'consent',
    key: CONSENT_STORAGE_KEY,
    sample: { version: 1, choice: 'granted', decidedAt: 0, policyVersion: 1 },
    logsDiscards: true,
    read: (storage, logger) => new ConsentStore({ storage, logger, clock: new FakeClock() }).read(),
  },
  {
    name: 'medical questionnaire draft',
    key: medicalQuestionnaireDraftKey(DRAFT.memberId, DRAFT.encounterId),
    sample: { version: 1, answers: {}, savedAt: 0 },
    logsDiscards: true,
    read: (storage, logger) =>
      new MedicalQuestionnaireDraftStore({ storage, logger, now: () => 0, ...DRAFT }).read(),
  },
  {
    name: 'questionnaire one-tap',
    key: MQ_ONE_TAP_STORAGE_KEY,
    sample: createMqOneTapStore({ storage: new MemoryStorage() }).getSnapshot(),
    logsDiscards: true,
    read: (storage, logger) => createMqOneTapStore({ storage, logger }).getSnapshot(),
  },
  {
    // A reload counter: an unreadable count is read as 0 and overwritten by the next reload
    // (nothing of the member's is lost, so nothing is logged).
    name: 'preload reload count',
    key: PRELOAD_RELOAD_COUNT_KEY,
    sample: 1,
    logsDiscards: false,
    read: (storage) => {
      const count = createPreloadRecovery(storage).reloadsSoFar();
      expect(Number.isInteger(count) && count >= 0).toBe(true);
      return count;
    },
  },
  {
    // The last activity time: an unreadable one counts as none and is rewritten on start.
    name: 'idle last activity',
    key: LAST_ACTIVITY_STORAGE_KEY,
    sample: 0,
    logsDiscards: false,
    read: (storage, logger) => {
      const clock = new FakeClock();
      const policy = createIdleLogoutPolicy({
        clock,
        storage,
        logger,
        toast: new ToastMachine(clock),
        isUserExpired: () => false,
        logout: () => undefined,
      });
      policy.start('restored');
      const phase = policy.getSnapshot();
      policy.dispose();
      return phase;
    },
  },
  {
    // A tab's own sign-in or sign-out not told to the other tabs yet: an unreadable one counts as
    // none (the other tabs still catch up from the stored session when they next start).
    name: 'unannounced session change',
    key: UNANNOUNCED_SESSION_CHANGE_KEY,
    sample: 'logout',
    logsDiscards: false,
    read: (storage) => keepUnannouncedSessionChange(new ScanwiseEventBus(), storage).latest(),
  },
];

const toJson = (value: unknown): string => {
  try {
    return JSON.stringify(value) ?? 'null';
  } catch {
    return 'not json';
  }
};

/** What may be found under a store's key: hand-written text, old versions, corrupt JSON. */
function storedText(sample: unknown): fc.Arbitrary<string> {
  return fc.oneof(
    fc.constant(toJson(sample)),
    fc.constant(toJson({ version: 1, state: sample })),
    mutated(sample).map(toJson),
    fc
      .record({
        version: fc.oneof(fc.integer({ min: -1, max: 3 }), hostileValue),
        state: fc.oneof(mutated(sample), hostileValue),
      })
      .map(toJson),
    hostileValue.map(toJson),
    hostileString,
    fc.json(),
    fc.constantFrom(
      '{"__proto__":{"polluted":true}}',
      '{"version":1,"state":{"__proto__":{"polluted":true}}}',
      '{"version":1,"state":{"constructor":{"prototype":{"polluted":true}}}}',
      '{"version":',
      '',
    ),
  );
}

describe('fuzz: storage contents, every store that reads storage', () => {
  afterAll(() => writeFuzzFigures('storage'));

  it.each(STORES.map((store) => [store.name, store] as const))(
    '%s: reading never throws, a dropped entry is logged, a kept one reads back the same',
    (_name, store) => {
      fuzz(`storage:${store.name}`, [storedText(store.sample)], (raw) => {
        const storage = new MemoryStorage({ [store.key]: raw });
        const logger = new RecordingLogger();
        const first = store.read(storage, logger);
        const after = storage.getItem(store.key);
        if (store.logsDiscards && after === null) {
          expect(logger.messages('warn').length, 'a discarded entry is logged').toBeGreaterThan(0);
        }
        // Whatever survived the first read is valid: a second read keeps it and logs nothing.
        const again = new RecordingLogger();
        expect(store.read(storage, again)).toEqual(first);
        if (store.logsDiscards) expect(again.messages('warn')).toEqual([]);
        expect(prototypePolluted()).toBe(false);
      });
    },
  );
});
