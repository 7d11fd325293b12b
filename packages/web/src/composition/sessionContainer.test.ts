import { RecordingLogger } from '@scanwise/core/testing';
import { describe, expect, it } from 'vitest';
import { TEST_MODE_ENV, loadRuntimeConfig } from '../config/runtimeConfig';
import { createFakeScanwisePorts } from './fakeScanwisePorts';
import { bindJourneyServicesOver } from './journeyBindings';
import { bindMemberDataServicesOver } from './memberDataBindings';
import { deferred } from '../test/deferred';
import type { BindJourneyServices } from './journeyServicesLoader';
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
    expect(container.available(TOKENS.realtime)).toBe(journeys.load());

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
    expect(logger.has('error', 'The journeys could not load')).toBe(true);
    expect(journeys.isReady()).toBe(false);
    // A screen rendering again sees the same rejection (and throws to its error boundary).
    expect(journeys.load()).toBe(failing);
    expect(fetches).toBe(1);
  });
});

// Tracking and consent come with the session's reporting, which the browser entry loads once the
// first page has painted: the first page carries none of it.
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

  it('the journeys loaded first bind the reporting they made', async () => {
    const ports = createFakeScanwisePorts();
    const container = createSessionContainer(
      { config: loadRuntimeConfig(TEST_MODE_ENV), ports },
      { load: () => Promise.resolve(bindJourneyServicesOver(ports)) },
    );
    await container.get(TOKENS.journeyServices).load();
    expect(container.get(TOKENS.reporting).isReady()).toBe(true);
    expect(container.available(TOKENS.consent)).toMatchObject({ status: 'fulfilled' });
    const core = container.get(TOKENS.sessionCore);
    expect(container.get(TOKENS.trackingService)).toBe((await core.loadReporting()).tracking);
  });
});

// A dashboard page's content is the member's data: the browser entry loads it apart from the
// journeys (a smaller chunk), and the journeys loaded later share it.
describe("createSessionContainer and the member's data", () => {
  it("binds the member's data alone, without the journeys, and the journeys later share it", async () => {
    const ports = createFakeScanwisePorts();
    const journeyChunk = deferred<BindJourneyServices>();
    let journeyFetches = 0;
    const container = createSessionContainer(
      { config: loadRuntimeConfig(TEST_MODE_ENV), ports },
      {
        load: () => {
          journeyFetches += 1;
          return journeyChunk.promise;
        },
      },
      { load: () => Promise.resolve(bindMemberDataServicesOver(ports)) },
    );
    const memberData = container.get(TOKENS.memberDataServices);
    expect(memberData.isReady()).toBe(false);
    // A dashboard section's read waits for the member's data, not for the journeys.
    const waiting = container.available(TOKENS.homeOverview);
    expect(waiting).toBe(memberData.load());
    await waiting;
    expect(memberData.isReady()).toBe(true);
    expect(journeyFetches).toBe(0);
    expect(container.available(TOKENS.memberData)).toMatchObject({ status: 'fulfilled' });
    expect(container.get(TOKENS.hubs)).toBe(ports.hubs);
    expect(() => container.get(TOKENS.bookingJourney)).toThrow();
    expect(container.available(TOKENS.bookingJourney)).toBe(
      container.get(TOKENS.journeyServices).load(),
    );

    const cache = container.get(TOKENS.remoteData);
    const realtime = container.get(TOKENS.realtime);
    journeyChunk.resolve(bindJourneyServicesOver(ports));
    await container.get(TOKENS.journeyServices).load();
    expect(journeyFetches).toBe(1);
    expect(container.get(TOKENS.remoteData)).toBe(cache);
    expect(container.get(TOKENS.realtime)).toBe(realtime);
    expect(container.get(TOKENS.memberDataCore).cache).toBe(cache);
  });

  it("the journeys loaded first bind the member's data: its own load then fetches nothing", async () => {
    const ports = createFakeScanwisePorts();
    let memberDataFetches = 0;
    const container = createSessionContainer(
      { config: loadRuntimeConfig(TEST_MODE_ENV), ports },
      { load: () => Promise.resolve(bindJourneyServicesOver(ports)) },
      {
        load: () => {
          memberDataFetches += 1;
          return Promise.resolve(bindMemberDataServicesOver(ports));
        },
      },
    );
    await container.get(TOKENS.journeyServices).load();
    const memberData = container.get(TOKENS.memberDataServices);
    expect(memberData.isReady()).toBe(true);
    expect(memberData.load()).toMatchObject({ status: 'fulfilled' });
    expect(memberDataFetches).toBe(0);
    expect(container.get(TOKENS.memberData)).toBe(container.get(TOKENS.memberDataCore).memberData);
  });

  it("a failed load of the member's data is logged and stays failed for the page", async () => {
    const logger = new RecordingLogger();
    const container = createSessionContainer(
      { config: loadRuntimeConfig(TEST_MODE_ENV), ports: { ...createFakeScanwisePorts(), logger } },
      { load: () => new Promise<BindJourneyServices>(() => {}) },
      { load: () => Promise.reject(new Error('Failed to fetch dynamically imported module')) },
    );
    const memberData = container.get(TOKENS.memberDataServices);
    const failing = memberData.load();
    await expect(failing).rejects.toThrow('Failed to fetch');
    expect(failing).toMatchObject({ status: 'rejected' });
    expect(logger.has('error', "The member's data could not load")).toBe(true);
    expect(memberData.load()).toBe(failing);
  });
});
