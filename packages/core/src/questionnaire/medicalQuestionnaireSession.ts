import type { FlowStore } from '../flow';
import type { Clock, KeyValueStorage, Logger, TimerHandle } from '../ports';
import type { CompletableTask } from '../realtime';
import type { MeasurementEntry, MeasurementUnit } from '../measurement';
import {
  MEDICAL_QUESTIONNAIRE_SECTIONS,
  MEDICAL_QUESTIONNAIRE_VERSION,
  keepShownMedicalAnswers,
  withMeasurementEntry,
  withMeasurementUnit,
  type MedicalQuestionnaireAnswers,
} from './medicalQuestionnaireDefinition';
import { MedicalQuestionnaireDraftStore } from './medicalQuestionnaireDraft';
import {
  firstInvalidMedicalSection,
  medicalQuestionnaireProgress,
  validateMedicalSection,
  type MedicalAnswerIssue,
} from './medicalQuestionnaireValidation';
import { MEDICAL_QUESTIONS } from './medicalQuestionnaireDefinition';
import type { MqOneTapStore } from './mqConfirm';
import { StateStore } from '../store';
import { CONSTANTS } from '../config';

/** The review step's index: one past the last section. */
export const MEDICAL_QUESTIONNAIRE_REVIEW_STEP = MEDICAL_QUESTIONNAIRE_SECTIONS.length;

export type MedicalQuestionnaireSaveStatus = 'idle' | 'pending' | 'saved' | 'failed';
export type MedicalQuestionnaireSubmitStatus = 'idle' | 'submitting' | 'failed' | 'done';

export interface MedicalQuestionnaireState {
  readonly encounterId: string;
  readonly answers: MedicalQuestionnaireAnswers;
  /** 0..sections-1 a section, {@link MEDICAL_QUESTIONNAIRE_REVIEW_STEP} the review. */
  readonly step: number;
  /** Issues shown on the current step (after a Continue or Submit that found some). */
  readonly issues: Readonly<Record<string, MedicalAnswerIssue>>;
  readonly save: MedicalQuestionnaireSaveStatus;
  readonly savedAt: number | null;
  /** A draft was restored when the session opened. */
  readonly resumed: boolean;
  /** A one-tap answer from an e-mail link was applied when the session opened. */
  readonly appliedOneTap: string | null;
  readonly submit: MedicalQuestionnaireSubmitStatus;
  readonly progress: { readonly answered: number; readonly total: number };
}

/** The completion sent with the task: the answers shown, with the questions' version. */
export interface MedicalQuestionnaireCompletion {
  readonly questionnaire: 'MEDICAL_QUESTIONNAIRE';
  readonly version: number;
  readonly encounterId: string;
  readonly answers: MedicalQuestionnaireAnswers;
}

export interface MedicalQuestionnaireSessionOptions {
  readonly memberId: string;
  readonly encounterId: string;
  /** Local storage: the draft survives a reload, a closed tab and a sign-out by inactivity. */
  readonly storage: KeyValueStorage;
  readonly clock: Clock;
  readonly logger?: Logger | undefined;
  /** RealtimeService.completeTask: myscanwiseComplete(task, 'MEMBERTASK'). */
  readonly completeTask: (task: CompletableTask, data: unknown) => Promise<unknown>;
  readonly flow?: Pick<FlowStore, 'getSnapshot' | 'start' | 'markAnswered'> | undefined;
  readonly oneTap?: Pick<MqOneTapStore, 'take'> | undefined;
}

const freezeState = (state: MedicalQuestionnaireState): MedicalQuestionnaireState =>
  Object.freeze(state);

/**
 * One member's medical questionnaire for one encounter: load the draft, answer, save (debounced
 * through the Clock), move through the sections, review, finish (the task completed through the
 * tasks hub). A store for the screen.
 */
export class MedicalQuestionnaireSession extends StateStore<MedicalQuestionnaireState> {
  private readonly draft: MedicalQuestionnaireDraftStore;
  private saveTimer: TimerHandle | undefined;

  constructor(private readonly options: MedicalQuestionnaireSessionOptions) {
    const draft = new MedicalQuestionnaireDraftStore({
      storage: options.storage,
      memberId: options.memberId,
      encounterId: options.encounterId,
      logger: options.logger,
      now: () => options.clock.now(),
    });
    const stored = draft.read();
    let answers: MedicalQuestionnaireAnswers = stored?.answers ?? {};
    let appliedOneTap: string | null = null;
    const oneTap = options.oneTap?.take(options.encounterId);
    if (oneTap !== undefined && answers[oneTap.questionId] === undefined) {
      answers = Object.freeze({ ...answers, [oneTap.questionId]: oneTap.answer });
      appliedOneTap = oneTap.questionId;
    }
    super(
      freezeState({
        encounterId: options.encounterId,
        answers,
        step: stored?.step ?? 0,
        issues: {},
        save: stored ? 'saved' : 'idle',
        savedAt: stored?.savedAt ?? null,
        resumed: stored !== undefined,
        appliedOneTap,
        submit: 'idle',
        progress: medicalQuestionnaireProgress(answers),
      }),
    );
    this.draft = draft;
    if (appliedOneTap !== null) this.scheduleSave();
  }

  /**
   * The flow store of spec section 3: this questionnaire becomes the active flow (unless it
   * already is). The page calls it once it shows the questionnaire, not while creating the
   * session: the flow store is state the navigation renders from.
   */
  enterFlow(): void {
    const flow = this.options.flow;
    if (!flow || this.disposed) return;
    const current = flow.getSnapshot();
    const data = current.data as { encounterId?: unknown } | null;
    if (!current.active || data?.encounterId !== this.options.encounterId) {
      flow.start({ encounterId: this.options.encounterId });
    }
  }

  /** Records an answer; while issues are shown, the section is re-checked (cleared once fixed). */
  answer(questionId: string, value: string): void {
    const state = this.getSnapshot();
    const question = MEDICAL_QUESTIONS.get(questionId);
    if (this.disposed || question === undefined || state.submit === 'done') return;
    if (state.answers[questionId] === value) return;
    this.setAnswers(Object.freeze({ ...state.answers, [questionId]: value }));
  }

  /**
   * Records what the member typed for a height or weight, in the units shown: kept as typed (for
   * the boxes) and as its stored value in cm or kg (docs/adr/0111).
   */
  answerMeasurement(questionId: string, entry: MeasurementEntry): void {
    const state = this.getSnapshot();
    const question = MEDICAL_QUESTIONS.get(questionId);
    if (this.disposed || question?.measures === undefined || state.submit === 'done') return;
    this.setAnswers(withMeasurementEntry(state.answers, question, entry));
  }

  /** Shows a height or weight in other units; the stored value stays as it is. */
  switchMeasurementUnit(questionId: string, unit: MeasurementUnit): void {
    const state = this.getSnapshot();
    const question = MEDICAL_QUESTIONS.get(questionId);
    if (this.disposed || question?.measures === undefined || state.submit === 'done') return;
    this.setAnswers(withMeasurementUnit(state.answers, question, unit));
  }

  private setAnswers(answers: MedicalQuestionnaireAnswers): void {
    const state = this.getSnapshot();
    let issues = state.issues;
    if (Object.keys(issues).length > 0) {
      // Once a Continue found issues, the section is checked as the member fixes it (so an
      // answer that turns wrong again says so at once, and a fixed one clears).
      const section = MEDICAL_QUESTIONNAIRE_SECTIONS[state.step];
      issues = section ? validateMedicalSection(section, answers) : {};
    }
    this.patch({ answers, issues, progress: medicalQuestionnaireProgress(answers) });
    this.scheduleSave();
  }

  /** Checks the current section; moves on when it is fine. Answers whether it moved. */
  next(): boolean {
    const state = this.getSnapshot();
    const section = MEDICAL_QUESTIONNAIRE_SECTIONS[state.step];
    if (section === undefined) return false;
    const issues = validateMedicalSection(section, state.answers);
    if (Object.keys(issues).length > 0) {
      this.patch({ issues });
      return false;
    }
    this.patch({ step: state.step + 1, issues: {} });
    this.saveNow();
    return true;
  }

  back(): void {
    const state = this.getSnapshot();
    if (state.step === 0) return;
    this.patch({ step: state.step - 1, issues: {} });
    this.saveNow();
  }

  /** Jumps to a section (from the review: "Edit"); never beyond the review. */
  goToStep(step: number): void {
    const bounded = Math.max(0, Math.min(Math.trunc(step), MEDICAL_QUESTIONNAIRE_REVIEW_STEP));
    if (bounded === this.getSnapshot().step) return;
    this.patch({ step: bounded, issues: {} });
    this.saveNow();
  }

  /** Writes the draft now (a pending debounced save included). */
  saveNow(): void {
    this.cancelTimer();
    if (this.disposed || this.getSnapshot().submit === 'done') return;
    const state = this.getSnapshot();
    const savedAt = this.options.clock.now();
    const ok = this.draft.write({ answers: state.answers, step: state.step, savedAt });
    this.patch(ok ? { save: 'saved', savedAt } : { save: 'failed' });
  }

  /**
   * Sends the answers: every section must be valid (else the first invalid one is shown with its
   * issues); then the task is completed through the tasks hub with the answers shown. On success
   * the draft is removed and the flow marked answered; on failure everything stays for a retry.
   */
  async submit(task: CompletableTask): Promise<boolean> {
    const state = this.getSnapshot();
    if (this.disposed || state.submit === 'submitting' || state.submit === 'done') {
      return state.submit === 'done';
    }
    this.saveNow();
    const invalid = firstInvalidMedicalSection(state.answers);
    if (invalid >= 0) {
      const section = MEDICAL_QUESTIONNAIRE_SECTIONS[invalid];
      this.patch({
        step: invalid,
        issues: section ? validateMedicalSection(section, state.answers) : {},
      });
      return false;
    }
    this.patch({ submit: 'submitting' });
    const completion: MedicalQuestionnaireCompletion = {
      questionnaire: 'MEDICAL_QUESTIONNAIRE',
      version: MEDICAL_QUESTIONNAIRE_VERSION,
      encounterId: this.options.encounterId,
      answers: keepShownMedicalAnswers(state.answers),
    };
    try {
      await this.options.completeTask(
        { id: task.id, encounterId: task.encounterId ?? this.options.encounterId },
        completion,
      );
    } catch (error) {
      this.options.logger?.warn('Medical questionnaire could not be sent', {
        error: error instanceof Error ? error.message : String(error),
      });
      if (!this.disposed) this.patch({ submit: 'failed' });
      return false;
    }
    this.draft.remove();
    this.options.flow?.markAnswered();
    if (!this.disposed) this.patch({ submit: 'done' });
    return true;
  }

  /** Saves what is pending and stops the timer (leaving the screen). */
  override dispose(): void {
    if (this.disposed) return;
    if (this.saveTimer !== undefined) this.saveNow();
    super.dispose();
  }

  /** Spec section 9, "Default debounce 1 s": the draft is written 1 s after the last change. */
  private scheduleSave(): void {
    this.cancelTimer();
    this.patch({ save: 'pending' });
    this.saveTimer = this.options.clock.schedule(() => {
      this.saveTimer = undefined;
      this.saveNow();
    }, CONSTANTS.defaultDebounce);
  }

  private cancelTimer(): void {
    if (this.saveTimer === undefined) return;
    this.options.clock.cancel(this.saveTimer);
    this.saveTimer = undefined;
  }

  private patch(patch: Partial<MedicalQuestionnaireState>): void {
    this.update((state) => freezeState({ ...state, ...patch }));
  }
}

export type MedicalQuestionnairesOptions = Omit<
  MedicalQuestionnaireSessionOptions,
  'memberId' | 'encounterId'
>;

/**
 * Opens the questionnaire session of a member's encounter; one live session per pair (the
 * screen and a remount share it), closed with `close`.
 */
export class MedicalQuestionnaires {
  private readonly open = new Map<string, MedicalQuestionnaireSession>();

  constructor(private readonly options: MedicalQuestionnairesOptions) {}

  session(memberId: string, encounterId: string): MedicalQuestionnaireSession {
    const key = JSON.stringify([memberId, encounterId]);
    const existing = this.open.get(key);
    if (existing) return existing;
    const created = new MedicalQuestionnaireSession({ ...this.options, memberId, encounterId });
    this.open.set(key, created);
    return created;
  }

  /** Saves and closes a session (the next `session` call reads the draft again). */
  close(session: MedicalQuestionnaireSession): void {
    for (const [key, value] of this.open) {
      if (value === session) this.open.delete(key);
    }
    session.dispose();
  }

  dispose(): void {
    for (const session of this.open.values()) session.dispose();
    this.open.clear();
  }
}
