import { array, string, type } from 'superstruct';
import type { Infer } from 'superstruct';
import { optionalNullable } from './primitives';

/**
 * The platform's error body for every non-2xx answer: a stable machine code, a human message,
 * and for invalid payloads the path of the bad field (the same shape `validatePayload` returns).
 */
export const ApiErrorSchema = type({
  code: string(),
  message: string(),
  path: optionalNullable(array(string())),
});
export type ApiError = Infer<typeof ApiErrorSchema>;
