import { isMemberApiError, type MemberApi, type MemberApiMessageKey } from '../api';
import { MEMBER_QUERY_KEYS } from '../memberData';
import type { CardInput, CardPaymentPort, Logger } from '../ports';
import type { RemoteDataCache } from '../remoteData';
import {
  dueInvoiceOf,
  isPayableEncounterStatus,
  type AddOn,
  type Encounter,
  type Invoice,
  type PendingChargeCreate,
  type Plan,
} from '../schemas';
import { RunGuard, StateStore } from '../store';
import { cardPaymentProblemOf, type CardPaymentProblem } from './cardPaymentProblem';
import { isPaymentInProgress, type PaymentFlowState } from './paymentFlowState';
import { PaymentService } from './paymentService';

/** The member calls a payment authorization makes (a {@link MemberApi} fits). */
export type PaymentAuthorizationCalls = Pick<
  MemberApi,
  | 'getEncounter'
  | 'listInvoices'
  | 'listPlans'
  | 'listAddOns'
  | 'createPendingCharge'
  | 'completePendingCharge'
>;

/** One line of what the member pays for, at its catalogue price (USD cents). */
export interface PaymentOrderLine {
  readonly id: string;
  readonly name: string;
  readonly cents: number;
}

/**
 * What is paid: an encounter waiting for a card (its plan and add-ons priced from the
 * catalogue), or the due invoice of a scan past the payment step (booked by the care team),
 * charged at exactly the invoice's amount.
 */
export type PaymentAuthorizationTarget =
  | {
      readonly kind: 'order';
      readonly encounter: Encounter;
      readonly lines: readonly PaymentOrderLine[];
      readonly totalCents: number;
    }
  | { readonly kind: 'invoice'; readonly encounter: Encounter; readonly invoice: Invoice };

/**
 * Where the payment stands: `pay` shows the card form, `paid` the thanks, `refused` the way to
 * the care team (the platform will not take this invoice here).
 */
export type PaymentAuthorizationStage = 'pay' | 'paid' | 'refused';

export type PaymentAuthorizationState =
  | { readonly status: 'loading'; readonly retrying: boolean }
  | { readonly status: 'failed'; readonly messageKey: MemberApiMessageKey }
  /** Nothing waits for a card: paid already, no due invoice, or an unknown encounter. */
  | { readonly status: 'nothingToPay' }
  | {
      readonly status: 'ready';
      readonly target: PaymentAuthorizationTarget;
      readonly stage: PaymentAuthorizationStage;
      /** The pending charge's amount once the platform set one, else the expected amount. */
      readonly amountCents: number;
      readonly payment: PaymentFlowState;
      /** A payment is under way (the Pay button waits). */
      readonly paying: boolean;
      /** Why the last attempt did not go through; null otherwise. */
      readonly problem: CardPaymentProblem | null;
    };

export interface PaymentAuthorizationOptions {
  readonly encounterId: string;
  readonly calls: PaymentAuthorizationCalls;
  /** Confirms the card; the card field itself is mounted by the form. */
  readonly cardPayment: Pick<CardPaymentPort, 'confirmCardPayment'>;
  /** The member's cached data: a payment invalidates the invoices, encounters and tasks. */
  readonly cache?: Pick<RemoteDataCache, 'invalidate'>;
  readonly logger?: Logger;
}

/** Failures of create-pending that mean the platform will not take this invoice here. */
const REFUSED_KEYS: readonly MemberApiMessageKey[] = [
  'api.errors.conflict',
  'api.errors.invalidInput',
  'api.errors.notFound',
];

const LOADING: PaymentAuthorizationState = Object.freeze({ status: 'loading', retrying: false });
const NOTHING_TO_PAY: PaymentAuthorizationState = Object.freeze({ status: 'nothingToPay' });

/** The encounter's plan and add-ons at catalogue prices; null when its plan is not on sale. */
export function paymentOrderOf(
  encounter: Encounter,
  plans: readonly Plan[],
  addOns: readonly AddOn[],
): PaymentAuthorizationTarget | null {
  const plan = plans.find((candidate) => candidate.id === encounter.package?.id);
  if (!plan) return null;
  const lines: PaymentOrderLine[] = [
    { id: plan.id, name: plan.name, cents: plan.price },
    ...encounter.addOnIds.map((id) => {
      const addOn = addOns.find((candidate) => candidate.id === id);
      return { id, name: addOn?.name ?? id, cents: addOn?.price ?? 0 };
    }),
  ];
  return {
    kind: 'order',
    encounter,
    lines,
    totalCents: lines.reduce((sum, line) => sum + line.cents, 0),
  };
}

/** What create-pending is asked for: the encounter's package (and add-ons for an order). */
function pendingChargeOf(target: PaymentAuthorizationTarget): PendingChargeCreate {
  const { encounter } = target;
  return {
    packageId: encounter.package?.id ?? '',
    // An invoice fixes what is charged: its package alone, no add-ons, promo or slot.
    addOnIds: target.kind === 'order' ? [...encounter.addOnIds] : [],
    promoCode: null,
    encounterId: encounter.id,
    slot: null,
  };
}

type Loaded =
  | { readonly ok: true; readonly target: PaymentAuthorizationTarget | null }
  | { readonly ok: false; readonly messageKey: MemberApiMessageKey };

/**
 * PaymentAuthorize (`/payment-authorize/:encounterId`) as a service: finds what waits for the
 * member's card (an unpaid encounter priced from the catalogue, or a booked scan's due invoice)
 * and pays it through its own {@link PaymentService} (create pending, confirm the card,
 * complete): the one place such a payment starts. A declined card keeps the pending charge, so
 * the next card pays it without a second charge; a refusal of the invoice's charge turns to the
 * care team. Paid, the member's cached invoices, encounters and tasks are invalidated. What is
 * payable is the core's one rule (`isPayableEncounterStatus`, `dueInvoiceOf`).
 */
export class PaymentAuthorization extends StateStore<PaymentAuthorizationState> {
  readonly encounterId: string;
  private readonly payment: PaymentService;
  private readonly loads = new RunGuard();
  private loading: Promise<void> | undefined;
  /** What the last load found: undefined before one succeeded, null when nothing waits. */
  private target: PaymentAuthorizationTarget | null | undefined;
  private readonly unsubscribePayment: () => void;

  constructor(private readonly options: PaymentAuthorizationOptions) {
    super(LOADING);
    this.encounterId = options.encounterId;
    this.payment = new PaymentService({
      calls: options.calls,
      cardPayment: options.cardPayment,
      ...(options.logger ? { logger: options.logger } : {}),
    });
    this.unsubscribePayment = this.payment.subscribe(() => this.compose());
  }

  /**
   * The screen is open: loads what waits for a card when nothing is loaded yet (or the last load
   * failed), and refreshes it in the background when no payment has started. Resolves once the
   * load settled; never rejects.
   */
  open(): Promise<void> {
    const state = this.getSnapshot();
    if (state.status === 'ready' && state.payment.status !== 'idle') return Promise.resolve();
    return this.load(false);
  }

  /** Loads again after a failure, showing that it retries. */
  retry(): Promise<void> {
    return this.load(true);
  }

  /**
   * Pays with `card` (the card form's input). Resolves the state the payment ends in; never
   * rejects. Without anything to pay, or once paid or refused, nothing is called.
   */
  async pay(card: CardInput): Promise<PaymentFlowState> {
    const state = this.getSnapshot();
    if (state.status !== 'ready' || state.stage !== 'pay') return this.payment.getSnapshot();
    const result = await this.payment.pay(pendingChargeOf(state.target), card);
    if (result.status === 'succeeded') {
      const { cache } = this.options;
      cache?.invalidate(MEMBER_QUERY_KEYS.invoices);
      cache?.invalidate(MEMBER_QUERY_KEYS.encounters);
      cache?.invalidate(MEMBER_QUERY_KEYS.tasks);
    } else if (!this.disposed) {
      // A declined card is the member's answer from their bank, shown on the form: information.
      // A provider that does not answer or a failed step warns.
      const level = result.status === 'declined' ? 'info' : 'warn';
      this.options.logger?.[level]('Payment authorize: not paid', {
        status: result.status,
        ...(result.status === 'declined' ? { code: result.code } : {}),
      });
    }
    return result;
  }

  override dispose(): void {
    this.loads.abandon();
    this.unsubscribePayment();
    this.payment.dispose();
    super.dispose();
  }

  private load(retrying: boolean): Promise<void> {
    if (this.loading) return this.loading;
    const run = this.loads.start();
    const shown = this.getSnapshot().status;
    if (shown === 'failed' || (shown === 'loading' && retrying)) {
      this.set(retrying ? { status: 'loading', retrying } : LOADING);
    }
    const done = this.fetch().then((loaded) => {
      if (run.stale) return;
      this.loading = undefined;
      if (!loaded.ok) {
        this.options.logger?.warn('Payment authorize: load failed', {
          messageKey: loaded.messageKey,
        });
        // A background refresh that failed keeps what is shown.
        if (this.target === undefined) {
          this.set({ status: 'failed', messageKey: loaded.messageKey });
        }
        return;
      }
      // A payment that started meanwhile keeps the target it pays.
      if (this.payment.getSnapshot().status !== 'idle' && this.target) return;
      this.target = loaded.target;
      this.compose();
    });
    this.loading = done;
    return done;
  }

  private async fetch(): Promise<Loaded> {
    const { calls, encounterId } = this.options;
    try {
      let encounter: Encounter;
      try {
        encounter = await calls.getEncounter(encounterId);
      } catch (error) {
        if (isMemberApiError(error) && error.messageKey === 'api.errors.notFound') {
          return { ok: true, target: null };
        }
        throw error;
      }
      if (!isPayableEncounterStatus(encounter.status) || !encounter.package) {
        const due = dueInvoiceOf(await calls.listInvoices(), encounter.id);
        return { ok: true, target: due ? { kind: 'invoice', encounter, invoice: due } : null };
      }
      const [plans, addOns] = await Promise.all([calls.listPlans(), calls.listAddOns()]);
      return { ok: true, target: paymentOrderOf(encounter, plans, addOns) };
    } catch (error) {
      return {
        ok: false,
        messageKey: isMemberApiError(error) ? error.messageKey : 'api.errors.server',
      };
    }
  }

  private compose(): void {
    const target = this.target;
    if (target === undefined) return;
    if (target === null) {
      this.set(NOTHING_TO_PAY);
      return;
    }
    const payment = this.payment.getSnapshot();
    const expected = target.kind === 'order' ? target.totalCents : target.invoice.amount;
    const charge = 'charge' in payment ? payment.charge : undefined;
    this.set({
      status: 'ready',
      target,
      stage: stageOf(target, payment),
      amountCents: charge ? charge.amount : expected,
      payment,
      paying: isPaymentInProgress(payment),
      problem: cardPaymentProblemOf(payment),
    });
  }
}

function stageOf(
  target: PaymentAuthorizationTarget,
  payment: PaymentFlowState,
): PaymentAuthorizationStage {
  if (payment.status === 'succeeded') return 'paid';
  const refusedCharge =
    payment.status === 'failed' &&
    payment.stage === 'create' &&
    (REFUSED_KEYS as readonly string[]).includes(payment.messageKey);
  if (target.kind === 'invoice' && (!target.encounter.package || refusedCharge)) return 'refused';
  return 'pay';
}

export interface PaymentAuthorizationsOptions {
  readonly calls: PaymentAuthorizationCalls;
  /** Confirms the card; the card field itself is mounted by the form. */
  readonly cardPayment: Pick<CardPaymentPort, 'confirmCardPayment'>;
  /** The member's cached data a payment invalidates (see {@link PaymentAuthorizationOptions}). */
  readonly cache?: Pick<RemoteDataCache, 'invalidate'>;
  readonly logger?: Logger;
}

/**
 * The member's payment authorizations, one per encounter: the same one comes back while the
 * session lasts, so leaving the screen and coming back continues a declined or unfinished
 * payment on its pending charge, and another encounter never sees it. Cleared at sign-out.
 */
export class PaymentAuthorizations {
  private readonly open = new Map<string, PaymentAuthorization>();

  constructor(private readonly options: PaymentAuthorizationsOptions) {}

  /** The authorization of `encounterId`; the same object until `clear`. */
  forEncounter(encounterId: string): PaymentAuthorization {
    const existing = this.open.get(encounterId);
    if (existing) return existing;
    const created = new PaymentAuthorization({ ...this.options, encounterId });
    this.open.set(encounterId, created);
    return created;
  }

  /** Forgets every authorization and its pending charge (a sign-out). */
  clear(): void {
    for (const authorization of this.open.values()) authorization.dispose();
    this.open.clear();
  }

  dispose(): void {
    this.clear();
  }
}
