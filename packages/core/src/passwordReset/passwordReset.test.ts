import { describe, expect, it } from 'vitest';
import { createScanwiseCore } from '../app/createScanwiseCore';
import { fakeCorePorts } from '../app/fakeCorePorts.test-support';
import { validateFields } from '../validation';
import type { PasswordResetState } from './passwordReset';
import { createPasswordChangeFields, createResetEmailField } from './passwordResetForms';

function setup() {
  const fakes = fakeCorePorts();
  const core = createScanwiseCore(fakes.options);
  fakes.http
    .on('POST', '/users/password/forgot', { status: 204 })
    .on('POST', '/users/password/reset', { status: 204 });
  const states: PasswordResetState['status'][] = [];
  core.passwordReset.subscribe((state) => states.push(state.status));
  const bodyOf = (path: string) =>
    JSON.parse(fakes.http.requestsTo('POST', path)[0]?.body as string) as unknown;
  return { ...fakes, core, states, bodyOf };
}

describe('PasswordReset: the forgotten password as a core service', () => {
  it('e-mails a code to the trimmed address and says where it went', async () => {
    const s = setup();
    expect(await s.core.passwordReset.requestCode(' demo@example.com ')).toEqual({ ok: true });
    expect(s.bodyOf('/users/password/forgot')).toEqual({ email: 'demo@example.com' });
    expect(s.states).toEqual(['idle', 'sending', 'codeSent']);
    expect(s.core.passwordReset.getSnapshot()).toEqual({
      status: 'codeSent',
      email: 'demo@example.com',
    });
  });

  it('changes the password with the code', async () => {
    const s = setup();
    const result = await s.core.passwordReset.changePassword({
      email: 'demo@example.com',
      code: ' 123456 ',
      newPassword: 'Changed-password-2',
    });
    expect(result).toEqual({ ok: true });
    expect(s.bodyOf('/users/password/reset')).toEqual({
      email: 'demo@example.com',
      code: '123456',
      newPassword: 'Changed-password-2',
    });
    expect(s.core.passwordReset.getSnapshot().status).toBe('changed');
  });

  it('a code the platform refuses is said as such; other failures carry their message key', async () => {
    const s = setup();
    s.http.on('POST', '/users/password/reset', {
      status: 400,
      body: { code: 'invalid_code', message: 'Invalid code', path: null },
    });
    const change = { email: 'demo@example.com', code: '000000', newPassword: 'Changed-password-2' };
    expect(await s.core.passwordReset.changePassword(change)).toEqual({
      ok: false,
      failure: { reason: 'invalidCode' },
    });
    s.http.on('POST', '/users/password/forgot', { status: 503 });
    expect(await s.core.passwordReset.requestCode('demo@example.com')).toMatchObject({
      ok: false,
      failure: { reason: 'callFailed', call: { messageKey: 'api.errors.server' } },
    });
    expect(s.logger.has('warn', 'Password reset: the code request failed')).toBe(true);
  });

  it('clearOutcome forgets a failure shown earlier', async () => {
    const s = setup();
    s.http.on('POST', '/users/password/forgot', { status: 503 });
    await s.core.passwordReset.requestCode('demo@example.com');
    s.core.passwordReset.clearOutcome();
    expect(s.core.passwordReset.getSnapshot()).toEqual({ status: 'idle' });
  });

  it('reset abandons a step under way', async () => {
    const s = setup();
    const pending = s.core.passwordReset.requestCode('demo@example.com');
    s.core.passwordReset.reset();
    expect(await pending).toEqual({ ok: false, failure: { reason: 'abandoned' } });
    expect(s.core.passwordReset.getSnapshot()).toEqual({ status: 'idle' });
  });
});

describe('the forms of the forgotten password', () => {
  const LABELS = {
    email: 'E-mail',
    code: 'Code',
    password: 'New password',
    confirm: 'Confirm new password',
    mismatch: 'The passwords do not match.',
  };

  it('the e-mail is required and must look like one', () => {
    const email = createResetEmailField('E-mail');
    email.onBlur();
    expect(email.errors).toEqual(['The E-mail field is required.']);
    email.onChange('nope');
    expect(email.errors).toEqual(['The E-mail field is invalid.']);
  });

  it('the link fills e-mail and code; the confirmation must match the new password', () => {
    const fields = createPasswordChangeFields(LABELS, { email: 'demo@example.com', code: '123' });
    fields.password.onInput('Changed-password-2');
    fields.confirm.onInput('Changed-password-3');
    expect(validateFields(fields)).toBe(false);
    expect(fields.confirm.errors).toEqual(['The passwords do not match.']);
    fields.confirm.onInput('Changed-password-2');
    expect(validateFields(fields)).toBe(true);
  });
});
