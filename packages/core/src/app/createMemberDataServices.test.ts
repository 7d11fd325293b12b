import { describe, expect, it } from 'vitest';
import { LAST_HOME_OVERVIEW_STORAGE_KEY } from '../home';
import { ENTITY_EXAMPLES } from '../schemas';
import { flushPromises } from '../testing';
import { createJourneyServices } from './createJourneyServices';
import { createMemberDataServices } from './createMemberDataServices';
import { createSessionCore } from './createSessionCore';
import { ENCOUNTER, EMAIL, PASSWORD, fakeCorePorts } from './fakeCorePorts.test-support';

// A dashboard page loads the member's data before the journeys: the member's data alone must show
// the dashboard, and the journeys made later must share it rather than load it twice.
describe('createMemberDataServices', () => {
  it("shows the member's live encounters without the journeys or their card payment, and keeps no Home overview until one is made", async () => {
    const fakes = fakeCorePorts();
    fakes.http.on('GET', '/tasks', { body: [] });
    fakes.http.on('GET', '/payments/invoices', { body: [] });
    fakes.http.on('GET', '/members/messages', { body: [] });
    const { payment, ...ports } = fakes.options.ports;
    expect(payment).toBe(fakes.payment);
    const session = createSessionCore({ ports, config: fakes.options.config });
    await session.auth.signInWithPassword(EMAIL, PASSWORD);
    await flushPromises();
    const data = createMemberDataServices(session, { ports, config: fakes.options.config });
    const leave = data.memberData.encounters().subscribe(() => undefined);
    await flushPromises();

    expect(data.memberData.encounters().getSnapshot()).toMatchObject({
      status: 'ready',
      data: [ENCOUNTER],
    });
    expect(ports.storage.local.getItem(LAST_HOME_OVERVIEW_STORAGE_KEY)).toBeNull();
    expect(data.realtime.isConnected()).toBe(true);
    expect(fakes.payment.attempts).toEqual([]);
    leave();
    data.dispose();
    session.dispose();
  });

  it('journeys made over it share its cache and hubs, and leave it running when they are disposed', async () => {
    const fakes = fakeCorePorts();
    const session = createSessionCore(fakes.options);
    await session.auth.signInWithPassword(EMAIL, PASSWORD);
    await flushPromises();
    const data = createMemberDataServices(session, fakes.options);
    const journeys = createJourneyServices(session, fakes.options, data);
    await flushPromises();

    expect(journeys.cache).toBe(data.cache);
    expect(journeys.memberData).toBe(data.memberData);
    expect(journeys.realtime).toBe(data.realtime);
    expect(fakes.hubs.connections).toHaveLength(2);
    journeys.dispose();
    await flushPromises();
    expect(data.realtime.isConnected()).toBe(true);
    expect(data.memberData.encounters().getSnapshot().status).toBe('ready');
    data.dispose();
    session.dispose();
  });

  it("forgets the member's remote data when the member signs out", async () => {
    const fakes = fakeCorePorts();
    fakes.http.on('GET', '/payments/invoices', { body: [ENTITY_EXAMPLES.Invoice] });
    const session = createSessionCore(fakes.options);
    await session.auth.signInWithPassword(EMAIL, PASSWORD);
    await flushPromises();
    const data = createMemberDataServices(session, fakes.options);
    const leave = data.memberData.invoices().subscribe(() => undefined);
    await flushPromises();
    leave();
    expect(data.memberData.invoices().getSnapshot().status).toBe('ready');

    await session.auth.logout();
    await flushPromises();
    expect(data.memberData.invoices().getSnapshot().status).toBe('loading');
    expect(data.realtime.isConnected()).toBe(false);
    data.dispose();
    session.dispose();
  });
});
