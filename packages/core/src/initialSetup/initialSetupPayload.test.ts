import { describe, expect, it } from 'vitest';
import { InitialSetupRequestSchema } from '../schemas/requests';
import { validatePayload } from '../schemas/validate';
import { buildInitialSetupPayload, initialSetupNeedsPassword } from './initialSetupPayload';

const stored = {
  email: 'ann@example.com',
  code: 'reset-code-123',
  hasPassword: false,
  optInEmailNotifications: true,
  optInPhoneNotifications: false,
};

describe('buildInitialSetupPayload', () => {
  it('has exactly the fields "legal, email, newPassword, passwordResetToken, timeZone, optInEmailNotifications, optInPhoneNotifications"', () => {
    const payload = buildInitialSetupPayload(stored, {
      legal: true,
      newPassword: 'Correct-horse-1',
      timeZone: 'America/New_York',
    });
    expect(Object.keys(payload).sort()).toEqual(
      [
        'legal',
        'email',
        'newPassword',
        'passwordResetToken',
        'timeZone',
        'optInEmailNotifications',
        'optInPhoneNotifications',
      ].sort(),
    );
    expect(payload).toEqual({
      legal: true,
      email: 'ann@example.com',
      newPassword: 'Correct-horse-1',
      passwordResetToken: 'reset-code-123',
      timeZone: 'America/New_York',
      optInEmailNotifications: true,
      optInPhoneNotifications: false,
    });
    expect(validatePayload(InitialSetupRequestSchema, payload).ok).toBe(true);
  });

  it('sends the stored code as passwordResetToken and never sends code or hasPassword', () => {
    const payload = buildInitialSetupPayload(stored, { legal: true, timeZone: 'Europe/London' });
    expect(payload.passwordResetToken).toBe('reset-code-123');
    expect(payload).not.toHaveProperty('code');
    expect(payload).not.toHaveProperty('hasPassword');
  });

  it('leaves newPassword out when none (or an empty one) is given', () => {
    const member = { ...stored, hasPassword: true };
    const without = buildInitialSetupPayload(member, { legal: true, timeZone: 'Europe/London' });
    expect(without).not.toHaveProperty('newPassword');
    const empty = buildInitialSetupPayload(member, {
      legal: true,
      timeZone: 'Europe/London',
      newPassword: '',
    });
    expect(empty).not.toHaveProperty('newPassword');
    expect(validatePayload(InitialSetupRequestSchema, without).ok).toBe(true);
  });

  it('sends opt-ins that were never chosen as false', () => {
    const payload = buildInitialSetupPayload(
      { email: 'ann@example.com', code: 'c' },
      { legal: false, timeZone: 'UTC' },
    );
    expect(payload.optInEmailNotifications).toBe(false);
    expect(payload.optInPhoneNotifications).toBe(false);
    expect(payload.legal).toBe(false);
  });
});

describe('initialSetupNeedsPassword', () => {
  it('asks for a password unless the link said hasPassword true', () => {
    expect(initialSetupNeedsPassword({ email: 'a@b.co', code: 'c', hasPassword: true })).toBe(
      false,
    );
    expect(initialSetupNeedsPassword({ email: 'a@b.co', code: 'c', hasPassword: false })).toBe(
      true,
    );
    expect(initialSetupNeedsPassword({ email: 'a@b.co', code: 'c' })).toBe(true);
  });
});
