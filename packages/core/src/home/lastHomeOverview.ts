import {
  array,
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
import {
  isLastHomeOverviewCurrent,
  LAST_HOME_OVERVIEW_VERSION,
  LAST_HOME_OVERVIEW_ENTRY_HEADER,
} from './lastHomeOverviewEntry';
import { LAST_HOME_OVERVIEW_STORAGE_KEY } from './lastHomeOverviewKey';

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

/**
 * The most signed-in pages besides Home whose last paint is kept at once (the digital report
 * counts once per encounter): keeping another page's forgets the one kept longest ago, so the
 * entry stays bounded.
 */
export const LAST_PAGE_PAINTS_MAX = 4;

/**
 * What a page showed at its top, as markup the page can show before the app has run (the web
 * app's last paint): opaque to the core, kept in the entry of the member's last Home overview, so
 * it has that entry's member, lifetime and removal. Home's shows the overview kept with it; any
 * other page's is kept for the lifetime the entry has when it is taken.
 */
export interface LastPaint {
  /** The build whose markup and style sheets it is: another build's is never shown. */
  readonly build: string;
  /** The page's address it was taken on (the locale's prefix included). */
  readonly page: string;
  /** The rules of the page's style sheets, which its markup needs (no fetch before it paints). */
  readonly css: string;
  /** The markup. */
  readonly html: string;
}

const LastPaintSchema = type({
  build: string(),
  page: string(),
  css: string(),
  html: string(),
});

/** A page's last paint other than Home's, with when it may no longer be shown. */
const KeptPagePaintSchema = type({
  build: string(),
  page: string(),
  css: string(),
  html: string(),
  validUntil: number(),
});

const LastHomeOverviewEntrySchema = type({
  ...LAST_HOME_OVERVIEW_ENTRY_HEADER,
  overview: HomeOverviewSchema,
  /** Home's last paint, showing `overview`. */
  paint: optional(LastPaintSchema),
  /** Other pages' last paints, the latest kept first, at most `LAST_PAGE_PAINTS_MAX`. */
  pages: optional(array(KeptPagePaintSchema)),
});

type LastHomeOverviewEntry = Infer<typeof LastHomeOverviewEntrySchema>;

/**
 * The entry each storage last held as far as this module knows (read and checked, or written),
 * by its text: the same text again is the same entry, not parsed and checked again. A save reads
 * the entry it replaces, and Home's read, a save and the paints' keeping follow one another on a
 * page's load; another tab's write changes the text, which is then read afresh.
 */
const knownEntries = new WeakMap<
  KeyValueStorage,
  { readonly key: string; readonly text: string; readonly entry: LastHomeOverviewEntry }
>();

export interface LastHomeOverviewStoreOptions {
  /** Local storage, where the signed-in session is kept. */
  readonly storage: KeyValueStorage;
  readonly clock: Clock;
  readonly logger?: Pick<Logger, 'warn'>;
  readonly storageKey?: string;
}

/**
 * The member's last decided Home overview, kept so a return to Home shows its next step at once
 * while the platform is asked again (stale while revalidating), with the last paints of Home and
 * the member's other pages that show one. Kept for the member who saw it,
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
    // The schema has the overview's shape; a field absent from the JSON is the type's undefined.
    return this.current(memberId)?.overview as HomeOverview | undefined;
  }

  /**
   * Keeps the overview just decided for the member; `deadline` is when it would be decided
   * differently by time alone (undefined when nothing ahead would). The paint kept with the
   * overview stays only when the new overview reads the same (it still shows it).
   */
  save(memberId: string, overview: HomeOverview, deadline: number | undefined): void {
    const savedAt = this.options.clock.now();
    const kept = this.current(memberId);
    const paint = kept?.paint && sameOverview(kept.overview, overview) ? { paint: kept.paint } : {};
    const pages = kept?.pages?.filter((page) => savedAt < page.validUntil) ?? [];
    this.write({
      version: LAST_HOME_OVERVIEW_VERSION,
      memberId,
      savedAt,
      validUntil: Math.min(deadline ?? Infinity, savedAt + LAST_HOME_OVERVIEW_MAX_AGE_MS),
      overview,
      ...paint,
      ...(pages.length > 0 ? { pages } : {}),
    });
  }

  /**
   * Keeps what the screen shows of the member's kept overview (`overview`, as the screen has it)
   * beside it, for as long as the overview is kept. Nothing is kept when the overview kept is
   * another member's, no longer current, or not the one shown (a newer one was decided since).
   * True when kept.
   */
  keepPaint(memberId: string, overview: HomeOverview, paint: LastPaint): boolean {
    const kept = this.current(memberId);
    if (!kept || !sameOverview(kept.overview, overview)) return false;
    return this.write({ ...kept, paint: { ...paint } });
  }

  /**
   * Keeps what another page shows at its top (its last paint; one per page address, replacing
   * that page's earlier one) in the member's entry, for the lifetime the entry has now: gone with
   * it (another member, sign-out, its time) or at that time, whichever comes first. Nothing is
   * kept while no overview is kept for the member. True when kept.
   */
  keepPagePaint(memberId: string, paint: LastPaint): boolean {
    const kept = this.current(memberId);
    if (!kept) return false;
    const now = this.options.clock.now();
    const others = (kept.pages ?? []).filter(
      (page) => page.page !== paint.page && now < page.validUntil,
    );
    const { build, page, css, html } = paint;
    return this.write({
      ...kept,
      pages: [{ build, page, css, html, validUntil: kept.validUntil }, ...others].slice(
        0,
        LAST_PAGE_PAINTS_MAX,
      ),
    });
  }

  /** Forgets it (the member signed out). */
  clear(): void {
    this.options.storage.removeItem(this.key);
  }

  /** The member's entry while it may still be shown; any other is removed. */
  private current(memberId: string): LastHomeOverviewEntry | undefined {
    const { storage } = this.options;
    const text = storage.getItem(this.key);
    if (text === null) return undefined;
    const known = knownEntries.get(storage);
    let entry: LastHomeOverviewEntry;
    if (known && known.key === this.key && known.text === text) {
      entry = known.entry;
    } else {
      const parsed = parseAndValidate(LastHomeOverviewEntrySchema, text);
      if (!parsed.ok) {
        this.options.logger?.warn('Discarded an unreadable last Home overview', {
          error: parsed.error.message,
        });
        this.clear();
        return undefined;
      }
      entry = parsed.value;
      knownEntries.set(storage, { key: this.key, text, entry });
    }
    const now = this.options.clock.now();
    if (!isLastHomeOverviewCurrent(entry, memberId, now)) {
      this.clear();
      return undefined;
    }
    return entry;
  }

  private write(entry: LastHomeOverviewEntry): boolean {
    try {
      const text = JSON.stringify(entry);
      this.options.storage.setItem(this.key, text);
      knownEntries.set(this.options.storage, { key: this.key, text, entry });
      return true;
    } catch (error) {
      // Only a speed-up: a full or refused storage leaves Home waiting for the platform.
      this.options.logger?.warn('Could not keep the last Home overview', {
        error: error instanceof Error ? error.name : String(error),
      });
      return false;
    }
  }
}

/** Whether two overviews read the same (as kept: JSON, where an undefined field is absent). */
const sameOverview = (kept: unknown, shown: HomeOverview): boolean =>
  JSON.stringify(kept) === JSON.stringify(shown);

/** The member's last Home overview while it may still be shown (`LastHomeOverviewStore.read`). */
export function readLastHomeOverview(
  options: LastHomeOverviewStoreOptions,
  memberId: string,
): HomeOverview | undefined {
  return new LastHomeOverviewStore(options).read(memberId);
}
