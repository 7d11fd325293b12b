import { describe, expect, it } from 'vitest';
import { NEW_PASSWORD_MAX_LENGTH, NEW_PASSWORD_MIN_LENGTH } from '../schemas';
import { validateFields } from '../validation';
import { FakeClock } from '../testing';
import { createSignUpForm, signUpDetailsOf, type SignUpFieldLabels } from './signUpForm';

const LABELS: SignUpFieldLabels = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'E-mail',
  password: 'Password',
  phone: 'Phone number',
  dob: 'Date of birth',
  sex: 'Sex assigned at birth',
  country: 'Country',
  terms: 'Terms of service',
};

describe('the Join form on the member field rules', () => {
  it('every field a submit rejects as required is marked required', () => {
    const form = createSignUpForm(LABELS, { country: 'US' });
    validateFields(form);
    for (const name of Object.keys(form) as (keyof typeof form)[]) {
      const state = form[name].getSnapshot();
      const rejectedAsRequired = state.errors.some((m) => m.endsWith('field is required.'));
      expect({ name, required: state.required }).toEqual({
        name,
        required: rejectedAsRequired || name === 'country',
      });
    }
    expect(form.sex.errors).toEqual(['The Sex assigned at birth field is required.']);
    expect(form.terms.errors).toEqual(['The Terms of service field is required.']);
  });

  it('the password takes exactly the lengths the platform takes', () => {
    const { password } = createSignUpForm(LABELS, { country: 'US' });
    const check = (length: number) => {
      password.setValue('x'.repeat(length));
      return password.errors;
    };
    expect(check(NEW_PASSWORD_MIN_LENGTH - 1)).toEqual([
      `The Password field must be greater than ${NEW_PASSWORD_MIN_LENGTH} characters.`,
    ]);
    expect(check(NEW_PASSWORD_MIN_LENGTH)).toEqual([]);
    expect(check(NEW_PASSWORD_MAX_LENGTH)).toEqual([]);
    expect(check(NEW_PASSWORD_MAX_LENGTH + 1)).toEqual([
      `The Password field must be less than ${NEW_PASSWORD_MAX_LENGTH} characters.`,
    ]);
  });

  it('the details of a filled form: trimmed text, the chosen sex, the page locale', () => {
    const form = createSignUpForm(LABELS, {
      country: 'GB',
      firstName: ' Nora ',
      lastName: 'West',
      email: 'nora@example.com ',
      password: ' New-password-1 ',
      phone: '+44 20 7946 0123',
      dob: '1982-09-14',
      sex: 'FEMALE',
      terms: true,
    });
    expect(validateFields(form)).toBe(true);
    expect(signUpDetailsOf(form, 'en-gb')).toEqual({
      firstName: 'Nora',
      lastName: 'West',
      email: 'nora@example.com',
      password: ' New-password-1 ',
      phoneNumber: '+44 20 7946 0123',
      dob: '1982-09-14',
      sex: 'FEMALE',
      country: 'GB',
      locale: 'en-gb',
    });
    form.sex.setValue('');
    expect(signUpDetailsOf(form, null)).toBeNull();
  });

  it('a phone number may start with a bracketed area code, as US members write it', () => {
    const form = createSignUpForm(LABELS, { country: 'US' });
    const check = (phone: string): readonly string[] => {
      form.phone.onChange(phone);
      return form.phone.errors;
    };
    expect(check('(212) 555-0100')).toEqual([]);
    expect(check('+1 (212) 555-0100')).toEqual([]);
    expect(check('212-555-0100')).toEqual([]);
    expect(check('(212) 555-')).toEqual(['This Phone number field is invalid.']);
    expect(check('call me')).toEqual(['This Phone number field is invalid.']);
  });

  it('with a clock, a date of birth must be a real day in the past', () => {
    const clock = new FakeClock(Date.UTC(2026, 10, 27, 12));
    const { dob } = createSignUpForm(LABELS, { country: 'US' }, clock);
    const check = (value: string) => {
      dob.setValue(value);
      return dob.errors;
    };
    const notPast = ['The Date of birth field must be a real date in the past.'];
    expect(check('2031-04-02')).toEqual(notPast);
    expect(check('2026-11-29')).toEqual(notPast);
    expect(check('1899-12-31')).toEqual(notPast);
    expect(check('2001-02-29')).toEqual(notPast);
    expect(check('1982-09-14')).toEqual([]);
    expect(check('2026-11-27')).toEqual([]);
    expect(check('')).toEqual(['The Date of birth field is required.']);
    // The rule reads the clock when it runs, not when the form was made.
    check('2027-01-05');
    clock.setNow(Date.UTC(2027, 0, 5, 9));
    expect(check('2027-01-05')).toEqual([]);
  });
});
