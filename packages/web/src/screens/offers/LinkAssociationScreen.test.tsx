import { CALLS } from '@scanwise/core';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ScanwiseContainer } from '../../composition/container';
import type { FakeScanwisePorts } from '../../composition/fakeScanwisePorts';
import { TOKENS } from '../../composition/tokens';
import { answerCall, signInFakeMember } from '../../test/fakePlatform';
import { renderScreenAt } from '../../test/renderScreenAt';
import { LinkAssociationScreen } from './LinkAssociationScreen';
import { LINKED_NORTHWIND, NOT_LINKED, OFFER_MEMBER } from './offerFixtures';

const LINK = '/link-association?partnerName=northwind&offerType=INVITED';

type Setup = (container: ScanwiseContainer, ports: FakeScanwisePorts) => void;

const signedIn =
  (prepare: Setup): Setup =>
  (container, ports) => {
    container.get(TOKENS.offer).rememberOffer('INVITE-NW', 'INVITED');
    prepare(container, ports);
    void signInFakeMember(container, ports, OFFER_MEMBER);
  };

const linkAt = (route: string, setup?: Setup) =>
  renderScreenAt(<LinkAssociationScreen />, {
    path: '/link-association',
    route,
    setup,
    probeOtherPaths: true,
  });

const authorizationOf = (headers: Readonly<Record<string, string>> | undefined) =>
  Object.entries(headers ?? {}).find(([key]) => key.toLowerCase() === 'authorization')?.[1];

describe('LinkAssociation ("Reads query partnerName and offerType.")', { timeout: 20_000 }, () => {
  it('checks with the explicit token, links on request with the kept offer, then confirms', async () => {
    const { services, ports, user } = linkAt(
      LINK,
      signedIn((_c, ports) => {
        answerCall(ports, 'partnerCheckAssociation', { body: NOT_LINKED });
        answerCall(ports, 'partnerAssociate', { body: LINKED_NORTHWIND });
      }),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Link your account to northwind' }),
    ).toBeVisible();
    expect(screen.getByRole('region', { name: 'What linking shares' })).toHaveTextContent(
      'OfferInvitation',
    );
    const token = services.get(TOKENS.accessTokenSource)()?.accessToken;
    expect(token).toBeTruthy();
    const [check] = ports.http.requestsTo('GET', CALLS.partnerCheckAssociation.path);
    expect(authorizationOf(check?.headers)).toBe(`Bearer ${token}`);
    expect(check?.url).toContain('partnerName=northwind');

    await user.click(screen.getByRole('button', { name: 'Link my account' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'You are all set' })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Your account is linked to Northwind Health.',
    );
    const [associate] = ports.http.requestsTo('POST', CALLS.partnerAssociate.path);
    expect(authorizationOf(associate?.headers)).toBe(`Bearer ${token}`);
    expect(JSON.parse(associate?.body as string)).toEqual({
      partnerName: 'northwind',
      offerType: 'INVITED',
      offerCode: 'INVITE-NW',
    });
    expect(screen.getByRole('link', { name: 'Continue to booking' })).toHaveAttribute(
      'href',
      '/invite/select-plan?code=INVITE-NW&partner=northwind',
    );
  });

  it('a member linked already goes straight to the confirmation', async () => {
    const { ports } = linkAt(
      LINK,
      signedIn((_c, ports) =>
        answerCall(ports, 'partnerCheckAssociation', { body: LINKED_NORTHWIND }),
      ),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'You are all set' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Your account was already linked to Northwind Health.',
    );
    expect(ports.http.requestsTo('POST', CALLS.partnerAssociate.path)).toHaveLength(0);
  });

  it('shows the loading state while the link is checked', async () => {
    linkAt(
      LINK,
      signedIn((_c, ports) => answerCall(ports, 'partnerCheckAssociation', 'loading')),
    );
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Checking your account…'),
    );
  });

  it('a failed check says so, is logged and checks again on retry', async () => {
    const { ports, user } = linkAt(
      LINK,
      signedIn((_c, ports) =>
        answerCall(ports, 'partnerCheckAssociation', {
          status: 503,
          body: { code: 'x', message: 'x' },
        }),
      ),
    );
    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByRole('heading', { name: 'We could not check your account' }),
    ).toBeVisible();
    expect(ports.logger.has('warn', 'Link association: the check failed')).toBe(true);
    answerCall(ports, 'partnerCheckAssociation', { body: LINKED_NORTHWIND });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'You are all set' })).toBeVisible();
  });

  it('a refused link keeps the page, says why (focused alert) and can be tried again', async () => {
    const { ports, user } = linkAt(
      LINK,
      signedIn((_c, ports) => {
        answerCall(ports, 'partnerCheckAssociation', { body: NOT_LINKED });
        answerCall(ports, 'partnerAssociate', {
          status: 400,
          body: { code: 'unknown_reference', message: 'x' },
        });
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Link my account' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not link your account');
    expect(alert).toHaveTextContent('The partner did not accept this link.');
    expect(alert).toHaveFocus();
    expect(ports.logger.has('warn', 'Link association: linking failed')).toBe(true);
    answerCall(ports, 'partnerAssociate', { body: LINKED_NORTHWIND });
    await user.click(screen.getByRole('button', { name: 'Link my account' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'You are all set' })).toBeVisible();
  });

  it('"Not now" goes on to the booking without linking', async () => {
    const { ports } = linkAt(
      LINK,
      signedIn((_c, ports) => answerCall(ports, 'partnerCheckAssociation', { body: NOT_LINKED })),
    );
    expect(await screen.findByRole('link', { name: 'Not now' })).toHaveAttribute(
      'href',
      '/invite/select-plan?code=INVITE-NW&partner=northwind',
    );
    expect(ports.http.requestsTo('POST', CALLS.partnerAssociate.path)).toHaveLength(0);
  });

  it('signed out: asks to sign in and comes back here after', async () => {
    const { services, ports, user } = linkAt(LINK);
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/sign-in$/);
    expect(services.get(TOKENS.rootSession).getSnapshot().continueTo).toBe(LINK);
    expect(ports.http.requestsTo('GET', CALLS.partnerCheckAssociation.path)).toHaveLength(0);
  });

  it('an incomplete link (no partner, or an unknown offer type) shows the empty state', async () => {
    linkAt('/link-association?partnerName=northwind&offerType=FREE');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'This link is incomplete' }),
    ).toBeVisible();
  });
});

describe('LinkAssociation: a member linked to another partner', { timeout: 20_000 }, () => {
  it('is asked about this partner, named as the link names it', async () => {
    linkAt(
      LINK,
      signedIn((_c, ports) =>
        answerCall(ports, 'partnerCheckAssociation', {
          body: {
            ...LINKED_NORTHWIND,
            partner: {
              id: 'ptn_acme',
              name: 'acme',
              displayName: 'Acme Corporation',
              logoUrl: null,
            },
          },
        }),
      ),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Link your account to northwind' }),
    ).toBeVisible();
    expect(screen.queryByText(/Acme Corporation/)).toBeNull();
  });
});
