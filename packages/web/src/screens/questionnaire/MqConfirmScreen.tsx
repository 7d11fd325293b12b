import { MEDICAL_QUESTIONS, parseMqConfirmQuery } from '@scanwise/core';
import { useEffect, type ReactElement } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { useSearchParams } from 'react-router-dom';
import { Link } from '../../navigation/Link';
import { TOKENS } from '../../composition/tokens';
import { useService } from '../../composition/useService';
import { Button } from '../../design/components/Button/Button';
import { EmptyState } from '../../design/components/EmptyState/EmptyState';
import { ErrorState } from '../../design/components/ErrorState/ErrorState';
import { FlowPageLayout } from '../../design/layouts/FlowPageLayout';
import layout from '../../design/layouts/flowPage.module.css';
import { useSafeNavigate } from '../../navigation/useSafeNavigate';
import { useQuestionWords } from './questionWords';
import styles from './questionnaire.module.css';

/** Where the confirmed answer continues: the questionnaire's sign-in entry (signed in: straight on). */
export function questionnaireSignInPath(encounterId: string): string {
  return `/login/medical-questionnaire?${new URLSearchParams({ encounterId }).toString()}`;
}

/**
 * MQBase (/mq/confirm?token=…&value=…), "Reads query token and value": the one-tap answer of a
 * reminder e-mail. Opening the link answers nothing (mail scanners open links): the member sees
 * the question and the answer chosen, confirms with a tap, then signs in (if needed) and checks
 * the rest of the questionnaire, where the answer is filled in. Nothing loads: the link is read
 * by the core (parseMqConfirmQuery), so the states are the answer (filled), no query (empty) and
 * a broken link (error, with the way to the questionnaire from Home). Design:
 * docs/adr/0033-medical-questionnaire.md.
 */
export function MqConfirmScreen(): ReactElement {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const oneTap = useService(TOKENS.mqOneTap);
  const logger = useService(TOKENS.logger);
  const navigator = useSafeNavigate();
  const words = useQuestionWords();
  const result = parseMqConfirmQuery({
    token: searchParams.get('token') ?? undefined,
    value: searchParams.get('value') ?? undefined,
  });
  const refused = !result.ok && result.reason === 'invalid';
  useEffect(() => {
    // Logged without the query: the token is a credential, the value a health answer.
    if (refused) logger.warn('Questionnaire confirmation link refused', { screen: 'MQBase' });
  }, [refused, logger]);
  const home = (
    <Link className={styles.primaryLink} to="/">
      {t('questionnaire.confirm.home')}
    </Link>
  );

  let body: ReactElement;
  if (!result.ok && result.reason === 'missing') {
    body = (
      <EmptyState
        title={t('questionnaire.confirm.missing.title')}
        description={t('questionnaire.confirm.missing.description')}
        action={home}
      />
    );
  } else if (!result.ok) {
    body = (
      <>
        <ErrorState
          title={t('questionnaire.confirm.invalid.title')}
          description={t('questionnaire.confirm.invalid.description')}
        />
        {home}
      </>
    );
  } else {
    const { encounterId, questionId, answer } = result.value;
    const question = MEDICAL_QUESTIONS.get(questionId);
    const next = questionnaireSignInPath(encounterId);
    body = (
      <section className={styles.card} aria-labelledby="mq-confirm-question">
        <h2 id="mq-confirm-question" className={styles.stepHeading}>
          {question ? words.question(question, {}) : questionId}
        </h2>
        <div>
          <p className={layout.muted}>{t('questionnaire.confirm.youAnswered')}</p>
          <p className={styles.answerValue}>{question ? words.option(question, answer) : answer}</p>
        </div>
        <p className={layout.intro}>{t('questionnaire.confirm.next')}</p>
        <div className={styles.actions}>
          <Button variant="secondary" onPress={() => navigator.navigate(next, { replace: true })}>
            {t('questionnaire.confirm.notRight')}
          </Button>
          <Button
            onPress={() => {
              oneTap.remember(result.value);
              navigator.navigate(next, { replace: true });
            }}
          >
            {t('questionnaire.confirm.confirm')}
          </Button>
        </div>
      </section>
    );
  }

  return (
    <FlowPageLayout
      brand={t('questionnaire.confirm.brand')}
      title={t('questionnaire.confirm.title')}
    >
      {result.ok ? <p className={layout.intro}>{t('questionnaire.confirm.intro')}</p> : null}
      {body}
    </FlowPageLayout>
  );
}
