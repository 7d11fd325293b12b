import { ENTITY_EXAMPLES, type Encounter, type Invoice } from '@scanwise/core';
import type { FakeScanwisePorts } from '../../composition/fakeScanwisePorts';
import { answerCall } from '../../test/fakePlatform';
import { BODY_PLAN, HEART_ADD_ON, HEART_PLAN } from '../booking/bookingFixtures';

/**
 * Data and setups of the payment-authorize stories and tests on the fake platform: a Full Body
 * scan with the heart add-on, booked by the care team and waiting for the member's card.
 */
export const PAY_ENCOUNTER_ID = 'enc_pay';
export const PAYMENT_AUTHORIZE_ROUTE = `/payment-authorize/${PAY_ENCOUNTER_ID}`;
export const PAYMENT_AUTHORIZE_PATTERN = '/payment-authorize/:encounterId';

export const AWAITING_PAYMENT_ENCOUNTER: Encounter = {
  ...ENTITY_EXAMPLES.Encounter,
  id: PAY_ENCOUNTER_ID,
  name: BODY_PLAN.name,
  status: 'AWAITING_PAYMENT',
  nextStep: 'PAY',
  package: { id: BODY_PLAN.id, name: BODY_PLAN.name, kind: BODY_PLAN.kind },
  addOnIds: [HEART_ADD_ON.id],
  appointment: null,
};

export const SERVER_ERROR = {
  status: 500,
  body: { code: 'server_error', message: 'Something broke', path: null },
} as const;

/** The encounter, the catalogue and the pending-charge calls (the fake card provider decides). */
export function answerPaymentPlatform(
  ports: FakeScanwisePorts,
  encounter: Encounter = AWAITING_PAYMENT_ENCOUNTER,
): void {
  answerCall(ports, 'encounterGet', { body: encounter });
  answerCall(ports, 'planList', { body: [BODY_PLAN, HEART_PLAN] });
  answerCall(ports, 'addOnList', { body: [HEART_ADD_ON] });
  answerCall(ports, 'invoiceList', { body: [] });
  ports.http.on('POST', '/packages/payments/:id/create-pending', (request) => {
    const order = request.json<{ packageId: string; addOnIds: string[] }>();
    const amount = BODY_PLAN.price + order.addOnIds.length * HEART_ADD_ON.price;
    return {
      status: 201,
      body: {
        id: 'chg_pay',
        packageId: order.packageId,
        encounterId: encounter.id,
        clientSecret: ports.payment.createPendingCharge(amount),
        amount,
        currency: 'USD',
        status: 'PENDING',
      },
    };
  });
  answerCall(ports, 'completePendingCharge', {
    body: { id: 'chg_pay', encounterId: encounter.id, status: 'SUCCEEDED', invoiceId: 'inv_pay' },
  });
}

/** A scan booked by the care team with its invoice still due (the seed's SW-2026-0003). */
export const DUE_INVOICE: Invoice = {
  ...ENTITY_EXAMPLES.Invoice,
  id: 'inv_due',
  number: 'SW-2026-0003',
  amount: 24_900,
  status: 'DUE',
  dueDate: '2026-01-15',
  encounterId: PAY_ENCOUNTER_ID,
};

export const BOOKED_ENCOUNTER: Encounter = {
  ...AWAITING_PAYMENT_ENCOUNTER,
  status: 'SCHEDULED',
  nextStep: 'ATTEND_APPOINTMENT',
};

/**
 * The booked scan with its invoice due: create-pending charges exactly the invoice's amount (as
 * the mock platform does), complete pays the invoice.
 */
export function answerInvoiceDuePlatform(ports: FakeScanwisePorts): void {
  answerPaymentPlatform(ports, BOOKED_ENCOUNTER);
  answerCall(ports, 'invoiceList', { body: [DUE_INVOICE] });
  ports.http.on('POST', '/packages/payments/:id/create-pending', (request) => {
    const order = request.json<{ packageId: string }>();
    return {
      status: 201,
      body: {
        id: 'chg_invoice',
        packageId: order.packageId,
        encounterId: BOOKED_ENCOUNTER.id,
        clientSecret: ports.payment.createPendingCharge(DUE_INVOICE.amount),
        amount: DUE_INVOICE.amount,
        currency: 'USD',
        status: 'PENDING',
      },
    };
  });
  answerCall(ports, 'completePendingCharge', {
    body: {
      id: 'chg_invoice',
      encounterId: BOOKED_ENCOUNTER.id,
      status: 'SUCCEEDED',
      invoiceId: DUE_INVOICE.id,
    },
  });
}

/** The same, on a platform that refuses a pending charge for a booked scan (409 already_paid). */
export function answerInvoiceRefusedPlatform(ports: FakeScanwisePorts): void {
  answerInvoiceDuePlatform(ports);
  answerCall(ports, 'createPendingCharge', {
    status: 409,
    body: { code: 'already_paid', message: 'The encounter is SCHEDULED', path: null },
  });
}
