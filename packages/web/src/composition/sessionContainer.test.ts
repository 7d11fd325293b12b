import { MEMBER_QUERY_KEYS } from '@scanwise/core';
import { RecordingLogger } from '@scanwise/core/testing';
import { describe, expect, it, vi } from 'vitest';
import { TEST_MODE_ENV, loadRuntimeConfig } from '../config/runtimeConfig';
import { createFakeScanwisePorts } from './fakeScanwisePorts';
import { containerFunnel } from './journeys/funnelOnDemand';
import { boundMemberCache } from './journeys/payment';
import { bindJourneyServicesOver } from './journeyBindings';
import { groupBindingsOver } from './journeyBindings';
import { deferred } from '../test/deferred';
import type { ScanwisePorts } from './scanwisePorts';
import { SERVICE_GROUPS, type ServiceGroup } from './serviceGroups';
import type { BindJourneyServices, JourneyBindingsSource } from './servicesLoader';
import { createSessionContainer } from './sessionContainer';
import { TOKENS } from './tokens';

// The browser entry builds this container: the sign-in page gets the session part only.
describe('createSessionContainer with journeys loaded on demand', () => {
  it('binds the session part at once and the journeys only once they have loaded', async () => {
    const chunk = deferred<BindJourneyServices>();
    let fetches = 0;
    const ports = createFakeScanwisePorts();
    const container = createSessionContainer(
      { config: loadRuntimeConfig(TEST_MODE_ENV), ports },
      {
        load: () => {
          fetches += 1;
          return chunk.promise;
        },
      },
    );
    expect(container.get(TOKENS.auth).getSnapshot().status).toBe('signedOut');
    const journeys = container.get(TOKENS.journeyServices);
    expect(journeys.isReady()).toBe(false);
    expect(() => container.get(TOKENS.realtime)).toThrow();
    expect(() => container.get(TOKENS.memberApi)).toThrow();
    // The hubs and card payment are the journeys' own ports: they come with them.
    expect(() => container.get(TOKENS.hubs)).toThrow();
    expect(() => container.get(TOKENS.payment)).toThrow();
    // What a screen's read waits for: nothing for the session part, the load for a journeys' one.
    expect(container.available(TOKENS.auth)).toMatchObject({ status: 'fulfilled' });
    expect(container.available(TOKENS.bookingJourney)).toBe(
      container.get(TOKENS.serviceGroups).booking.load(),
    );

    // Two screens asking at once share one fetch and one promise (React's `use` needs that).
    const first = journeys.load();
    expect(journeys.load()).toBe(first);
    chunk.resolve(bindJourneyServicesOver(ports));
    await first;
    expect(fetches).toBe(1);
    expect(journeys.isReady()).toBe(true);
    expect(first).toMatchObject({ status: 'fulfilled' }); // React's `use` reads it at once
    expect(container.available(TOKENS.realtime)).toMatchObject({ status: 'fulfilled' });
    expect(container.get(TOKENS.realtime).isConnected()).toBe(false);
    expect(container.get(TOKENS.hubs)).toBe(ports.hubs);
    expect(container.get(TOKENS.payment)).toBe(ports.payment);
    expect(container.get(TOKENS.bookingJourney).getSnapshot().booking).toBe(
      container.get(TOKENS.booking).getSnapshot(),
    );
  });

  it('a failed load is logged and stays failed for the page (the same rejected promise)', async () => {
    const logger = new RecordingLogger();
    const attempt = deferred<BindJourneyServices>();
    let fetches = 0;
    const container = createSessionContainer(
      { config: loadRuntimeConfig(TEST_MODE_ENV), ports: { ...createFakeScanwisePorts(), logger } },
      {
        load: () => {
          fetches += 1;
          return attempt.promise;
        },
      },
    );
    const journeys = container.get(TOKENS.journeyServices);
    const failing = journeys.load();
    attempt.reject(new Error('Failed to fetch dynamically imported module'));
    await expect(failing).rejects.toThrow('Failed to fetch');
    expect(failing).toMatchObject({ status: 'rejected' }); // a screen's read throws it at once
    expect(logger.has('error', 'The journeys could not load (booking)')).toBe(true);
    expect(journeys.isReady()).toBe(false);
    // A screen rendering again sees the same rejection (and throws to its error boundary).
    expect(journeys.load()).toBe(failing);
    expect(fetches).toBe(1);
  });
});

// Tracking and consent come with the session's reporting, which the browser entry loads once the
// first page has painted: the first page carries none of it.
describe('createSessionContainer bindings', () => {
  it('a token already read can be bound again: the new value is handed out from then on', () => {
    const container = createSessionContainer(
      { config: loadRuntimeConfig(TEST_MODE_ENV), ports: createFakeScanwisePorts() },
      { load: () => new Promise<never>(() => {}) },
    );
    const groups = container.get(TOKENS.serviceGroups);
    const replaced = { ...groups };
    expect(() => container.rebind(TOKENS.serviceGroups, replaced)).not.toThrow();
    expect(container.get(TOKENS.serviceGroups)).toBe(replaced);
    expect(container.get(TOKENS.serviceGroups)).toBe(replaced);
  });
});

describe("createSessionContainer and the session's reporting", () => {
  it('binds tracking and consent once the reporting has loaded; their reads wait for it', async () => {
    const ports = createFakeScanwisePorts();
    const container = createSessionContainer(
      { config: loadRuntimeConfig(TEST_MODE_ENV), ports },
      { load: () => Promise.resolve(bindJourneyServicesOver(ports)) },
    );
    const reporting = container.get(TOKENS.reporting);
    expect(reporting.isReady()).toBe(false);
    expect(() => container.get(TOKENS.consent)).toThrow();
    const waiting = container.available(TOKENS.consent);
    expect(waiting).toBe(reporting.load());
    await waiting;
    expect(waiting).toMatchObject({ status: 'fulfilled' });
    expect(reporting.isReady()).toBe(true);
    expect(container.available(TOKENS.trackingService)).toMatchObject({ status: 'fulfilled' });
    const core = container.get(TOKENS.sessionCore);
    expect(container.get(TOKENS.consent)).toBe((await core.loadReporting()).consent);
    // The journeys report through the same one.
    await container.get(TOKENS.journeyServices).load();
    expect(container.get(TOKENS.consent)).toBe((await core.loadReporting()).consent);
  });

  it("the journeys loaded first bind the reporting booking's funnel made, once it has loaded after them", async () => {
    const ports = createFakeScanwisePorts();
    const container = createSessionContainer(
      { config: loadRuntimeConfig(TEST_MODE_ENV), ports },
      { load: () => Promise.resolve(bindJourneyServicesOver(ports)) },
    );
    await container.get(TOKENS.journeyServices).load();
    await vi.waitFor(() => expect(container.get(TOKENS.reporting).isReady()).toBe(true));
    expect(container.available(TOKENS.consent)).toMatchObject({ status: 'fulfilled' });
    const core = container.get(TOKENS.sessionCore);
    expect(container.get(TOKENS.trackingService)).toBe((await core.loadReporting()).tracking);
  });
});

/**
 * The browser's source: a chunk per group, each fetch recorded; `failing` groups' fetches fail
 * (until `recover` is called).
 */
function chunkPerGroup(
  ports: ScanwisePorts,
  failing: readonly ServiceGroup[] = [],
): { source: JourneyBindingsSource; fetched: ServiceGroup[] } {
  const fetched: ServiceGroup[] = [];
  const bindings = groupBindingsOver(ports);
  const groups = Object.fromEntries(
    SERVICE_GROUPS.map((group) => [
      group,
      (): Promise<BindJourneyServices> => {
        fetched.push(group);
        return failing.includes(group)
          ? Promise.reject(new Error('Failed to fetch dynamically imported module'))
          : Promise.resolve(bindings[group]);
      },
    ]),
  ) as Record<ServiceGroup, () => Promise<BindJourneyServices>>;
  return { source: { groups }, fetched };
}

/** A container over the ports' fakes with the browser's source: a chunk per group (`fetched`). */
function containerWithChunkPerGroup(): {
  ports: ScanwisePorts;
  container: ReturnType<typeof createSessionContainer>;
  fetched: ServiceGroup[];
} {
  const ports = createFakeScanwisePorts();
  const { source, fetched } = chunkPerGroup(ports);
  const container = createSessionContainer(
    { config: loadRuntimeConfig(TEST_MODE_ENV), ports },
    source,
  );
  return { ports, container, fetched };
}

// Each journey's services load on their own in the browser: a screen waits only for its group
// (and what that builds on), never for the other journeys'.
describe('createSessionContainer with a chunk per service group', () => {
  it("a public journey's screen loads its own group alone: no member's data, booking or journey ports", async () => {
    const { container, fetched } = containerWithChunkPerGroup();
    const waiting = container.available(TOKENS.passwordReset);
    expect(waiting).toBe(container.get(TOKENS.serviceGroups).passwordReset.load());
    await waiting;
    expect(fetched).toEqual(['passwordReset']);
    expect(container.get(TOKENS.passwordReset)).toBeDefined();
    // Its member calls load with its first call (or once the page is interactive), not with it.
    for (const token of [
      TOKENS.memberApi,
      TOKENS.httpClient,
      TOKENS.memberDataCore,
      TOKENS.realtime,
      TOKENS.hubs,
      TOKENS.payment,
      TOKENS.bookingJourney,
      TOKENS.signUp,
      TOKENS.cat,
    ]) {
      expect(container.inversify.isBound(token)).toBe(false);
    }
    expect(container.get(TOKENS.memberDataServices).isReady()).toBe(false);
  });

  it("a signed-in journey builds on the member's data a dashboard page loaded, and shares it", async () => {
    const { ports, container, fetched } = containerWithChunkPerGroup();
    await container.available(TOKENS.memberData);
    const cache = container.get(TOKENS.remoteData);
    await container.available(TOKENS.bookingJourney);
    await container.available(TOKENS.scheduleActions);
    expect(fetched).toEqual(['memberData', 'booking', 'scheduleActions']);
    expect(container.get(TOKENS.remoteData)).toBe(cache);
    expect(container.get(TOKENS.memberDataCore).cache).toBe(cache);
    expect(container.get(TOKENS.payment)).toBe(ports.payment);
    expect(container.inversify.isBound(TOKENS.signUp)).toBe(false);
    expect(container.inversify.isBound(TOKENS.medicalQuestionnaires)).toBe(false);
  });

  it("a journey on the member's data loaded first binds it: its own load then fetches nothing", async () => {
    const { container, fetched } = containerWithChunkPerGroup();
    await container.available(TOKENS.medicalQuestionnaires);
    const memberData = container.get(TOKENS.memberDataServices);
    expect(memberData.isReady()).toBe(true);
    expect(memberData.load()).toMatchObject({ status: 'fulfilled' });
    expect(fetched).toEqual(['questionnaires']);
    expect(container.get(TOKENS.memberData)).toBe(container.get(TOKENS.memberDataCore).memberData);
  });

  it("Home's overview loads with its own group over the member's data, which a page without it binds alone", async () => {
    const { container, fetched } = containerWithChunkPerGroup();
    // A dashboard page (messages, reports) loads the member's data and no overview.
    await container.available(TOKENS.memberData);
    expect(container.inversify.isBound(TOKENS.homeOverview)).toBe(false);
    const memberDataCore = container.get(TOKENS.memberDataCore);
    // Home asks for it: it is made over the member's data already bound.
    await container.available(TOKENS.homeOverview);
    expect(fetched).toEqual(['memberData', 'home']);
    expect(container.get(TOKENS.memberDataCore)).toBe(memberDataCore);
    expect(container.get(TOKENS.homeOverview).key).toEqual(['home', 'overview']);
  });

  it("Home's overview asked for first binds the member's data it is made over", async () => {
    const { container, fetched } = containerWithChunkPerGroup();
    await container.available(TOKENS.homeOverview);
    expect(fetched).toEqual(['home']);
    expect(container.get(TOKENS.memberDataServices).isReady()).toBe(true);
    expect(container.get(TOKENS.memberDataServices).load()).toMatchObject({ status: 'fulfilled' });
  });

  it.each([
    ['the account', TOKENS.account, 'account'],
    ['schedule actions', TOKENS.scheduleActions, 'scheduleActions'],
  ] as const)(
    "%s loaded first binds the member's cache alone, which the member's data shares when it loads",
    async (_name, token, group) => {
      const ports = createFakeScanwisePorts();
      const { source, fetched } = chunkPerGroup(ports);
      const container = createSessionContainer(
        { config: loadRuntimeConfig(TEST_MODE_ENV), ports },
        source,
      );
      await container.available(token);
      const cache = container.get(TOKENS.remoteData);
      expect(container.get(TOKENS.memberDataServices).isReady()).toBe(false);
      expect(container.inversify.isBound(TOKENS.realtime)).toBe(false);
      await container.available(TOKENS.memberData);
      expect(fetched).toEqual([group, 'memberData']);
      expect(container.get(TOKENS.memberDataCore).cache).toBe(cache);
    },
  );

  it("the payment binds no member's cache: it invalidates the one made after it, when it pays", async () => {
    const { container, fetched } = containerWithChunkPerGroup();
    await container.available(TOKENS.paymentAuthorizations);
    expect(container.inversify.isBound(TOKENS.remoteData)).toBe(false);
    const cache = boundMemberCache(container);
    // No cache yet: nothing to invalidate, and none is made for it.
    cache.invalidate(MEMBER_QUERY_KEYS.invoices);
    expect(container.inversify.isBound(TOKENS.remoteData)).toBe(false);
    await container.available(TOKENS.memberData);
    expect(fetched).toEqual(['payment', 'memberData']);
    const invalidate = vi.spyOn(container.get(TOKENS.remoteData), 'invalidate');
    cache.invalidate(MEMBER_QUERY_KEYS.invoices);
    expect(invalidate).toHaveBeenCalledWith(MEMBER_QUERY_KEYS.invoices);
  });

  it("the payment of an encounter loads its own group alone, none of booking's; booking then binds the same card payment", async () => {
    const { ports, container, fetched } = containerWithChunkPerGroup();
    await container.available(TOKENS.paymentAuthorizations);
    expect(fetched).toEqual(['payment']);
    expect(container.get(TOKENS.payment)).toBe(ports.payment);
    for (const token of [TOKENS.bookingJourney, TOKENS.centerOrigin, TOKENS.funnel]) {
      expect(container.inversify.isBound(token)).toBe(false);
    }
    await container.available(TOKENS.bookingJourney);
    expect(fetched).toEqual(['payment', 'booking']);
    expect(container.get(TOKENS.payment)).toBe(ports.payment);
  });

  it("booking's steps wait for neither the payment's group, the member's cache nor the funnel, which binds after booking", async () => {
    const { ports, container, fetched } = containerWithChunkPerGroup();
    const booking = container.available(TOKENS.bookingJourney);
    const funnelBoundFirst = container.inversify.isBound(TOKENS.funnel);
    await booking;
    expect(funnelBoundFirst).toBe(false);
    expect(fetched).toEqual(['booking']);
    expect(container.get(TOKENS.payment)).toBe(ports.payment);
    for (const token of [TOKENS.paymentAuthorizations, TOKENS.remoteData]) {
      expect(container.inversify.isBound(token)).toBe(false);
    }
    // The funnel's code loads after booking's binding: a step's stage is reported through it.
    await vi.waitFor(() => expect(container.inversify.isBound(TOKENS.funnel)).toBe(true));
    await container.get(TOKENS.bookingJourney).bookNowFromDashboard();
    expect(container.get(TOKENS.funnel).getSnapshot()).toBe('MY_MONITOR_BOOK_NOW');
  });

  it("sign-up's funnel is booking's, whichever binds it first; sign-up alone binds none", async () => {
    const ports = createFakeScanwisePorts();
    const { source } = chunkPerGroup(ports);
    const options = { config: loadRuntimeConfig(TEST_MODE_ENV), ports };
    const container = createSessionContainer(options, source);
    await container.available(TOKENS.signUp);
    // Its funnel's code (the reporting, the member calls) loads with the first stage it reports.
    expect(container.inversify.isBound(TOKENS.funnel)).toBe(false);
    const session = container.get(TOKENS.sessionCore);
    const funnel = containerFunnel(container, session, options);
    await container.available(TOKENS.bookingJourney);
    await container.get(TOKENS.bookingJourney).bookNowFromDashboard();
    expect(funnel.getSnapshot()).toBe('MY_MONITOR_BOOK_NOW');
    expect(container.get(TOKENS.funnel)).toBe(funnel);
  });

  it("one group's failed load is logged and kept for the page, and leaves the other groups loading", async () => {
    const logger = new RecordingLogger();
    const ports = { ...createFakeScanwisePorts(), logger };
    const { source, fetched } = chunkPerGroup(ports, ['booking']);
    const container = createSessionContainer(
      { config: loadRuntimeConfig(TEST_MODE_ENV), ports },
      source,
    );
    const booking = container.get(TOKENS.serviceGroups).booking;
    const failing = container.available(TOKENS.bookingJourney);
    await expect(failing).rejects.toThrow('Failed to fetch');
    expect(failing).toMatchObject({ status: 'rejected' }); // a screen's read throws it at once
    expect(logger.has('error', 'The journeys could not load (booking)')).toBe(true);
    expect(booking.load()).toBe(failing);
    // The other groups load as if nothing had happened.
    await container.available(TOKENS.memberData);
    await container.available(TOKENS.cat);
    expect(container.get(TOKENS.memberDataServices).isReady()).toBe(true);
    expect(container.get(TOKENS.cat)).toBeDefined();
    expect(fetched).toEqual(['booking', 'memberData', 'cat']);
    expect(booking.isReady()).toBe(false);
  });

  it("a failed load of the member's data is logged and stays failed for the page", async () => {
    const logger = new RecordingLogger();
    const ports = { ...createFakeScanwisePorts(), logger };
    const { source } = chunkPerGroup(ports, ['memberData']);
    const container = createSessionContainer(
      { config: loadRuntimeConfig(TEST_MODE_ENV), ports },
      source,
    );
    const memberData = container.get(TOKENS.memberDataServices);
    const failing = memberData.load();
    await expect(failing).rejects.toThrow('Failed to fetch');
    expect(failing).toMatchObject({ status: 'rejected' });
    expect(logger.has('error', "The member's data could not load")).toBe(true);
    expect(memberData.load()).toBe(failing);
  });

  it("a failed load of Home's overview is logged as its group's, and leaves the member's data loading", async () => {
    const logger = new RecordingLogger();
    const ports = { ...createFakeScanwisePorts(), logger };
    const { source } = chunkPerGroup(ports, ['home']);
    const container = createSessionContainer(
      { config: loadRuntimeConfig(TEST_MODE_ENV), ports },
      source,
    );
    const failing = container.available(TOKENS.homeOverview);
    await expect(failing).rejects.toThrow('Failed to fetch');
    expect(logger.has('error', 'The journeys could not load (home)')).toBe(true);
    await container.available(TOKENS.memberData);
    expect(container.get(TOKENS.memberDataServices).isReady()).toBe(true);
  });
});
