import { array } from 'superstruct';
import { bodyless, call, json, noQuery, type CallDefinition } from './callDefinition';
import { MemberDocumentSchema, MessageSchema } from './messages';
import { MessageSendRequestSchema } from './requests';

/**
 * The member's messages with the care team and their documents (Dashboard/Messages).
 *
 * A part of the call catalogue (CALLS, calls.ts): a journey's member calls take the parts they
 * make, so its chunk carries those definitions and their schemas only.
 */
export const MESSAGE_CALLS = {
  messageList: call({
    method: 'GET',
    path: '/members/messages',
    auth: 'bearer',
    ...bodyless,
    ...noQuery,
    response: array(MessageSchema),
    successStatus: 200,
    description: 'Dashboard/Messages.',
  }),
  messageMarkRead: call({
    method: 'POST',
    path: '/members/messages/:messageId/read',
    auth: 'bearer',
    ...bodyless,
    ...noQuery,
    response: MessageSchema,
    successStatus: 200,
    description: 'Dashboard/Messages: marks a message read.',
  }),
  messageSend: call({
    method: 'POST',
    path: '/members/messages',
    auth: 'bearer',
    ...json,
    ...noQuery,
    request: MessageSendRequestSchema,
    response: MessageSchema,
    successStatus: 201,
    description: 'Dashboard/Messages: sends a message to the care team.',
  }),
  documentList: call({
    method: 'GET',
    path: '/members/documents',
    auth: 'bearer',
    ...bodyless,
    ...noQuery,
    response: array(MemberDocumentSchema),
    successStatus: 200,
    description: 'Dashboard/Documents (the route redirects to reports; the list stays).',
  }),
} as const satisfies Record<string, CallDefinition>;
