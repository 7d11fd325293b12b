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

/** The names of the fields whose value is text (a TextField's, or a Select's ids). */
export type TextFieldName<F> = {
  [K in keyof F]: F[K] extends FieldModel<infer T> ? ([T] extends [string] ? K : never) : never;
}[keyof F];

/** Spread into a TextField: typing stores the value, leaving the field validates it. */
export interface TextBinding {
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly onBlur: () => void;
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
  readonly formProps: FormProps;
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
      // A field replays its state to a new subscriber: that is no change.
      let subscribed = false;
      const stops = Object.values<FieldModel<unknown>>(fields).map((field) =>
        field.subscribe(() => {
          if (!subscribed) return;
          version += 1;
          onChange();
        }),
      );
      subscribed = true;
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
  // Re-renders on any field's change; the bindings read each field's own snapshot.
  useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  const ref = useRef<HTMLFormElement>(null);

  return {
    fields,
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

/** The message a field shows: its first failing rule's, if any. */
export const firstMessage = (state: FieldState<unknown>): string | undefined => state.errors[0];

/** A text field's props (spread into a TextField): typing stores, leaving validates. */
export function textField<F>(form: Form<F>, name: TextFieldName<F>): TextBinding {
  const field = form.fields[name] as FieldModel;
  const state = field.getSnapshot();
  return {
    value: state.value,
    onChange: (value) => field.onInput(value),
    onBlur: () => field.onBlur(),
    errorMessage: firstMessage(state),
    isRequired: state.required,
  };
}

/** Moves focus to the first invalid control of a form: an input, a select or a checkbox marked aria-invalid. */
export function focusFirstInvalid(form: HTMLElement | null): void {
  form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
}
