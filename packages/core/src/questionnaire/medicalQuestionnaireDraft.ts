import { integer, min, number, record, size, string, type as objectType } from 'superstruct';
import type { KeyValueStorage, Logger } from '../ports';
import { parseJsonSafe, validatePayload } from '../schemas';
import {
  MEDICAL_QUESTIONNAIRE_SECTIONS,
  MEDICAL_QUESTIONNAIRE_VERSION,
  knownMedicalAnswers,
  withoutMedicalMeasurements,
  type MedicalQuestionnaireAnswers,
} from './medicalQuestionnaireDefinition';

/** Local-storage key prefix of the drafts; one entry per member and encounter. */
export const MEDICAL_QUESTIONNAIRE_DRAFT_KEY_PREFIX = 'scanwise.medicalQuestionnaire.';

/** The draft envelope's version (not the questions' version, which the draft also carries). */
export const MEDICAL_QUESTIONNAIRE_DRAFT_VERSION = 1;

/** A draft older than this is discarded on read (health data does not linger on a device). */
export const MEDICAL_QUESTIONNAIRE_DRAFT_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

/** What a draft keeps: the answers, the step the member was on, and when it was saved. */
export interface MedicalQuestionnaireDraft {
  readonly answers: MedicalQuestionnaireAnswers;
  /** 0..sections-1 a section, `sections` the review step. */
  readonly step: number;
  readonly savedAt: number;
}

const DraftEnvelopeSchema = objectType({
  version: number(),
  questionnaireVersion: number(),
  answers: record(size(string(), 1, 100), size(string(), 0, 5000)),
  step: min(integer(), 0),
  savedAt: min(number(), 0),
});

export function medicalQuestionnaireDraftKey(memberId: string, encounterId: string): string {
  return `${MEDICAL_QUESTIONNAIRE_DRAFT_KEY_PREFIX}${encodeURIComponent(memberId)}.${encodeURIComponent(encounterId)}`;
}

export interface MedicalQuestionnaireDraftStoreOptions {
  readonly storage: KeyValueStorage;
  readonly memberId: string;
  readonly encounterId: string;
  readonly logger?: Logger | undefined;
  /** Now, for the age check (the Clock port's `now`). */
  readonly now: () => number;
}

/**
 * The questionnaire's draft in local storage: validated on read, versioned, discarded with a log
 * line (the reason and the field path, never a value: answers are health data) when corrupt, of
 * another version or too old. Never throws; `write` answers whether the entry was stored.
 */
export class MedicalQuestionnaireDraftStore {
  readonly key: string;

  constructor(private readonly options: MedicalQuestionnaireDraftStoreOptions) {
    this.key = medicalQuestionnaireDraftKey(options.memberId, options.encounterId);
  }

  read(): MedicalQuestionnaireDraft | undefined {
    let raw: string | null;
    try {
      raw = this.options.storage.getItem(this.key);
    } catch (error) {
      this.options.logger?.warn('Medical questionnaire draft could not be read', {
        error: String(error),
      });
      return undefined;
    }
    if (raw === null) return undefined;
    const parsed = parseJsonSafe(raw);
    if (!parsed.ok) return this.discard('not JSON', '');
    const checked = validatePayload(DraftEnvelopeSchema, parsed.value);
    if (!checked.ok) return this.discard('invalid', checked.error.path.join('.'));
    const entry = checked.value;
    if (entry.version !== MEDICAL_QUESTIONNAIRE_DRAFT_VERSION) {
      return this.discard('another version', 'version');
    }
    const age = this.options.now() - entry.savedAt;
    if (age > MEDICAL_QUESTIONNAIRE_DRAFT_MAX_AGE_MS) return this.discard('too old', 'savedAt');
    // Questions of a later version may have gone: only known answers with valid options stay.
    // Another questionnaire version may hold height and weight in other units: they are asked again.
    const answers =
      entry.questionnaireVersion === MEDICAL_QUESTIONNAIRE_VERSION
        ? entry.answers
        : withoutMedicalMeasurements(entry.answers);
    return {
      answers: knownMedicalAnswers(answers),
      step: Math.min(entry.step, MEDICAL_QUESTIONNAIRE_SECTIONS.length),
      savedAt: entry.savedAt,
    };
  }

  write(draft: MedicalQuestionnaireDraft): boolean {
    try {
      this.options.storage.setItem(
        this.key,
        JSON.stringify({
          version: MEDICAL_QUESTIONNAIRE_DRAFT_VERSION,
          questionnaireVersion: MEDICAL_QUESTIONNAIRE_VERSION,
          answers: draft.answers,
          step: draft.step,
          savedAt: draft.savedAt,
        }),
      );
      return true;
    } catch (error) {
      this.options.logger?.warn('Medical questionnaire draft could not be stored', {
        error: String(error),
      });
      return false;
    }
  }

  remove(): void {
    try {
      this.options.storage.removeItem(this.key);
    } catch (error) {
      this.options.logger?.warn('Medical questionnaire draft could not be removed', {
        error: String(error),
      });
    }
  }

  private discard(reason: string, path: string): undefined {
    this.options.logger?.warn('Stored medical questionnaire draft discarded', { reason, path });
    this.remove();
    return undefined;
  }
}
