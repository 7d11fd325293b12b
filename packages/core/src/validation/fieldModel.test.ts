import { describe, expect, it } from 'vitest';
import { FieldModel, emailRule, requiredRule, type FieldState } from './index';

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

  it('setRules revalidates a validated field; reset clears everything; touch does not validate', () => {
    const field = emailField();
    field.touch();
    expect(field.getSnapshot()).toMatchObject({ touched: true, validated: false });
    field.onBlur();
    field.setRules([]);
    expect(field.errors).toEqual([]);
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
