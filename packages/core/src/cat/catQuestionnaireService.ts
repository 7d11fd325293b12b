import type { Observable, Subscription } from 'rxjs';
import { mapDistinct } from '../store/mapDistinct';
import { boolean, integer, max, min, nullable, type } from 'superstruct';
import type { MemberCallResult } from '../api/memberApiError';
import { createPersistedStateStoreFor, type PersistedStateStore } from '../persistence';
import type { Clock, KeyValueStorage, Logger } from '../ports';
import type { CatRecord, CatResult } from '../schemas/cat';
import { IsoDateTimeSchema } from '../schemas/primitives';
import {
  CAT_QUESTIONS,
  CatAnswersSchema,
  catAnswersComplete,
  catAnswersFromRecordData,
  catPayloadDataOf,
  normalizeCatAnswers,
  type CatAnswer,
  type CatAnswers,
  type CatQuestionId,
} from './catQuestionnaire';
import { StateStore } from '../store';

/** Session-storage key of the CAT draft: answers survive a reload, not the browser session. */
export const CAT_DRAFT_STORAGE_KEY = 'scanwise.catDraft';

/** The toast a member sees on Home when the answers were saved right after signing up or in. */
export const CAT_SAVED_AFTER_SIGN_IN_MESSAGE =
  'Your heart check answers are saved to your account.';

/**
 * The questionnaire in progress. `step` 0 is the introduction, 1..n the questions (so a reload
 * returns to the same question). `completedAt` is set when the member asks for the results;
 * `savedAt` once the platform holds these answers; `saveOnSignIn` when the member chose to
 * create an account or sign in to keep them.
 */
export interface CatDraft {
  readonly answers: CatAnswers;
  readonly step: number;
  readonly completedAt: string | null;
  readonly savedAt: string | null;
  readonly saveOnSignIn: boolean;
}

const CatDraftSchema = type({
  answers: CatAnswersSchema,
  step: max(min(integer(), 0), CAT_QUESTIONS.length),
  completedAt: nullable(IsoDateTimeSchema),
  savedAt: nullable(IsoDateTimeSchema),
  saveOnSignIn: boolean(),
});

const EMPTY_CAT_DRAFT: CatDraft = Object.freeze({
  answers: Object.freeze({}),
  step: 0,
  completedAt: null,
  savedAt: null,
  saveOnSignIn: false,
});

/** The platform calls the questionnaire uses (MemberApi has them all). */
export interface CatQuestionnaireApi {
  saveCatRecord(data: unknown): Promise<CatRecord>;
  loadCatRecord(): Promise<MemberCallResult<CatRecord>>;
  getCatResults(): Promise<CatResult>;
}

/** Where saving stands: `failed` keeps the answers (the member retries). */
export type CatSaveStatus = 'idle' | 'saving' | 'saved' | 'failed';

export interface CatQuestionnaireState {
  readonly draft: CatDraft;
  readonly saveStatus: CatSaveStatus;
}

/** What a load of the saved record found. */
export type CatRestoreOutcome = 'restored' | 'kept-draft' | 'none' | 'failed';

export interface CatQuestionnaireOptions {
  readonly api: CatQuestionnaireApi;
  /** The session storage port. */
  readonly storage: KeyValueStorage;
  readonly clock: Clock;
  readonly logger: Logger;
  /** Whether a member is signed in; the answers are saved when it turns true (if asked). */
  readonly signedIn$: Observable<boolean>;
  /** Told after the answers were saved because the member signed up or in (e.g. a toast). */
  readonly onSavedAfterSignIn?: () => void;
  readonly storageKey?: string;
}

/**
 * The CAT questionnaire's state and its platform calls: the draft (kept in session storage, so
 * nothing is lost on a reload), the save (POST members cat, "Errors reject": a failure is kept
 * as `failed` and logged), the restore of a member's saved answers (GET members cat), and the
 * save that happens by itself once a visitor who asked for it has signed up or in. Signing out
 * forgets the draft: health answers do not stay behind on a shared computer.
 */
export class CatQuestionnaire extends StateStore<CatQuestionnaireState> {
  private readonly store: PersistedStateStore<CatDraft>;
  private readonly subscriptions: Subscription[] = [];
  private saving: Promise<boolean> | null = null;

  constructor(private readonly options: CatQuestionnaireOptions) {
    const store = createPersistedStateStoreFor<CatDraft>(
      { storage: options.storage, logger: options.logger, storageKey: options.storageKey },
      {
        key: CAT_DRAFT_STORAGE_KEY,
        version: 1,
        schema: CatDraftSchema,
        defaults: EMPTY_CAT_DRAFT,
        label: 'CAT draft',
        normalize: (draft) => ({
          answers: normalizeCatAnswers(draft.answers),
          step: draft.step,
          completedAt: draft.completedAt,
          savedAt: draft.savedAt,
          saveOnSignIn: draft.saveOnSignIn,
        }),
      },
    );
    const initialDraft = store.getSnapshot();
    super(
      Object.freeze({ draft: initialDraft, saveStatus: initialDraft.savedAt ? 'saved' : 'idle' }),
      { equals: (a, b) => a.draft === b.draft && a.saveStatus === b.saveStatus },
    );
    this.store = store;
    this.subscriptions.push(store.state$.subscribe((draft) => this.emit({ draft })));
    let wasSignedIn: boolean | null = null;
    this.subscriptions.push(
      mapDistinct(options.signedIn$, (signedIn) => signedIn).subscribe((signedIn) => {
        const before = wasSignedIn;
        wasSignedIn = signedIn;
        if (signedIn) this.saveAfterSignIn();
        else if (before === true) this.restart();
      }),
    );
  }

  /** Answers a question. A changed answer needs the results (and a save) again. */
  answer(id: CatQuestionId, value: CatAnswer): void {
    const draft = this.store.getSnapshot();
    if (draft.answers[id] === value) return;
    this.store.update({
      answers: normalizeCatAnswers({ ...draft.answers, [id]: value }),
      completedAt: null,
      savedAt: null,
    });
    this.emit({ saveStatus: 'idle' });
  }

  /** Moves to a step (0 the introduction, 1..n the questions), clamped to the questionnaire. */
  goToStep(step: number): void {
    const clamped = Math.max(0, Math.min(CAT_QUESTIONS.length, Math.trunc(step) || 0));
    this.store.update({ step: clamped });
  }

  /** Every question answered: marks the draft complete (for the results). False otherwise. */
  complete(): boolean {
    const draft = this.store.getSnapshot();
    if (!catAnswersComplete(draft.answers)) return false;
    if (draft.completedAt === null) {
      this.store.update({ completedAt: new Date(this.options.clock.now()).toISOString() });
    }
    return true;
  }

  /** Starts afresh: the draft and its storage entry are forgotten. */
  restart(): void {
    this.store.reset();
    this.emit({ saveStatus: 'idle' });
  }

  /** The visitor chose to sign up or in: save the answers once signed in. */
  requestSaveOnSignIn(): void {
    this.store.update({ saveOnSignIn: true });
  }

  /**
   * Saves the complete answers to the member's record (POST members cat). Resolves true when
   * saved; false when the answers are not complete or the call failed (logged, `failed`).
   * A save under way is shared, not sent twice.
   */
  save(): Promise<boolean> {
    if (this.saving) return this.saving;
    const draft = this.store.getSnapshot();
    if (!catAnswersComplete(draft.answers) || draft.completedAt === null) {
      return Promise.resolve(false);
    }
    this.emit({ saveStatus: 'saving' });
    const data = catPayloadDataOf(draft.answers, draft.completedAt);
    this.saving = this.options.api
      .saveCatRecord(data)
      .then((record) => {
        const current = this.store.getSnapshot();
        // Answers changed while saving: the saved ones are no longer the draft's.
        if (current.answers !== draft.answers) {
          this.emit({ saveStatus: 'idle' });
          return false;
        }
        this.store.update({
          savedAt: record.updated ?? new Date(this.options.clock.now()).toISOString(),
          saveOnSignIn: false,
        });
        this.emit({ saveStatus: 'saved' });
        return true;
      })
      .catch((error: unknown) => {
        this.options.logger.error('CAT answers could not be saved', {
          messageKey: (error as { messageKey?: unknown } | null)?.messageKey,
        });
        this.emit({ saveStatus: 'failed' });
        return false;
      })
      .finally(() => {
        this.saving = null;
      });
    return this.saving;
  }

  /**
   * Loads a signed-in member's saved answers (GET members cat) into the draft. Work in progress
   * wins: a draft with answers is kept ('kept-draft'). No record, or one this version cannot
   * read, is 'none' (start afresh); a failed call is 'failed' (logged by the member API).
   */
  async restoreSaved(): Promise<CatRestoreOutcome> {
    if (Object.keys(this.store.getSnapshot().answers).length > 0) return 'kept-draft';
    const result = await this.options.api.loadCatRecord();
    if (!result.success) {
      return result.error.status === 404 ? 'none' : 'failed';
    }
    const saved = catAnswersFromRecordData(result.data.data);
    if (saved === null) {
      // Expected of a record another client wrote (the flags only, as the demo member's): the
      // designed answer is a fresh start, so this is information, not a warning.
      this.options.logger.info('Saved CAT answers are not in a known form; starting afresh');
      return 'none';
    }
    if (Object.keys(this.store.getSnapshot().answers).length > 0) return 'kept-draft';
    const complete = catAnswersComplete(saved.answers);
    this.store.replace({
      answers: saved.answers,
      step: complete ? CAT_QUESTIONS.length : 0,
      completedAt: complete ? (saved.completedAt ?? result.data.updated ?? null) : null,
      savedAt: result.data.updated ?? result.data.created ?? null,
      saveOnSignIn: false,
    });
    this.emit({ saveStatus: 'saved' });
    return 'restored';
  }

  /** The platform's scoring of the saved answers (GET members cat results). Errors reject. */
  loadResults(): Promise<CatResult> {
    return this.options.api.getCatResults();
  }

  /** Stops following the session. */
  override dispose(): void {
    for (const subscription of this.subscriptions) subscription.unsubscribe();
    super.dispose();
  }

  private saveAfterSignIn(): void {
    const draft = this.store.getSnapshot();
    if (!draft.saveOnSignIn || draft.savedAt !== null || draft.completedAt === null) return;
    void this.save().then((saved) => {
      if (saved) this.options.onSavedAfterSignIn?.();
    });
  }

  private emit(patch: Partial<CatQuestionnaireState>): void {
    this.update((current) => Object.freeze({ ...current, ...patch }));
  }
}

/** Creates the questionnaire service (see {@link CatQuestionnaire}). */
export function createCatQuestionnaire(options: CatQuestionnaireOptions): CatQuestionnaire {
  return new CatQuestionnaire(options);
}
