import { describe, expect, expectTypeOf, it } from 'vitest';
import { ENTITY_EXAMPLES } from '../schemas/examples';
import { MammogramRegistrationRequestSchema } from '../schemas/requests';
import type { MammogramRegistrationRequest } from '../schemas/requests';
import { validatePayload } from '../schemas/validate';
import { buildMammogramRegistration } from './mammogramRegistration';

const memberPart = {
  email: 'ann@example.com',
  firstName: 'Ann',
  lastName: 'Lee',
  phoneNumber: '+12125550123',
  dob: '1980-04-12',
  sex: 'FEMALE' as const,
};
const bookingPart = {
  centerId: 'ctr_nyc',
  packageId: 'pkg_mammo',
  priorMammogram: false,
};

describe('buildMammogramRegistration', () => {
  it('"two merged objects plus timeZone": a valid registration request', () => {
    const body = buildMammogramRegistration(memberPart, bookingPart, 'America/New_York');
    expect(body).toEqual({ ...memberPart, ...bookingPart, timeZone: 'America/New_York' });
    expect(validatePayload(MammogramRegistrationRequestSchema, body).ok).toBe(true);
    expectTypeOf(body).toExtend<MammogramRegistrationRequest>();
  });

  it('"adds timeZone to caller-supplied data": the given zone wins over one in either object', () => {
    const body = buildMammogramRegistration(
      { ...memberPart, timeZone: 'Europe/London' },
      { ...bookingPart, timeZone: 'UTC' },
      'America/Chicago',
    );
    expect(body.timeZone).toBe('America/Chicago');
  });

  it('lets the second object override the first, shallowly, without mutating either', () => {
    const first = { email: 'old@example.com', address: ENTITY_EXAMPLES.Member.address };
    const second = { email: 'new@example.com' };
    const body = buildMammogramRegistration(first, second, 'UTC');
    expect(body).toEqual({ email: 'new@example.com', address: first.address, timeZone: 'UTC' });
    expect(body.address).toBe(first.address);
    expect(first).toEqual({ email: 'old@example.com', address: ENTITY_EXAMPLES.Member.address });
    expect(second).toEqual({ email: 'new@example.com' });
    expect(body).not.toBe(first);
  });
});
