import { validateFields, type FieldModel, type FieldModels, type FieldState } from '@scanwise/core';
import {
  useRef,
  useState,
  useSyncExternalStore,
  type FormEvent,
  type MouseEvent,
  type RefObject,
} from 'react';
import { flushSync } from 'react-dom';

/** Each field's state, by name. */
export type FieldStates<F> = {
  readonly [K in keyof F]: F[K] extends FieldModel<infer T> ? FieldState<T> : never;
};

/** The names of the fields whose value is text (a TextField's, or a Select's ids). */
export type TextFieldName<F> = {
  [K in keyof F]: F[K] extends FieldModel<infer T> ? ([T] extends [string] ? K : never) : never;
}[keyof F];
export type BooleanFieldName<F> = {
  [K in keyof F]: F[K] extends FieldModel<boolean> ? K : never;
}[keyof F];

/** Spread into a TextField: typing stores the value, leaving the field validates it. */
export interface TextBinding {
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly onBlur: () => void;
  readonly errorMessage: string | undefined;
  readonly isRequired: boolean;
}

/** Spread into a Select: a choice is a committed change, validated at once. */
export interface ChoiceBinding {
  readonly selectedKey: string | null;
  readonly onSelectionChange: (id: string) => void;
  readonly errorMessage: string | undefined;
  readonly isRequired: boolean;
}

/** Spread into a CheckboxField: ticking is a committed change, validated at once. */
export interface CheckBinding {
  readonly checked: boolean;
  readonly onChange: (checked: boolean) => void;
  readonly errorMessage: string | undefined;
  readonly isRequired: boolean;
}

/** Goes on the `<form>`. */
export interface FormProps {
  readonly ref: RefObject<HTMLFormElement | null>;
  readonly noValidate: true;
  readonly onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  readonly onMouseDownCapture: (event: MouseEvent<HTMLFormElement>) => void;
}

export interface Form<F> {
  /** The form's field models (created once per mount). */
  readonly fields: F;
  /** Each field's state, by name: this render's. */
  readonly states: FieldStates<F>;
  readonly formProps: FormProps;
}

/** Each field's current state, by name. */
function statesOf<F extends FieldModels<F>>(fields: F): FieldStates<F> {
  const states: Record<string, unknown> = {};
  for (const [name, field] of Object.entries<FieldModel<unknown>>(fields)) {
    states[name] = field.getSnapshot();
  }
  return states as FieldStates<F>;
}

/**
 * The fields as one external store whose snapshot is a version: it moves whenever a field's
 * state changes, and the render reads each field's own snapshot.
 */
function versionStore(fields: FieldModels<unknown>): {
  readonly subscribe: (onChange: () => void) => () => void;
  readonly getSnapshot: () => number;
} {
  let version = 0;
  return {
    subscribe: (onChange) => {
      const stops = Object.values<FieldModel<unknown>>(fields).map((field) =>
        field.subscribe(() => {
          version += 1;
          onChange();
        }),
      );
      return () => stops.forEach((stop) => stop());
    },
    getSnapshot: () => version,
  };
}

/**
 * The one way a form of the app binds its core {@link FieldModel}s: "Validation runs on blur,
 * change and model update, not on input" (spec section 5), so a text field stores what is typed
 * and validates when left, a select or a checkbox validates on change, and a submit validates
 * every field: then `onValidSubmit` runs, or the first invalid control takes focus.
 *
 * A press of the form's submit button keeps the focus where it is: the field being left is
 * checked by the submit itself, so no message appears or goes between the press and the release
 * and the button never moves away from under the pointer.
 */
export function useForm<F extends FieldModels<F>>(
  create: () => F,
  onValidSubmit: (fields: F) => void,
): Form<F> {
  const [fields] = useState(create);
  const [store] = useState(() => versionStore(fields));
  useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  const states = statesOf(fields);
  const ref = useRef<HTMLFormElement>(null);

  return {
    fields,
    states,
    formProps: {
      ref,
      noValidate: true,
      onSubmit: (event) => {
        event.preventDefault();
        // The messages are rendered at once, so the first invalid control can take focus.
        if (flushSync(() => validateFields(fields))) onValidSubmit(fields);
        else focusFirstInvalid(ref.current);
      },
      onMouseDownCapture: (event) => {
        const target = event.target as Element;
        if (event.button === 0 && target.closest('button[type="submit"]')) event.preventDefault();
      },
    },
  };
}

const firstMessage = (state: FieldState<unknown>): string | undefined => state.errors[0];

/** A text field's props (spread into a TextField): typing stores, leaving validates. */
export function textField<F>(form: Form<F>, name: TextFieldName<F>): TextBinding {
  const field = form.fields[name] as FieldModel;
  const state = form.states[name] as FieldState<string>;
  return {
    value: state.value,
    onChange: (value) => field.onInput(value),
    onBlur: () => field.onBlur(),
    errorMessage: firstMessage(state),
    isRequired: state.required,
  };
}

/** A select's props: a choice is a committed change, validated at once. */
export function choiceField<F>(form: Form<F>, name: TextFieldName<F>): ChoiceBinding {
  const field = form.fields[name] as FieldModel;
  const state = form.states[name] as FieldState<string>;
  return {
    // A select's options are the field's values: the id chosen is one of them.
    selectedKey: state.value === '' ? null : state.value,
    onSelectionChange: (id) => field.onChange(id),
    errorMessage: firstMessage(state),
    isRequired: state.required,
  };
}

/** A checkbox's props: ticking is a committed change, validated at once. */
export function checkboxField<F>(form: Form<F>, name: BooleanFieldName<F>): CheckBinding {
  const field = form.fields[name] as FieldModel<boolean>;
  const state = form.states[name] as FieldState<boolean>;
  return {
    checked: state.value,
    onChange: (checked) => field.onChange(checked),
    errorMessage: firstMessage(state),
    isRequired: state.required,
  };
}

/**
 * Moves focus to the first invalid control of a form: an input or a checkbox marked
 * aria-invalid, or the trigger of an invalid select (react-aria marks its wrapper data-invalid).
 */
export function focusFirstInvalid(form: HTMLElement | null): void {
  form?.querySelector<HTMLElement>('[aria-invalid="true"],[data-invalid]>button')?.focus();
}
