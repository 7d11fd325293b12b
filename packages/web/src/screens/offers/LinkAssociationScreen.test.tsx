import { DEMO_MEMBER } from '@scanwise/mock-server/in-process';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TOKENS } from '../../composition/tokens';
import {
  allOf,
  countCalls,
  failCall,
  holding,
  signedIn,
  type PlatformScene,
  type SceneSetup,
} from '../../test/platform/platformScene';
import { screenOnPlatform } from '../../test/screenOnPlatform';
import { LinkAssociationScreen } from './LinkAssociationScreen';
import { LINK_ASSOCIATION, invitationKept, linkedTo } from './offerScenes';

/** Signed in with the invitation kept on the device, after `before` prepared the platform. */
const signedInWithInvitation = (...before: readonly SceneSetup[]): SceneSetup =>
  allOf(...before, invitationKept, signedIn());

const linkAt = (route: string, scene?: SceneSetup) =>
  screenOnPlatform(<LinkAssociationScreen />, {
    path: '/link-association',
    route,
    scene,
    probeOtherPaths: true,
  });

/** What the platform holds about the demo member's partner. */
const partnerOf = (scene: PlatformScene) => {
  const member = scene.platform.getMember(DEMO_MEMBER.id);
  return { partnerId: member.partnerId, offerType: member.offerType, offerCode: member.offerCode };
};

describe('LinkAssociation ("Reads query partnerName and offerType.")', { timeout: 20_000 }, () => {
  it('checks the link, links on request with the kept offer, then confirms', async () => {
    const { scene, user } = await linkAt(LINK_ASSOCIATION, signedInWithInvitation());
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Link your account to northwind' }),
    ).toBeVisible();
    expect(screen.getByRole('region', { name: 'What linking shares' })).toHaveTextContent(
      'OfferInvitation',
    );

    await user.click(screen.getByRole('button', { name: 'Link my account' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'You are all set' })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Your account is linked to Northwind Health.',
    );
    // The platform took the link with the member's token, the partner and the kept offer.
    expect(partnerOf(scene)).toEqual({
      partnerId: 'ptn_northwind',
      offerType: 'INVITED',
      offerCode: 'INVITE-NW',
    });
    expect(screen.getByRole('link', { name: 'Continue to booking' })).toHaveAttribute(
      'href',
      '/invite/select-plan?code=INVITE-NW&partner=northwind',
    );
  });

  it('a member linked already goes straight to the confirmation', async () => {
    let linkings = (): number => 0;
    await linkAt(
      LINK_ASSOCIATION,
      signedInWithInvitation(linkedTo('northwind'), (scene) => {
        linkings = countCalls(scene, 'partnerAssociate');
      }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'You are all set' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Your account was already linked to Northwind Health.',
    );
    expect(linkings()).toBe(0);
  });

  it('shows the loading state while the link is checked', async () => {
    await linkAt(LINK_ASSOCIATION, signedInWithInvitation(holding('partnerCheckAssociation')));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Checking your account…'),
    );
  });

  it('a failed check says so, is logged and checks again on retry', async () => {
    const { scene, user } = await linkAt(
      LINK_ASSOCIATION,
      signedInWithInvitation(linkedTo('northwind'), (scene) => {
        failCall(scene, 'partnerCheckAssociation', { status: 503 });
      }),
    );
    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByRole('heading', { name: 'We could not check your account' }),
    ).toBeVisible();
    expect(scene.ports.logger.has('warn', 'Link association: the check failed')).toBe(true);
    scene.faults.clear();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'You are all set' })).toBeVisible();
  });

  it('a refused link keeps the page, says why (focused alert) and can be tried again', async () => {
    const { scene, user } = await linkAt(
      LINK_ASSOCIATION,
      signedInWithInvitation((scene) => {
        failCall(scene, 'partnerAssociate', {
          status: 400,
          times: 1,
          body: { code: 'unknown_reference', message: 'The partner refused', path: null },
        });
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Link my account' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not link your account');
    expect(alert).toHaveTextContent('The partner did not accept this link.');
    expect(alert).toHaveFocus();
    expect(scene.ports.logger.has('warn', 'Link association: linking failed')).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Link my account' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'You are all set' })).toBeVisible();
  });

  it('"Not now" goes on to the booking without linking', async () => {
    const { scene } = await linkAt(LINK_ASSOCIATION, signedInWithInvitation());
    expect(await screen.findByRole('link', { name: 'Not now' })).toHaveAttribute(
      'href',
      '/invite/select-plan?code=INVITE-NW&partner=northwind',
    );
    expect(partnerOf(scene).partnerId).toBeNull();
  });

  it('signed out: asks to sign in and comes back here after', async () => {
    let checks = (): number => 0;
    const { services, user } = await linkAt(LINK_ASSOCIATION, (scene) => {
      checks = countCalls(scene, 'partnerCheckAssociation');
    });
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/sign-in$/);
    expect(services.get(TOKENS.rootSession).getSnapshot().continueTo).toBe(LINK_ASSOCIATION);
    expect(checks()).toBe(0);
  });

  it('an incomplete link (no partner, or an unknown offer type) shows the empty state', async () => {
    await linkAt('/link-association?partnerName=northwind&offerType=FREE');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'This link is incomplete' }),
    ).toBeVisible();
  });
});

describe('LinkAssociation: a member linked to another partner', { timeout: 20_000 }, () => {
  it('is asked about this partner, named as the link names it', async () => {
    await linkAt(LINK_ASSOCIATION, signedInWithInvitation(linkedTo('acme')));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Link your account to northwind' }),
    ).toBeVisible();
    expect(screen.queryByText(/Acme Corporation/)).toBeNull();
  });
});
