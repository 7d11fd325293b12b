import {
  dueInvoiceOf,
  isInvoiceDue,
  isPayableEncounterStatus,
  type CallRequest,
  type Discount,
  type Encounter,
  type PendingCharge,
  type PendingChargeCompletion,
  type Plan,
} from '@scanwise/core';
import { createPaymentIntent, paymentIntentStatus } from '../stripe/paymentIntents';
import { ensureBookable, reserve } from './appointments';
import { touchEncounter } from './encounters';
import { badInput, conflict, notFound, PlatformError } from './errors';
import { FILE_PATHS } from './filePaths';
import { invoicePaidCharge } from './invoices';
import { centerById, memberRecord, ownEncounter, planById } from './lookups';
import { findDiscount, priceOrder } from './pricing';
import type { Owned } from './records';
import type { PlatformStore } from './store';
import { ensureQuestionnaireTask } from './tasks';
import type { StoredPendingCharge } from './types';

/** A pending charge that pays a due invoice instead of a booking (state file: `invoiceId`). */
type InvoicePendingCharge = StoredPendingCharge & { invoiceId?: string };

/** The charge as the calls answer it. */
function wireOf(charge: InvoicePendingCharge): PendingCharge {
  const {
    memberId: _m,
    paymentIntentId: _pi,
    addOnIds: _a,
    promoCode: _p,
    slot: _s,
    created: _c,
    invoiceId: _i,
    ...wire
  } = charge;
  return wire;
}

/**
 * The card provider's PaymentIntent of a new charge: its client secret is what the app confirms
 * with the card, and its id what complete asks the provider about.
 */
function intentFor(
  chargeId: string,
  userId: string,
  amount: number,
  currency: string,
): { paymentIntentId: string; clientSecret: string } {
  const intent = createPaymentIntent(amount, currency, { chargeId, memberId: userId });
  return { paymentIntentId: intent.id, clientSecret: intent.clientSecret };
}

/**
 * Complete takes a charge only once the card provider says its PaymentIntent succeeded: a member
 * cannot complete a charge that was not paid (a charge from before a restart of the process,
 * whose intent the provider forgot, is refused the same way).
 */
function ensurePaid(charge: StoredPendingCharge): void {
  const status = paymentIntentStatus(charge.paymentIntentId);
  if (status !== 'succeeded') {
    throw new PlatformError(
      409,
      'payment_not_confirmed',
      `The card payment of this charge has not succeeded (PaymentIntent ${status ?? 'unknown'})`,
    );
  }
}

/** A new charge replaces the member's pending ones for the same package. */
function cancelPendingCharges(store: PlatformStore, userId: string, packageId: string): void {
  for (const charge of store.state.pendingCharges) {
    if (charge.memberId === userId && charge.packageId === packageId && charge.status === 'PENDING')
      charge.status = 'CANCELLED';
  }
}

/** Add-ons must exist and go with the package. */
function checkAddOns(store: PlatformStore, plan: Plan, addOnIds: readonly string[]): void {
  addOnIds.forEach((id, index) => {
    const addOn = store.state.addOns.find((a) => a.id === id);
    if (!addOn || (addOn.packageIds.length > 0 && !addOn.packageIds.includes(plan.id))) {
      throw badInput(
        ['addOnIds', String(index)],
        `Add-on '${id}' is not available with this package`,
        'unknown_reference',
      );
    }
  });
}

function discountFor(store: PlatformStore, plan: Plan, promoCode: string | null | undefined) {
  if (promoCode == null || promoCode === '') return null;
  const discount = findDiscount(store, promoCode, plan.id);
  if (!discount)
    throw badInput(['promoCode'], 'Unknown or expired promo code', 'invalid_promo_code');
  return discount;
}

/**
 * create-pending for an encounter past the payment step (booked by the care team) whose invoice
 * is still DUE: a charge of exactly the invoice's amount, the encounter left as it is. The order
 * must be the encounter's package alone: add-ons, a promo code or a slot would change what the
 * invoice already fixes, so they are refused. Null when this is not such an encounter (the
 * booking path decides, unchanged).
 */
function chargeForDueInvoice(
  store: PlatformStore,
  userId: string,
  plan: Plan,
  body: CallRequest<'createPendingCharge'>,
): PendingCharge | null {
  if (body.encounterId == null) return null;
  const encounter = ownEncounter(store, userId, body.encounterId);
  if (isPayableEncounterStatus(encounter.status)) return null;
  const invoice = dueInvoiceOf(
    store.state.invoices.filter((i) => i.memberId === userId),
    encounter.id,
  );
  if (!invoice) return null;
  if (encounter.package && encounter.package.id !== plan.id) {
    throw badInput(['packageId'], "The invoice's scan is another package", 'unknown_reference');
  }
  if (body.addOnIds.length > 0)
    throw badInput(['addOnIds'], 'The invoice already fixes what is paid');
  if (body.promoCode != null && body.promoCode !== '')
    throw badInput(
      ['promoCode'],
      'A promo code does not apply to an invoice',
      'invalid_promo_code',
    );
  if (body.slot != null) throw badInput(['slot'], 'The scan is already booked');
  cancelPendingCharges(store, userId, plan.id);
  const id = store.nextId('pch');
  const charge: InvoicePendingCharge = {
    id,
    memberId: userId,
    packageId: plan.id,
    encounterId: encounter.id,
    ...intentFor(id, userId, invoice.amount, invoice.currency),
    amount: invoice.amount,
    currency: invoice.currency,
    status: 'PENDING',
    addOnIds: [],
    promoCode: null,
    slot: null,
    created: store.nowIso(),
    invoiceId: invoice.id,
  };
  store.state.pendingCharges.push(charge);
  return wireOf(charge);
}

/**
 * complete of a charge made for a due invoice: the invoice becomes PAID (the Invoice schema has
 * no paid date) and no new invoice is made; the encounter, already booked, does not change, so
 * nothing is announced (invoices are not on the hubs). Null for a booking charge.
 */
function payDueInvoice(
  store: PlatformStore,
  charge: InvoicePendingCharge,
): PendingChargeCompletion | null {
  if (charge.invoiceId === undefined) return null;
  const invoice = store.state.invoices.find(
    (i) => i.id === charge.invoiceId && i.memberId === charge.memberId,
  );
  if (!invoice) throw notFound('Invoice');
  if (!isInvoiceDue(invoice)) throw conflict('already_paid', `The invoice is ${invoice.status}`);
  invoice.status = 'PAID';
  // Paid, it has its PDF (the receipt), as every paid invoice has.
  invoice.pdfUrl ??= FILE_PATHS.invoicePdf(invoice.id);
  charge.status = 'SUCCEEDED';
  return {
    id: charge.id,
    encounterId: charge.encounterId,
    status: 'SUCCEEDED',
    invoiceId: invoice.id,
  };
}

/** The encounter a booking charge pays for: the given one if still unpaid, else a new one. */
function encounterToPay(
  store: PlatformStore,
  userId: string,
  plan: Plan,
  encounterId: string | null | undefined,
): Owned<Encounter> {
  if (encounterId != null) {
    const encounter = ownEncounter(store, userId, encounterId);
    if (!isPayableEncounterStatus(encounter.status)) {
      throw conflict('already_paid', `The encounter is ${encounter.status}`);
    }
    return encounter;
  }
  const encounter: Owned<Encounter> = {
    id: store.nextId('enc'),
    memberId: userId,
    created: store.nowIso(),
    updated: store.nowIso(),
    name: plan.name,
    kind: plan.kind,
    status: 'CREATED',
    package: null,
    addOnIds: [],
    appointment: null,
    bookingProvider: null,
    nextStep: 'SELECT_PLAN',
    reportAvailable: false,
    partnerId: memberRecord(store, userId).partnerId ?? null,
  };
  store.state.encounters.push(encounter);
  return encounter;
}

/**
 * Card charges: a pending charge for a booking or a due invoice (with the card provider's
 * PaymentIntent, whose client secret the app confirms), and its completion once that intent has
 * succeeded.
 */
export function chargeOperations(store: PlatformStore) {
  return {
    createPendingCharge(
      userId: string,
      packageId: string,
      body: CallRequest<'createPendingCharge'>,
    ): PendingCharge {
      return store.mutate((s) => {
        if (body.packageId !== packageId)
          throw badInput(['packageId'], 'packageId must equal the path id');
        memberRecord(store, userId);
        const plan = s.plans.find((p) => p.id === packageId);
        if (!plan) throw notFound('Package');
        checkAddOns(store, plan, body.addOnIds);
        const discount: Discount | null = discountFor(store, plan, body.promoCode);
        const invoiceCharge = chargeForDueInvoice(store, userId, plan, body);
        if (invoiceCharge) return invoiceCharge;
        const encounter = encounterToPay(store, userId, plan, body.encounterId);
        if (body.slot != null) {
          const center = centerById(store, body.slot.centerId, ['slot', 'centerId']);
          const start = new Date(body.slot.start);
          ensureBookable(store, userId, center, start, plan.durationMinutes);
        }
        cancelPendingCharges(store, userId, plan.id);
        encounter.package = { id: plan.id, name: plan.name, kind: plan.kind };
        encounter.kind = plan.kind;
        encounter.name = plan.name;
        encounter.addOnIds = [...body.addOnIds];
        encounter.status = 'AWAITING_PAYMENT';
        touchEncounter(store, encounter);
        const id = store.nextId('pch');
        const amount = priceOrder(store, plan, body.addOnIds, discount).total;
        const charge: StoredPendingCharge = {
          id,
          memberId: userId,
          packageId: plan.id,
          encounterId: encounter.id,
          ...intentFor(id, userId, amount, 'USD'),
          amount,
          currency: 'USD',
          status: 'PENDING',
          addOnIds: [...body.addOnIds],
          promoCode: discount?.code ?? null,
          slot: body.slot ? { ...body.slot } : null,
          created: store.nowIso(),
        };
        s.pendingCharges.push(charge);
        return wireOf(charge);
      });
    },

    completePendingCharge(userId: string, packageId: string): PendingChargeCompletion {
      return store.mutate((s) => {
        const charge = [...s.pendingCharges]
          .reverse()
          .find(
            (c) => c.memberId === userId && c.packageId === packageId && c.status === 'PENDING',
          );
        if (!charge)
          throw new PlatformError(404, 'no_pending_charge', 'No pending charge for this package');
        ensurePaid(charge);
        const paidInvoice = payDueInvoice(store, charge);
        if (paidInvoice) return paidInvoice;
        const plan = planById(store, packageId, ['id']);
        const encounter = ownEncounter(store, userId, charge.encounterId);
        charge.status = 'SUCCEEDED';
        const invoiceId = invoicePaidCharge(store, charge, plan);
        encounter.status = 'AWAITING_SCHEDULING';
        ensureQuestionnaireTask(store, userId, encounter.id);
        if (charge.slot)
          reserve(
            store,
            userId,
            encounter.id,
            charge.slot.centerId,
            charge.slot.start,
            charge.created,
          );
        else touchEncounter(store, encounter);
        return { id: charge.id, encounterId: encounter.id, status: 'SUCCEEDED', invoiceId };
      });
    },
  };
}
