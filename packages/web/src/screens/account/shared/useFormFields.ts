import { useRef, useState, type Dispatch, type RefObject, type SetStateAction } from 'react';
import { hasErrors, useFocusFirstInvalid, type FieldErrors } from './forms';

/** The props that tie a text field to the form: its value, typing, blur check and message. */
export interface TextFieldBinding {
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly onBlur: () => void;
  readonly errorMessage: string | undefined;
}

/** The keys of `V` whose values are text (the ones a text field can edit). */
type TextKeys<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V];

export interface FormFields<V, F extends keyof V & string> {
  readonly values: V;
  readonly setValues: Dispatch<SetStateAction<V>>;
  readonly errors: FieldErrors<F>;
  /** Goes on the `<form>`: the first invalid control inside it takes focus after a failed submit. */
  readonly formRef: RefObject<HTMLFormElement | null>;
  /** Spread into a TextField: typing keeps the value, leaving the field checks it (spec 5: on blur). */
  readonly bindText: (field: F & TextKeys<V>) => TextFieldBinding;
  /** Sets a value and checks it at once: selects and checkboxes validate on change. */
  readonly change: <K extends F>(field: K, value: V[K]) => void;
  /**
   * Checks every field before a submit; true when all pass, else the messages show and the first
   * invalid control takes focus.
   */
  readonly validateAll: () => boolean;
}

export interface FormFieldsOptions<V, F extends keyof V & string> {
  readonly initialValues: V | (() => V);
  /** The fields a submit checks, in the order of the form. */
  readonly fields: readonly F[];
  /** A field's message against the given values (the current ones when left out), or undefined. */
  readonly check: (field: F, values: V) => string | undefined;
}

/**
 * The values, messages and wiring of a form on the validation rules of spec 5 ("Validation runs
 * on blur, change ..."), shared by the Join, forgot-password, initial-setup and Account forms.
 */
export function useFormFields<V, F extends keyof V & string>({
  initialValues,
  fields,
  check,
}: FormFieldsOptions<V, F>): FormFields<V, F> {
  const [values, setValues] = useState<V>(initialValues);
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstInvalid = useFocusFirstInvalid(formRef);

  const showError = (field: F, message: string | undefined): void =>
    setErrors((current) => ({ ...current, [field]: message }));

  return {
    values,
    setValues,
    errors,
    formRef,
    bindText: (field) => ({
      value: values[field] as string,
      onChange: (value) => setValues((current) => ({ ...current, [field]: value })),
      onBlur: () => showError(field, check(field, values)),
      errorMessage: errors[field],
    }),
    change: (field, value) => {
      const next = { ...values, [field]: value };
      setValues(next);
      showError(field, check(field, next));
    },
    validateAll: () => {
      const next: FieldErrors<F> = {};
      for (const field of fields) next[field] = check(field, values);
      setErrors(next);
      if (!hasErrors(next)) return true;
      focusFirstInvalid();
      return false;
    },
  };
}
