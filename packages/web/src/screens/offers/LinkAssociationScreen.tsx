import {
  checkPartnerLink,
  linkPartner,
  offerBookingEntryPath,
  offerCodeForAssociation,
  parseRouteSearch,
  readLinkAssociationQuery,
  type LinkAssociationQuery,
  type PartnerAssociation,
  type PartnerLinkCheck,
} from '@scanwise/core';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactElement } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { defer, map, of, shareReplay, startWith, tap, type Observable } from 'rxjs';
import { TOKENS } from '../../composition/tokens';
import { useObservable } from '../../composition/useObservable';
import { useService } from '../../composition/useService';
import { Button } from '../../design/components/Button/Button';
import { Card } from '../../design/components/Card/Card';
import { EmptyState } from '../../design/components/EmptyState/EmptyState';
import { ErrorState } from '../../design/components/ErrorState/ErrorState';
import { LoadingState } from '../../design/components/Spinner/Spinner';
import { PublicPageLayout } from '../../design/layouts/PublicPage';
import { OnboardingConfirmationView } from './OnboardingConfirmationView';
import styles from './offers.module.css';
import { offersErrorKey } from './offerText';

type CheckView = { readonly status: 'checking' } | PartnerLinkCheck;
const CHECKING: CheckView = { status: 'checking' };

/**
 * The partner's name as shown: the platform's display name when the answer names this partner
 * (not another one the member is linked to), else the link's.
 */
const shownPartner = (association: PartnerAssociation | null, query: LinkAssociationQuery) =>
  association?.partner?.name.toLowerCase() === query.partnerName.toLowerCase()
    ? association.partner.displayName
    : query.partnerName;

function LinkAssociationFlow({ query }: { readonly query: LinkAssociationQuery }): ReactElement {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const memberApi = useService(TOKENS.memberApi);
  const auth = useService(TOKENS.auth);
  const tokenSource = useService(TOKENS.accessTokenSource);
  const offerStore = useService(TOKENS.offer);
  const rootSession = useService(TOKENS.rootSession);
  const logger = useService(TOKENS.logger);
  const authState = useObservable(
    auth.state$,
    useCallback(() => auth.getSnapshot(), [auth]),
  );
  const offer = useObservable(offerStore.state$, offerStore.getSnapshot);
  const signedIn = authState.status === 'signedIn';
  const waiting = authState.status === 'restoring' || authState.status === 'signingIn';
  const [attempt, setAttempt] = useState(0);
  const [linking, setLinking] = useState(false);
  const [linkError, setLinkError] = useState<string | null>(null);
  const [linked, setLinked] = useState<PartnerAssociation | null>(null);
  const alertRef = useRef<HTMLParagraphElement>(null);

  // "Partner association calls take a token passed in explicitly": the session's access token,
  // read at the moment of the call and handed to the call, never picked up by the client.
  const token = (): string | null => tokenSource()?.accessToken ?? null;

  const check$: Observable<CheckView> = useMemo(() => {
    if (!signedIn) return of(CHECKING);
    return defer(async (): Promise<CheckView> => {
      const explicit = tokenSource()?.accessToken;
      if (!explicit) return { status: 'failed', messageKey: 'api.errors.signedOut' };
      return checkPartnerLink(memberApi, explicit, query);
    }).pipe(
      tap((result) => {
        if (result.status === 'failed') {
          logger.warn('Link association: the check failed', {
            messageKey: result.messageKey,
            attempt,
          });
        }
      }),
      map((result) => result),
      startWith(CHECKING),
      shareReplay({ bufferSize: 1, refCount: false }),
    );
  }, [signedIn, memberApi, tokenSource, query, logger, attempt]);
  const check = useObservable(check$) ?? CHECKING;

  useEffect(() => {
    if (linkError) alertRef.current?.focus();
  }, [linkError]);

  const nextPath =
    offer.memberOfferCode !== null && offer.memberOfferType !== null
      ? offerBookingEntryPath({
          code: offer.memberOfferCode,
          offerType: offer.memberOfferType,
          partner: query.partnerName,
        })
      : null;

  if (!signedIn && !waiting) {
    return (
      <PublicPageLayout title={t('offers.link.signInTitle')} width="roomy" compact focusTitle>
        <p className={styles.notice}>
          {t('offers.link.signInIntro', { partner: query.partnerName })}
        </p>
        <div className={styles.actions}>
          <Button
            onPress={() => {
              rootSession.setContinueTo(`${location.pathname}${location.search}`);
              void navigate('/sign-in');
            }}
          >
            {t('offers.link.signIn')}
          </Button>
        </div>
      </PublicPageLayout>
    );
  }

  const done = linked ?? (check.status === 'linked' ? check.association : null);
  if (done) {
    return (
      <OnboardingConfirmationView
        partner={shownPartner(done, query)}
        alreadyLinked={linked === null}
        nextPath={nextPath}
      />
    );
  }

  const title = t('offers.link.title', { partner: query.partnerName });
  if (waiting || check.status === 'checking') {
    return (
      <PublicPageLayout title={title} width="roomy" compact>
        <LoadingState label={t('offers.link.loading')} />
      </PublicPageLayout>
    );
  }
  if (check.status === 'failed') {
    return (
      <PublicPageLayout title={title} width="roomy" compact>
        <ErrorState
          title={t('offers.link.checkFailedTitle')}
          description={t(offersErrorKey(check.messageKey))}
          onRetry={() => setAttempt((count) => count + 1)}
        />
      </PublicPageLayout>
    );
  }

  const partner = shownPartner(check.association, query);
  const link = async (): Promise<void> => {
    const explicit = token();
    setLinking(true);
    setLinkError(null);
    const outcome = explicit
      ? await linkPartner(
          memberApi,
          explicit,
          query,
          offerCodeForAssociation(offerStore.getSnapshot(), query.offerType),
        )
      : ({ status: 'failed', messageKey: 'api.errors.signedOut' } as const);
    setLinking(false);
    if (outcome.status === 'linked') {
      setLinked(outcome.association);
      return;
    }
    logger.warn('Link association: linking failed', { messageKey: outcome.messageKey });
    setLinkError(t(offersErrorKey(outcome.messageKey)));
  };

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
            <strong>{t('offers.link.failedTitle')}</strong> {linkError}
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
            <Button onPress={() => void link()} isPending={linking}>
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
