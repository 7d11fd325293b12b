import { firstValueFrom } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import type {
  HttpPort,
  HubConnectionState,
  IdentityEvent,
  IdentityPort,
  SignedInUser,
  StoredSessions,
} from '../ports';
import {
  FakeCardPayment,
  FakeClock,
  FakeErrorReporting,
  FakeHttp,
  FakeHubConnectionFactory,
  FakeIdentity,
  FakeTracking,
  RecordingLogger,
  typedTestCard,
} from '../testing';
import {
  DEFERRED_CARD_PAYMENT_UNAVAILABLE,
  DEFERRED_PORT_LOG_MESSAGES,
  DEFERRED_TRACKING_DROPPED,
  QUEUEING_ERROR_REPORTING_DROPPED,
  createDeferredLoader,
  deferredCardPayment,
  deferredHttp,
  deferredHubConnectionFactory,
  deferredIdentityPort,
  deferredTracking,
  queueingErrorReporting,
} from '.';

/** A load the test settles: resolve or reject by hand, counting the attempts. */
function manualLoad<T>() {
  const attempts: Array<{ resolve: (value: T) => void; reject: (error: unknown) => void }> = [];
  return {
    attempts,
    load: () =>
      new Promise<T>((resolve, reject) => {
        attempts.push({ resolve, reject });
      }),
  };
}

/** The adapter's stored-session answers, with a count of the clears. */
function storedSessions(isStored: () => boolean): StoredSessions & { cleared: number } {
  return {
    cleared: 0,
    hasStoredSession: isStored,
    clearStoredSessions() {
      this.cleared += 1;
    },
    isStoredSessionEntry: (key) => key.startsWith('stored-user:'),
  };
}

const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

describe('createDeferredLoader', () => {
  it('loads once however many callers wait, and retries after a failure with a clear error', async () => {
    const logger = new RecordingLogger();
    const manual = manualLoad<string>();
    const loader = createDeferredLoader({ port: 'identity', load: manual.load, logger });
    expect(loader.current()).toBeUndefined();
    const first = loader.get();
    const second = loader.get();
    expect(manual.attempts).toHaveLength(1);
    manual.attempts[0]!.reject(new Error('Failed to fetch dynamically imported module'));
    await expect(first).rejects.toThrow(
      'The identity module could not load: Failed to fetch dynamically imported module',
    );
    await expect(second).rejects.toMatchObject({ name: 'DeferredPortLoadError', port: 'identity' });
    expect(logger.has('error', DEFERRED_PORT_LOG_MESSAGES.loadFailed)).toBe(true);

    const third = loader.get();
    expect(manual.attempts).toHaveLength(2);
    manual.attempts[1]!.resolve('oidc');
    await expect(third).resolves.toBe('oidc');
    expect(loader.current()).toBe('oidc');
    await loader.get();
    expect(manual.attempts).toHaveLength(2);
  });
});

describe('deferredIdentityPort', () => {
  const account = { username: 'demo@example.com', password: 'Demo-password-1' };

  it('waits for the load, then signs in on the real port and forwards its events', async () => {
    const clock = new FakeClock();
    const real = new FakeIdentity({ clock, accounts: [account] });
    const manual = manualLoad<IdentityPort>();
    const identity = deferredIdentityPort({
      load: manual.load,
      logger: new RecordingLogger(),
      storedSessions: storedSessions(() => true),
    });
    const events: IdentityEvent[] = [];
    identity.events$.subscribe((event) => events.push(event));
    expect(manual.attempts).toHaveLength(0); // subscribing does not load

    const signIn = identity.signInWithPassword(account.username, account.password);
    const stored = identity.getUser('R');
    expect(manual.attempts).toHaveLength(1);
    manual.attempts[0]!.resolve(real);
    const user = await signIn;
    expect(user?.profile.email ?? user?.profile.sub).toBeTruthy();
    await stored;
    await expect(identity.getUser('R')).resolves.toEqual(user);
    expect(events.some((event) => event.type === 'userLoaded')).toBe(true);
  });

  it('answers the stored-session questions from the adapter, never loading the library', () => {
    const manual = manualLoad<IdentityPort>();
    const stored = storedSessions(() => true);
    const identity = deferredIdentityPort({
      load: manual.load,
      logger: new RecordingLogger(),
      storedSessions: stored,
    });
    expect(identity.hasStoredSession()).toBe(true);
    expect(identity.isStoredSessionEntry('stored-user:R')).toBe(true);
    expect(identity.isStoredSessionEntry('persist:root')).toBe(false);
    identity.clearStoredSessions();
    expect(stored.cleared).toBe(1);
    expect(manual.attempts).toHaveLength(0);
  });

  it('answers no stored user without loading when the browser holds none', async () => {
    let stored = false;
    const manual = manualLoad<IdentityPort>();
    const identity = deferredIdentityPort({
      load: manual.load,
      logger: new RecordingLogger(),
      storedSessions: storedSessions(() => stored),
    });
    await expect(identity.getUser('R')).resolves.toBeNull();
    expect(manual.attempts).toHaveLength(0);
    stored = true; // another tab signed in meanwhile
    const lookup = identity.getUser('R');
    expect(manual.attempts).toHaveLength(1);
    manual.attempts[0]!.resolve(new FakeIdentity({ clock: new FakeClock() }));
    await expect(lookup).resolves.toBeNull();
  });

  it('answers a stored user read without the library, which reads it itself once loaded', async () => {
    const manual = manualLoad<IdentityPort>();
    const storedUser: SignedInUser = {
      idToken: 'id',
      accessToken: 'access',
      scope: 'openid',
      profile: { sub: 'member-1' },
      expiresAt: 4_000_000_000,
    };
    const identity = deferredIdentityPort({
      load: manual.load,
      logger: new RecordingLogger(),
      storedSessions: storedSessions(() => true),
      readStoredUser: (kind) => (kind === 'R' ? storedUser : kind === 'G' ? null : undefined),
    });
    await expect(identity.getUser('R')).resolves.toEqual(storedUser);
    await expect(identity.getUser('G')).resolves.toBeNull();
    expect(manual.attempts).toHaveLength(0); // the restore did not wait for the library
    // Loaded later (the idle preload): the library reads R's user, so its renewal timers start.
    const real = new FakeIdentity({ clock: new FakeClock() });
    const reads = vi.spyOn(real, 'getUser');
    const preload = identity.preload();
    manual.attempts[0]!.resolve(real);
    await preload;
    expect(reads.mock.calls).toEqual([['R']]);
    // A kind the reader cannot tell about asks the library.
    await identity.getUser('O');
    expect(reads.mock.calls).toEqual([['R'], ['O']]);
  });

  it('removes the stored users at once without the library, on the library once loaded', async () => {
    const manual = manualLoad<IdentityPort>();
    const stored = storedSessions(() => true);
    const identity = deferredIdentityPort({
      load: manual.load,
      logger: new RecordingLogger(),
      storedSessions: stored,
    });
    // Nothing waits for a load a reload could cut short: the entry is gone when this returns.
    const removal = identity.removeUser('R');
    expect(stored.cleared).toBe(1);
    expect(manual.attempts).toHaveLength(0);
    await removal;

    const real = new FakeIdentity({ clock: new FakeClock() });
    const removals = vi.spyOn(real, 'removeUser');
    const preload = identity.preload();
    manual.attempts[0]!.resolve(real);
    await preload;
    await identity.removeUser('O');
    expect(removals.mock.calls).toEqual([['O']]);
    expect(stored.cleared).toBe(1);
  });

  it('rejects with a network identity error when the module cannot load, and logs it', async () => {
    const logger = new RecordingLogger();
    const identity = deferredIdentityPort({
      load: () => Promise.reject(new Error('Failed to fetch dynamically imported module')),
      logger,
      storedSessions: storedSessions(() => true),
    });
    await expect(identity.getUser('R')).rejects.toMatchObject({
      code: 'network_timeout',
      message: 'The identity module could not load: Failed to fetch dynamically imported module',
    });
    expect(logger.has('error', DEFERRED_PORT_LOG_MESSAGES.loadFailed)).toBe(true);
  });
});

describe('deferredHubConnectionFactory', () => {
  const options = { url: 'https://platform.example/hubs/tasks', accessTokenFactory: () => 'token' };

  it('keeps handlers registered before the load and follows the real connection', async () => {
    const fakes = new FakeHubConnectionFactory();
    const manual = manualLoad<FakeHubConnectionFactory>();
    const hubs = deferredHubConnectionFactory({ load: manual.load, logger: new RecordingLogger() });
    const connection = hubs.create(options);
    const states: HubConnectionState[] = [];
    connection.state$.subscribe((state) => states.push(state));
    const pushed: unknown[] = [];
    connection.on('TaskUpdated', (...args) => pushed.push(args[0]));
    expect(manual.attempts).toHaveLength(0); // nothing loads before a start
    await expect(connection.invoke('Watch')).rejects.toThrow("'Connected' State");

    const started = connection.start();
    expect(states).toEqual(['Disconnected', 'Connecting']);
    manual.attempts[0]!.resolve(fakes);
    await started;
    expect(states).toEqual(['Disconnected', 'Connecting', 'Connected']);
    const real = fakes.connectionTo('tasks')!;
    expect(real.tokensSent).toEqual(['token']);
    real.serverPush('TaskUpdated', { id: 7 });
    expect(pushed).toEqual([{ id: 7 }]);
    real.handle('Watch', () => 'ok');
    await expect(connection.invoke('Watch')).resolves.toBe('ok');

    const reconnected = firstValueFrom(connection.reconnected$);
    real.simulateDrop();
    await reconnected; // a drop and its automatic reconnect reach the core through the wrapper
    expect(states).toContain('Reconnecting');
    await connection.stop();
    expect(states.at(-1)).toBe('Disconnected');
  });

  it('rejects the start when the module cannot load, back to Disconnected, and retries next start', async () => {
    const logger = new RecordingLogger();
    const manual = manualLoad<FakeHubConnectionFactory>();
    const hubs = deferredHubConnectionFactory({ load: manual.load, logger });
    const connection = hubs.create(options);
    const first = connection.start();
    manual.attempts[0]!.reject(new Error('chunk missing'));
    await expect(first).rejects.toThrow('The realtime module could not load: chunk missing');
    expect(logger.has('error', DEFERRED_PORT_LOG_MESSAGES.loadFailed)).toBe(true);
    let state: HubConnectionState | undefined;
    connection.state$.subscribe((next) => (state = next));
    expect(state).toBe('Disconnected');

    const second = connection.start();
    manual.attempts[1]!.resolve(new FakeHubConnectionFactory());
    await second;
    expect(state).toBe('Connected');
  });

  it('a stop while loading ends the pending start without connecting', async () => {
    const fakes = new FakeHubConnectionFactory();
    const manual = manualLoad<FakeHubConnectionFactory>();
    const connection = deferredHubConnectionFactory({
      load: manual.load,
      logger: new RecordingLogger(),
    }).create(options);
    const started = connection.start();
    await connection.stop();
    manual.attempts[0]!.resolve(fakes);
    await expect(started).rejects.toThrow('The connection was stopped during negotiation.');
    expect(fakes.connections).toHaveLength(0);
  });
});

describe('queueingErrorReporting', () => {
  it('keeps early calls in order, with the tags and user in force, and flushes them once loaded', async () => {
    const real = new FakeErrorReporting();
    const manual = manualLoad<FakeErrorReporting>();
    const reporting = queueingErrorReporting({ load: manual.load, logger: new RecordingLogger() });
    reporting.setTag('roles', 'Member');
    reporting.addBreadcrumb({ category: 'navigation', message: '/sign-in' });
    reporting.setUser({ id: 'member-1' });
    expect(manual.attempts).toHaveLength(0); // breadcrumbs and tags wait quietly
    reporting.captureException(new Error('early'), { where: 'startup' });
    expect(manual.attempts).toHaveLength(1); // an error starts the load at once
    reporting.setTag('roles', undefined);
    expect(reporting.queued).toBe(5);

    manual.attempts[0]!.resolve(real);
    await flush();
    expect(reporting.queued).toBe(0);
    expect(real.reports).toHaveLength(1);
    expect(real.reports[0]).toMatchObject({
      context: { where: 'startup' },
      tags: { roles: 'Member' },
      user: { id: 'member-1' },
      breadcrumbs: [{ category: 'navigation', message: '/sign-in' }],
    });
    reporting.captureException(new Error('later'));
    expect(real.reports[1]).toMatchObject({ tags: {}, user: { id: 'member-1' } });
  });

  it('is bounded: the oldest breadcrumbs go first, exceptions stay, and the drop is logged', async () => {
    const logger = new RecordingLogger();
    const real = new FakeErrorReporting();
    const reporting = queueingErrorReporting({
      load: () => Promise.resolve(real),
      logger,
      maxQueued: 3,
    });
    const manualFirst = queueingErrorReporting({
      load: () => new Promise<FakeErrorReporting>(() => undefined),
      logger,
      maxQueued: 3,
    });
    for (let index = 0; index < 5; index += 1) {
      manualFirst.addBreadcrumb({ category: 'ui', message: `crumb ${index}` });
    }
    expect(manualFirst.queued).toBe(3);

    for (let index = 0; index < 4; index += 1) {
      reporting.addBreadcrumb({ category: 'ui', message: `crumb ${index}` });
    }
    reporting.captureException(new Error('kept'));
    await flush();
    expect(real.reports).toHaveLength(1);
    expect(real.reports[0]!.breadcrumbs.map((crumb) => crumb.message)).toEqual([
      'crumb 2',
      'crumb 3',
    ]);
    expect(logger.has('warn', QUEUEING_ERROR_REPORTING_DROPPED)).toBe(true);
  });

  it('keeps the queue when the load fails, logs it, and flushes on the next attempt', async () => {
    const logger = new RecordingLogger();
    const real = new FakeErrorReporting();
    let fail = true;
    const reporting = queueingErrorReporting({
      load: () => (fail ? Promise.reject(new Error('blocked')) : Promise.resolve(real)),
      logger,
    });
    reporting.captureException(new Error('first'));
    await flush();
    expect(logger.has('error', DEFERRED_PORT_LOG_MESSAGES.loadFailed)).toBe(true);
    expect(reporting.queued).toBe(1);
    fail = false;
    await reporting.preload();
    expect(real.reports.map((report) => (report.error as Error).message)).toEqual(['first']);
  });
});

describe('deferredCardPayment', () => {
  it('mounts the card field once the provider has loaded, and pays on the loaded port', async () => {
    const real = new FakeCardPayment();
    const secret = real.createPendingCharge(150_00);
    const manual = manualLoad<FakeCardPayment>();
    const payment = deferredCardPayment({ load: manual.load, logger: new RecordingLogger() });
    const mounting = payment.mountCardField('host', { style: { color: '#111' } });
    expect(manual.attempts).toHaveLength(1);
    manual.attempts[0]!.resolve(real);
    const mount = await mounting;
    if (mount.status !== 'mounted') throw new Error('not mounted');
    expect(real.lastField?.host).toBe('host');
    real.lastField?.type('4242424242424242');
    await expect(
      payment.confirmCardPayment(secret, { element: mount.field.element }),
    ).resolves.toMatchObject({ status: 'succeeded' });
    expect(real.isPaid(secret)).toBe(true);
  });

  it('answers unavailable while the provider cannot load, logs it, and loads again on the next mount', async () => {
    const logger = new RecordingLogger();
    const real = new FakeCardPayment();
    const manual = manualLoad<FakeCardPayment>();
    const payment = deferredCardPayment({ load: manual.load, logger });
    const first = payment.mountCardField('host');
    manual.attempts[0]!.reject(new Error('Failed to fetch dynamically imported module'));
    await expect(first).resolves.toEqual({
      status: 'unavailable',
      message: DEFERRED_CARD_PAYMENT_UNAVAILABLE,
    });
    expect(logger.has('error', DEFERRED_PORT_LOG_MESSAGES.loadFailed)).toBe(true);
    const paying = payment.confirmCardPayment('pi_7_secret_x', typedTestCard('4242424242424242'));
    manual.attempts[1]!.reject(new Error('offline'));
    await expect(paying).resolves.toEqual({
      status: 'unavailable',
      message: DEFERRED_CARD_PAYMENT_UNAVAILABLE,
    });

    const retry = payment.mountCardField('host');
    expect(manual.attempts).toHaveLength(3);
    manual.attempts[2]!.resolve(real);
    expect((await retry).status).toBe('mounted');
  });
});

describe('deferredTracking', () => {
  const pageView = (pagePath: string) => ({ type: 'pageView', pagePath }) as const;

  it('loads nothing before the first event, then sends the waiting events in order', async () => {
    const real = new FakeTracking();
    const manual = manualLoad<FakeTracking>();
    const tracking = deferredTracking({ load: manual.load, logger: new RecordingLogger() });
    expect(manual.attempts).toHaveLength(0);
    tracking.track(pageView('/sign-in'));
    tracking.track(pageView('/'));
    expect(manual.attempts).toHaveLength(1);
    manual.attempts[0]!.resolve(real);
    await flush();
    tracking.track(pageView('/scans'));
    expect(real.pageViews()).toEqual(['/sign-in', '/', '/scans']);
  });

  it('keeps the events when the load fails (logged) and sends them with the next attempt', async () => {
    const logger = new RecordingLogger();
    const real = new FakeTracking();
    let fail = true;
    const tracking = deferredTracking({
      load: () => (fail ? Promise.reject(new Error('blocked')) : Promise.resolve(real)),
      logger,
    });
    tracking.track(pageView('/sign-in'));
    await flush();
    expect(logger.has('error', DEFERRED_PORT_LOG_MESSAGES.loadFailed)).toBe(true);
    fail = false;
    tracking.track(pageView('/'));
    await flush();
    expect(real.pageViews()).toEqual(['/sign-in', '/']);
  });

  it('is bounded: the oldest events go first and the drop is logged', async () => {
    const logger = new RecordingLogger();
    const real = new FakeTracking();
    const manual = manualLoad<FakeTracking>();
    const tracking = deferredTracking({ load: manual.load, logger, maxQueued: 2 });
    for (const path of ['/a', '/b', '/c']) tracking.track(pageView(path));
    manual.attempts[0]!.resolve(real);
    await flush();
    expect(real.pageViews()).toEqual(['/b', '/c']);
    expect(logger.has('warn', DEFERRED_TRACKING_DROPPED)).toBe(true);
  });
});

describe('deferredHttp', () => {
  const request = { method: 'GET', url: 'https://api.scanwise.test/members', headers: {} } as const;

  it('loads nothing until the first request, then sends every request on the one real port', async () => {
    const real = new FakeHttp().on('GET', '/members', { body: { id: 'mbr_1' } });
    const manual = manualLoad<HttpPort>();
    const http = deferredHttp({ load: manual.load, logger: new RecordingLogger() });
    expect(manual.attempts).toHaveLength(0);
    const first = http.send(request);
    const second = http.send(request);
    expect(manual.attempts).toHaveLength(1);
    manual.attempts[0]!.resolve(real);
    await expect(first).resolves.toMatchObject({ status: 200 });
    await expect(second).resolves.toMatchObject({ status: 200 });
    await expect(http.preload()).resolves.toBe(real);
    expect(real.requests).toHaveLength(2);
  });

  it('a failed load rejects the request, is logged, and the next request tries again', async () => {
    const logger = new RecordingLogger();
    const manual = manualLoad<HttpPort>();
    const http = deferredHttp({ load: manual.load, logger });
    const failing = http.send(request);
    manual.attempts[0]!.reject(new Error('Failed to fetch dynamically imported module'));
    await expect(failing).rejects.toMatchObject({ name: 'DeferredPortLoadError', port: 'http' });
    expect(logger.has('error', DEFERRED_PORT_LOG_MESSAGES.loadFailed)).toBe(true);
    const retry = http.send(request);
    expect(manual.attempts).toHaveLength(2);
    manual.attempts[1]!.resolve(new FakeHttp().on('GET', '/members', { body: {} }));
    await expect(retry).resolves.toMatchObject({ status: 200 });
  });
});
