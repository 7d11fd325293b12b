import {
  parseRouteSearch,
  type Offer,
  type OfferClaimKind,
  type OfferClaimService,
} from '@scanwise/core';
import type { TFunction } from 'i18next';
import { lazy, Suspense, useEffect, useMemo, type ReactElement } from 'react';
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
import { PublicPageLayout, PublicPageLinks } from '../../design/layouts/PublicPage';
import type { LocaleFormatters } from '../../i18n/localeFormatters';
import { OfferDetails, OfferPrices } from './OfferParts';
import styles from './offers.module.css';
import { offersErrorKey } from './offerText';
import { SponsoredView } from './SponsoredView';

function titleOf(t: TFunction, offer: Offer): string {
  const partner = offer.partner?.displayName;
  if (offer.type === 'REFERRAL') return t('offers.claim.titleReferral');
  if (!partner) return t('offers.claim.titleGeneric');
  return offer.type === 'SPONSORED'
    ? t('offers.claim.titleSponsored', { partner })
    : t('offers.claim.titleInvited', { partner });
}

/** The core's claim of the link in the URL, followed while the screen is open. */
function useOfferClaim(kind: OfferClaimKind): OfferClaimService {
  const { search } = useLocation();
  const claims = useService(TOKENS.offerClaims);
  const claim = useMemo(
    () => claims.forLink(kind, parseRouteSearch(search)),
    [claims, kind, search],
  );
  useEffect(() => claim.open(), [claim]);
  return claim;
}

/** The loaded offer's formats (dates, money): fetched beside the offer's call, not with the page. */
const loadFormats = () => import('./LocaleFormatsOnDemand');
const LocaleFormatsOnDemand = lazy(loadFormats);

/** While the offer loads, and while its formats do: one look, no flash between them. */
function OfferLoading(): ReactElement {
  const { t } = useTranslation();
  return (
    <PublicPageLayout title={t('offers.claim.titleGeneric')} width="roomy" compact>
      <LoadingState label={t('offers.claim.loading')} />
    </PublicPageLayout>
  );
}

/** The states of a claim screen, rendered from the core's OfferClaimService. */
export function OfferClaimContent({ claim }: { readonly claim: OfferClaimService }): ReactElement {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { view, signedIn } = useStore(claim);
  const claimed = view.status !== 'empty';
  useEffect(() => {
    // Started with the offer's call; a failed load shows when the loaded offer renders.
    if (claimed) loadFormats().catch(() => undefined);
  }, [claimed]);
  const continueToBooking = (): void => {
    const path = claim.continueToBooking();
    if (path) void navigate(path);
  };

  if (view.status === 'empty') {
    return (
      <PublicPageLayout title={t('offers.claim.titleGeneric')} width="roomy" compact focusTitle>
        <EmptyState
          title={t('offers.claim.emptyTitle')}
          description={t('offers.claim.emptyDescription')}
          action={<Link to="/">{t('offers.claim.home')}</Link>}
        />
      </PublicPageLayout>
    );
  }
  if (view.status === 'loading') return <OfferLoading />;
  if (view.status === 'failed') {
    return (
      <PublicPageLayout title={t('offers.claim.titleGeneric')} width="roomy" compact>
        <ErrorState
          title={t('offers.claim.failedTitle')}
          description={t(offersErrorKey(view.messageKey))}
          onRetry={() => void claim.retry()}
        />
      </PublicPageLayout>
    );
  }
  if (view.status === 'unavailable') {
    return (
      <PublicPageLayout title={t('offers.claim.unavailableTitle')} width="roomy" compact focusTitle>
        <p className={styles.notice} role="status">
          {view.reason === 'expired' ? t('offers.claim.expired') : t('offers.claim.notFound')}
        </p>
        <PublicPageLinks>
          <Link to="/">{t('offers.claim.home')}</Link>
        </PublicPageLinks>
      </PublicPageLayout>
    );
  }

  const { offer, prices } = view;
  const loaded = (money: LocaleFormatters): ReactElement => {
    if (signedIn && offer.type === 'SPONSORED') {
      return (
        <SponsoredView offer={offer} prices={prices} onBook={continueToBooking} money={money} />
      );
    }
    return (
      <PublicPageLayout
        title={titleOf(t, offer)}
        intro={t('offers.claim.intro')}
        width="roomy"
        compact
        focusTitle
      >
        <div className={styles.stack}>
          <OfferDetails offer={offer} prices={prices} money={money} />
          {signedIn ? (
            <>
              <OfferPrices prices={prices} money={money} />
              <div className={styles.actions}>
                <Button onPress={continueToBooking}>
                  {offer.partner ? t('offers.claim.continuePartner') : t('offers.claim.continue')}
                </Button>
              </div>
            </>
          ) : (
            <Card title={t('offers.claim.signInTitle')}>
              <p className={styles.note}>{t('offers.claim.signInIntro')}</p>
              <div className={styles.actions}>
                <Button
                  onPress={() => {
                    claim.rememberForSignIn();
                    void navigate('/sign-in');
                  }}
                >
                  {t('offers.claim.signIn')}
                </Button>
                <Link
                  to="/join"
                  className={styles.secondaryLink}
                  onClick={() => claim.rememberForSignIn()}
                >
                  {t('offers.claim.join')}
                </Link>
              </div>
            </Card>
          )}
        </div>
      </PublicPageLayout>
    );
  };
  return (
    <Suspense fallback={<OfferLoading />}>
      <LocaleFormatsOnDemand>{loaded}</LocaleFormatsOnDemand>
    </Suspense>
  );
}

/** Signup/ClaimOffer (`/sign-up/claim-offer?code&partner`): a partner's invitation (INVITED). */
export function ClaimOfferScreen(): ReactElement {
  const claim = useOfferClaim('INVITED');
  return <OfferClaimContent claim={claim} />;
}

/**
 * Signup/ClaimOfferSponsored (`/sign-up/claim-offer-sponsored?code&partner&encounterName`):
 * signed out, the offer and the way to sign in; signed in, the Sponsored landing.
 */
export function ClaimOfferSponsoredScreen(): ReactElement {
  const claim = useOfferClaim('SPONSORED');
  return <OfferClaimContent claim={claim} />;
}
