/** The forgotten password: a code e-mailed to the member, then a new password with it. */
export {
  PasswordReset,
  type PasswordChange,
  type PasswordResetFailure,
  type PasswordResetOptions,
  type PasswordResetResult,
  type PasswordResetState,
} from './passwordReset';
export {
  RESET_CODE_RULES,
  createNewPasswordFields,
  createPasswordChangeFields,
  createResetEmailField,
  type NewPasswordFields,
  type NewPasswordLabels,
  type PasswordChangeFields,
  type PasswordChangeLabels,
} from './passwordResetForms';
