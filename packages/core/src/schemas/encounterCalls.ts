import { array } from 'superstruct';
import { bodyless, call, json, noQuery, type CallDefinition } from './callDefinition';
import { EncounterSchema, TaskSchema } from './encounters';
import { MammoUploadRegisterRequestSchema, MammoUploadSchema } from './requests';

/**
 * The member's scans: their encounters, tasks and the mammography files uploaded for one.
 *
 * A part of the call catalogue (CALLS, calls.ts): a journey's member calls take the parts they
 * make, so its chunk carries those definitions and their schemas only.
 */
export const ENCOUNTER_CALLS = {
  encounterList: call({
    method: 'GET',
    path: '/packages/encounters',
    auth: 'bearer',
    ...bodyless,
    ...noQuery,
    response: array(EncounterSchema),
    successStatus: 200,
    description: 'Home/Dashboard Scans: the member encounters (also pushed by the hub).',
  }),
  encounterGet: call({
    method: 'GET',
    path: '/packages/encounters/:encounterId',
    auth: 'bearer',
    ...bodyless,
    ...noQuery,
    response: EncounterSchema,
    successStatus: 200,
    description: 'PaymentAuthorize, MammoFileUpload, ScheduleAction: one encounter.',
  }),
  taskList: call({
    method: 'GET',
    path: '/tasks',
    auth: 'bearer',
    ...bodyless,
    ...noQuery,
    response: array(TaskSchema),
    successStatus: 200,
    description: 'Home: the member tasks (also pushed by the task notes hub).',
  }),
  mammoUploadRegister: call({
    method: 'POST',
    path: '/packages/encounters/:encounterId/mammo-uploads',
    auth: 'bearer',
    ...json,
    ...noQuery,
    request: MammoUploadRegisterRequestSchema,
    response: MammoUploadSchema,
    successStatus: 201,
    description: 'MammoFileUpload: registers a file and returns where to send its bytes.',
  }),
  mammoUploadList: call({
    method: 'GET',
    path: '/packages/encounters/:encounterId/mammo-uploads',
    auth: 'bearer',
    ...bodyless,
    ...noQuery,
    response: array(MammoUploadSchema),
    successStatus: 200,
    description: 'MammoFileUpload: files already registered for the encounter.',
  }),
} as const satisfies Record<string, CallDefinition>;
