import { array } from 'superstruct';
import { bodyless, call, json, noQuery, type CallDefinition } from './callDefinition';
import {
  InvoiceSchema,
  PendingChargeCompletionSchema,
  PendingChargeCreateSchema,
  PendingChargeSchema,
} from './billing';

/**
 * Paying: a pending charge created and completed, the member's invoices (booking's payment,
 * payment-authorize, Dashboard/Invoices).
 *
 * A part of the call catalogue (CALLS, calls.ts): a journey's member calls take the parts they
 * make, so its chunk carries those definitions and their schemas only.
 */
export const PAYMENT_CALLS = {
  createPendingCharge: call({
    method: 'POST',
    path: '/packages/payments/:id/create-pending',
    auth: 'bearer',
    ...json,
    ...noQuery,
    request: PendingChargeCreateSchema,
    response: PendingChargeSchema,
    successStatus: 201,
    description: 'POST packages payments/{id}/create-pending (id: the package id). Errors reject.',
  }),
  completePendingCharge: call({
    method: 'POST',
    path: '/packages/payments/:id/complete',
    auth: 'bearer',
    ...bodyless,
    ...noQuery,
    response: PendingChargeCompletionSchema,
    successStatus: 200,
    description: 'POST packages payments/{id}/complete, empty body. Errors reject.',
  }),
  invoiceList: call({
    method: 'GET',
    path: '/payments/invoices',
    auth: 'bearer',
    ...bodyless,
    ...noQuery,
    response: array(InvoiceSchema),
    successStatus: 200,
    description: 'Dashboard/Invoices.',
  }),
} as const satisfies Record<string, CallDefinition>;
