import { ROUTE_TABLE, SCANWISE_SCREEN_KEYS } from '@scanwise/core';
import { DEMO_MEMBER, NO_PHONE_MEMBER, NO_TERMS_MEMBER } from '@scanwise/mock-server/in-process';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.setConfig({ testTimeout: 15_000 });
import { TOKENS } from '../composition/tokens';
import { DEMO } from '../test/platform/demoRecords';
import { allOf, signIn, signedIn } from '../test/platform/platformScene';
import { renderOnPlatform } from '../test/renderOnPlatform';
import { buildAppRoutes } from './appRoutes';
import { isBuiltScreen, routeOnlyRedirects, screenElementFor } from './routeScreens';
import { renderApp } from './testing/renderApp';

const LATER = { timeout: 5000 };

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('routes rendered from the core route table', () => {
  it('has a route object for every screen row of ROUTE_TABLE and none for redirect-only rows', () => {
    const ids = new Set<string>();
    const walk = (routes: ReturnType<typeof buildAppRoutes>): void => {
      for (const route of routes) {
        if (route.id) ids.add(route.id);
        if (route.children) walk(route.children);
      }
    };
    walk(buildAppRoutes());
    for (const route of ROUTE_TABLE) {
      expect(ids.has(route.id), route.id).toBe(!routeOnlyRedirects(route));
    }
  });
});

describe('redirects of spec section 2', () => {
  it('"any other path | | Redirects home"', async () => {
    const app = await renderApp('/no-such-page', { scene: signedIn() });
    await waitFor(() => expect(app.currentPath()).toBe('/'), LATER);
    expect(await screen.findByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  });

  it('"documents: Redirects to reports"', async () => {
    const app = await renderApp('/documents', { scene: signedIn() });
    await waitFor(() => expect(app.currentPath()).toBe('/reports'), LATER);
  });

  it('"referrals: Always redirected to home"', async () => {
    const app = await renderApp('/referrals', { scene: signedIn() });
    await waitFor(() => expect(app.currentPath()).toBe('/'), LATER);
  });

  it('"/sign-up/referral: Query code. Always redirected home", keeping the code as a REFERRAL offer', async () => {
    const app = await renderApp('/sign-up/referral?code=FRIEND-DEMO', { scene: signedIn() });
    await waitFor(() => expect(app.currentPath()).toBe('/'), LATER);
    expect(app.services.get(TOKENS.offer).getSnapshot()).toMatchObject({
      memberOfferCode: 'FRIEND-DEMO',
      memberOfferType: 'REFERRAL',
    });
  });

  it('"The bare prefix redirects home"', async () => {
    const app = await renderApp('/book-scan', { scene: signedIn() });
    await waitFor(() => expect(app.currentPath()).toBe('/'), LATER);
  });

  it('booking children other than select-plan are "allowed only with a valid booking entry, otherwise the user goes to /"', async () => {
    const app = await renderApp('/renewal/schedule-scan', { scene: signedIn() });
    await waitFor(() => expect(app.currentPath()).toBe('/'), LATER);
  });

  it('a booking child with a valid booking entry is allowed: the booking flow renders', async () => {
    const app = await renderApp('/book-scan/schedule-scan', {
      scene: allOf(signedIn(), ({ container }) => {
        container.get(TOKENS.booking).update({ validEntry: true });
      }),
    });
    // The journey may move the member to the step it holds, but stays in the flow, never home.
    expect(await screen.findByRole('navigation', { name: 'Booking steps' }, LATER)).toBeVisible();
    expect(app.currentPath()).toMatch(/^\/book-scan\//);
  });

  it('a screen of a later release shows its placeholder, honest about it', async () => {
    // Every routed screen is built now; the placeholder stays for keys still to come (redirect-only
    // keys such as Dashboard/Documents have no screen of their own).
    const later = SCANWISE_SCREEN_KEYS.find((key) => !isBuiltScreen(key)) ?? 'Dashboard/Documents';
    await renderOnPlatform(screenElementFor(later), { route: '/' });
    expect(await screen.findByText(/coming in a later release/, {}, LATER)).toBeVisible();
    expect(screen.getByRole('heading', { level: 1 })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to your home page' })).toHaveAttribute('href', '/');
  });

  it('/link-association is "Allowed only when a valid associate entry flag is set, otherwise goes to /"', async () => {
    const app = await renderApp('/link-association?partnerName=acme', { scene: signedIn() });
    await waitFor(() => expect(app.currentPath()).toBe('/'), LATER);
  });

  it('/medical-questionnaire "Requires query extraData ... otherwise redirects to /"', async () => {
    const app = await renderApp('/medical-questionnaire', { scene: signedIn() });
    await waitFor(() => expect(app.currentPath()).toBe('/'), LATER);
  });

  it('/medical-questionnaire with extraData and direct proceeds', async () => {
    const extraData = encodeURIComponent(JSON.stringify({ encounterId: DEMO.mammography }));
    await renderApp(`/medical-questionnaire?extraData=${extraData}&direct=true`, {
      scene: signedIn(),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Medical questionnaire' }, LATER),
    ).toBeVisible();
  });

  it('/initial-setup/set-password "Redirects home if email or code is missing from the stored setup data"', async () => {
    const app = await renderApp('/initial-setup/set-password');
    // Home needs auth: signed out, the chain ends on sign-in.
    await waitFor(() => expect(app.currentPath()).toBe('/sign-in'), LATER);
  });
});

describe('the route guard of spec section 4', () => {
  it('signed out on an auth route: "remembers the target path, then goes to sign-in carrying the query along", and returns there after sign-in', async () => {
    const app = await renderApp('/reports?tab=all');
    await waitFor(() => expect(app.currentPath()).toBe('/sign-in?tab=all'), LATER);
    expect(app.services.get(TOKENS.rootSession).getSnapshot().continueTo).toBe('/reports?tab=all');

    await app.user.type(
      await screen.findByRole('textbox', { name: 'E-mail' }, LATER),
      DEMO_MEMBER.email,
    );
    await app.user.type(screen.getByLabelText(/^Password/), DEMO_MEMBER.password);
    await app.user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(app.currentPath()).toBe('/reports?tab=all'), LATER);
    expect(app.services.get(TOKENS.rootSession).getSnapshot().continueTo).toBeNull();
  });

  it('"An authenticated member without a phone number is logged out and sent to sign-in"', async () => {
    const app = await renderApp('/', { scene: signedIn(NO_PHONE_MEMBER) });
    await waitFor(() => expect(app.currentPath()).toBe('/sign-in'), LATER);
    expect(app.services.get(TOKENS.auth).getSnapshot().status).toBe('signedOut');
    expect(await screen.findByText(/has no phone number/, {}, LATER)).toBeVisible();
    // The guard's reason, not the plain sign-out's.
    expect(screen.queryByText(/You are signed out/)).toBeNull();
  });

  it('"without accepted terms of service is sent to the terms screen with their email and hasPassword true, and the target path is remembered"', async () => {
    const app = await renderApp('/invoices', { scene: signedIn(NO_TERMS_MEMBER) });
    await waitFor(
      () =>
        expect(app.currentPath()).toBe(
          `/initial-setup/tos?email=${encodeURIComponent(NO_TERMS_MEMBER.email)}&hasPassword=true`,
        ),
      LATER,
    );
    expect(app.services.get(TOKENS.rootSession).getSnapshot().continueTo).toBe('/invoices');
  });

  it('"When a user becomes authenticated while on sign-in, the app moves to home"', async () => {
    const app = await renderApp('/sign-in');
    await screen.findByRole('heading', { level: 1, name: 'Sign in' }, LATER);
    await act(() => signIn(app.scene));
    await waitFor(() => expect(app.currentPath()).toBe('/'), LATER);
  });
});

describe('navigation behaviour', () => {
  it('"On the application-wide loggedOut event the app moves to sign-in"', async () => {
    const app = await renderApp('/account', { scene: signedIn() });
    await screen.findByRole('navigation', { name: 'Main navigation' }, LATER);
    await act(async () => {
      await app.services.get(TOKENS.auth).logout('inactivity');
    });
    await waitFor(() => expect(app.currentPath()).toBe('/sign-in'), LATER);
    // Logged out by the app, not by choice: the page is remembered for the next sign-in.
    expect(app.services.get(TOKENS.rootSession).getSnapshot().continueTo).toBe('/account');
    expect(
      await screen.findByText(/^You were signed out after 15 minutes without activity/),
    ).toBeInTheDocument();
  });

  it('signed out in another tab: this tab moves to sign-in at once and says why', async () => {
    const app = await renderApp('/account', { scene: signedIn() });
    await screen.findByRole('navigation', { name: 'Main navigation' }, LATER);
    await act(async () => {
      await app.services.get(TOKENS.auth).followSignOut('logout');
    });
    await waitFor(() => expect(app.currentPath()).toBe('/sign-in'), LATER);
    expect(
      await screen.findByText(
        'You signed out in another tab or window, so you are signed out here too.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).toBeNull();
    expect(app.services.get(TOKENS.rootSession).getSnapshot().continueTo).toBeNull();
  });

  it('the session ended in another tab (a 401 there): the notice says so and the page is remembered', async () => {
    const app = await renderApp('/account', { scene: signedIn() });
    await screen.findByRole('navigation', { name: 'Main navigation' }, LATER);
    await act(async () => {
      await app.services.get(TOKENS.auth).followSignOut('unauthorized');
    });
    await waitFor(() => expect(app.currentPath()).toBe('/sign-in'), LATER);
    expect(
      await screen.findByText(
        'Your session ended in another tab or window. Please sign in again to continue.',
      ),
    ).toBeInTheDocument();
    expect(app.services.get(TOKENS.rootSession).getSnapshot().continueTo).toBe('/account');
  });

  it('the loggedOut event leaves a sign-in screen where it is', async () => {
    const app = await renderApp('/login/renewal');
    await screen.findByRole('heading', { level: 1, name: 'Sign in to renew' }, LATER);
    const before = app.router.state.historyAction;
    act(() => app.services.get(TOKENS.eventBus).emit('loggedOut', { reason: 'expired' }));
    expect(app.currentPath()).toBe('/login/renewal');
    expect(app.router.state.historyAction).toBe(before);
  });

  it('signing out from the dashboard returns to sign-in, with nothing remembered', async () => {
    const app = await renderApp('/scans', { scene: signedIn() });
    await app.user.click(await screen.findByRole('button', { name: 'Sign out' }, LATER));
    await waitFor(() => expect(app.currentPath()).toBe('/sign-in'), LATER);
    expect(app.services.get(TOKENS.auth).getSnapshot().status).toBe('signedOut');
    expect(app.services.get(TOKENS.rootSession).getSnapshot().continueTo).toBeNull();
    expect(
      await screen.findByText('You are signed out. Sign in again whenever you need us.'),
    ).toBeInTheDocument();
  });

  it('sends a page view with the route pattern on each route change, and home scrolls to the top', async () => {
    const pageViews: string[] = [];
    const app = await renderApp('/reports/digital-report/enc-9', {
      scene: allOf(signedIn(), async ({ container }) => {
        // The reporting loads once the first page is interactive: here before it renders.
        await container.get(TOKENS.reporting).load();
        vi.spyOn(container.get(TOKENS.trackingService), 'pageView').mockImplementation((path) => {
          pageViews.push(path);
          return true;
        });
      }),
    });
    await waitFor(() => expect(pageViews).toEqual(['/reports/digital-report/enc-9']), LATER);
    expect(window.scrollTo).not.toHaveBeenCalled();
    // A step of the screen at the same address (a history entry of its own) is the same page.
    await act(() =>
      app.router.navigate('/reports/digital-report/enc-9', { state: { step: 'section' } }),
    );
    await act(() => app.router.navigate(-1));
    await act(() => app.router.navigate('/'));
    await waitFor(() => expect(pageViews).toHaveLength(2), LATER);
    expect(pageViews[1]).toBe('/');
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, left: 0 });
  });

  it('ignores a duplicate navigation to where the app already is', async () => {
    const app = await renderApp('/sign-in');
    await screen.findByRole('heading', { level: 1, name: 'Sign in' }, LATER);
    const entries = app.router.state.location.key;
    act(() => app.services.get(TOKENS.eventBus).emit('loggedOut', { reason: 'logout' }));
    expect(app.router.state.location.key).toBe(entries);
  });

  it('puts the canonical link and the alternate-language links in the document head', async () => {
    await renderApp('/sign-in');
    await screen.findByRole('heading', { level: 1, name: 'Sign in' }, LATER);
    const origin = window.location.origin;
    await waitFor(() =>
      expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
        'href',
        `${origin}/sign-in`,
      ),
    );
    const alternates = [...document.head.querySelectorAll('link[rel="alternate"]')].map(
      (link) => `${link.getAttribute('hreflang')} ${link.getAttribute('href')}`,
    );
    expect(alternates).toEqual([
      `en-us ${origin}/sign-in`,
      `en-gb ${origin}/en-gb/sign-in`,
      `x-default ${origin}/sign-in`,
    ]);
  });

  it('keeps the en-gb prefix: redirects stay under /en-gb and the canonical link carries it', async () => {
    const app = await renderApp('/en-gb/documents', { locale: 'en-gb', scene: signedIn() });
    await waitFor(() => expect(app.currentPath()).toBe('/en-gb/reports'), LATER);
    expect(app.router.basename).toBe('/en-gb');
    await waitFor(() =>
      expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
        'href',
        `${window.location.origin}/en-gb/reports`,
      ),
    );
    expect(
      (await screen.findByRole('link', { name: 'Invoices' }, LATER)).getAttribute('href'),
    ).toBe('/en-gb/invoices');
  });
});
