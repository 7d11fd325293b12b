import { enums, integer, literal, min, number, refine, type, type Infer } from 'superstruct';
import type { Clock, KeyValueStorage, Logger } from '../ports';
import { parseJsonSafe, validatePayload } from '../schemas';

/** Where the choice is kept: local storage, so it survives the browser and every sign-out. */
export const CONSENT_STORAGE_KEY = 'scanwise.consent';
/** The shape of the stored record; a record of another version is discarded (asked again). */
export const CONSENT_RECORD_VERSION = 1;
/**
 * The version of the cookie and tracking policy the member answered. Raising it (new tags, new
 * purposes) discards every older answer, so the banner asks again.
 */
export const CONSENT_POLICY_VERSION = 1;

/** The two answers of the banner and the Account switch. */
export const CONSENT_CHOICES = ['granted', 'denied'] as const;
export type ConsentChoice = (typeof CONSENT_CHOICES)[number];

/** The stored record: `{ version, choice, decidedAt (epoch ms, from the Clock), policyVersion }`. */
export const ConsentRecordSchema = type({
  version: literal(CONSENT_RECORD_VERSION),
  choice: enums(CONSENT_CHOICES),
  decidedAt: refine(min(number(), 0), 'FiniteTime', (value) => Number.isFinite(value)),
  policyVersion: min(integer(), 0),
});
export type ConsentRecord = Infer<typeof ConsentRecordSchema>;

export interface ConsentStoreOptions {
  /** Local storage (the choice is the browser's, kept across sessions and members). */
  readonly storage: KeyValueStorage;
  readonly clock: Clock;
  readonly logger?: Logger;
  readonly storageKey?: string;
  /** The policy version answers must match; default {@link CONSENT_POLICY_VERSION}. */
  readonly policyVersion?: number;
}

/**
 * The consent record over the storage port. Reading never throws: a record that is not JSON,
 * fails the schema, has another record version or answers an older policy is removed with one
 * warning and counts as "not decided" (the banner asks again). A write that fails (storage full
 * or blocked) is logged and the choice is kept in memory for this page.
 */
export class ConsentStore {
  private readonly key: string;
  private readonly policyVersion: number;
  private memory: ConsentRecord | null | undefined;

  constructor(private readonly options: ConsentStoreOptions) {
    this.key = options.storageKey ?? CONSENT_STORAGE_KEY;
    this.policyVersion = options.policyVersion ?? CONSENT_POLICY_VERSION;
  }

  /** The valid stored record, or null when nothing (valid) is stored. */
  read(): ConsentRecord | null {
    if (this.memory !== undefined) return this.memory;
    this.memory = this.readStored();
    return this.memory;
  }

  /** Stores a choice made now; returns the record. */
  decide(choice: ConsentChoice): ConsentRecord {
    const record: ConsentRecord = {
      version: CONSENT_RECORD_VERSION,
      choice,
      decidedAt: this.options.clock.now(),
      policyVersion: this.policyVersion,
    };
    this.memory = record;
    try {
      this.options.storage.setItem(this.key, JSON.stringify(record));
    } catch (error) {
      this.options.logger?.warn('Consent choice could not be stored', { error: String(error) });
    }
    return record;
  }

  /** Forgets the choice (the banner asks again). */
  clear(): void {
    this.memory = null;
    this.remove();
  }

  /** Reads storage again (another tab may have answered). */
  reload(): ConsentRecord | null {
    this.memory = undefined;
    return this.read();
  }

  private readStored(): ConsentRecord | null {
    let text: string | null;
    try {
      text = this.options.storage.getItem(this.key);
    } catch (error) {
      this.options.logger?.warn('Consent record unreadable', { error: String(error) });
      return null;
    }
    if (text === null) return null;
    const parsed = parseJsonSafe(text);
    const checked = parsed.ok ? validatePayload(ConsentRecordSchema, parsed.value) : parsed;
    if (!checked.ok) return this.discard(checked.error.message);
    if (checked.value.policyVersion !== this.policyVersion) {
      return this.discard(
        `answers policy ${checked.value.policyVersion}, current policy ${this.policyVersion}`,
      );
    }
    return checked.value;
  }

  private discard(reason: string): null {
    this.options.logger?.warn('Consent record discarded', { reason });
    this.remove();
    return null;
  }

  private remove(): void {
    try {
      this.options.storage.removeItem(this.key);
    } catch (error) {
      this.options.logger?.warn('Consent record could not be removed', { error: String(error) });
    }
  }
}
