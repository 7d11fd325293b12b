import { describe, expect, it } from 'vitest';
import { buildCallPath, ENCOUNTERS_HUB, TASK_NOTES_HUB } from '@scanwise/core';
import {
  createInProcessPlatform,
  hubPushOf,
  platformHubHandlers,
  testAccessToken,
  DEMO_MEMBER,
  type PlatformEvent,
} from '../src/inProcess';
import * as browserPasswords from '../src/platform/password.browser';

const auth = { Authorization: `Bearer ${testAccessToken()}` };
const NOW = new Date('2026-01-01T09:00:00Z');

// Each test seeds a platform (its accounts' passwords are hashed): on a shared 2-core CI that can
// pass the default 5 s limit, which bounds a hang here, not speed.
describe('the in-process platform (Storybook and component tests)', { timeout: 20_000 }, () => {
  it('answers calls under its base URL with the REST app, seeded around its clock', async () => {
    const { fetch } = createInProcessPlatform({
      baseUrl: 'http://localhost:4000',
      now: () => NOW,
    });
    const response = await fetch(
      new Request(
        `http://localhost:4000${buildCallPath('encounterGet', { encounterId: 'enc_demo_3' })}`,
        { headers: auth },
      ),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      id: 'enc_demo_3',
      appointment: { start: expect.stringMatching(/^2026-01-22T15:00:00(\.000)?Z$/) as unknown },
    });
  });

  it('serves a base URL with a path prefix', async () => {
    const { fetch } = createInProcessPlatform({ baseUrl: 'http://api.test/v1', now: () => NOW });
    const response = await fetch(new Request('http://api.test/v1/members', { headers: auth }));
    expect(await response.json()).toMatchObject({ id: DEMO_MEMBER.id });
  });

  it('starts from a given state: the seed with a scenario change', async () => {
    const seeded = createInProcessPlatform({ now: () => NOW }).platform.snapshot();
    seeded.encounters = seeded.encounters.filter((e) => e.memberId !== DEMO_MEMBER.id);
    const { fetch } = createInProcessPlatform({ now: () => NOW, initialState: seeded });
    const response = await fetch(
      new Request('http://platform.test/packages/encounters', { headers: auth }),
    );
    expect(await response.json()).toEqual([]);
  });

  it('applies its fault rules: a status on a call pattern, and a hold until the client aborts', async () => {
    const { fetch, faults } = createInProcessPlatform({ now: () => NOW });
    faults.add({ method: 'GET', path: '/packages/encounters/:encounterId', status: 503 });
    const failed = await fetch(
      new Request('http://platform.test/packages/encounters/enc_demo_3', { headers: auth }),
    );
    expect(failed.status).toBe(503);
    expect(await failed.json()).toMatchObject({ code: 'injected_fault' });
    faults.clear();
    faults.add({ path: '/members', hold: true });
    const controller = new AbortController();
    // Held here: a Request's signal follows its caller's only while the Request is reachable.
    const request = new Request('http://platform.test/members', {
      headers: auth,
      signal: controller.signal,
    });
    let settled = false;
    const held = fetch(request).finally(() => {
      settled = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(settled).toBe(false);
    controller.abort();
    await held.catch(() => undefined);
    expect(settled).toBe(true);
    expect(request.signal.aborted).toBe(true);
  });

  it("pays a charge's PaymentIntent as the card frame does, so complete takes it", () => {
    const inProcess = createInProcessPlatform({ now: () => NOW });
    const order = { packageId: 'pkg_full_body', addOnIds: [] as string[] };
    const charge = inProcess.platform.createPendingCharge(DEMO_MEMBER.id, 'pkg_full_body', order);
    expect(() => inProcess.platform.completePendingCharge(DEMO_MEMBER.id, 'pkg_full_body')).toThrow(
      /requires_payment_method/,
    );
    expect(inProcess.payCharge(charge.clientSecret)).toBe('succeeded');
    expect(inProcess.payCharge(charge.clientSecret)).toBe('payment_intent_unexpected_state');
    expect(inProcess.payCharge('pi_unknown_secret_x')).toBe('resource_missing');
    expect(inProcess.platform.completePendingCharge(DEMO_MEMBER.id, 'pkg_full_body')).toMatchObject(
      { id: charge.id, status: 'SUCCEEDED' },
    );
  });

  it("answers the hubs' watch from the state and turns each change into the hub push", () => {
    const { platform } = createInProcessPlatform({ now: () => NOW });
    const hubs = platformHubHandlers(platform);
    const watched = hubs.encountersFor(DEMO_MEMBER.id) as { encounters: { id: string }[] };
    expect(watched.encounters.map((encounter) => encounter.id)).toContain('enc_demo_3');
    const events: PlatformEvent[] = [];
    platform.subscribe((event) => events.push(event));
    platform.advanceEncounter('enc_demo_3', 'REPORT_READY');
    const pushes = events.map(hubPushOf);
    const encounterPush = pushes.find((push) => push.hub === 'encounters');
    expect(encounterPush).toMatchObject({
      path: ENCOUNTERS_HUB.path,
      target: ENCOUNTERS_HUB.push.updateEncounter,
      payload: { id: 'enc_demo_3', status: 'REPORT_READY' },
    });
    // The report's release note, and the care team's message that comes with the report.
    const taskHubTargets = pushes
      .filter((push) => push.hub === 'tasks')
      .map((push) => ({ path: push.path, target: push.target }));
    expect(taskHubTargets).toEqual(
      expect.arrayContaining([
        { path: TASK_NOTES_HUB.path, target: TASK_NOTES_HUB.push.updateNote },
        { path: TASK_NOTES_HUB.path, target: TASK_NOTES_HUB.push.updateMessage },
      ]),
    );
  });
});

describe('passwords in a browser build (no synchronous scrypt there)', () => {
  it('match only the same password, with a given salt reproducibly', () => {
    const stored = browserPasswords.hashPassword('Demo-password-1', 'seed:mbr_demo');
    expect(stored).toBe(browserPasswords.hashPassword('Demo-password-1', 'seed:mbr_demo'));
    expect(browserPasswords.verifyPassword('Demo-password-1', stored)).toBe(true);
    expect(browserPasswords.verifyPassword('Demo-password-2', stored)).toBe(false);
    expect(browserPasswords.verifyPassword('Demo-password-1', 'scrypt$1$2$3$a$b')).toBe(false);
    expect(browserPasswords.verifyPassword('x', null)).toBe(false);
    expect(browserPasswords.hashPassword('a$b')).toMatch(/^plain\$.+\$a\$b$/);
    expect(browserPasswords.verifyPassword('a$b', browserPasswords.hashPassword('a$b'))).toBe(true);
  });
});
