import { afterAll, describe, expect, it } from 'vitest';
import { createUndiciHttp } from '../../src/http/undiciHttp';
import { OidcIdentity } from '../../src/identity/oidcIdentity';
import { MemoryStorage } from '@scanwise/core';
import { APP_ORIGIN, DEMO, hasPlatform, platformUrl } from './support';

const http = createUndiciHttp();
afterAll(() => http.close());

describe.skipIf(!hasPlatform)('undici HTTP adapter against the mock platform', () => {
  it('GET /members with the bearer token of a password sign-in answers the member', async () => {
    const identity = new OidcIdentity({
      platformUrl,
      appOrigin: APP_ORIGIN,
      storage: new MemoryStorage(),
    });
    const user = await identity.signInWithPassword(DEMO.email, DEMO.password);
    const response = await http.send({
      method: 'GET',
      url: `${platformUrl}/members`,
      headers: { Authorization: `Bearer ${user?.accessToken ?? ''}`, Accept: 'application/json' },
    });
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toContain('application/json');
    expect(JSON.stringify(JSON.parse(response.body))).toContain(DEMO.email);
    identity.dispose();
  });

  it('without a token the platform answers 401, and the adapter resolves it', async () => {
    const response = await http.send({ method: 'GET', url: `${platformUrl}/members`, headers: {} });
    expect(response.status).toBe(401);
  });
});
