import { parseRouteSearch } from '@scanwise/core';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TOKENS } from '../../composition/tokens';
import { screenOnPlatform } from '../../test/screenOnPlatform';
import { ClaimOfferScreen } from './ClaimOfferScreen';
import { INVITE_LINK } from './offerScenes';

// The offer's formats load beside its call (LocaleFormatsOnDemand, docs/adr/0153): held here
// until the test lets them in, after the offer has arrived.
const formats = vi.hoisted(() => {
  let release: () => void = () => undefined;
  const arrived = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { arrived, release: () => release() };
});
vi.mock('./LocaleFormatsOnDemand', async (importOriginal) => {
  await formats.arrived;
  return importOriginal();
});

describe('Signup/ClaimOffer: the formats load with the offer', { timeout: 20_000 }, () => {
  it('keeps its loading look until the formats are in, then shows the offer', async () => {
    const { services } = await screenOnPlatform(<ClaimOfferScreen />, {
      path: '/sign-up/claim-offer',
      route: INVITE_LINK,
      probeOtherPaths: true,
    });
    expect(await screen.findByRole('status')).toHaveTextContent('Checking your offer…');
    // The screen's claim (one per link): its offer is in, its formats are not.
    const claim = services
      .get(TOKENS.offerClaims)
      .forLink('INVITED', parseRouteSearch(INVITE_LINK.slice(INVITE_LINK.indexOf('?'))));
    await vi.waitFor(() => expect(claim.getSnapshot().view.status).toBe('ready'));
    expect(screen.getByRole('status')).toHaveTextContent('Checking your offer…');
    expect(screen.queryByRole('region', { name: 'Your offer' })).toBeNull();
    formats.release();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Northwind Health has invited you' }),
    ).toBeVisible();
    expect(screen.getByRole('region', { name: 'Your offer' })).toHaveTextContent('Valid until');
    expect(screen.queryByRole('status')).toBeNull();
  });
});
