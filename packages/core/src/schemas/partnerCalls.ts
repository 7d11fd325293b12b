import { bodyless, call, json, noQuery, type CallDefinition } from './callDefinition';
import {
  PartnerAssociateRequestSchema,
  PartnerAssociationQuerySchema,
  PartnerAssociationSchema,
} from './requests';

/**
 * Linking the member to a partner (link-association, the sponsored offer).
 *
 * A part of the call catalogue (CALLS, calls.ts): a journey's member calls take the parts they
 * make, so its chunk carries those definitions and their schemas only.
 */
export const PARTNER_CALLS = {
  partnerAssociate: call({
    method: 'POST',
    path: '/api/members/associate',
    auth: 'explicit-bearer',
    ...json,
    ...noQuery,
    request: PartnerAssociateRequestSchema,
    response: PartnerAssociationSchema,
    successStatus: 200,
    description: 'POST /api/members/associate with an explicit bearer token; data.',
  }),
  partnerCheckAssociation: call({
    method: 'GET',
    path: '/api/members/checkassociation',
    auth: 'explicit-bearer',
    ...bodyless,
    query: PartnerAssociationQuerySchema,
    response: PartnerAssociationSchema,
    successStatus: 200,
    description: 'GET /api/members/checkassociation with an explicit bearer token; data.',
  }),
  memberAssociatePartner: call({
    method: 'POST',
    path: '/api/members/memberassociatepartner',
    auth: 'bearer',
    ...bodyless,
    ...noQuery,
    response: PartnerAssociationSchema,
    successStatus: 200,
    description: 'POST /api/members/memberassociatepartner, no body; data. Errors reject.',
  }),
} as const satisfies Record<string, CallDefinition>;
