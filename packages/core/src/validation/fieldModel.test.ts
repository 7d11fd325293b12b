import { describe, expect, it } from 'vitest';
import {
  FieldModel,
  disposeFields,
  emailRule,
  fieldValues,
  matchesRule,
  maxLengthRule,
  minLengthRule,
  requiredRule,
  validateFields,
  type FieldState,
} from './index';

const emailField = (): FieldModel =>
  new FieldModel({ label: 'Email', initialValue: '', rules: [requiredRule(), emailRule()] });

describe('FieldModel: "Validation runs on blur, change and model update, not on input."', () => {
  it('"not on input": onInput stores the value without validating', () => {
    const field = emailField();
    field.onInput('not-an-email');
    expect(field.getSnapshot()).toMatchObject({
      value: 'not-an-email',
      errors: [],
      validated: false,
      dirty: true,
      touched: false,
    });
  });

  it('"on blur": marks touched and validates', () => {
    const field = emailField();
    field.onBlur();
    expect(field.getSnapshot()).toMatchObject({
      touched: true,
      valid: false,
      errors: ['The Email field is required.'],
    });
  });

  it('"on change": stores and validates', () => {
    const field = emailField();
    field.onChange('nope');
    expect(field.errors).toEqual(['The Email field is invalid.']);
    field.onChange('member@scanwise.example');
    expect(field.getSnapshot()).toMatchObject({ errors: [], valid: true });
  });

  it('"on model update": setValue validates', () => {
    const field = emailField();
    field.setValue('x');
    expect(field.errors).toEqual(['The Email field is invalid.']);
  });

  it('input after a failed validation keeps the old messages until the next blur', () => {
    const field = emailField();
    field.onChange('x');
    field.onInput('member@scanwise.example');
    expect(field.errors).toEqual(['The Email field is invalid.']);
    field.onBlur();
    expect(field.errors).toEqual([]);
  });

  it('state$ replays the state and emits only on change', () => {
    const field = emailField();
    const states: FieldState<string>[] = [];
    const unsubscribe = field.subscribe((s) => states.push(s));
    field.onInput('a');
    field.onInput('a');
    field.validate();
    field.validate();
    unsubscribe();
    field.onInput('b');
    expect(states.map((s) => [s.value, s.errors.length])).toEqual([
      ['', 0],
      ['a', 0],
      ['a', 1],
    ]);
  });

  it('setRules revalidates a validated field and leaves an unvalidated one alone; reset clears everything; touch does not validate', () => {
    const field = emailField();
    field.touch();
    expect(field.getSnapshot()).toMatchObject({ touched: true, validated: false });
    field.onChange('typed');
    field.reset();
    expect(field.getSnapshot()).toMatchObject({
      value: '',
      touched: false,
      dirty: false,
      errors: [],
    });
    field.reset('seed');
    expect(field.value).toBe('seed');
    field.onBlur();
    field.setRules([]);
    expect(field.errors).toEqual([]);
    const unvalidated = emailField();
    unvalidated.setRules([requiredRule()]);
    expect(unvalidated.getSnapshot().validated).toBe(false);
  });

  it('dispose completes state$ and later updates are ignored', () => {
    const field = emailField();
    let completed = false;
    field.state$.subscribe({ complete: () => (completed = true) });
    field.dispose();
    field.onInput('late');
    expect(completed).toBe(true);
  });

  it('works with non-string values', () => {
    const field = new FieldModel<boolean | null>({
      label: 'Terms',
      initialValue: null,
      rules: [requiredRule()],
    });
    field.onChange(false);
    expect(field.getSnapshot()).toMatchObject({ value: false, valid: true });
  });
});

describe('FieldModel: what the field shows besides its messages', () => {
  it('is marked required exactly when its rules include required, also after setRules', () => {
    const field = emailField();
    expect(field.getSnapshot().required).toBe(true);
    field.setRules([emailRule()]);
    expect(field.getSnapshot().required).toBe(false);
    const optional = new FieldModel({ label: 'Line 2', initialValue: '' });
    expect(optional.getSnapshot().required).toBe(false);
  });

  it('checks and sends the normalized value while showing what was typed', () => {
    const name = new FieldModel({
      label: 'First name',
      initialValue: '',
      rules: [requiredRule(), maxLengthRule(3)],
      normalize: (value) => value.trim(),
    });
    name.onInput('  Ann  ');
    name.onBlur();
    expect(name.getSnapshot()).toMatchObject({ value: '  Ann  ', errors: [] });
    expect(name.normalizedValue).toBe('Ann');
  });
});

describe('a form is its fields', () => {
  const form = () => {
    const password = new FieldModel({
      label: 'Password',
      initialValue: '',
      rules: [requiredRule(), minLengthRule(8)],
    });
    const confirm = new FieldModel({
      label: 'Confirm password',
      initialValue: '',
      rules: [requiredRule(), matchesRule(() => password.value, 'The passwords do not match.')],
    });
    return { password, confirm };
  };

  it('validateFields checks every field, as a submit does, and says whether all pass', () => {
    const fields = form();
    expect(validateFields(fields)).toBe(false);
    expect(fields.password.errors).toEqual(['The Password field is required.']);
    expect(fields.confirm.errors).toEqual(['The Confirm password field is required.']);
    fields.password.onInput('Long-enough-1');
    fields.confirm.onInput('Long-enough-2');
    expect(validateFields(fields)).toBe(false);
    expect(fields.confirm.errors).toEqual(['The passwords do not match.']);
    fields.confirm.onInput('Long-enough-1');
    expect(validateFields(fields)).toBe(true);
    expect(fieldValues(fields)).toEqual({ password: 'Long-enough-1', confirm: 'Long-enough-1' });
  });

  it('disposeFields completes every field', () => {
    const fields = form();
    let completed = 0;
    for (const field of Object.values(fields)) {
      field.state$.subscribe({ complete: () => (completed += 1) });
    }
    disposeFields(fields);
    expect(completed).toBe(2);
  });
});
