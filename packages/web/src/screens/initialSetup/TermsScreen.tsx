import {
  createTermsFields,
  parseInitialSetupTosQuery,
  setupDataWithLink,
  termsStepView,
  type InitialSetupFailure,
} from '@scanwise/core';
import { useEffect, useMemo, type ReactElement } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { Link } from '../../navigation/Link';
import { useAuthState } from '../../composition/useAuthState';
import { TOKENS } from '../../composition/tokens';
import { useOutcomePerVisit } from '../../composition/useOutcomePerVisit';
import { useService } from '../../composition/useService';
import { useStore } from '../../composition/useStore';
import { Card } from '../../design/components/Card/Card';
import { EmptyState } from '../../design/components/EmptyState/EmptyState';
import { LoadingState } from '../../design/components/Spinner/Spinner';
import { checkboxField } from '../../forms/choiceFields';
import { useForm } from '../../forms/useForm';
import { useTranslation } from '../../i18n/useTranslation';
import { CheckboxField } from '../account/shared/CheckboxField';
import { memberCallMessageKey } from '../account/shared/forms';
import { FormMessage, PublicPage } from '../account/shared/PublicPage';
import { SubmitButton } from '../account/shared/SubmitButton';
import styles from './initialSetup.module.css';

/**
 * InitialSetup/TOS (/initial-setup/tos, query email, code, hasPassword 'true'). The link's query
 * is kept in the initial-setup store (session storage) so a reload or the set-password step
 * still has it; accepting goes through the core InitialSetupFlow (a link with or without a
 * password, or a signed-in member who has not accepted the terms), and the core says what the
 * screen shows (termsStepView).
 */
export function TermsScreen(): ReactElement {
  const { t } = useTranslation();
  const flow = useService(TOKENS.initialSetupFlow);
  const flowState = useStore(flow);
  const stored = useStore(useService(TOKENS.initialSetup));
  const authState = useAuthState();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const fromQuery = useMemo(() => parseInitialSetupTosQuery(search), [search]);
  const data = setupDataWithLink(stored, fromQuery);

  useEffect(() => {
    flow.adoptLink(fromQuery);
  }, [flow, fromQuery]);
  useOutcomePerVisit(flow);

  const form = useForm(
    () =>
      createTermsFields(
        {
          legal: t('initialSetup.terms.legal'),
          optInEmail: t('account.common.optInEmail'),
          optInPhone: t('account.common.optInPhone'),
        },
        data,
        authState.member,
      ),
    ({ optInEmail, optInPhone }) => {
      const optIns = {
        optInEmailNotifications: optInEmail.value,
        optInPhoneNotifications: optInPhone.value,
      };
      void flow.acceptTerms(data, optIns).then(async (result) => {
        if (!result.ok) return;
        if (result.next.step === 'setPassword') await navigate('/initial-setup/set-password');
        else if (result.next.step === 'continue') {
          await navigate(result.next.to, { replace: true });
        }
      });
    },
  );

  const failureOf = (failure: InitialSetupFailure): string => {
    switch (failure.reason) {
      case 'invalidLink':
        return t('initialSetup.terms.invalidLink');
      case 'termsNotRecorded':
        return t('initialSetup.terms.acceptFailed');
      case 'signInFailed':
        return t('initialSetup.setPassword.signInFailed');
      case 'callFailed':
        return t(memberCallMessageKey(failure.call));
    }
  };

  const title = t('initialSetup.terms.title');
  const view = termsStepView({
    authStatus: authState.status,
    member: authState.member,
    data,
    flowStatus: flowState.status,
  });
  switch (view) {
    case 'completed':
      return (
        <PublicPage title={t('initialSetup.terms.doneTitle')}>
          <Card>
            <FormMessage tone="success">{t('initialSetup.terms.done')}</FormMessage>
            <p>
              <Link to="/sign-in">{t('account.common.signInLink')}</Link>
            </p>
          </Card>
        </PublicPage>
      );
    case 'loading':
      return (
        <PublicPage title={title}>
          <LoadingState label={t('initialSetup.terms.loading')} />
        </PublicPage>
      );
    case 'accepted':
      return <Navigate to="/" replace />;
    case 'incomplete':
      return (
        <PublicPage title={title}>
          <Card>
            <EmptyState
              title={t('initialSetup.terms.incompleteTitle')}
              description={t('initialSetup.terms.incomplete')}
              action={<Link to="/sign-in">{t('account.common.signInLink')}</Link>}
            />
          </Card>
        </PublicPage>
      );
    case 'form':
      break;
  }

  return (
    <PublicPage title={title} intro={t('initialSetup.terms.intro')} wide>
      <Card>
        <form {...form.formProps}>
          {flowState.status === 'failed' ? (
            <FormMessage tone="error">{failureOf(flowState.failure)}</FormMessage>
          ) : null}
          <section
            className={styles.document}
            aria-labelledby="terms-document-title"
            // Scrollable: reachable by keyboard so it can be scrolled without a mouse.
            tabIndex={0}
          >
            <h2 id="terms-document-title" className={styles.documentTitle}>
              {t('initialSetup.terms.documentTitle')}
            </h2>
            <p>{t('initialSetup.terms.p1')}</p>
            <p>{t('initialSetup.terms.p2')}</p>
            <p>{t('initialSetup.terms.p3')}</p>
            <p>{t('initialSetup.terms.p4')}</p>
          </section>
          <CheckboxField
            label={t('initialSetup.terms.legalConsent')}
            name="legal"
            {...checkboxField(form, 'legal')}
          />
          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>{t('initialSetup.terms.notificationsTitle')}</legend>
            <CheckboxField
              label={form.fields.optInEmail.label}
              name="optInEmailNotifications"
              {...checkboxField(form, 'optInEmail')}
            />
            <CheckboxField
              label={form.fields.optInPhone.label}
              name="optInPhoneNotifications"
              {...checkboxField(form, 'optInPhone')}
            />
          </fieldset>
          <SubmitButton pending={flowState.status === 'working'}>
            {t('initialSetup.terms.accept')}
          </SubmitButton>
        </form>
      </Card>
    </PublicPage>
  );
}
