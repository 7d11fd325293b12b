import { memberCallFailureOf, type MemberApi, type MemberCallFailure } from '../api';
import type { Logger } from '../ports';
import { OutcomeStore } from '../store';

/**
 * Why a step of the forgotten-password flow failed: the code was not (or no longer) valid, or
 * the call failed otherwise (its message key says why).
 */
export type PasswordResetFailure =
  | { readonly reason: 'invalidCode' }
  | { readonly reason: 'callFailed'; readonly call: MemberCallFailure };

export type PasswordResetState =
  | { readonly status: 'idle' }
  /** A code request or a password change is under way. */
  | { readonly status: 'sending' }
  | { readonly status: 'failed'; readonly failure: PasswordResetFailure }
  /** A code went to `email` (the platform answers alike for known and unknown e-mails). */
  | { readonly status: 'codeSent'; readonly email: string }
  | { readonly status: 'changed' };

export type PasswordResetResult =
  | { readonly ok: true }
  | {
      readonly ok: false;
      readonly failure: PasswordResetFailure | { readonly reason: 'abandoned' };
    };

/** What the change step sends: the e-mail, the code from the e-mail and the new password. */
export interface PasswordChange {
  readonly email: string;
  readonly code: string;
  readonly newPassword: string;
}

export interface PasswordResetOptions {
  readonly api: Pick<MemberApi, 'requestPasswordReset' | 'changeForgottenPassword'>;
  readonly logger: Logger;
}

const IDLE: PasswordResetState = Object.freeze({ status: 'idle' });
const SENDING: PasswordResetState = Object.freeze({ status: 'sending' });

/**
 * The forgotten-password flow (ForgotPassword, ForgotPassword/Change): a code e-mailed to the
 * member, then a new password with that code. Every outcome is a result; nothing throws.
 */
export class PasswordReset extends OutcomeStore<PasswordResetState> {
  constructor(private readonly options: PasswordResetOptions) {
    super(IDLE, 'sending');
  }

  /** E-mails a code to `email` (trimmed). */
  requestCode(email: string): Promise<PasswordResetResult> {
    const address = email.trim();
    return this.attempt('the code request failed', async () => {
      await this.options.api.requestPasswordReset({ email: address });
      return Object.freeze({ status: 'codeSent', email: address });
    });
  }

  /** Sets the new password with the code from the e-mail. */
  changePassword(change: PasswordChange): Promise<PasswordResetResult> {
    return this.attempt('the change failed', async () => {
      await this.options.api.changeForgottenPassword({
        email: change.email.trim(),
        code: change.code.trim(),
        newPassword: change.newPassword,
      });
      return Object.freeze({ status: 'changed' });
    });
  }

  /** Runs one step; `step` resolves the state its success leads to. */
  private async attempt(
    what: string,
    step: () => Promise<PasswordResetState>,
  ): Promise<PasswordResetResult> {
    const run = this.runs.start();
    this.set(SENDING);
    try {
      const done = await step();
      if (run.stale) return { ok: false, failure: { reason: 'abandoned' } };
      this.set(done);
      return { ok: true };
    } catch (cause) {
      if (run.stale) return { ok: false, failure: { reason: 'abandoned' } };
      const call = memberCallFailureOf(cause);
      this.options.logger.warn(`Password reset: ${what}`, { messageKey: call.messageKey });
      const failure: PasswordResetFailure =
        call.apiCode === 'invalid_code'
          ? { reason: 'invalidCode' }
          : { reason: 'callFailed', call };
      this.set(Object.freeze({ status: 'failed', failure }));
      return { ok: false, failure };
    }
  }
}
