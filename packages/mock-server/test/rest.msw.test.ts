import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setupServer } from 'msw/node';
import { buildCallPath } from '@scanwise/core';
import { createPlatformHandlers, testAccessToken } from '../src/msw';

const mock = createPlatformHandlers({ now: () => new Date('2026-03-01T12:00:00Z') });
const prefixed = createPlatformHandlers({ baseUrl: 'http://api.test/v1', platform: mock.platform });
const server = setupServer(...mock.handlers, ...prefixed.handlers);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => mock.faults.clear());
afterAll(() => server.close());

const auth = { Authorization: `Bearer ${testAccessToken()}` };

describe('msw handlers (test tokens, same Hono app)', () => {
  it('answer platform calls at http://platform.test with test tokens', async () => {
    const response = await fetch(
      `http://platform.test${buildCallPath('encounterGet', { encounterId: 'enc_demo_3' })}`,
      { headers: auth },
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id: 'enc_demo_3', kind: 'MAMMOGRAPHY' });
  });

  it('refuse missing and unknown tokens', async () => {
    expect((await fetch('http://platform.test/members')).status).toBe(401);
    expect(
      (
        await fetch('http://platform.test/members', {
          headers: { Authorization: 'Bearer test:nobody' },
        })
      ).status,
    ).toBe(401);
    expect(
      (
        await fetch('http://platform.test/members', {
          headers: { Authorization: `Bearer ${testAccessToken('mbr_roles')}` },
        })
      ).status,
    ).toBe(200);
  });

  it('check bodies and keep state between calls', async () => {
    const bad = await fetch('http://platform.test/members', {
      method: 'PATCH',
      headers: { ...auth, 'Content-Type': 'application/json' },
      body: '{"sex":"X"}',
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ code: 'invalid_payload', path: ['sex'] });
    await fetch('http://platform.test/members', {
      method: 'PATCH',
      headers: { ...auth, 'Content-Type': 'application/json' },
      body: '{"firstName":"Msw"}',
    });
    expect(mock.platform.getMember('mbr_demo').firstName).toBe('Msw');
  });

  it('serve a base URL with a path prefix', async () => {
    const response = await fetch('http://api.test/v1/packages/plans?country=US', { headers: auth });
    expect(response.status).toBe(200);
    expect(((await response.json()) as unknown[]).length).toBe(5);
    const sent = await fetch('http://api.test/v1/members/messages', {
      method: 'POST',
      headers: { ...auth, 'Content-Type': 'application/json' },
      body: JSON.stringify({ subject: 'Hello', body: 'From a story' }),
    });
    expect(sent.status).toBe(201);
  });

  it('apply fault rules (e.g. members-tos fails)', async () => {
    mock.faults.add({ path: '/members/tos', status: 500 });
    const response = await fetch('http://platform.test/members/tos', {
      method: 'PUT',
      headers: { ...auth, 'Content-Type': 'application/json' },
      body: '{"accepted":true,"version":"1"}',
    });
    expect(response.status).toBe(500);
  });
});
