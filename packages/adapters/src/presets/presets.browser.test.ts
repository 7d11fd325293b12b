import * as Sentry from '@sentry/browser';
import type { DeferredCardPayment, QueueingErrorReporting } from '@scanwise/core';
import { describe, expect, it, vi } from 'vitest';
import { OidcIdentity } from '../identity/oidcIdentity';
import { createBrowserAdapters } from './browserAdapters';
import { createBrowserSessionAdapters } from './browserSessionAdapters';
import { createBrowserJourneyAdapters } from './browserJourneyAdapters';
import { captureEarlyErrors } from './earlyErrors';

describe('browser preset in Chromium', () => {
  it('wires Web Storage, Stripe (unavailable without a key, loading nothing), and quiet third parties', async () => {
    const adapters = createBrowserAdapters({
      platformUrl: 'http://127.0.0.1:9',
      logLevel: 'silent',
    });
    adapters.storage.local.setItem('preset', '1');
    expect(localStorage.getItem('preset')).toBe('1');
    localStorage.removeItem('preset');
    // The sign-in library loads on demand (its own chunk), then is the oidc-client-ts adapter.
    const identity = await adapters.identity.preload();
    expect(identity).toBeInstanceOf(OidcIdentity);
    expect((identity as OidcIdentity).userStorageKey('G')).toBe(
      'oidc.user:http://127.0.0.1:9/members:scanwise-web:G',
    );
    const scripts = document.scripts.length;
    await expect(adapters.payment.mountCardField(document.createElement('div'))).resolves.toEqual({
      status: 'unavailable',
      message: 'Card payments are unavailable right now.',
    });
    expect(document.scripts.length).toBe(scripts);
    expect(() => adapters.tracking.track({ type: 'pageView', pagePath: '/' })).not.toThrow();
    // Chromium sends no Global Privacy Control of its own: no signal.
    expect(adapters.privacySignal.globalPrivacyControl()).toBe(false);
    // The platform's transport loads with its first request (its own chunk): fetch, which answers
    // an unreachable platform with a typed network failure.
    await expect(
      adapters.http.send({ method: 'GET', url: 'http://127.0.0.1:9/members', headers: {} }),
    ).rejects.toMatchObject({ name: 'HttpTransportError', code: 'network_error' });
    expect(() => adapters.errorReporting.setTag('roles', 'Member')).not.toThrow();
    adapters.broadcast.close();
    (identity as OidcIdentity).dispose();
  });

  it('restores nothing without loading oidc-client-ts when no user is stored', async () => {
    for (const key of Object.keys(localStorage)) {
      if (key.startsWith('oidc.user:')) localStorage.removeItem(key);
    }
    const adapters = createBrowserAdapters({
      platformUrl: 'http://127.0.0.1:9',
      logLevel: 'silent',
    });
    await expect(adapters.identity.getUser('R')).resolves.toBeNull();
    adapters.broadcast.close();
  });

  it('starts its idle-time loads through the scheduler it was given (after the first paint)', async () => {
    const scheduled: Array<() => void> = [];
    const adapters = createBrowserAdapters({
      platformUrl: 'http://127.0.0.1:9',
      logLevel: 'silent',
      whenIdle: (task) => scheduled.push(task),
    });
    const preload = vi.spyOn(adapters.identity, 'preload');
    const httpPreload = vi.spyOn(adapters.http, 'preload');
    // The preset's card payment is the core's deferred one (its port type hides `preload`).
    const stripePreload = vi.spyOn(adapters.payment as DeferredCardPayment, 'preload');
    await new Promise((resolve) => setTimeout(resolve, 0));
    // The sign-in library and the platform's transport, then the card payment (Stripe.js, "on
    // startup": once the first page has painted); nothing ran before them.
    expect(scheduled).toHaveLength(2);
    expect(preload).not.toHaveBeenCalled();
    expect(stripePreload).not.toHaveBeenCalled();
    expect(httpPreload).not.toHaveBeenCalled();
    for (const task of scheduled) task();
    expect(preload).toHaveBeenCalledTimes(1);
    expect(stripePreload).toHaveBeenCalledTimes(1);
    expect(httpPreload).toHaveBeenCalledTimes(1);
    adapters.broadcast.close();
  });

  it("the session part's adapters carry no hubs or card payment: the journeys' adapters bring them", async () => {
    const scheduled: Array<() => void> = [];
    const config = {
      platformUrl: 'http://127.0.0.1:9',
      logLevel: 'silent' as const,
      whenIdle: (task: () => void) => scheduled.push(task),
    };
    const session = createBrowserSessionAdapters(config);
    expect(session).not.toHaveProperty('hubs');
    expect(session).not.toHaveProperty('payment');
    expect(scheduled).toHaveLength(1); // the sign-in library and the transport, not Stripe
    const journeys = createBrowserJourneyAdapters(config, session.logger);
    const scripts = document.scripts.length;
    // Nothing loads until used: the card payment answers once Stripe's adapter has loaded.
    await expect(journeys.payment.mountCardField(document.createElement('div'))).resolves.toEqual({
      status: 'unavailable',
      message: 'Card payments are unavailable right now.',
    });
    expect(document.scripts.length).toBe(scripts);
    expect(scheduled).toHaveLength(1);
    session.broadcast.close();
  });

  it('a hub connection keeps its state until SignalR loads on start', () => {
    const adapters = createBrowserAdapters({
      platformUrl: 'http://127.0.0.1:9',
      logLevel: 'silent',
    });
    const connection = adapters.hubs.create({
      url: 'http://127.0.0.1:9/hubs/tasks',
      accessTokenFactory: () => '',
    });
    const states: string[] = [];
    connection.state$.subscribe((state) => states.push(state));
    expect(states).toEqual(['Disconnected']);
    adapters.broadcast.close();
  });

  it('with a DSN, keeps early reports in the queue and hands them to Sentry once it has loaded', async () => {
    const adapters = createBrowserAdapters({
      platformUrl: 'http://127.0.0.1:9',
      sentryDsn: 'http://public@127.0.0.1:9/1',
      logLevel: 'silent',
    });
    const reporting = adapters.errorReporting as QueueingErrorReporting;
    reporting.setTag('roles', 'Member');
    reporting.addBreadcrumb({ category: 'navigation', message: '/sign-in' });
    expect(reporting.queued).toBe(2);
    await reporting.preload();
    expect(reporting.queued).toBe(0);
    expect(Sentry.getClient()).toBeDefined();
    expect(Sentry.getIsolationScope().getScopeData().tags).toMatchObject({ roles: 'Member' });
    adapters.broadcast.close();
    await Sentry.close(0);
  });

  it('keeps uncaught errors for error reporting until its library takes over', () => {
    const target = new EventTarget();
    const captured: unknown[] = [];
    const stop = captureEarlyErrors(target, { captureException: (error) => captured.push(error) });
    const boom = new Error('early');
    target.dispatchEvent(new ErrorEvent('error', { error: boom, message: 'early' }));
    const rejection = new Event('unhandledrejection') as Event & { reason?: unknown };
    rejection.reason = 'rejected';
    target.dispatchEvent(rejection);
    stop();
    target.dispatchEvent(new ErrorEvent('error', { error: new Error('later') }));
    expect(captured).toEqual([boom, 'rejected']);
  });
});
