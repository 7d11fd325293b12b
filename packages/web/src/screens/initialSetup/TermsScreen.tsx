import {
  buildInitialSetupPayload,
  canSetPassword,
  customRule,
  hasAcceptedTerms,
  initialSetupNeedsPassword,
  parseInitialSetupTosQuery,
  VALIDATION_MESSAGES,
  type InitialSetupData,
} from '@scanwise/core';
import { useEffect, useMemo, useRef, useState, type FormEvent, type ReactElement } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { TOKENS } from '../../composition/tokens';
import { useObservable } from '../../composition/useObservable';
import { useService } from '../../composition/useService';
import { SubmitButton } from '../account/shared/SubmitButton';
import { Card } from '../../design/components/Card/Card';
import { EmptyState } from '../../design/components/EmptyState/EmptyState';
import { LoadingState } from '../../design/components/Spinner/Spinner';
import { CheckboxField } from '../account/shared/CheckboxField';
import {
  apiErrorCode,
  apiErrorKey,
  firstError,
  setupTimeZone,
  TERMS_VERSION,
  useFocusFirstInvalid,
} from '../account/shared/forms';
import { FormMessage, PublicPage } from '../account/shared/PublicPage';
import styles from './initialSetup.module.css';

const LEGAL_RULES = [
  customRule('accepted', (value) => value === true, VALIDATION_MESSAGES.required),
];

/**
 * InitialSetup/TOS (/initial-setup/tos, query email, code, hasPassword 'true'). The query is kept
 * in the initial-setup store (session storage) so a reload or the set-password step still has it.
 * Accepting:
 * - a link with email and code and hasPassword: `completeInitialSetup` with the time zone and the
 *   opt-ins, then sign in (or, when signed in already, on to where the member was going);
 * - a signed-in member without accepted terms (the route guard's case, no code):
 *   `acceptTermsOfService` ("Failure is only logged": the screen says it and offers a retry);
 * - a link without a password: the opt-ins are stored and the set-password step follows.
 */
export function TermsScreen(): ReactElement {
  const { t } = useTranslation();
  const memberApi = useService(TOKENS.memberApi);
  const logger = useService(TOKENS.logger);
  const auth = useService(TOKENS.auth);
  const rootSession = useService(TOKENS.rootSession);
  const setupStore = useService(TOKENS.initialSetup);
  const navigate = useNavigate();
  const readSetup = useMemo(() => () => setupStore.getSnapshot(), [setupStore]);
  const [search] = useSearchParams();

  const readAuth = useMemo(() => () => auth.getSnapshot(), [auth]);
  const authState = useObservable(auth.state$, readAuth);
  const stored = useObservable(setupStore.state$, readSetup);
  const fromQuery = useMemo(() => parseInitialSetupTosQuery(search), [search]);
  const queryHasLink = fromQuery.email !== undefined || fromQuery.code !== undefined;
  // The link's query wins; without one, the stored data (a reload, or back from set-password).
  const data: InitialSetupData = queryHasLink ? { ...stored, ...fromQuery } : stored;

  useEffect(() => {
    if (!queryHasLink) return;
    const current = setupStore.getSnapshot();
    const sameLink = current.email === fromQuery.email && current.code === fromQuery.code;
    setupStore.set(sameLink ? { ...current, ...fromQuery } : fromQuery);
  }, [setupStore, fromQuery, queryHasLink]);

  const member = authState.member;
  const signedIn = authState.status === 'signedIn';
  const [legal, setLegal] = useState(false);
  const [optInEmail, setOptInEmail] = useState(
    data.optInEmailNotifications ?? member?.optInEmailNotifications ?? false,
  );
  const [optInPhone, setOptInPhone] = useState(
    data.optInPhoneNotifications ?? member?.optInPhoneNotifications ?? false,
  );
  const [legalError, setLegalError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | undefined>();
  const [pending, setPending] = useState(false);
  const [done, setDone] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstInvalid = useFocusFirstInvalid(formRef);
  const legalLabel = t('account.terms.legal');

  const finishSignedIn = async (): Promise<void> => {
    await navigate(rootSession.takeContinueTo() ?? '/', { replace: true });
  };

  const submit = async (event: FormEvent<HTMLFormElement>): Promise<void> => {
    event.preventDefault();
    const message = firstError(legal, LEGAL_RULES, legalLabel);
    setLegalError(message);
    if (message) {
      focusFirstInvalid();
      return;
    }
    setFailure(undefined);
    const optIns = { optInEmailNotifications: optInEmail, optInPhoneNotifications: optInPhone };
    const ready = { ...data, ...optIns };
    if (canSetPassword(ready) && initialSetupNeedsPassword(ready)) {
      setupStore.set(ready);
      await navigate('/initial-setup/set-password');
      return;
    }
    setPending(true);
    try {
      if (canSetPassword(ready)) {
        await memberApi.completeInitialSetup(
          buildInitialSetupPayload(ready, { legal: true, timeZone: setupTimeZone() }),
        );
        setupStore.clear();
        if (signedIn) {
          const reloaded = await memberApi.loadMember();
          if (reloaded) rootSession.setMember(reloaded);
          await finishSignedIn();
        } else {
          setDone(true);
          setPending(false);
        }
        return;
      }
      const accepted = await memberApi.acceptTermsOfService({
        accepted: true,
        version: TERMS_VERSION,
      });
      if (!accepted) {
        setFailure(t('account.terms.acceptFailed'));
        setPending(false);
        return;
      }
      let latest = accepted;
      if (
        optInEmail !== accepted.optInEmailNotifications ||
        optInPhone !== accepted.optInPhoneNotifications
      ) {
        const patched = await memberApi.updateMember(optIns);
        if (patched.success) latest = patched.data;
        else logger.warn('Terms: the notification choices were not saved');
      }
      rootSession.setMember(latest);
      await finishSignedIn();
    } catch (cause) {
      logger.warn('Terms: the initial setup failed', { error: String(cause) });
      setFailure(
        apiErrorCode(cause) === 'invalid_token'
          ? t('account.terms.invalidLink')
          : t(apiErrorKey(cause)),
      );
      setPending(false);
    }
  };

  const title = t('account.terms.title');
  if (done) {
    return (
      <PublicPage title={t('account.terms.doneTitle')}>
        <Card>
          <FormMessage tone="success">{t('account.terms.done')}</FormMessage>
          <p>
            <Link to="/sign-in">{t('account.common.signInLink')}</Link>
          </p>
        </Card>
      </PublicPage>
    );
  }
  if (authState.status === 'restoring' || (authState.status === 'signingIn' && !pending)) {
    return (
      <PublicPage title={title}>
        <LoadingState label={t('account.terms.loading')} />
      </PublicPage>
    );
  }
  const memberNeedsTerms = signedIn && member !== null && !hasAcceptedTerms(member);
  if (!canSetPassword(data) && !memberNeedsTerms) {
    // Terms already accepted (and not in the middle of accepting them here): nothing to do.
    if (signedIn && member !== null && !pending) return <Navigate to="/" replace />;
    return (
      <PublicPage title={title}>
        <Card>
          <EmptyState
            title={t('account.terms.incompleteTitle')}
            description={t('account.terms.incomplete')}
            action={<Link to="/sign-in">{t('account.common.signInLink')}</Link>}
          />
        </Card>
      </PublicPage>
    );
  }

  return (
    <PublicPage title={title} intro={t('account.terms.intro')} wide>
      <Card>
        <form ref={formRef} noValidate onSubmit={(event) => void submit(event)}>
          {failure ? <FormMessage tone="error">{failure}</FormMessage> : null}
          <section
            className={styles.document}
            aria-labelledby="terms-document-title"
            // Scrollable: reachable by keyboard so it can be scrolled without a mouse.
            tabIndex={0}
          >
            <h2 id="terms-document-title" className={styles.documentTitle}>
              {t('account.terms.documentTitle')}
            </h2>
            <p>{t('account.terms.p1')}</p>
            <p>{t('account.terms.p2')}</p>
            <p>{t('account.terms.p3')}</p>
            <p>{t('account.terms.p4')}</p>
          </section>
          <CheckboxField
            label={t('account.terms.legalConsent')}
            name="legal"
            isRequired
            checked={legal}
            onChange={(checked) => {
              setLegal(checked);
              // "Validation runs on ... change".
              setLegalError(firstError(checked, LEGAL_RULES, legalLabel));
            }}
            errorMessage={legalError}
          />
          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>{t('account.terms.notificationsTitle')}</legend>
            <CheckboxField
              label={t('account.common.optInEmail')}
              name="optInEmailNotifications"
              checked={optInEmail}
              onChange={setOptInEmail}
            />
            <CheckboxField
              label={t('account.common.optInPhone')}
              name="optInPhoneNotifications"
              checked={optInPhone}
              onChange={setOptInPhone}
            />
          </fieldset>
          <SubmitButton pending={pending}>{t('account.terms.accept')}</SubmitButton>
        </form>
      </Card>
    </PublicPage>
  );
}
