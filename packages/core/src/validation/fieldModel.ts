import { StateStore } from '../store/stateStore';
import { validateValue, type ValidationRule } from './rules';

/** What a form field shows: its value, whether the member has left it, and its messages. */
export interface FieldState<T> {
  readonly value: T;
  /** True once the field has been blurred (or `touch` was called). */
  readonly touched: boolean;
  /** True once the value differs from the initial value through input, change or update. */
  readonly dirty: boolean;
  /** Messages of the failing rules after the last validation, in rule order. */
  readonly errors: readonly string[];
  /** True when the last validation found no error (also true before any validation). */
  readonly valid: boolean;
  /** True once the field has been validated at least once. */
  readonly validated: boolean;
  /** The rules include `required`: the field is marked required wherever it is shown. */
  readonly required: boolean;
}

export interface FieldModelOptions<T> {
  /** The label that fills `{label}` in the messages. */
  readonly label: string;
  readonly initialValue: T;
  readonly rules?: readonly ValidationRule[];
  /**
   * The value the rules check and a submit sends (typed text trimmed, say); the field keeps
   * showing what was typed. The identity when left out.
   */
  readonly normalize?: (value: T) => T;
}

const NO_ERRORS: readonly string[] = Object.freeze([]);

const isRequired = (rules: readonly ValidationRule[]): boolean =>
  rules.some((rule) => rule.name === 'required');

const sameMessages = (a: readonly string[], b: readonly string[]): boolean =>
  a.length === b.length && a.every((message, index) => message === b[index]);

/**
 * A framework-free form field, the one form model of the app: a store of {@link FieldState}.
 * "Validation runs on blur, change and model update, not on input": `onInput` stores the value
 * and leaves the messages as they were, while `onChange`, `onBlur` and `setValue` (a model
 * update) validate.
 */
export class FieldModel<T = string> extends StateStore<FieldState<T>> {
  readonly label: string;
  private readonly initialValue: T;
  private readonly normalize: (value: T) => T;
  private rules: readonly ValidationRule[];

  constructor(options: FieldModelOptions<T>) {
    const rules = options.rules ?? [];
    super(initialState(options.initialValue, rules), { equals: sameState });
    this.label = options.label;
    this.initialValue = options.initialValue;
    this.normalize = options.normalize ?? ((value: T): T => value);
    this.rules = rules;
  }

  get value(): T {
    return this.getSnapshot().value;
  }

  /** The value as the rules check it and a submit sends it (see `normalize`). */
  get normalizedValue(): T {
    return this.normalize(this.getSnapshot().value);
  }

  get errors(): readonly string[] {
    return this.getSnapshot().errors;
  }

  /** Typing: stores the value, does not validate. */
  onInput(value: T): void {
    this.patch({ value, dirty: this.getSnapshot().dirty || !Object.is(value, this.initialValue) });
  }

  /** A committed change (select, checkbox, input's change event): stores and validates. */
  onChange(value: T): void {
    this.onInput(value);
    this.validate();
  }

  /** Leaving the field: marks it touched and validates. */
  onBlur(): void {
    this.patch({ touched: true });
    this.validate();
  }

  /** A model update (the value set by code, e.g. loaded member data): stores and validates. */
  setValue(value: T): void {
    this.onChange(value);
  }

  /** Marks the field touched without validating. */
  touch(): void {
    this.patch({ touched: true });
  }

  /** Replaces the rules; the messages are refreshed if the field was validated already. */
  setRules(rules: readonly ValidationRule[]): void {
    this.rules = rules;
    this.patch({ required: isRequired(rules) });
    if (this.getSnapshot().validated) this.validate();
  }

  /** Runs the rules on the (normalized) value, stores and returns the messages. */
  validate(): readonly string[] {
    const errors = validateValue(this.normalizedValue, this.rules, this.label);
    const current = this.getSnapshot().errors;
    // The same messages keep their array, so an unchanged field emits nothing.
    this.patch({
      errors: sameMessages(current, errors) ? current : errors,
      valid: errors.length === 0,
      validated: true,
    });
    return this.getSnapshot().errors;
  }

  /** Back to the initial value (or a new one), untouched and with no messages. */
  reset(value: T = this.initialValue): void {
    this.set(initialState(value, this.rules));
  }

  private patch(change: Partial<FieldState<T>>): void {
    this.update((current) => ({ ...current, ...change }));
  }
}

function initialState<T>(value: T, rules: readonly ValidationRule[]): FieldState<T> {
  return {
    value,
    touched: false,
    dirty: false,
    errors: NO_ERRORS,
    valid: true,
    validated: false,
    required: isRequired(rules),
  };
}

/** Two states are the same when every field is (a patch that changes nothing emits nothing). */
function sameState<T>(a: FieldState<T>, b: FieldState<T>): boolean {
  return (Object.keys(a) as (keyof FieldState<T>)[]).every((key) => Object.is(a[key], b[key]));
}
