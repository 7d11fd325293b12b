import { describe, expect, it } from 'vitest';
import {
  hydratesPrerenderedPage,
  prerenderedFor,
  type PrerenderedRootFacts,
} from './prerenderedRoot';

/** A first visit to the prerendered sign-in page: what the build rendered. */
const FIRST_VISIT: PrerenderedRootFacts = {
  renderedFor: '/sign-in',
  pathname: '/sign-in',
  queryChangesRender: false,
  readyToHydrate: true,
  sessionStored: false,
  auth: { status: 'restoring', error: null, signOutNotice: null },
  routerState: undefined,
};

describe('whether startup hydrates the prerendered page', () => {
  it("a first visit's page is hydrated, while the session restores or once it found none", () => {
    expect(hydratesPrerenderedPage(FIRST_VISIT)).toBe(true);
    expect(
      hydratesPrerenderedPage({
        ...FIRST_VISIT,
        auth: { ...FIRST_VISIT.auth, status: 'signedOut' },
      }),
    ).toBe(true);
    expect(hydratesPrerenderedPage({ ...FIRST_VISIT, routerState: null })).toBe(true);
  });

  it('a page without prerendered markup, or markup for another address, is rendered afresh', () => {
    expect(hydratesPrerenderedPage({ ...FIRST_VISIT, renderedFor: null })).toBe(false);
    expect(hydratesPrerenderedPage({ ...FIRST_VISIT, pathname: '/join' })).toBe(false);
    expect(hydratesPrerenderedPage({ ...FIRST_VISIT, pathname: '/en-gb/sign-in' })).toBe(false);
  });

  it('a member with a stored session, or a session that says why it ended, renders afresh', () => {
    expect(hydratesPrerenderedPage({ ...FIRST_VISIT, sessionStored: true })).toBe(false);
    for (const status of ['signingIn', 'signedIn'] as const) {
      expect(
        hydratesPrerenderedPage({ ...FIRST_VISIT, auth: { ...FIRST_VISIT.auth, status } }),
      ).toBe(false);
    }
    expect(
      hydratesPrerenderedPage({
        ...FIRST_VISIT,
        auth: { ...FIRST_VISIT.auth, status: 'signedOut', signOutNotice: 'inactivity' },
      }),
    ).toBe(false);
    expect(
      hydratesPrerenderedPage({
        ...FIRST_VISIT,
        auth: { ...FIRST_VISIT.auth, error: { code: 'network' } as never },
      }),
    ).toBe(false);
  });

  it("a history entry carrying a notice (the guard's phone-number sign-out, reloaded) renders afresh", () => {
    expect(
      hydratesPrerenderedPage({ ...FIRST_VISIT, routerState: { signInNotice: 'phoneMissing' } }),
    ).toBe(false);
  });

  it('an address whose query the page reads (a prefilled e-mail) renders afresh', () => {
    expect(hydratesPrerenderedPage({ ...FIRST_VISIT, queryChangesRender: true })).toBe(false);
  });

  it('a page whose code or services failed to load renders afresh (its error shows)', () => {
    expect(hydratesPrerenderedPage({ ...FIRST_VISIT, readyToHydrate: false })).toBe(false);
  });

  it('reads the address #root was rendered for', () => {
    const root = document.createElement('div');
    expect(prerenderedFor(root)).toBeNull();
    root.setAttribute('data-prerendered', '/en-gb/sign-in');
    expect(prerenderedFor(root)).toBe('/en-gb/sign-in');
  });
});
