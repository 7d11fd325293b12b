import { EMAIL_ADDRESS_RULES, NEW_PASSWORD_RULES, trimText } from '../member/memberFieldRules';
import {
  FieldModel,
  maxLengthRule,
  matchesRule,
  requiredRule,
  type ValidationRule,
} from '../validation';

/** The code from the e-mail: any text the platform may send, up to a sane length. */
export const RESET_CODE_RULES: readonly ValidationRule[] = [requiredRule(), maxLengthRule(2000)];

/** The e-mail field of the code request (ForgotPassword). */
export function createResetEmailField(label: string, initialValue = ''): FieldModel {
  return new FieldModel({ label, initialValue, rules: EMAIL_ADDRESS_RULES, normalize: trimText });
}

/** A new password and the same typed again (ForgotPassword/Change, InitialSetup/SetPassword). */
export interface NewPasswordFields {
  readonly password: FieldModel;
  readonly confirm: FieldModel;
}

export interface NewPasswordLabels {
  readonly password: string;
  readonly confirm: string;
  /** The confirmation's message when the two differ. */
  readonly mismatch: string;
}

export function createNewPasswordFields(labels: NewPasswordLabels): NewPasswordFields {
  const password = new FieldModel({
    label: labels.password,
    initialValue: '',
    rules: NEW_PASSWORD_RULES,
  });
  const confirm = new FieldModel({
    label: labels.confirm,
    initialValue: '',
    rules: [requiredRule(), matchesRule(() => password.value, labels.mismatch)],
  });
  return { password, confirm };
}

/** The change step's fields: e-mail and code (from the link when it carried them), new password. */
export interface PasswordChangeFields extends NewPasswordFields {
  readonly email: FieldModel;
  readonly code: FieldModel;
}

export interface PasswordChangeLabels extends NewPasswordLabels {
  readonly email: string;
  readonly code: string;
}

export function createPasswordChangeFields(
  labels: PasswordChangeLabels,
  link: { readonly email: string; readonly code: string },
): PasswordChangeFields {
  return {
    email: createResetEmailField(labels.email, link.email),
    code: new FieldModel({
      label: labels.code,
      initialValue: link.code,
      rules: RESET_CODE_RULES,
      normalize: trimText,
    }),
    ...createNewPasswordFields(labels),
  };
}
