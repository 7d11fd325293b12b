import { call, json, noQuery, type CallDefinition } from './callDefinition';
import { MemberSchema } from './member';
import {
  ForgotPasswordChangeRequestSchema,
  ForgotPasswordRequestSchema,
  InitialSetupRequestSchema,
  MemberCreateRequestSchema,
  MemberPatchRequestSchema,
  TosAcceptRequestSchema,
} from './requests';

/**
 * The member's own record: joining (Join), accepting the terms, changes (Account), the initial
 * setup of a member the platform created, and a forgotten password.
 *
 * A part of the call catalogue (CALLS, calls.ts): a journey's member calls take the parts they
 * make, so its chunk carries those definitions and their schemas only.
 */
export const ACCOUNT_CALLS = {
  memberCreate: call({
    method: 'POST',
    path: '/members',
    auth: 'none',
    ...json,
    ...noQuery,
    request: MemberCreateRequestSchema,
    response: MemberSchema,
    successStatus: 201,
    description: 'POST members with member data (Join). Errors reject.',
  }),
  memberTos: call({
    method: 'PUT',
    path: '/members/tos',
    auth: 'bearer',
    ...json,
    ...noQuery,
    request: TosAcceptRequestSchema,
    response: MemberSchema,
    successStatus: 200,
    description: 'PUT members tos; data (the updated member). Failure is only logged.',
  }),
  memberPatch: call({
    method: 'PATCH',
    path: '/members',
    auth: 'bearer',
    ...json,
    ...noQuery,
    request: MemberPatchRequestSchema,
    response: MemberSchema,
    successStatus: 200,
    description: 'PATCH members: the member update; data.',
  }),
  initialSetup: call({
    method: 'POST',
    path: '/members/initial-setup',
    auth: 'none',
    ...json,
    ...noQuery,
    request: InitialSetupRequestSchema,
    response: undefined,
    successStatus: 204,
    description: 'POST members initial-setup; the client resolves true. Errors reject.',
  }),
  forgotPasswordRequest: call({
    method: 'POST',
    path: '/users/password/forgot',
    auth: 'none',
    ...json,
    ...noQuery,
    request: ForgotPasswordRequestSchema,
    response: undefined,
    successStatus: 204,
    description: 'ForgotPassword: e-mails a code (204 whether or not the e-mail is known).',
  }),
  forgotPasswordChange: call({
    method: 'POST',
    path: '/users/password/reset',
    auth: 'none',
    ...json,
    ...noQuery,
    request: ForgotPasswordChangeRequestSchema,
    response: undefined,
    successStatus: 204,
    description: 'ForgotPassword/Change: email + code + newPassword.',
  }),
} as const satisfies Record<string, CallDefinition>;
