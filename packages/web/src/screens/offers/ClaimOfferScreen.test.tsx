import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TOKENS } from '../../composition/tokens';
import {
  countCalls,
  failCall,
  holding,
  signedIn,
  type SceneSetup,
} from '../../test/platform/platformScene';
import { screenOnPlatform } from '../../test/screenOnPlatform';
import { ClaimOfferScreen, ClaimOfferSponsoredScreen } from './ClaimOfferScreen';
import { INVITE_LINK, SPONSORED_LINK } from './offerScenes';

const claimAt = (route: string, scene?: SceneSetup) =>
  screenOnPlatform(
    route.startsWith('/sign-up/claim-offer-sponsored') ? (
      <ClaimOfferSponsoredScreen />
    ) : (
      <ClaimOfferScreen />
    ),
    { path: route.split('?')[0] ?? '/', route, scene, probeOtherPaths: true },
  );

describe(
  'Signup/ClaimOffer ("/sign-up/claim-offer: Query code, partner.")',
  { timeout: 20_000 },
  () => {
    it('shows the offer to a visitor: the partner, what it gives, the code, the end date and the no-stacking rule', async () => {
      const { services } = await claimAt(INVITE_LINK);
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Northwind Health has invited you' }),
      ).toBeVisible();
      const offer = screen.getByRole('region', { name: 'Your offer' });
      expect(offer).toHaveTextContent('10% off');
      expect(offer).toHaveTextContent('10% off any body scan');
      expect(offer).toHaveTextContent('FromNorthwind Health');
      expect(offer).toHaveTextContent('Offer codeINVITE-NW');
      expect(offer).toHaveTextContent('Valid until');
      expect(offer).toHaveTextContent(
        'Discounts do not combine. If another discount saves you more, you get the larger one.',
      );
      // "Offer store (local storage): memberOfferCode, memberOfferType."
      expect(services.get(TOKENS.offer).getSnapshot()).toEqual({
        memberOfferCode: 'INVITE-NW',
        memberOfferType: 'INVITED',
      });
    });

    it('keeps the claim for after sign-in and opens sign-in', async () => {
      const { services, user } = await claimAt(INVITE_LINK);
      await user.click(await screen.findByRole('button', { name: 'Sign in to claim' }));
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/sign-in$/);
      expect(services.get(TOKENS.rootSession).getSnapshot().continueTo).toBe(INVITE_LINK);
    });

    it('"Create an account" keeps the claim too', async () => {
      const { services, user } = await claimAt(INVITE_LINK);
      await user.click(await screen.findByRole('link', { name: 'Create an account' }));
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/join$/);
      expect(services.get(TOKENS.rootSession).getSnapshot().continueTo).toBe(INVITE_LINK);
    });

    it('shows the loading state while the offer is checked', async () => {
      await claimAt(INVITE_LINK, holding('offerGet'));
      expect(await screen.findByRole('status')).toHaveTextContent('Checking your offer…');
    });

    it('a failed check says so, is logged, and loads on retry', async () => {
      const { scene, user } = await claimAt(INVITE_LINK, (platformScene) => {
        failCall(platformScene, 'offerGet', { status: 503 });
      });
      const alert = await screen.findByRole('alert');
      expect(
        within(alert).getByRole('heading', { name: 'We could not check your offer' }),
      ).toBeVisible();
      expect(alert).toHaveTextContent('Our service is having a problem.');
      expect(scene.ports.logger.has('warn', 'Offers: the offer could not be loaded')).toBe(true);
      scene.faults.clear();
      await user.click(screen.getByRole('button', { name: 'Try again' }));
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Northwind Health has invited you' }),
      ).toBeVisible();
    });

    it('an unknown code is not available, with the way home; nothing is kept', async () => {
      const { services } = await claimAt('/sign-up/claim-offer?code=NOPE');
      expect(
        await screen.findByRole('heading', { level: 1, name: 'This offer is not available' }),
      ).toBeVisible();
      expect(screen.getByRole('status')).toHaveTextContent(
        'We could not find an offer with this code.',
      );
      expect(screen.getByRole('link', { name: 'Go to Scanwise' })).toHaveAttribute('href', '/');
      expect(services.get(TOKENS.offer).getSnapshot().memberOfferCode).toBeNull();
    });

    it('a link without a code shows the empty state', async () => {
      let offersAsked = (): number => 0;
      await claimAt('/sign-up/claim-offer?partner=northwind', (scene) => {
        offersAsked = countCalls(scene, 'offerGet');
      });
      expect(
        await screen.findByRole('heading', { name: 'This link has no offer code' }),
      ).toBeVisible();
      expect(offersAsked()).toBe(0);
    });

    it('signed in: the prices as the booking will charge them, then the partner link before booking', async () => {
      const { services, user } = await claimAt(INVITE_LINK, signedIn());
      const prices = await screen.findByRole('region', { name: 'Your price' });
      expect(prices).toHaveTextContent('Full Body Scan$2,245.50Usually $2,495.00, with SPRING10');
      await user.click(screen.getByRole('button', { name: 'Continue' }));
      expect(services.get(TOKENS.booking).getSnapshot().validAssociateEntry).toBe(true);
      expect(screen.getByTestId('location')).toHaveTextContent(
        '/link-association?partnerName=northwind&offerType=INVITED',
      );
    });

    it('signed in with a referral (no partner): straight to its booking entry', async () => {
      const { user } = await claimAt('/sign-up/claim-offer?code=FRIEND-DEMO', signedIn());
      // Discounts do not stack: SPRING10 saves more than WELCOME50 on these scans.
      expect(await screen.findByRole('region', { name: 'Your price' })).toHaveTextContent(
        'with SPRING10',
      );
      await user.click(screen.getByRole('button', { name: 'Continue to booking' }));
      expect(screen.getByTestId('location')).toHaveTextContent(
        '/referral/select-plan?referralCode=FRIEND-DEMO',
      );
    });
  },
);

describe('Signup/ClaimOfferSponsored and the Sponsored landing', { timeout: 20_000 }, () => {
  it('signed out: the sponsor, the scan and the way to sign in', async () => {
    await claimAt(SPONSORED_LINK);
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Acme Corporation is sponsoring your scan',
      }),
    ).toBeVisible();
    const offer = screen.getByRole('region', { name: 'Your offer' });
    expect(offer).toHaveTextContent('Arranged for you');
    expect(offer).toHaveTextContent('ScanAcme executive health scan');
    expect(screen.getByRole('button', { name: 'Sign in to claim' })).toBeVisible();
  });

  it('signed in: the Sponsored landing with what the sponsor covers and the next step', async () => {
    const { services, user } = await claimAt(SPONSORED_LINK, signedIn());
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Acme Corporation is covering your scan',
      }),
    ).toBeVisible();
    const covers = screen.getByRole('region', { name: 'What Acme Corporation covers' });
    expect(within(covers).getAllByRole('listitem')).toHaveLength(1);
    expect(covers).toHaveTextContent('Full Body Scan');
    expect(screen.getByRole('region', { name: 'Next step' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Book your scan' }));
    expect(services.get(TOKENS.booking).getSnapshot().validAssociateEntry).toBe(true);
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/link-association?partnerName=acme&offerType=SPONSORED',
    );
    expect(services.get(TOKENS.offer).getSnapshot()).toEqual({
      memberOfferCode: 'ACME2026',
      memberOfferType: 'SPONSORED',
    });
  });
});
