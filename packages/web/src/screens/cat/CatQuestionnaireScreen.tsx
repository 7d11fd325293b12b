import { CAT_QUESTIONS, catAnsweredCount, type CatAnswer } from '@scanwise/core';
import {
  lazy,
  Suspense,
  useEffect,
  useId,
  useRef,
  useState,
  type FormEvent,
  type ReactElement,
} from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../design/components/Button/Button';
import { LoadingState } from '../../design/components/Spinner/Spinner';
import { PublicPageLayout } from '../../design/layouts/PublicPage';
import { onAfterPaint } from '../../startup/idleScheduler';
import layout from '../../design/layouts/flowPage.module.css';
import { SavedAnswersFailed } from './SavedAnswersFailed';
import { useCatQuestionnaire } from './useCatQuestionnaire';
import styles from './cat.module.css';

const TOTAL = CAT_QUESTIONS.length;

/** A step as the questions' history entries name it: the introduction (0) or a question. */
const isCatStep = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= TOTAL;

// The questions' history entries load once the page has painted: the public page's first load
// carries none of it. A chunk that fails to load is the preload recovery's to handle; Back then
// leaves the page, as it does on a page without steps.
const CatStepHistory = lazy(() =>
  import('../../navigation/stepHistory').then(
    (module) => ({ default: module.StepHistoryFollower<number> }),
    () => ({ default: (): null => null }),
  ),
);

/**
 * CAT Questionnaire (/cat/questionnaire): the heart health check, one question per step with
 * progress, back and next. Every answer and the step are kept by the core's CatQuestionnaire
 * (session storage), so a reload resumes at the same question. A signed-in member with nothing
 * in progress gets their saved answers back first (GET members cat, core `CatMemberRecord`).
 * Nothing is tracked here.
 */
export function CatQuestionnaireScreen(): ReactElement {
  const { t } = useTranslation();
  const { cat, state, record, recordState, authStatus, awaitingSavedAnswers } =
    useCatQuestionnaire('questionnaire');
  const navigate = useNavigate();
  const hasAnswers = catAnsweredCount(state.draft.answers) > 0;
  const [painted, setPainted] = useState(false);
  useEffect(() => onAfterPaint(() => setPainted(true)), []);

  const title = t('cat.common.name');
  if (authStatus === 'restoring' || awaitingSavedAnswers) {
    return (
      <PublicPageLayout title={title} width="roomy" compact focusTitle>
        <LoadingState label={t('cat.questionnaire.loading')} />
      </PublicPageLayout>
    );
  }
  if (recordState.restore === 'failed') {
    return (
      <PublicPageLayout title={title} width="roomy" compact focusTitle>
        <SavedAnswersFailed record={record} />
      </PublicPageLayout>
    );
  }

  const step = state.draft.step;
  return (
    <PublicPageLayout title={title} width="roomy" compact focusTitle>
      {/* Each question is a history entry: the phone's Back returns to the question before,
          Forward to the one after. */}
      {painted ? (
        <Suspense fallback={null}>
          <CatStepHistory step={step} isStep={isCatStep} onTraverse={(to) => cat.goToStep(to)} />
        </Suspense>
      ) : null}
      {step === 0 ? (
        <CatIntro
          hasAnswers={hasAnswers}
          onStart={() => cat.goToStep(1)}
          onRestart={() => {
            cat.restart();
            cat.goToStep(1);
          }}
        />
      ) : (
        <CatQuestionStep
          key={step}
          step={step}
          answer={state.draft.answers[CAT_QUESTIONS[step - 1]?.id ?? 'symptoms']}
          onAnswer={(value) => {
            const question = CAT_QUESTIONS[step - 1];
            if (question) cat.answer(question.id, value);
          }}
          onBack={() => cat.goToStep(step - 1)}
          onNext={() => {
            if (step < TOTAL) {
              cat.goToStep(step + 1);
              return;
            }
            if (cat.complete()) void navigate('/cat/results');
            else cat.goToStep(firstUnanswered(state.draft.answers));
          }}
        />
      )}
    </PublicPageLayout>
  );
}

function firstUnanswered(answers: Readonly<Record<string, CatAnswer | undefined>>): number {
  const index = CAT_QUESTIONS.findIndex((question) => answers[question.id] === undefined);
  return index === -1 ? TOTAL : index + 1;
}

function CatIntro({
  hasAnswers,
  onStart,
  onRestart,
}: {
  readonly hasAnswers: boolean;
  readonly onStart: () => void;
  readonly onRestart: () => void;
}): ReactElement {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId}>{t('cat.questionnaire.introTitle')}</h2>
      <p>{t('cat.questionnaire.intro')}</p>
      <p className={styles.muted}>{t('cat.questionnaire.privacy')}</p>
      <p className={styles.notice}>{t('cat.common.urgent')}</p>
      <div className={styles.actionsEnd}>
        <Button onPress={onStart}>
          {hasAnswers ? t('cat.questionnaire.resume') : t('cat.common.start')}
        </Button>
        {hasAnswers ? (
          <Button variant="secondary" onPress={onRestart}>
            {t('cat.questionnaire.restart')}
          </Button>
        ) : null}
      </div>
      <p className={styles.muted}>{t('cat.common.notDiagnosis')}</p>
    </section>
  );
}

export interface CatQuestionStepProps {
  /** 1..n */
  readonly step: number;
  readonly answer: CatAnswer | undefined;
  readonly onAnswer: (value: CatAnswer) => void;
  readonly onBack: () => void;
  readonly onNext: () => void;
}

/** One question: a radio group in a fieldset whose heading takes focus when the step opens. */
export function CatQuestionStep({
  step,
  answer,
  onAnswer,
  onBack,
  onNext,
}: CatQuestionStepProps): ReactElement {
  const { t } = useTranslation();
  const question = CAT_QUESTIONS[step - 1] ?? CAT_QUESTIONS[0]!;
  const heading = useRef<HTMLHeadingElement>(null);
  const firstOption = useRef<HTMLInputElement>(null);
  const helpId = useId();
  const errorId = useId();
  const name = useId();
  const [showError, setShowError] = useState(false);

  useEffect(() => {
    heading.current?.focus({ preventScroll: false });
  }, []);

  const submit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    if (answer === undefined) {
      setShowError(true);
      firstOption.current?.focus();
      return;
    }
    onNext();
  };

  const last = step === TOTAL;
  // Next pressed with no answer: the answers are marked with the message until one is chosen.
  const unanswered = showError && answer === undefined;
  return (
    <form className={styles.card} noValidate onSubmit={submit}>
      <div className={styles.progress}>
        <span id={`${name}-progress`}>
          {t('cat.questionnaire.progress', { current: step, total: TOTAL })}
        </span>
        <div
          className={layout.progressTrack}
          role="progressbar"
          aria-labelledby={`${name}-progress`}
          aria-valuemin={0}
          aria-valuemax={TOTAL}
          aria-valuenow={step}
        >
          <div className={layout.progressFill} style={{ inlineSize: `${(step / TOTAL) * 100}%` }} />
        </div>
      </div>
      <fieldset
        className={styles.fieldset}
        aria-describedby={unanswered ? `${helpId} ${errorId}` : helpId}
      >
        <legend className={styles.legend}>
          <h2 ref={heading} tabIndex={-1} className={styles.heading}>
            {t(`cat.questions.${question.id}.title`)}
          </h2>
        </legend>
        <p id={helpId} className={styles.muted}>
          {t(`cat.questions.${question.id}.help`)}
        </p>
        <ul className={styles.options}>
          {question.answers.map((value, index) => (
            <li key={value}>
              <label
                className={`${styles.option} ${layout.choice}`}
                data-invalid={unanswered || undefined}
              >
                <input
                  ref={index === 0 ? firstOption : undefined}
                  type="radio"
                  name={name}
                  value={value}
                  checked={answer === value}
                  onChange={() => {
                    setShowError(false);
                    onAnswer(value);
                  }}
                />
                {t(`cat.answers.${value}`)}
              </label>
            </li>
          ))}
        </ul>
        {unanswered ? (
          <p id={errorId} className={styles.fieldError} role="alert">
            {t('cat.questionnaire.chooseAnswer')}
          </p>
        ) : null}
      </fieldset>
      <div className={styles.actions}>
        <Button variant="secondary" onPress={onBack}>
          {t('cat.questionnaire.back')}
        </Button>
        <Button type="submit">
          {last ? t('cat.questionnaire.seeResults') : t('cat.questionnaire.next')}
        </Button>
      </div>
    </form>
  );
}
