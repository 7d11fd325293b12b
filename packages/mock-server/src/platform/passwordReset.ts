import type { CallRequest } from '@scanwise/core';
import { issueCode, sendMail, takeCode } from './emailCodes';
import { badInput } from './errors';
import { accountByEmail } from './lookups';
import { hashPassword } from '#password';
import type { PlatformStore } from './store';

/** Forgot password: a code by e-mail, then a new password with that code. */
export function passwordResetOperations(store: PlatformStore) {
  return {
    requestPasswordReset(body: CallRequest<'forgotPasswordRequest'>): void {
      store.mutate(() => {
        const record = accountByEmail(store, body.email);
        if (!record || record.kind !== 'member') return; // 204 either way: no account probing
        const code = issueCode(store, record.email, 'reset-password');
        sendMail(
          store,
          record.email,
          'Your Scanwise password code',
          `Your code is ${code}. It expires in 60 minutes.`,
          code,
        );
      });
    },

    resetPassword(body: CallRequest<'forgotPasswordChange'>): void {
      store.mutate(() => {
        const record = accountByEmail(store, body.email);
        if (!record || !takeCode(store, body.email, body.code, ['reset-password'])) {
          throw badInput(['code'], 'The code is invalid or has expired', 'invalid_code');
        }
        record.passwordHash = hashPassword(body.newPassword);
      });
    },
  };
}
