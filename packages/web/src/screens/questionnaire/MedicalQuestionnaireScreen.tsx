import {
  MEDICAL_QUESTIONNAIRE_REVIEW_STEP,
  MEDICAL_QUESTIONNAIRE_SECTIONS,
  shownMedicalQuestions,
  type Encounter,
  type MeasurementEntry,
  type MeasurementUnit,
  type MedicalQuestionnaireSession,
  type MedicalQuestionnaireState,
  type Task,
} from '@scanwise/core';
import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type FormEvent,
  type ReactElement,
  type RefObject,
} from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { Link } from '../../navigation/Link';
import { useStepHistory } from '../../navigation/stepHistory';
import { TOKENS } from '../../composition/tokens';
import { useStore } from '../../composition/useStore';
import { useService } from '../../composition/useService';
import { Button } from '../../design/components/Button/Button';
import { EmptyState } from '../../design/components/EmptyState/EmptyState';
import { RemotePageFrame } from '../../design/layouts/RemotePageFrame';
import layout from '../../design/layouts/flowPage.module.css';
import { QuestionField } from './QuestionField';
import { useQuestionWords } from './questionWords';
import { useMedicalQuestionnairePage } from './useMedicalQuestionnairePage';
import styles from './questionnaire.module.css';
import { useScanLine } from '../dashboard/useScanLine';

const SCAN_LINE = { dated: 'questionnaire.mq.forScan', undated: 'questionnaire.mq.forScanUndated' };

/**
 * Flow (/medical-questionnaire?extraData={"encounterId":…}&direct=true): the pre-scan medical
 * questionnaire, one section per step with a progress bar, saved on this device as the member
 * answers ("Saved"), a review, and the send that completes the member's task through the tasks
 * hub (Home then shows it done, live). Choices: docs/adr/0033-medical-questionnaire.md.
 */
export function MedicalQuestionnaireScreen(): ReactElement {
  const { t } = useTranslation();
  const { state, retry } = useMedicalQuestionnairePage();
  return (
    <RemotePageFrame
      brand={t('questionnaire.mq.brand')}
      back={{ to: '/', label: t('questionnaire.mq.back') }}
      title={t('questionnaire.mq.title')}
      loadingLabel={t('questionnaire.mq.loading')}
      failure={
        state.status === 'error' || (state.status === 'loading' && state.retrying)
          ? {
              title: t('questionnaire.mq.loadFailed'),
              description: t('questionnaire.mq.loadFailedDescription'),
              onRetry: retry,
              isRetrying: state.status === 'loading',
            }
          : undefined
      }
    >
      {state.status === 'ready' ? (
        <QuestionnaireBody encounter={state.encounter} task={state.task} session={state.session} />
      ) : null}
    </RemotePageFrame>
  );
}

/** A step of the questionnaire as its history entries name it: a section's index, or the review. */
const isMedicalQuestionnaireStep = (value: unknown): value is number =>
  typeof value === 'number' &&
  Number.isInteger(value) &&
  value >= 0 &&
  value <= MEDICAL_QUESTIONNAIRE_REVIEW_STEP;

function QuestionnaireBody({
  encounter,
  task,
  session,
}: {
  readonly encounter: Encounter;
  readonly task: Task | undefined;
  readonly session: MedicalQuestionnaireSession;
}): ReactElement {
  const { t } = useTranslation();
  const state = useStore(session);
  const scanLine = useScanLine(encounter, SCAN_LINE);
  const [openedOn] = useState(state.step);
  const [moved, setMoved] = useState(false);
  if (!moved && state.step !== openedOn) setMoved(true);
  // Each section is a history entry: the phone's Back returns to the section before, Forward to
  // the one after; once sent, the sections are behind the member and Back leaves the page.
  const { rewind } = useStepHistory(state.step, isMedicalQuestionnaireStep, (step) =>
    session.goToStep(step),
  );
  const sent = state.submit === 'done';
  useEffect(() => {
    if (sent) rewind();
  }, [sent, rewind]);
  if (sent) {
    return (
      <>
        <p className={layout.scanLine}>{scanLine}</p>
        <DonePanel />
      </>
    );
  }
  if (task === undefined) {
    return (
      <>
        <p className={layout.scanLine}>{scanLine}</p>
        <EmptyState
          title={t('questionnaire.mq.noTask.title')}
          description={t('questionnaire.mq.noTask.description')}
          action={
            <Link className={styles.primaryLink} to="/">
              {t('questionnaire.mq.done.home')}
            </Link>
          }
        />
      </>
    );
  }
  return (
    <>
      <p className={layout.scanLine}>{scanLine}</p>
      {state.step === 0 ? <p className={layout.intro}>{t('questionnaire.mq.intro')}</p> : null}
      {state.appliedOneTap !== null ? (
        <p className={styles.notice}>{t('questionnaire.mq.oneTap')}</p>
      ) : state.resumed ? (
        <p className={styles.notice}>{t('questionnaire.mq.resumed')}</p>
      ) : null}
      <Progress state={state} />
      <SaveStatus state={state} />
      {state.step >= MEDICAL_QUESTIONNAIRE_REVIEW_STEP ? (
        <Review state={state} session={session} task={task} moved={moved} />
      ) : (
        <SectionStep state={state} session={session} moved={moved} />
      )}
    </>
  );
}

function DonePanel(): ReactElement {
  const { t } = useTranslation();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <section className={styles.card} aria-labelledby="mq-done-title">
      <h2 id="mq-done-title" ref={headingRef} tabIndex={-1} className={styles.stepHeading}>
        {t('questionnaire.mq.done.title')}
      </h2>
      <p className={layout.intro}>{t('questionnaire.mq.done.description')}</p>
      <Link className={styles.primaryLink} to="/">
        {t('questionnaire.mq.done.home')}
      </Link>
    </section>
  );
}

function Progress({ state }: { readonly state: MedicalQuestionnaireState }): ReactElement {
  const { t } = useTranslation();
  const { answered, total } = state.progress;
  const percent = total === 0 ? 0 : Math.round((answered / total) * 100);
  const steps = MEDICAL_QUESTIONNAIRE_SECTIONS.length + 1;
  const valueText = t('questionnaire.mq.progress.value', { answered, total });
  return (
    <div>
      <div className={styles.progressRow}>
        <span className={styles.progressStep}>
          {t('questionnaire.mq.progress.step', {
            step: Math.min(state.step, MEDICAL_QUESTIONNAIRE_REVIEW_STEP) + 1,
            total: steps,
          })}
        </span>
        <span>{valueText}</span>
      </div>
      <div
        className={`${layout.progressTrack} ${styles.progressTrack}`}
        role="progressbar"
        aria-label={t('questionnaire.mq.progress.label')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={valueText}
      >
        <div className={layout.progressFill} style={{ inlineSize: `${percent}%` }} />
      </div>
    </div>
  );
}

function SaveStatus({ state }: { readonly state: MedicalQuestionnaireState }): ReactElement {
  const { t } = useTranslation();
  const text =
    state.save === 'pending'
      ? t('questionnaire.mq.save.pending')
      : state.save === 'saved'
        ? t('questionnaire.mq.save.saved')
        : state.save === 'failed'
          ? t('questionnaire.mq.save.failed')
          : '';
  return (
    <p
      className={`${styles.saveStatus} ${state.save === 'failed' ? styles.saveFailed : ''}`}
      role="status"
      data-save={state.save}
    >
      {text}
    </p>
  );
}

/**
 * Moves focus to the step's heading when the step changes, not when the page opens (the member
 * reads from the top). `moved` is true once the member left the step the page opened on.
 */
function useFocusOnStep(step: number, moved: boolean): RefObject<HTMLHeadingElement | null> {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (moved) ref.current?.focus();
  }, [step, moved]);
  return ref;
}

function SectionStep({
  state,
  session,
  moved,
}: {
  readonly state: MedicalQuestionnaireState;
  readonly session: MedicalQuestionnaireSession;
  readonly moved: boolean;
}): ReactElement {
  const { t } = useTranslation();
  const words = useQuestionWords();
  const section = MEDICAL_QUESTIONNAIRE_SECTIONS[state.step];
  const headingRef = useFocusOnStep(state.step, moved);
  const alertRef = useRef<HTMLParagraphElement>(null);
  const [attempt, setAttempt] = useState(0);
  const issueCount = Object.keys(state.issues).length;
  useEffect(() => {
    if (attempt > 0) alertRef.current?.focus();
  }, [attempt]);
  const onAnswer = useCallback(
    (questionId: string, value: string) => session.answer(questionId, value),
    [session],
  );
  const onMeasure = useCallback(
    (questionId: string, entry: MeasurementEntry) => session.answerMeasurement(questionId, entry),
    [session],
  );
  const onSwitchUnit = useCallback(
    (questionId: string, unit: MeasurementUnit) => session.switchMeasurementUnit(questionId, unit),
    [session],
  );
  if (section === undefined) return <></>;
  const { title, intro } = words.section(section.id);
  const last = state.step === MEDICAL_QUESTIONNAIRE_SECTIONS.length - 1;
  const submit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    if (!session.next()) setAttempt((count) => count + 1);
  };
  return (
    <form className={styles.card} onSubmit={submit} noValidate aria-labelledby="mq-step-title">
      <h2 id="mq-step-title" ref={headingRef} tabIndex={-1} className={styles.stepHeading}>
        {title}
      </h2>
      <p className={layout.intro}>{intro}</p>
      <p className={styles.requiredNote}>{t('questionnaire.mq.requiredNote')}</p>
      {issueCount > 0 ? (
        <p ref={alertRef} tabIndex={-1} role="alert" className={styles.alert}>
          {t('questionnaire.mq.issuesSummary', { count: issueCount })}
        </p>
      ) : null}
      {shownMedicalQuestions(section, state.answers).map((question) => (
        <QuestionField
          key={question.id}
          question={question}
          answers={state.answers}
          issue={state.issues[question.id]}
          onAnswer={onAnswer}
          onMeasure={onMeasure}
          onSwitchUnit={onSwitchUnit}
        />
      ))}
      <div className={styles.actions}>
        {state.step > 0 ? (
          <Button variant="secondary" onPress={() => session.back()}>
            {t('questionnaire.mq.actions.back')}
          </Button>
        ) : (
          <span />
        )}
        <Button type="submit">
          {last ? t('questionnaire.mq.actions.review') : t('questionnaire.mq.actions.next')}
        </Button>
      </div>
    </form>
  );
}

function Review({
  state,
  session,
  task,
  moved,
}: {
  readonly state: MedicalQuestionnaireState;
  readonly session: MedicalQuestionnaireSession;
  readonly task: Task;
  readonly moved: boolean;
}): ReactElement {
  const { t } = useTranslation();
  const words = useQuestionWords();
  const logger = useService(TOKENS.logger);
  const headingRef = useFocusOnStep(state.step, moved);
  const failedRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (state.submit === 'failed') failedRef.current?.focus();
  }, [state.submit]);
  const send = (): void => {
    session.submit(task).catch((error: unknown) => {
      logger.warn('Medical questionnaire submit failed', {
        screen: 'Flow',
        error: error instanceof Error ? error.message : String(error),
      });
    });
  };
  const submitting = state.submit === 'submitting';
  return (
    <section className={styles.card} aria-labelledby="mq-step-title">
      <h2 id="mq-step-title" ref={headingRef} tabIndex={-1} className={styles.stepHeading}>
        {t('questionnaire.mq.review.title')}
      </h2>
      <p className={layout.intro}>{t('questionnaire.mq.review.intro')}</p>
      {MEDICAL_QUESTIONNAIRE_SECTIONS.map((section, index) => {
        const { title } = words.section(section.id);
        const headingId = `mq-review-${section.id}`;
        return (
          <section key={section.id} className={styles.reviewSection} aria-labelledby={headingId}>
            <div className={styles.reviewHeader}>
              <h3 id={headingId} className={styles.reviewTitle}>
                {title}
              </h3>
              {/* "Edit" beside the heading it belongs to (a section's name is long enough to push
                  it onto a line of its own on a phone); its name says which section. */}
              <Button
                variant="ghost"
                aria-label={t('questionnaire.mq.actions.editSection', { section: title })}
                onPress={() => session.goToStep(index)}
              >
                {t('questionnaire.mq.actions.edit')}
              </Button>
            </div>
            <dl className={styles.answers}>
              {shownMedicalQuestions(section, state.answers).map((question) => (
                <div key={question.id}>
                  <dt>{words.question(question, state.answers)}</dt>
                  <dd>{words.answer(question, state.answers)}</dd>
                </div>
              ))}
            </dl>
          </section>
        );
      })}
      {state.submit === 'failed' ? (
        <p ref={failedRef} tabIndex={-1} role="alert" className={styles.alert}>
          {t('questionnaire.mq.submitFailed')}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button variant="secondary" onPress={() => session.back()} isDisabled={submitting}>
          {t('questionnaire.mq.actions.back')}
        </Button>
        <Button onPress={send} isPending={submitting}>
          {submitting
            ? t('questionnaire.mq.actions.submitting')
            : t('questionnaire.mq.actions.submit')}
        </Button>
      </div>
    </section>
  );
}
