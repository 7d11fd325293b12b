import {
  ACCEPTED_RULES,
  CHOICE_RULES,
  DATE_OF_BIRTH_RULES,
  EMAIL_ADDRESS_RULES,
  MEMBER_NAME_RULES,
  NEW_PASSWORD_RULES,
  PHONE_NUMBER_RULES,
  trimText,
} from '../member/memberFieldRules';
import type { Clock } from '../ports';
import { MEMBER_SEXES, type AppLocale, type Country, type MemberSex } from '../schemas';
import { FieldModel, fieldValues, type ValidationRule } from '../validation';
import { dateOfBirthRules } from './dateOfBirth';
import type { SignUpDetails } from './signUp';

/** The Join form's fields, in the order the form shows them. */
export interface SignUpFields {
  readonly firstName: FieldModel;
  readonly lastName: FieldModel;
  readonly email: FieldModel;
  readonly password: FieldModel;
  /** Before the phone, whose example it sets. */
  readonly country: FieldModel<Country>;
  readonly phone: FieldModel;
  /** YYYY-MM-DD, as the date input gives it. */
  readonly dob: FieldModel;
  /** A MemberSex, or '' until chosen. */
  readonly sex: FieldModel;
  /** The terms of service and the privacy notice accepted. */
  readonly terms: FieldModel<boolean>;
}

/** The label of each field, as the page shows it (it fills `{label}` in the messages). */
export type SignUpFieldLabels = { readonly [K in keyof SignUpFields]: string };

/** Values to start with (the country from the page's locale; stories show a filled form). */
export type SignUpInitialValues = Partial<{
  readonly [K in keyof SignUpFields]: SignUpFields[K] extends FieldModel<infer T> ? T : never;
}> & { readonly country: Country };

/**
 * The Join form on the member field rules: every field required but the country, which has one.
 * With a clock the date of birth must be a real day in the past; without one only its shape is
 * checked (the platform refuses a future one all the same).
 */
export function createSignUpForm(
  labels: SignUpFieldLabels,
  initial: SignUpInitialValues,
  clock?: Pick<Clock, 'now'>,
): SignUpFields {
  const text = (
    name: 'firstName' | 'lastName' | 'email' | 'password' | 'phone' | 'dob' | 'sex',
    rules: readonly ValidationRule[],
    normalize?: (value: string) => string,
  ): FieldModel =>
    new FieldModel({
      label: labels[name],
      initialValue: initial[name] ?? '',
      rules,
      ...(normalize ? { normalize } : {}),
    });
  return {
    firstName: text('firstName', MEMBER_NAME_RULES, trimText),
    lastName: text('lastName', MEMBER_NAME_RULES, trimText),
    email: text('email', EMAIL_ADDRESS_RULES, trimText),
    password: text('password', NEW_PASSWORD_RULES),
    country: new FieldModel<Country>({
      label: labels.country,
      initialValue: initial.country,
      rules: CHOICE_RULES,
    }),
    phone: text('phone', PHONE_NUMBER_RULES, trimText),
    dob: text('dob', clock ? dateOfBirthRules(clock) : DATE_OF_BIRTH_RULES),
    sex: text('sex', CHOICE_RULES),
    terms: new FieldModel<boolean>({
      label: labels.terms,
      initialValue: initial.terms ?? false,
      rules: ACCEPTED_RULES,
    }),
  };
}

const isMemberSex = (value: string): value is MemberSex =>
  (MEMBER_SEXES as readonly string[]).includes(value);

/**
 * The sign-up's details from a form whose fields all passed (`validateFields`): the values as
 * the rules checked them (trimmed). Null when the sex is not one the platform knows.
 */
export function signUpDetailsOf(
  fields: SignUpFields,
  locale: AppLocale | null,
): SignUpDetails | null {
  const values = fieldValues(fields);
  if (!isMemberSex(values.sex)) return null;
  return {
    firstName: values.firstName,
    lastName: values.lastName,
    email: values.email,
    password: values.password,
    phoneNumber: values.phone,
    dob: values.dob,
    sex: values.sex,
    country: values.country,
    locale,
  };
}
