import {
  parseRouteSearch,
  readLinkAssociationQuery,
  type LinkAssociationQuery,
} from '@scanwise/core';
import { useEffect, useMemo, useRef, type ReactElement } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { useLocation, useNavigate } from 'react-router-dom';
import { Link } from '../../navigation/Link';
import { TOKENS } from '../../composition/tokens';
import { useService } from '../../composition/useService';
import { useStore } from '../../composition/useStore';
import { Button } from '../../design/components/Button/Button';
import { Card } from '../../design/components/Card/Card';
import { EmptyState } from '../../design/components/EmptyState/EmptyState';
import { ErrorState } from '../../design/components/ErrorState/ErrorState';
import { LoadingState } from '../../design/components/Spinner/Spinner';
import { PublicPageLayout } from '../../design/layouts/PublicPage';
import { OnboardingConfirmationView } from './OnboardingConfirmationView';
import styles from './offers.module.css';
import { offersErrorKey } from './offerText';

/** Renders the core's PartnerLinkService of the link, followed while the screen is open. */
function LinkAssociationFlow({ query }: { readonly query: LinkAssociationQuery }): ReactElement {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const links = useService(TOKENS.partnerLinks);
  const link = useMemo(() => links.forLink(query), [links, query]);
  useEffect(() => link.open(), [link]);
  const state = useStore(link);
  const alertRef = useRef<HTMLParagraphElement>(null);
  const { status, partner, nextPath, linkError } = state;

  useEffect(() => {
    if (linkError) alertRef.current?.focus();
  }, [linkError]);

  if (status === 'signedOut') {
    return (
      <PublicPageLayout title={t('offers.link.signInTitle')} width="roomy" compact focusTitle>
        <p className={styles.notice}>
          {t('offers.link.signInIntro', { partner: query.partnerName })}
        </p>
        <div className={styles.actions}>
          <Button
            onPress={() => {
              link.rememberForSignIn();
              void navigate('/sign-in');
            }}
          >
            {t('offers.link.signIn')}
          </Button>
        </div>
      </PublicPageLayout>
    );
  }

  if (status === 'linked') {
    return (
      <OnboardingConfirmationView
        partner={partner}
        alreadyLinked={state.alreadyLinked}
        nextPath={nextPath}
      />
    );
  }

  const title = t('offers.link.title', { partner: query.partnerName });
  if (status === 'checking') {
    return (
      <PublicPageLayout title={title} width="roomy" compact>
        <LoadingState label={t('offers.link.loading')} />
      </PublicPageLayout>
    );
  }
  if (status === 'checkFailed') {
    return (
      <PublicPageLayout title={title} width="roomy" compact>
        <ErrorState
          title={t('offers.link.checkFailedTitle')}
          description={t(offersErrorKey(state.checkError ?? 'api.errors.server'))}
          onRetry={() => void link.retry()}
        />
      </PublicPageLayout>
    );
  }

  return (
    <PublicPageLayout
      title={t('offers.link.title', { partner })}
      intro={t('offers.link.intro', { partner })}
      width="roomy"
      compact
      focusTitle
    >
      <div className={styles.stack}>
        {linkError ? (
          <p className={styles.notice} data-tone="error" role="alert" tabIndex={-1} ref={alertRef}>
            <strong>{t('offers.link.failedTitle')}</strong> {t(offersErrorKey(linkError))}
          </p>
        ) : null}
        <Card title={t('offers.link.shares')}>
          <p>{t('offers.link.sharesText', { partner })}</p>
          <dl className={styles.facts}>
            <div>
              <dt>{t('offers.link.offerType')}</dt>
              <dd>{t(`offers.link.offerTypes.${query.offerType}`)}</dd>
            </div>
          </dl>
          <div className={styles.actions}>
            <Button onPress={() => void link.link()} isPending={state.linking}>
              {t('offers.link.confirm')}
            </Button>
            <Link to={nextPath ?? '/'} className={styles.secondaryLink}>
              {t('offers.link.notNow')}
            </Link>
          </div>
        </Card>
      </div>
    </PublicPageLayout>
  );
}

/**
 * LinkAssociation (`/link-association?partnerName&offerType`; the route guard lets it open only
 * with the booking state's validAssociateEntry flag). Signed in, it checks the member's link to
 * the partner (GET checkassociation with the explicit token); not linked yet, it explains what
 * linking shares and links on request (POST associate with the explicit token and the kept
 * offer's code); linked, it shows the OnboardingConfirmation with the way to the booking.
 */
export function LinkAssociationScreen(): ReactElement {
  const { t } = useTranslation();
  const location = useLocation();
  const query = useMemo(
    () => readLinkAssociationQuery(parseRouteSearch(location.search)),
    // The query object keeps its identity while the search stays, so the check runs once.
    [location.search],
  );
  if (!query) {
    return (
      <PublicPageLayout title={t('offers.link.emptyTitle')} width="roomy" compact focusTitle>
        <EmptyState
          title={t('offers.link.emptyTitle')}
          description={t('offers.link.emptyDescription')}
          action={<Link to="/">{t('offers.link.home')}</Link>}
        />
      </PublicPageLayout>
    );
  }
  return <LinkAssociationFlow query={query} />;
}
