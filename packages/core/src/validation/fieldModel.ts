import { BehaviorSubject, type Observable } from 'rxjs';
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
}

export interface FieldModelOptions<T> {
  /** The label that fills `{label}` in the messages. */
  readonly label: string;
  readonly initialValue: T;
  readonly rules?: readonly ValidationRule[];
}

/**
 * A framework-free form field. "Validation runs on blur, change and model update, not on
 * input": `onInput` stores the value and leaves the messages as they were, while `onChange`,
 * `onBlur` and `setValue` (a model update) validate.
 */
export class FieldModel<T = string> {
  private readonly subject: BehaviorSubject<FieldState<T>>;
  private readonly initialValue: T;
  private rules: readonly ValidationRule[];
  private disposed = false;
  readonly label: string;

  /** The field state, replayed to new subscribers. */
  readonly state$: Observable<FieldState<T>>;

  constructor(options: FieldModelOptions<T>) {
    this.label = options.label;
    this.initialValue = options.initialValue;
    this.rules = options.rules ?? [];
    this.subject = new BehaviorSubject<FieldState<T>>(this.initialState());
    this.state$ = this.subject.asObservable();
  }

  /** The current state; the same object until something changes. */
  getSnapshot(): FieldState<T> {
    return this.subject.getValue();
  }

  /** Listener form of `state$` (for useSyncExternalStore); returns the unsubscribe. */
  subscribe(listener: (state: FieldState<T>) => void): () => void {
    const subscription = this.state$.subscribe(listener);
    return () => subscription.unsubscribe();
  }

  get value(): T {
    return this.getSnapshot().value;
  }

  get errors(): readonly string[] {
    return this.getSnapshot().errors;
  }

  /** Typing: stores the value, does not validate. */
  onInput(value: T): void {
    this.update({ value, dirty: this.isDirty(value) });
  }

  /** A committed change (select, checkbox, input's change event): stores and validates. */
  onChange(value: T): void {
    this.update({ value, dirty: this.isDirty(value) });
    this.validate();
  }

  /** Leaving the field: marks it touched and validates. */
  onBlur(): void {
    this.update({ touched: true });
    this.validate();
  }

  /** A model update (the value set by code, e.g. loaded member data): stores and validates. */
  setValue(value: T): void {
    this.onChange(value);
  }

  /** Marks the field touched without validating. */
  touch(): void {
    this.update({ touched: true });
  }

  /** Replaces the rules; the messages are refreshed if the field was validated already. */
  setRules(rules: readonly ValidationRule[]): void {
    this.rules = rules;
    if (this.getSnapshot().validated) this.validate();
  }

  /** Runs the rules on the current value, stores and returns the messages. */
  validate(): readonly string[] {
    const errors = validateValue(this.getSnapshot().value, this.rules, this.label);
    const current = this.getSnapshot();
    const same =
      current.validated &&
      current.errors.length === errors.length &&
      current.errors.every((message, index) => message === errors[index]);
    if (!same) this.update({ errors, valid: errors.length === 0, validated: true });
    return this.getSnapshot().errors;
  }

  /** Back to the initial value (or a new one), untouched and with no messages. */
  reset(value?: T): void {
    this.subject.next(this.initialState(value === undefined ? this.initialValue : value));
  }

  /** Completes `state$`. */
  dispose(): void {
    this.disposed = true;
    this.subject.complete();
  }

  private initialState(value: T = this.initialValue): FieldState<T> {
    return Object.freeze({
      value,
      touched: false,
      dirty: false,
      errors: Object.freeze([]),
      valid: true,
      validated: false,
    });
  }

  private isDirty(value: T): boolean {
    return !Object.is(value, this.initialValue) || this.getSnapshot().dirty;
  }

  private update(patch: Partial<FieldState<T>>): void {
    const current = this.getSnapshot();
    const changed = (Object.keys(patch) as (keyof FieldState<T>)[]).some(
      (key) => !Object.is(patch[key], current[key]),
    );
    if (!changed || this.disposed) return;
    this.subject.next(Object.freeze({ ...current, ...patch }));
  }
}
