import { bodyless, call, json, noQuery, type CallDefinition } from './callDefinition';
import { CatRecordWireSchema, CatResultSchema } from './cat';
import { CatSaveRequestSchema } from './requests';

/**
 * The CAT questionnaire: its record saved and loaded, its scored results.
 *
 * A part of the call catalogue (CALLS, calls.ts): a journey's member calls take the parts they
 * make, so its chunk carries those definitions and their schemas only.
 */
export const CAT_CALLS = {
  catSave: call({
    method: 'POST',
    path: '/members/cat',
    auth: 'bearer',
    ...json,
    ...noQuery,
    request: CatSaveRequestSchema,
    response: CatRecordWireSchema,
    successStatus: 200,
    description: 'POST members cat with payload (JSON string). Errors reject.',
  }),
  catGet: call({
    method: 'GET',
    path: '/members/cat',
    auth: 'bearer',
    ...bodyless,
    ...noQuery,
    response: CatRecordWireSchema,
    successStatus: 200,
    description: 'GET members cat; the client parses payload into data.',
  }),
  catResultsGet: call({
    method: 'GET',
    path: '/members/cat/results',
    auth: 'bearer',
    ...bodyless,
    ...noQuery,
    response: CatResultSchema,
    successStatus: 200,
    description: 'CAT Results: the scored questionnaire.',
  }),
} as const satisfies Record<string, CallDefinition>;
