import { firstValueFrom } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { CONSTANTS, MINUTE } from '../config';
import { IDLE_LOGOUT_MESSAGE } from '../idle';
import { ENCOUNTERS_HUB, TASK_NOTES_HUB } from '../realtime';
import { ROOT_SESSION_STORAGE_KEY } from '../session';
import { FakeClock, createFakeTabs, createMemoryStoragePorts, flushPromises } from '../testing';
import { createScanwiseCore, type ScanwiseCore } from './createScanwiseCore';
import {
  EMAIL,
  ENCOUNTER,
  MEMBER,
  PASSWORD,
  fakeCorePorts,
  type FakeCorePorts,
  type FakeCorePortsOptions,
} from './fakeCorePorts.test-support';

interface Setup extends Omit<FakeCorePorts, 'options'> {
  readonly core: ScanwiseCore;
}

function setup(options: FakeCorePortsOptions = {}): Setup {
  const { options: coreOptions, ...fakes } = fakeCorePorts(options);
  return { core: createScanwiseCore(coreOptions), ...fakes };
}

async function signIn(s: Setup): Promise<void> {
  await s.core.auth.signInWithPassword(EMAIL, PASSWORD);
  await flushPromises();
}

describe('createScanwiseCore: one entry point wiring the services over the ports', () => {
  it('password sign-in loads the member through the HTTP client with the bearer token', async () => {
    const s = setup();
    await signIn(s);
    const state = s.core.auth.getSnapshot();
    expect(state.status).toBe('signedIn');
    expect(state.member?.email).toBe(EMAIL);
    const [load] = s.http.requestsTo('GET', '/members');
    expect(load?.headers?.['Authorization'] ?? load?.headers?.['authorization']).toMatch(
      /^Bearer \S+/,
    );
  });

  it('"When the member\'s termsOfService value is set, they start and subscribe to the member\'s tasks and encounters"', async () => {
    const s = setup();
    await signIn(s);
    await flushPromises();
    const tasksHub = s.hubs.connectionTo(TASK_NOTES_HUB.path);
    const encountersHub = s.hubs.connectionTo(ENCOUNTERS_HUB.path);
    expect(tasksHub?.invocations.map((i) => i.method)).toContain(TASK_NOTES_HUB.invoke.watch);
    expect(encountersHub?.invocations.map((i) => i.method)).toContain(ENCOUNTERS_HUB.invoke.watch);
    expect(s.core.realtime.encounters.getSnapshot().encounters.map((e) => e.id)).toEqual([
      ENCOUNTER.id,
    ]);
    expect(await firstValueFrom(s.core.connected$)).toBe(true);
  });

  it("the SDK's member calls know every call of the catalogue, whichever journey it belongs to", async () => {
    const s = setup();
    await signIn(s);
    // Booking's, the catalogue's and the heart check's: none is refused before it is sent.
    await Promise.allSettled([
      s.core.api.listCenters({ country: 'US' }),
      s.core.api.listDiscounts(),
      s.core.api.loadCatRecord(),
    ]);
    expect(s.http.requestsTo('GET', '/packages/centers')).toHaveLength(1);
    expect(s.http.requestsTo('GET', '/packages/discounts')).toHaveLength(1);
    expect(s.http.requestsTo('GET', '/members/cat')).toHaveLength(1);
  });

  it('a member without accepted terms gets no hub connection', async () => {
    const { termsOfService: _accepted, ...withoutTerms } = MEMBER;
    const s = setup({ member: { ...withoutTerms, termsOfService: null } });
    await signIn(s);
    expect(s.hubs.connections.every((c) => c.invocations.length === 0)).toBe(true);
    expect(s.core.realtime.isConnected()).toBe(false);
  });

  it('"Logout: ... authenticated becomes false, member is cleared and a loggedOut event fires"; the hubs stop', async () => {
    const s = setup();
    await signIn(s);
    const loggedOut: string[] = [];
    s.core.events.on('loggedOut').subscribe((event) => loggedOut.push(event.reason));
    await s.core.auth.logout();
    await flushPromises();
    expect(s.core.rootSession.getSnapshot()).toMatchObject({ authenticated: false, member: null });
    expect(loggedOut).toEqual(['logout']);
    expect(s.core.realtime.isConnected()).toBe(false);
    expect(s.core.realtime.encounters.getSnapshot().loaded).toBe(false);
    s.core.errorReporting.captureError(new Error('after logout'));
    expect(s.errorReporting.reports.at(-1)?.user).toBeNull();
  });

  it('"A 401 or 403 answer fires a logout event" and the session ends', async () => {
    const s = setup();
    await signIn(s);
    s.http.on('GET', '/packages/encounters', { status: 401 });
    await s.core.api.listEncounters().catch(() => undefined);
    await flushPromises();
    expect(s.core.auth.getSnapshot().status).toBe('signedOut');
  });

  it('idle logout: after 15 min without activity "You were logged out due to inactivity"', async () => {
    const s = setup();
    await signIn(s);
    expect(s.core.idle.getSnapshot().phase).toBe('active');
    s.clock.advance(CONSTANTS.inactiveLogout + CONSTANTS.idleCheckInterval);
    await flushPromises();
    expect(s.core.auth.getSnapshot().status).toBe('signedOut');
    expect(s.core.toast.getSnapshot()).toEqual({
      visible: true,
      message: IDLE_LOGOUT_MESSAGE,
    });
  });

  it('activity keeps the member signed in past the inactivity interval', async () => {
    const s = setup();
    await signIn(s);
    for (let elapsed = 0; elapsed < 2 * CONSTANTS.inactiveLogout; elapsed += MINUTE) {
      s.clock.advance(MINUTE);
      s.core.idle.recordActivity();
    }
    await flushPromises();
    expect(s.core.auth.getSnapshot().status).toBe('signedIn');
  });

  it('start() restores a stored session after a reload, with the member from local storage', async () => {
    const storage = createMemoryStoragePorts();
    const clock = new FakeClock();
    const first = setup({ storage, clock });
    await signIn(first);
    first.core.dispose();

    const second = setup({ storage, clock });
    // The same browser: the identity adapter keeps its user in storage; the fake keeps it in memory.
    second.identity.signInAs('R', { sub: MEMBER.id, email: EMAIL });
    const restored = await second.core.start();
    expect(restored.status).toBe('signedIn');
    expect(second.core.rootSession.getSnapshot().authenticated).toBe(true);
  });

  it('error reporting gets the member id and the roles tag, never the e-mail', async () => {
    const s = setup();
    await signIn(s);
    s.core.errorReporting.captureError(new Error('while signed in'));
    const report = s.errorReporting.reports.at(-1);
    expect(report?.user).toEqual({ id: MEMBER.id });
    expect(report?.tags['roles']).toBe('Member');
    expect(s.errorReporting.contains(EMAIL)).toBe(false);
  });

  it('page views carry the route pattern, never the encounter id', () => {
    const s = setup();
    // A US page: no consent needed (consent/consentPolicy.ts); an unknown locale sends nothing.
    s.core.consent.setLocale('en-us');
    s.core.tracking.pageView('/schedule-actions/enc-123/appt-9');
    s.core.tracking.pageView('/mammo-upload/enc-123');
    s.core.tracking.pageView('/invoices');
    const paths = s.tracking.pageViews();
    expect(paths.join(' ')).not.toContain('enc-123');
    expect(paths).toEqual(['/schedule-actions/:encounterId/:appointmentId', '/invoices']);
  });

  it('consent gates tracking: a UK page sends nothing until accepted, then counts the page shown', () => {
    const s = setup();
    s.core.consent.setLocale('en-gb');
    s.core.tracking.pageView('/invoices');
    expect(s.tracking.events).toEqual([]);
    expect(s.core.consent.getSnapshot().askNeeded).toBe(true);
    s.core.consent.grant();
    expect(s.tracking.pageViews()).toEqual(['/invoices']);
    s.core.consent.refuse();
    s.core.tracking.pageView('/scans');
    expect(s.tracking.pageViews()).toEqual(['/invoices']);
  });

  it('funnel stages are reported to the server as they change', async () => {
    const s = setup();
    await signIn(s);
    await s.core.funnel.enter('SCAN_SELECTION_PAGE');
    await s.core.funnel.enter('SCAN_SELECTION_PAGE');
    await s.core.funnel.enter('PACKAGE_SELECTED');
    await flushPromises();
    const stages = s.http
      .requestsTo('POST', '/api/members/bookingstage')
      .map((r) => (JSON.parse(r.body as string) as { stage: string }).stage);
    expect(stages).toEqual(['SCAN_SELECTION_PAGE', 'PACKAGE_SELECTED']);
  });

  it('the booking journey writes the session-persisted booking state the guard reads, and reports its stage', async () => {
    const s = setup();
    s.http.on('GET', '/packages/plans', { body: [] }).on('GET', '/packages/addons', { body: [] });
    await signIn(s);
    await s.core.bookingJourney.start({ prefix: 'book-scan' }, { dob: '1980-04-12' });
    await flushPromises();
    expect(s.core.booking.getSnapshot()).toMatchObject({
      bookingType: 'book-scan',
      validEntry: true,
    });
    const stages = s.http
      .requestsTo('POST', '/api/members/bookingstage')
      .map((r) => (JSON.parse(r.body as string) as { stage: string }).stage);
    expect(stages).toContain('SCAN_SELECTION_PAGE');
  });

  it('multi-tab: the last tab closing hands the session over to session storage, and it comes back', async () => {
    const tabs = createFakeTabs(1);
    const tab = tabs.tabs[0]!;
    const clock = new FakeClock();
    const s = setup({ storage: tab.storage, broadcast: tab.channel, clock });
    await signIn(s);
    expect(tab.storage.local.getItem(ROOT_SESSION_STORAGE_KEY)).not.toBeNull();
    s.core.unload();
    expect(tab.storage.local.getItem(ROOT_SESSION_STORAGE_KEY)).toBeNull();
    expect(tab.storage.session.getItem(ROOT_SESSION_STORAGE_KEY)).not.toBeNull();
    s.core.dispose();

    const reopened = tabs.reload(tab);
    const again = setup({ storage: reopened.storage, broadcast: reopened.channel, clock });
    expect(reopened.storage.local.getItem(ROOT_SESSION_STORAGE_KEY)).not.toBeNull();
    expect(again.core.rootSession.getSnapshot().authenticated).toBe(true);
  });

  it('dispose() stops the idle timers and the hubs: nothing fires afterwards', async () => {
    const s = setup();
    await signIn(s);
    const requestsBefore = s.http.requestsTo('*', '/*').length;
    expect(requestsBefore).toBeGreaterThan(0);
    s.core.dispose();
    s.clock.advance(CONSTANTS.inactiveLogout * 2);
    await flushPromises();
    expect(s.core.toast.getSnapshot().visible).toBe(false);
    expect(s.http.requestsTo('*', '/*').length).toBe(requestsBefore);
    expect(s.core.realtime.isConnected()).toBe(false);
  });
});
