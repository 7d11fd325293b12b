import {
  boolean,
  enums,
  literal,
  number,
  optional,
  string,
  type,
  union,
  type Infer,
} from 'superstruct';
import { DAY } from '../config';
import type { Clock, KeyValueStorage, Logger } from '../ports';
import {
  EncounterNextStepSchema,
  EncounterSchema,
  InvoiceSchema,
  parseAndValidate,
  TaskSchema,
} from '../schemas';
import type { HomeOverview } from './homeOverview';
import { LAST_HOME_OVERVIEW_STORAGE_KEY } from './lastHomeOverviewKey';

/** Version of the stored shape; an entry of another version is discarded, never misread. */
export const LAST_HOME_OVERVIEW_VERSION = 1;

/**
 * The longest a kept overview is shown for: past it, Home waits for the platform as on a first
 * visit rather than open on a day-old picture.
 */
export const LAST_HOME_OVERVIEW_MAX_AGE_MS = DAY;

const HomeNextStepSchema = union([
  type({
    kind: literal('task'),
    urgency: enums(['overdue', 'beforeScan', 'open']),
    task: TaskSchema,
    step: EncounterNextStepSchema,
    encounter: optional(EncounterSchema),
  }),
  type({
    kind: literal('payInvoice'),
    overdue: boolean(),
    invoice: InvoiceSchema,
    encounter: optional(EncounterSchema),
  }),
  type({
    kind: literal('encounterStep'),
    step: EncounterNextStepSchema,
    encounter: EncounterSchema,
  }),
  type({ kind: literal('viewReport'), encounter: EncounterSchema }),
  type({ kind: literal('readMessages'), unread: number() }),
  type({ kind: literal('attendScan'), encounter: EncounterSchema }),
  type({ kind: literal('bookScan'), firstScan: boolean() }),
]);

const HomeOverviewSchema = type({
  nextStep: HomeNextStepSchema,
  upcomingScan: optional(EncounterSchema),
  upcomingScanStep: optional(EncounterNextStepSchema),
  latestReport: optional(EncounterSchema),
  unreadMessages: optional(number()),
  invoicesDue: optional(type({ count: number(), overdue: number() })),
});

const LastHomeOverviewEntrySchema = type({
  version: literal(LAST_HOME_OVERVIEW_VERSION),
  memberId: string(),
  savedAt: number(),
  validUntil: number(),
  overview: HomeOverviewSchema,
});

type LastHomeOverviewEntry = Infer<typeof LastHomeOverviewEntrySchema>;

export interface LastHomeOverviewStoreOptions {
  /** Local storage, where the signed-in session is kept. */
  readonly storage: KeyValueStorage;
  readonly clock: Clock;
  readonly logger?: Pick<Logger, 'warn'>;
  readonly storageKey?: string;
}

/**
 * The member's last decided Home overview, kept so a return to Home shows its next step at once
 * while the platform is asked again (stale while revalidating). Kept for the member who saw it,
 * until the overview's next deadline (a task falls due, a scan comes near: it could read
 * differently from then on) and at most a day; an entry of another member, past its time, of
 * another version or not matching the schema is removed and not shown.
 */
export class LastHomeOverviewStore {
  private readonly key: string;

  constructor(private readonly options: LastHomeOverviewStoreOptions) {
    this.key = options.storageKey ?? LAST_HOME_OVERVIEW_STORAGE_KEY;
  }

  /** The member's last overview while it may still be shown, else undefined. */
  read(memberId: string): HomeOverview | undefined {
    const text = this.options.storage.getItem(this.key);
    if (text === null) return undefined;
    const parsed = parseAndValidate(LastHomeOverviewEntrySchema, text);
    if (!parsed.ok) {
      this.options.logger?.warn('Discarded an unreadable last Home overview', {
        error: parsed.error.message,
      });
      this.clear();
      return undefined;
    }
    const entry: LastHomeOverviewEntry = parsed.value;
    const now = this.options.clock.now();
    if (entry.memberId !== memberId || now >= entry.validUntil || now < entry.savedAt) {
      this.clear();
      return undefined;
    }
    // The schema has the overview's shape; a field absent from the JSON is the type's undefined.
    return entry.overview as HomeOverview;
  }

  /**
   * Keeps the overview just decided for the member; `deadline` is when it would be decided
   * differently by time alone (undefined when nothing ahead would).
   */
  save(memberId: string, overview: HomeOverview, deadline: number | undefined): void {
    const savedAt = this.options.clock.now();
    const entry: LastHomeOverviewEntry = {
      version: LAST_HOME_OVERVIEW_VERSION,
      memberId,
      savedAt,
      validUntil: Math.min(deadline ?? Infinity, savedAt + LAST_HOME_OVERVIEW_MAX_AGE_MS),
      overview,
    };
    try {
      this.options.storage.setItem(this.key, JSON.stringify(entry));
    } catch (error) {
      // Only a speed-up: a full or refused storage leaves Home waiting for the platform.
      this.options.logger?.warn('Could not keep the last Home overview', {
        error: error instanceof Error ? error.name : String(error),
      });
    }
  }

  /** Forgets it (the member signed out). */
  clear(): void {
    this.options.storage.removeItem(this.key);
  }
}

/** The member's last Home overview while it may still be shown (`LastHomeOverviewStore.read`). */
export function readLastHomeOverview(
  options: LastHomeOverviewStoreOptions,
  memberId: string,
): HomeOverview | undefined {
  return new LastHomeOverviewStore(options).read(memberId);
}
