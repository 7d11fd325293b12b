import type { FieldModel } from './fieldModel';

/** The fields of one form, by name (an interface of FieldModel members fits). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a form mixes value types
export type FieldModels<F> = { readonly [K in keyof F]: FieldModel<any> };

/** Each field's value type, by name. */
export type FieldValues<F> = {
  readonly [K in keyof F]: F[K] extends FieldModel<infer T> ? T : never;
};

const modelsOf = <F extends FieldModels<F>>(fields: F): FieldModel<unknown>[] =>
  Object.values<FieldModel<unknown>>(fields);

/** Validates every field, as a submit does: true when all pass (each shows its own messages). */
export function validateFields<F extends FieldModels<F>>(fields: F): boolean {
  let valid = true;
  for (const field of modelsOf(fields)) {
    if (field.validate().length > 0) valid = false;
  }
  return valid;
}

/** The values a submit sends: each field's normalized value, by name. */
export function fieldValues<F extends FieldModels<F>>(fields: F): FieldValues<F> {
  const values: Record<string, unknown> = {};
  for (const [name, field] of Object.entries<FieldModel<unknown>>(fields)) {
    values[name] = field.normalizedValue;
  }
  return values as FieldValues<F>;
}

/** Stops every field (their `state$` complete). */
export function disposeFields<F extends FieldModels<F>>(fields: F): void {
  for (const field of modelsOf(fields)) field.dispose();
}
