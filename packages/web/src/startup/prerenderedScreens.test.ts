import { describe, expect, it, vi } from 'vitest';
import { TEST_MODE_ENV, loadRuntimeConfig } from '../config/runtimeConfig';
import { createFakeScanwisePorts } from '../composition/fakeScanwisePorts';
import { bindJourneyServicesOver } from '../composition/journeyBindings';
import type { BindJourneyServices } from '../composition/servicesLoader';
import { createSessionContainer } from '../composition/sessionContainer';
import { TOKENS } from '../composition/tokens';
import { deferred } from '../test/deferred';
import { loadForHydration, queryChangesFirstRender } from './prerenderedScreens';

/** The browser's container: the session part at once, the journeys' services on demand. */
function browserContainer() {
  const ports = createFakeScanwisePorts();
  const chunk = deferred<BindJourneyServices>();
  const load = vi.fn(() => chunk.promise);
  const container = createSessionContainer(
    { config: loadRuntimeConfig(TEST_MODE_ENV), ports },
    { load },
  );
  return { container, chunk, load, bind: bindJourneyServicesOver(ports) };
}

/** Whether a promise has settled by now (after pending microtasks). */
async function settledValue<T>(promise: Promise<T>): Promise<T | 'pending'> {
  return Promise.race([
    promise,
    new Promise<'pending'>((resolve) => setTimeout(() => resolve('pending'), 0)),
  ]);
}

describe('what hydrating a prerendered page waits for', () => {
  it("Join hydrates once its code and the journeys' services are there", async () => {
    const { container, chunk, load, bind } = browserContainer();
    const page = deferred<unknown>();
    const loadPage = vi.fn(() => page.promise);
    const ready = loadForHydration({ screen: 'Join', loadPage, container });
    expect(loadPage).toHaveBeenCalledWith('Join');
    expect(load).toHaveBeenCalledTimes(1);
    page.resolve(undefined);
    expect(await settledValue(ready)).toBe('pending');
    chunk.resolve(bind);
    expect(await ready).toBe(true);
  });

  it('the password-changed page waits for its code only (it reads no on-demand service)', async () => {
    const { container, load } = browserContainer();
    const ready = loadForHydration({
      screen: 'ForgotPassword/Confirm',
      loadPage: () => Promise.resolve(),
      container,
    });
    expect(await ready).toBe(true);
    expect(load).not.toHaveBeenCalled();
  });

  it('a failed load of the code or the services is a page rendered afresh, not hydrated', async () => {
    const failedServices = browserContainer();
    const services = loadForHydration({
      screen: 'ForgotPassword',
      loadPage: () => Promise.resolve(),
      container: failedServices.container,
    });
    failedServices.chunk.reject(new Error('chunk failed'));
    expect(await services).toBe(false);
    const code = loadForHydration({
      screen: 'SignIn',
      loadPage: () => Promise.reject(new Error('chunk failed')),
      container: browserContainer().container,
    });
    expect(await code).toBe(false);
  });

  it("the heart check's introduction hydrates once the session has settled, for a visitor with nothing answered", async () => {
    const { container, chunk, bind } = browserContainer();
    chunk.resolve(bind);
    const ready = loadForHydration({
      screen: 'CAT Questionnaire',
      loadPage: () => Promise.resolve(),
      container,
    });
    expect(await ready).toBe(true);
  });

  it('a heart check under way in this tab is rendered afresh (its question, not the introduction)', async () => {
    const { container, chunk, bind } = browserContainer();
    chunk.resolve(bind);
    await container.available(TOKENS.cat);
    const cat = container.get(TOKENS.cat);
    cat.goToStep(1);
    const ready = loadForHydration({
      screen: 'CAT Questionnaire',
      loadPage: () => Promise.resolve(),
      container,
    });
    expect(await ready).toBe(false);
  });

  it("an offer's claim is painted only: rendered afresh once its code and the offers' services are there", async () => {
    const { container, chunk, load, bind } = browserContainer();
    const page = deferred<unknown>();
    const ready = loadForHydration({
      screen: 'Signup/ClaimOffer',
      loadPage: () => page.promise,
      container,
      // Its link's query, a stored session: it waits all the same (no route fallback between).
      mayRenderAsBuilt: false,
    });
    expect(load).toHaveBeenCalledTimes(1);
    page.resolve(undefined);
    expect(await settledValue(ready)).toBe('pending');
    chunk.resolve(bind);
    expect(await ready).toBe(false);
    expect(container.get(TOKENS.offerClaims)).toBeDefined();
  });

  it('a visit that cannot render as built is rendered afresh at once on a hydrated page', async () => {
    const { container, load } = browserContainer();
    const loadPage = vi.fn(() => Promise.resolve());
    const ready = loadForHydration({
      screen: 'Join',
      loadPage,
      container,
      mayRenderAsBuilt: false,
    });
    expect(await ready).toBe(false);
    expect(loadPage).not.toHaveBeenCalled();
    expect(load).not.toHaveBeenCalled();
  });

  it("forgot password's e-mail in the query changes its first render; other queries do not", () => {
    expect(queryChangesFirstRender('ForgotPassword', '?email=ann%40example.com')).toBe(true);
    expect(queryChangesFirstRender('ForgotPassword', '')).toBe(false);
    expect(queryChangesFirstRender('ForgotPassword', '?utm_source=mail')).toBe(false);
    expect(queryChangesFirstRender('SignIn', '?continueTo=%2Freports')).toBe(false);
    expect(queryChangesFirstRender('Join', '?email=ann%40example.com')).toBe(false);
  });
});
