import { boolean, array, string, type, unknown } from 'superstruct';
import type { Infer } from 'superstruct';
import { CatRiskLevelSchema } from './enums';
import { parseJsonSafe } from './validate';
import type { PayloadResult } from './validate';
import { EntityIdSchema, IsoDateTimeSchema, JsonTextSchema, optionalNullable } from './primitives';

/**
 * The CAT questionnaire record as it crosses the wire. Spec section 3: "saved as a JSON string in
 * a field payload. On load the payload is parsed into a field data."
 */
export const CatRecordWireSchema = type({
  id: optionalNullable(EntityIdSchema),
  payload: JsonTextSchema,
  created: optionalNullable(IsoDateTimeSchema),
  updated: optionalNullable(IsoDateTimeSchema),
});
export type CatRecordWire = Infer<typeof CatRecordWireSchema>;

/** The record after load: `data` is the parsed payload (any JSON value). */
export const CatRecordSchema = type({
  id: optionalNullable(EntityIdSchema),
  payload: optionalNullable(string()),
  data: unknown(),
  created: optionalNullable(IsoDateTimeSchema),
  updated: optionalNullable(IsoDateTimeSchema),
});
export type CatRecord = Infer<typeof CatRecordSchema>;

/** The CAT results screen: risk band, whether a scan is advised, and the recommended plan. */
export const CatResultSchema = type({
  riskLevel: CatRiskLevelSchema,
  eligible: boolean(),
  recommendedPackageId: optionalNullable(EntityIdSchema),
  reasons: array(string()),
  created: IsoDateTimeSchema,
});
export type CatResult = Infer<typeof CatResultSchema>;

/**
 * Turns the wire record into the loaded one: spec "On load the payload is parsed into a field
 * data". Never throws; bad JSON gives an invalid_payload error at ['payload'].
 */
export function decodeCatRecordWire(wire: CatRecordWire): PayloadResult<CatRecord> {
  const parsed = parseJsonSafe(wire.payload);
  if (!parsed.ok) {
    return { ok: false, error: { ...parsed.error, path: ['payload'] } };
  }
  return { ok: true, value: { ...wire, data: parsed.value } };
}

/** The body of the CAT save call: spec "saved as a JSON string in a field payload". */
export function encodeCatPayload(data: unknown): { payload: string } {
  return { payload: JSON.stringify(data) ?? 'null' };
}
