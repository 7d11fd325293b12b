import type { Struct } from 'superstruct';
import { CatRecordWireSchema, decodeCatRecordWire, encodeCatPayload } from '../schemas/cat';
import type { CatRecord } from '../schemas/cat';
import type { CatSaveRequest } from '../schemas/requests';
import { validatePayload } from '../schemas/validate';
import type { PayloadValidationError } from '../schemas/validate';

/**
 * Why a CAT record could not be loaded:
 * - `missing`: the answer held no record at all (null or undefined);
 * - `invalid_record`: the record's shape is wrong (no payload string, a bad date...);
 * - `corrupt_payload`: the payload is a string but not JSON text;
 * - `invalid_data`: the parsed data does not match the schema the caller asked for.
 */
export type CatRecordFailureReason =
  'missing' | 'invalid_record' | 'corrupt_payload' | 'invalid_data';

/** A loaded CAT record whose `data` has the type of the caller's schema (unknown without one). */
export type DecodedCatRecord<T> = Omit<CatRecord, 'data'> & { readonly data: T };

export type CatRecordDecodeResult<T> =
  | { readonly ok: true; readonly record: DecodedCatRecord<T> }
  | {
      readonly ok: false;
      readonly reason: CatRecordFailureReason;
      readonly error: PayloadValidationError;
    };

const failure = <T>(
  reason: CatRecordFailureReason,
  error: PayloadValidationError,
): CatRecordDecodeResult<T> => ({ ok: false, reason, error });

/**
 * Loads a CAT record from whatever the platform answered. Spec section 3: "saved as a JSON string
 * in a field payload. On load the payload is parsed into a field data." Never throws: each way of
 * being broken is a failure result with its reason and the path of the bad field. With
 * `dataSchema`, `data` is validated too (its path is then under `data`).
 */
export function decodeCatRecord(wire: unknown): CatRecordDecodeResult<unknown>;
export function decodeCatRecord<T, S>(
  wire: unknown,
  dataSchema: Struct<T, S>,
): CatRecordDecodeResult<T>;
export function decodeCatRecord<T, S>(
  wire: unknown,
  dataSchema?: Struct<T, S>,
): CatRecordDecodeResult<unknown> {
  if (wire === null || wire === undefined) {
    return failure('missing', {
      code: 'invalid_payload',
      message: '(root): No CAT record',
      path: [],
    });
  }
  const checked = validatePayload(CatRecordWireSchema, wire);
  if (!checked.ok) {
    // JsonTextSchema already refuses unparsable text at ['payload']; a string there is corrupt
    // JSON, anything else (missing, a number, an object) is a wrong record shape.
    const payload = (wire as { payload?: unknown }).payload;
    const corrupt = checked.error.path.join('.') === 'payload' && typeof payload === 'string';
    return failure(corrupt ? 'corrupt_payload' : 'invalid_record', checked.error);
  }
  const decoded = decodeCatRecordWire(checked.value);
  if (!decoded.ok) return failure('corrupt_payload', decoded.error);
  if (dataSchema === undefined) return { ok: true, record: decoded.value };
  const data = validatePayload(dataSchema, decoded.value.data);
  if (!data.ok) {
    // Re-root the error under `data`, keeping the "dotted.path: reason" form of the schemas.
    const innerWhere = data.error.path.length > 0 ? data.error.path.join('.') : '(root)';
    const reason = data.error.message.startsWith(`${innerWhere}: `)
      ? data.error.message.slice(innerWhere.length + 2)
      : data.error.message;
    const path = ['data', ...data.error.path];
    return failure('invalid_data', {
      code: 'invalid_payload',
      message: `${path.join('.')}: ${reason}`,
      path,
    });
  }
  return { ok: true, record: { ...decoded.value, data: data.value } };
}

/**
 * The body of the CAT save call (POST members cat): spec "saved as a JSON string in a field
 * payload". `undefined` is saved as `null`. Data JSON cannot hold (a cycle, a bigint) is a
 * programming error and throws the TypeError of JSON.stringify.
 */
export function encodeCatRecord(data: unknown): CatSaveRequest {
  return encodeCatPayload(data);
}
