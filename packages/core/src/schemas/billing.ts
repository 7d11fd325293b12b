import { array, min, integer, string, type } from 'superstruct';
import type { Infer } from 'superstruct';
import {
  CurrencySchema,
  InvoiceStatusSchema,
  PendingChargeStatusSchema,
  type EncounterStatus,
  type InvoiceStatus,
} from './enums';
import {
  CentsSchema,
  EntityIdSchema,
  IsoDateSchema,
  IsoDateTimeSchema,
  HttpUrlSchema,
  optionalNullable,
} from './primitives';

/**
 * One line of an invoice, in USD cents: `amount` is `quantity` times `unitAmount`, negative for a
 * discount. An invoice's lines add up to its amount (invoiceLinesTotal).
 */
export const InvoiceLineSchema = type({
  description: string(),
  quantity: min(integer(), 1),
  unitAmount: integer(),
  amount: integer(),
});
export type InvoiceLine = Infer<typeof InvoiceLineSchema>;

/** What an invoice's lines add up to (cents); an invoice's amount equals it. */
export const invoiceLinesTotal = (lines: readonly Pick<InvoiceLine, 'amount'>[]): number =>
  lines.reduce((sum, line) => sum + line.amount, 0);

/** An invoice; amounts in USD cents. dueDate is a calendar date. */
export const InvoiceSchema = type({
  id: EntityIdSchema,
  number: string(),
  created: IsoDateTimeSchema,
  amount: CentsSchema,
  currency: CurrencySchema,
  status: InvoiceStatusSchema,
  dueDate: IsoDateSchema,
  lines: array(InvoiceLineSchema),
  encounterId: optionalNullable(EntityIdSchema),
  pdfUrl: optionalNullable(HttpUrlSchema),
});
export type Invoice = Infer<typeof InvoiceSchema>;

/**
 * Encounter statuses a booking charge pays for: a package is chosen (or about to be) and not
 * paid yet. Past them, what is left to pay is the encounter's due invoice.
 */
export const PAYABLE_ENCOUNTER_STATUSES: readonly EncounterStatus[] = [
  'CREATED',
  'AWAITING_PAYMENT',
];

/** Whether a booking charge pays for an encounter in this status (PAYABLE_ENCOUNTER_STATUSES). */
export const isPayableEncounterStatus = (status: EncounterStatus): boolean =>
  PAYABLE_ENCOUNTER_STATUSES.includes(status);

/** An invoice the member still owes (and can pay by card). */
export const isInvoiceDue = (invoice: { readonly status: InvoiceStatus }): boolean =>
  invoice.status === 'DUE';

/** The encounter's invoice still due, if it has one. */
export const dueInvoiceOf = <T extends Pick<Invoice, 'encounterId' | 'status'>>(
  invoices: readonly T[],
  encounterId: string,
): T | undefined =>
  invoices.find((invoice) => invoice.encounterId === encounterId && isInvoiceDue(invoice));

/** Which slot the pending charge holds (a reservation to confirm once paid). */
export const SlotRefSchema = type({
  centerId: EntityIdSchema,
  start: IsoDateTimeSchema,
});
export type SlotRef = Infer<typeof SlotRefSchema>;

/**
 * Body of create-pending (spec section 3: "The body of its creation is not shown"). packageId
 * repeats the path's :id and must equal it. The slot is optional: offline centers and
 * pay-first flows schedule later.
 */
export const PendingChargeCreateSchema = type({
  packageId: EntityIdSchema,
  addOnIds: array(EntityIdSchema),
  promoCode: optionalNullable(string()),
  encounterId: optionalNullable(EntityIdSchema),
  slot: optionalNullable(SlotRefSchema),
});
export type PendingChargeCreate = Infer<typeof PendingChargeCreateSchema>;

/** The created pending charge: the card provider confirms clientSecret, then complete is called. */
export const PendingChargeSchema = type({
  id: EntityIdSchema,
  packageId: EntityIdSchema,
  encounterId: EntityIdSchema,
  clientSecret: string(),
  amount: CentsSchema,
  currency: CurrencySchema,
  status: PendingChargeStatusSchema,
});
export type PendingCharge = Infer<typeof PendingChargeSchema>;

/** Result of complete: the charge's final status, the encounter it paid and its invoice. */
export const PendingChargeCompletionSchema = type({
  id: EntityIdSchema,
  encounterId: EntityIdSchema,
  status: PendingChargeStatusSchema,
  invoiceId: optionalNullable(EntityIdSchema),
});
export type PendingChargeCompletion = Infer<typeof PendingChargeCompletionSchema>;
