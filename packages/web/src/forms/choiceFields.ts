import type { FieldModel } from '@scanwise/core';
import { firstMessage, type Form, type TextFieldName } from './useForm';

/** The names of the fields whose value is a boolean (a checkbox's). */
export type BooleanFieldName<F> = {
  [K in keyof F]: F[K] extends FieldModel<boolean> ? K : never;
}[keyof F];

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

/** A select's props: a choice is a committed change, validated at once. */
export function choiceField<F>(form: Form<F>, name: TextFieldName<F>): ChoiceBinding {
  const field = form.fields[name] as FieldModel;
  const state = field.getSnapshot();
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
  const state = field.getSnapshot();
  return {
    checked: state.value,
    onChange: (checked) => field.onChange(checked),
    errorMessage: firstMessage(state),
    isRequired: state.required,
  };
}
