import { boolean, min, integer, string, type } from 'superstruct';
import type { Infer } from 'superstruct';
import { DocumentKindSchema, MessageSenderSchema } from './enums';
import { EntityIdSchema, IsoDateTimeSchema, HttpUrlSchema, optionalNullable } from './primitives';

/** A secure message between the member and the care team. body is plain text, never HTML. */
export const MessageSchema = type({
  id: EntityIdSchema,
  threadId: EntityIdSchema,
  from: MessageSenderSchema,
  subject: string(),
  body: string(),
  created: IsoDateTimeSchema,
  read: boolean(),
});
export type Message = Infer<typeof MessageSchema>;

/** A downloadable document (report PDF, invoice, consent, imaging export). */
export const MemberDocumentSchema = type({
  id: EntityIdSchema,
  title: string(),
  kind: DocumentKindSchema,
  created: IsoDateTimeSchema,
  contentType: string(),
  size: optionalNullable(min(integer(), 0)),
  url: HttpUrlSchema,
  encounterId: optionalNullable(EntityIdSchema),
});
export type MemberDocument = Infer<typeof MemberDocumentSchema>;
