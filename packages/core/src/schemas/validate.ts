import type { Struct, StructError } from 'superstruct';

/** Why a payload was refused: always code invalid_payload, with the path of the bad field. */
export interface PayloadValidationError {
  readonly code: 'invalid_payload';
  readonly message: string;
  /** Keys from the root to the bad field, e.g. ['address', 'postalCode']; [] for the root. */
  readonly path: string[];
}

export type PayloadResult<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly error: PayloadValidationError };

const describe = (error: unknown): string => {
  if (error instanceof Error) return error.message;
  return 'Validation failed';
};

/**
 * Checks a value against a schema. Never throws: a mismatch (or a schema that throws) becomes
 * `{ ok: false, error }` whose path names the first bad field. Unknown extra fields pass through
 * (the schemas use `type()`), and the value is returned as given, not copied.
 */
export function validatePayload<T, S>(schema: Struct<T, S>, value: unknown): PayloadResult<T> {
  try {
    const [failure, valid] = schema.validate(value);
    if (failure === undefined) return { ok: true, value: valid };
    return { ok: false, error: toPayloadError(failure) };
  } catch (error) {
    return {
      ok: false,
      error: { code: 'invalid_payload', message: describe(error), path: [] },
    };
  }
}

/** Turns a superstruct error into the payload error shape (first failure only). */
export function toPayloadError(error: StructError): PayloadValidationError {
  const path = error.path.map((key: unknown) => String(key));
  const where = path.length > 0 ? path.join('.') : '(root)';
  return { code: 'invalid_payload', message: `${where}: ${error.message}`, path };
}

export type JsonParseResult =
  | { readonly ok: true; readonly value: unknown }
  | { readonly ok: false; readonly error: PayloadValidationError };

/** JSON.parse that never throws; invalid text becomes an invalid_payload error at the root. */
export function parseJsonSafe(text: string): JsonParseResult {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (error) {
    return {
      ok: false,
      error: { code: 'invalid_payload', message: `Invalid JSON: ${describe(error)}`, path: [] },
    };
  }
}

/** Parses JSON text and validates it in one step; never throws. */
export function parseAndValidate<T, S>(schema: Struct<T, S>, text: string): PayloadResult<T> {
  const parsed = parseJsonSafe(text);
  if (!parsed.ok) return parsed;
  return validatePayload(schema, parsed.value);
}
