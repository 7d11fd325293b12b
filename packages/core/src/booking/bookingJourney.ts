import type { Subscription } from 'rxjs';
import { isMemberApiError, type MemberApi } from '../api';
import type { FlowType } from '../flow/flowTypes';
import type { OfferStore } from '../offers';
import { loadOnFirstUse } from '../deferredPorts/loadOnFirstUse';
import { PAYMENT_FLOW_IDLE, type CardPaymentProblem, type PaymentFlowState } from '../payment';
import { localDateInZone, type LocalDate } from '../locale';
import type { CardInput, CardPaymentPort, Clock, KeyValueStorage, Logger } from '../ports';
import {
  isPayableEncounterStatus,
  type AddOn,
  type AvailabilitySlot,
  type Center,
  type Country,
  type Discount,
  type FunnelStage,
  type Member,
  type MemberSex,
  type Plan,
} from '../schemas';
import { RunGuard, StateStore } from '../store';
import type { TrackingService } from '../tracking';
import type { BookingCheckout, BookingCheckoutHost } from './bookingCheckout';
import type { BookingConfirmationInput } from './bookingConfirmation';
import {
  cacQuestionsApply,
  cacRejectionMessageKey,
  isCacAddOn,
  planEligibilityFor,
  unansweredCacQuestions,
  type PlanEligibility,
} from './bookingEligibility';
import { BOOKING_FLOW_STEPS, bookingFlowPath, type BookingFlowStep } from './bookingFlows';
import {
  bookingEntryInputOf,
  entryStartsJourney,
  type BookingEntryRequest,
} from './bookingEntryRequest';
import {
  checkBookingJourneyEntry,
  OFFER_TYPE_OF_FLOW,
  type BookingJourneyEntryInput,
} from './bookingJourneyEntry';
import {
  BOOKING_JOURNEY_OK,
  bookingJourneyError,
  bookingJourneyErrorLogLevel,
  callFailureDetail,
  cardPaymentProblemOfBookingError,
  type BookingJourneyError,
  type BookingJourneyErrorCode,
  type BookingJourneyOutcome,
} from './bookingJourneyError';
import {
  createBookingJourneyProgressStore,
  type BookingJourneyProgress,
  type BookingJourneyProgressStore,
} from './bookingJourneyProgress';
import {
  bookingDiscountAppliesTo,
  summarizeBookingPrice,
  type BookingPriceSummary,
} from './bookingPriceSummary';
import {
  availabilityRangeForLocalDays,
  groupSlotsByLocalDay,
  type LocalSlotDay,
} from './bookingSlots';
import type { BookingIdStore } from './bookingIdStore';
import { OFFLINE_BOOKING_NOTE_MAX_LENGTH, type BookingState } from './bookingState';
import type { BookingStateStore } from './bookingStateStore';
import type { CacAnswers } from './cacAnswers';
import { splitCentersByBookingMode } from './centerSplit';
import { bookedScansOf, repeatScanWarningFor, type RepeatScanWarning } from './repeatScan';
import type { FunnelStageTracker } from './funnelStageTracker';
import { BOOKING_AVAILABILITY_DAYS } from './bookingAvailabilityDays';

/**
 * The member calls the journey makes (a {@link MemberApi} fits). Without `listEncounters` the
 * journey knows none of the member's scans and warns of no repeat.
 */
export type BookingJourneyCalls = Pick<
  MemberApi,
  | 'loadMember'
  | 'listPlans'
  | 'listAddOns'
  | 'listDiscounts'
  | 'lookupDiscount'
  | 'getOffer'
  | 'getEncounter'
  | 'listCenters'
  | 'listAvailability'
  | 'reserveAppointment'
  | 'createPendingCharge'
  | 'completePendingCharge'
> &
  Partial<Pick<MemberApi, 'listEncounters'>>;

export interface BookingJourneyOptions {
  readonly api: BookingJourneyCalls;
  /** Confirms the card; the card field itself is mounted by the form. */
  readonly cardPayment: Pick<CardPaymentPort, 'confirmCardPayment'>;
  /** The shared booking state store (session storage): every spec field lives there. */
  readonly booking: BookingStateStore;
  /** The shared funnel tracker: "The stage is reported to the server as it changes." */
  readonly funnel: Pick<FunnelStageTracker, 'enter' | 'reset'>;
  /** Session storage, for the journey's own progress beside the booking state. */
  readonly storage: KeyValueStorage;
  readonly clock: Clock;
  readonly logger?: Logger;
  /** Which add-ons are the heart (CAC) scan; default {@link isCacAddOn}. */
  readonly isCacAddOn?: (addOn: Pick<AddOn, 'id' | 'name'>) => boolean;
  /** Days per availability load; default {@link BOOKING_AVAILABILITY_DAYS}. */
  readonly availabilityDays?: number;
  readonly progressStorageKey?: string;
  /**
   * The member signed in now, to prefill a new booking (country, sex, date of birth); when
   * there is none yet the member is loaded.
   */
  readonly currentMember?: () => Member | null;
  /** The offer store: a referral code `/sign-up/referral` kept is the referral booking's. */
  readonly offers?: Pick<OfferStore, 'getSnapshot'>;
  /** Fires the Purchase conversion (pixel event, server call) once a booking is paid. */
  readonly tracking?: Pick<TrackingService, 'conversion'>;
  /**
   * The booking id store (spec section 3, session storage): a new id when a booking starts, none
   * once it is forgotten, so the funnel's reports of one booking share it across reloads.
   */
  readonly bookingId?: Pick<BookingIdStore, 'setBookingId'>;
  /** A new booking's id; default one from the clock (unique within a tab's session storage). */
  readonly createBookingId?: () => string;
}

/** What the member already told the platform, to prefill the booking. */
export interface BookingMemberPrefill {
  /** The member's country ("centers of the member's country"); default US. */
  readonly country?: Country;
  readonly sex?: MemberSex | null;
  readonly dob?: string | null;
}

/** What the journey is waiting for, for spinners; null when idle. */
export type BookingJourneyActivity =
  | 'starting'
  | 'loadingPlans'
  | 'checkingPromoCode'
  | 'loadingCenters'
  | 'loadingAvailability'
  | 'holdingSlot'
  | 'paying';

/** Everything a booking screen renders from, as one snapshot. */
export interface BookingJourneyState {
  /** The step the member is on; null before a journey starts. */
  readonly step: BookingFlowStep | null;
  readonly flow: FlowType | null;
  /** The app path of the step (to resume after a reload), null before a journey starts. */
  readonly path: string | null;
  readonly booking: BookingState;
  readonly progress: BookingJourneyProgress;
  readonly payment: PaymentFlowState;
  readonly activity: BookingJourneyActivity | null;
  /** The error to show: on the booking-error screen when blocking, beside the form otherwise. */
  readonly error: BookingJourneyError | null;
  /** The error as a card payment problem (declined, provider offline, failed), when it is one. */
  readonly paymentProblem: CardPaymentProblem | null;
  /** Plan + add-ons - discount; null until a plan is chosen. */
  readonly price: BookingPriceSummary | null;
  readonly eligibility: PlanEligibility | null;
  /** Whether the heart (CAC) questions are asked for the chosen plan and add-ons. */
  readonly cacApplies: boolean;
  /** The add-ons sold with the chosen plan. */
  readonly addOnsForPlan: readonly AddOn[];
  /** The loaded slots by center-local day (instants stay UTC inside). */
  readonly calendar: readonly LocalSlotDay[];
  /**
   * The scan chosen repeats one of the member's scans of the same kind within its repeat interval
   * (docs/adr/0096), for the chosen time (or now, at a center that calls back); null otherwise.
   */
  readonly repeatScan: RepeatScanWarning | null;
  /** The member chose to book the repeat anyway: the hold may go on. */
  readonly repeatScanConfirmed: boolean;
}

/** Why a promo code was refused; `booking.promo.<reason>` is its message key. */
export type PromoCodeRefusal = 'empty' | 'notFound' | 'expired' | 'notApplicable' | 'unavailable';

export type PromoCodeOutcome =
  | { readonly ok: true; readonly discount: Discount }
  | {
      readonly ok: false;
      readonly reason: PromoCodeRefusal;
      readonly messageKey: string;
      /** For 'unavailable': the call's own message key (offline, server...). */
      readonly detail?: string;
    };

const PAID_UNSCHEDULED_ENCOUNTER = 'AWAITING_SCHEDULING';

const stepIndex = (step: BookingFlowStep): number => BOOKING_FLOW_STEPS.indexOf(step);

/**
 * The booking journey of spec section 2's booking flows ("Each prefix has children select-plan,
 * schedule-scan, reserve-appointment, scan-confirm and booking-error"), as the application
 * service the booking screens drive. Framework-free: `state$` and `getSnapshot()` for
 * useSyncExternalStore; every action resolves a result and never rejects.
 *
 * Everything persists in session storage (the spec's booking state plus the journey's progress),
 * so a new journey over the same storage resumes exactly where the member was. Each funnel stage
 * is reported through the {@link FunnelStageTracker} as it changes.
 *
 * The slot is held by the pending charge (create-pending carries the slot; the platform reserves it
 * when the charge completes), which also gives the final price; an encounter that is already paid
 * is reserved directly (reserveAppointment). See docs/adr/0028-the-hold-is-the-pending-charge.md.
 */
export class BookingJourney extends StateStore<BookingJourneyState> {
  private readonly api: BookingJourneyCalls;
  private readonly booking: BookingStateStore;
  private readonly funnel: Pick<FunnelStageTracker, 'enter' | 'reset'>;
  private readonly clock: Clock;
  private readonly logger: Logger | undefined;
  private readonly isCac: (addOn: Pick<AddOn, 'id' | 'name'>) => boolean;
  private readonly availabilityDays: number;
  private readonly progress: BookingJourneyProgressStore;
  /**
   * The hold and the payment, made once their code has loaded (as the member reaches
   * schedule-scan): the steps before it load none of it.
   */
  private checkout: BookingCheckout | undefined;
  private readonly checkoutLoad: () => Promise<BookingCheckout>;
  private activity: BookingJourneyActivity | null = null;
  private readonly subscriptions: Subscription[] = [];
  /** Counts the bookings this journey started, for {@link createBookingId}'s default. */
  private bookingSerial = 0;
  /** Abandoned by start and reset: answers of an abandoned journey change nothing. */
  private readonly runs = new RunGuard();
  /** The member's scans loading (for the repeat warning), awaited before a hold. */
  private bookedScansLoad: Promise<void> | undefined;
  /** The select-plan entry being started, joined by a second call for the same URL. */
  private entering:
    { readonly key: string; readonly done: Promise<BookingJourneyOutcome> } | undefined;
  private readonly options: BookingJourneyOptions;
  private readonly calendarOf: CalendarOf;

  constructor(options: BookingJourneyOptions) {
    const progress = createBookingJourneyProgressStore({
      storage: options.storage,
      logger: options.logger,
      storageKey: options.progressStorageKey,
    });
    const isCac = options.isCacAddOn ?? isCacAddOn;
    const calendarOf = calendarKeptWhileSlotsStay();
    super(
      composeJourneyState({
        booking: options.booking.getSnapshot(),
        progress: progress.getSnapshot(),
        payment: PAYMENT_FLOW_IDLE,
        activity: null,
        now: options.clock.now(),
        isCac,
        calendarOf,
      }),
    );
    this.options = options;
    this.progress = progress;
    this.isCac = isCac;
    this.calendarOf = calendarOf;
    this.api = options.api;
    this.booking = options.booking;
    this.funnel = options.funnel;
    this.clock = options.clock;
    this.logger = options.logger;
    this.availabilityDays = options.availabilityDays ?? BOOKING_AVAILABILITY_DAYS;
    this.checkoutLoad = loadOnFirstUse(
      () => this.checkout,
      () =>
        import('./bookingCheckout').then(({ BookingCheckout }) => {
          const checkout = new BookingCheckout(this.checkoutHost());
          if (this.disposed) checkout.dispose();
          else this.checkout = checkout;
          return checkout;
        }),
    );
    const refresh = (): void => this.refresh();
    this.subscriptions.push(
      this.booking.state$.subscribe(refresh),
      this.progress.state$.subscribe((progress) => {
        // The hold's and the payment's code loads as the member reaches schedule-scan (or a
        // reload lands on a later step), before "Continue"; a failed load is tried again then.
        if (progress.step === 'schedule-scan' || progress.step === 'reserve-appointment') {
          this.checkoutLoad().catch(() => undefined);
        }
        refresh();
      }),
    );
  }

  /** What the checkout reads and does of this journey. */
  private checkoutHost(): BookingCheckoutHost {
    return {
      options: this.options,
      progress: this.progress,
      state: () => this.getSnapshot(),
      changed: () => this.refresh(),
      moveTo: (step) => this.moveTo(step),
      notice: (error) => this.notice(error),
      fail: (error) => this.fail(error),
    };
  }

  /** The checkout, loading its code if need be; undefined (logged) when it cannot load. */
  private loadedCheckout(step: BookingFlowStep): Promise<BookingCheckout | undefined> {
    return this.checkoutLoad().catch((error: unknown) => {
      this.logger?.error(`Booking ${step}: the hold and payment could not load`, {
        error: String(error),
      });
      return undefined;
    });
  }

  // ---- entry -----------------------------------------------------------------------------

  /**
   * Whether the select-plan URL `request` starts a new journey (see {@link entryStartsJourney})
   * rather than resuming the one in progress; the screen shows its loading state meanwhile.
   */
  startsAfresh(request: BookingEntryRequest): boolean {
    const { step, flow, progress } = this.getSnapshot();
    return entryStartsJourney(
      { step, flow, entry: progress.entry },
      request,
      this.entryOf(request),
    );
  }

  /**
   * The select-plan entry: starts a new journey for `request` with the member's details as
   * prefill (see {@link startsAfresh}), or resumes the one in progress untouched. A second call
   * for the same URL while the first runs joins it. Resolves the outcome; never rejects.
   */
  startOrResume(request: BookingEntryRequest): Promise<BookingJourneyOutcome> {
    const key = JSON.stringify([request.flow, Object.entries(request.query).sort()]);
    if (this.entering?.key === key) return this.entering.done;
    if (!this.startsAfresh(request)) return Promise.resolve(BOOKING_JOURNEY_OK);
    const input = this.entryOf(request);
    const done = this.memberPrefill()
      .then((prefill) => this.start(input, prefill))
      .then((outcome) => {
        if (!outcome.ok) {
          this.logger?.[bookingJourneyErrorLogLevel(outcome.error)](
            'Booking select-plan: the booking could not start',
            { code: outcome.error.code },
          );
        }
        return outcome;
      })
      .finally(() => {
        if (this.entering?.done === done) this.entering = undefined;
      });
    this.entering = { key, done };
    return done;
  }

  /**
   * The member leaves the booking ("Leave booking"): the journey's state ends (plan, center,
   * time, the held charge), so starting again starts afresh.
   */
  leave(): void {
    this.entering = undefined;
    this.reset();
  }

  private entryOf(request: BookingEntryRequest): BookingJourneyEntryInput {
    return bookingEntryInputOf(request, this.options.offers?.getSnapshot());
  }

  /** The member's country, sex and date of birth; an empty prefill when they cannot be had. */
  private async memberPrefill(): Promise<BookingMemberPrefill> {
    // loadMember never rejects: a failed load is logged by the call and gives no member.
    const member = this.options.currentMember?.() ?? (await this.api.loadMember()) ?? null;
    return member
      ? { country: member.country, sex: member.sex ?? null, dob: member.dob ?? null }
      : {};
  }

  /**
   * Starts a booking at select-plan for one of the six prefixes with its entry data. Sets
   * validEntry and bookingType, checks the offer or the encounter the entry brings, loads the
   * plans and reports SCAN_SELECTION_PAGE. "The bare prefix redirects home": an unknown prefix
   * or missing entry data leaves validEntry false (the route gate then goes to /).
   */
  async start(
    input: BookingJourneyEntryInput,
    member: BookingMemberPrefill = {},
  ): Promise<BookingJourneyOutcome> {
    this.reset();
    this.options.bookingId?.setBookingId(this.createBookingId());
    const run = this.runs.current();
    const checked = checkBookingJourneyEntry(input);
    if (!checked.ok) {
      const error = bookingJourneyError('invalidEntry', { detail: checked.missing });
      this.progress.update({ error });
      return { ok: false, error };
    }
    const { entry } = checked;
    this.booking.update({
      bookingType: entry.flow,
      validEntry: true,
      encounterId: entry.encounterId,
      sex: member.sex ?? null,
      dob: member.dob ?? null,
    });
    this.progress.update({ step: 'select-plan', entry, country: member.country ?? 'US' });
    void this.enterStage('SCAN_SELECTION_PAGE');

    return this.busy('starting', async () => {
      if (entry.offerCode !== null) {
        const offered = await this.checkOffer(entry.flow, entry.offerCode);
        if (run.stale) return BOOKING_JOURNEY_OK;
        if (!offered.ok) return this.fail(offered.error);
      }
      let encounterPackageId: string | null = null;
      if (entry.encounterId !== null) {
        const encounter = await this.checkEncounter(entry.encounterId);
        if (run.stale) return BOOKING_JOURNEY_OK;
        if (!encounter.ok) return this.fail(encounter.error);
        encounterPackageId = encounter.packageId;
      }
      const loaded = await this.loadPlans();
      if (!loaded.ok || run.stale) return loaded;
      if (encounterPackageId !== null) return this.selectPlan(encounterPackageId);
      return BOOKING_JOURNEY_OK;
    });
  }

  private async checkOffer(
    flow: FlowType,
    code: string,
  ): Promise<{ ok: true } | { ok: false; error: BookingJourneyError }> {
    let offer;
    try {
      offer = await this.api.getOffer(code);
    } catch (error) {
      const notFound = isNotFound(error);
      return {
        ok: false,
        error: notFound
          ? bookingJourneyError('offerNotFound')
          : bookingJourneyError('loadFailed', {
              detail: callFailureDetail(error),
              blocking: true,
              backTo: 'home',
            }),
      };
    }
    if (offer.type !== OFFER_TYPE_OF_FLOW[flow]) {
      return { ok: false, error: bookingJourneyError('offerMismatch', { detail: offer.type }) };
    }
    if (offer.expires != null && Date.parse(offer.expires) <= this.clock.now()) {
      return { ok: false, error: bookingJourneyError('offerExpired') };
    }
    // "a claim-offer link applies its discount": the offer's discount is the member discount.
    this.progress.update({ offer });
    this.booking.update({ memberDiscount: offer.discount ?? null });
    return { ok: true };
  }

  private async checkEncounter(
    encounterId: string,
  ): Promise<{ ok: true; packageId: string | null } | { ok: false; error: BookingJourneyError }> {
    let encounter;
    try {
      encounter = await this.api.getEncounter(encounterId);
    } catch (error) {
      return {
        ok: false,
        error: isNotFound(error)
          ? bookingJourneyError('encounterNotBookable')
          : bookingJourneyError('loadFailed', {
              detail: callFailureDetail(error),
              blocking: true,
              backTo: 'home',
            }),
      };
    }
    if (isPayableEncounterStatus(encounter.status)) {
      this.progress.update({ paymentRequired: true });
    } else if (encounter.status === PAID_UNSCHEDULED_ENCOUNTER) {
      this.progress.update({ paymentRequired: false });
    } else {
      return {
        ok: false,
        error: bookingJourneyError('encounterNotBookable', { detail: encounter.status }),
      };
    }
    return { ok: true, packageId: encounter.package?.id ?? null };
  }

  // ---- select-plan -----------------------------------------------------------------------

  /**
   * Loads the plans and add-ons of the member's country (prices in USD cents) and the member's
   * discounts. An offer that names plans limits the list to them.
   */
  async loadPlans(): Promise<BookingJourneyOutcome> {
    const run = this.runs.current();
    const { country, offer } = this.progress.getSnapshot();
    return this.busy('loadingPlans', async () => {
      let plans: Plan[];
      let addOns: AddOn[];
      let discounts: Discount[];
      try {
        [plans, addOns, discounts] = await Promise.all([
          this.api.listPlans({ country }),
          this.api.listAddOns({ country }),
          this.api.listDiscounts(),
        ]);
      } catch (error) {
        if (run.stale) return BOOKING_JOURNEY_OK;
        return this.notice(bookingJourneyError('loadFailed', { detail: callFailureDetail(error) }));
      }
      if (run.stale) return BOOKING_JOURNEY_OK;
      const offered = offer?.packageIds ?? [];
      const packages = plans.filter(
        (plan) => plan.active && (offered.length === 0 || offered.includes(plan.id)),
      );
      const { promoCode, availableDiscounts } = this.booking.getSnapshot();
      // A promo code checked earlier stays among the member's discounts.
      const promo = availableDiscounts.find((discount) => discount.code === promoCode);
      this.booking.update({
        packages,
        availableDiscounts: promo ? upsertById(discounts, promo) : discounts,
      });
      this.progress.update({ addOns, error: null });
      return BOOKING_JOURNEY_OK;
    });
  }

  /** Chooses a plan; add-ons not sold with it are dropped. Reports PACKAGE_SELECTED or REJECTED. */
  selectPlan(planId: string): BookingJourneyOutcome {
    const plan = this.booking.getSnapshot().packages.find((candidate) => candidate.id === planId);
    if (!plan) return this.notice(bookingJourneyError('planRequired'));
    this.booking.update({
      package: plan,
      selectedAddons: this.booking
        .getSnapshot()
        .selectedAddons.filter((addOn) => soldWith(addOn, plan)),
    });
    return this.reviewPlan();
  }

  /** Adds or removes an add-on of the chosen plan. */
  setAddOn(addOnId: string, selected: boolean): BookingJourneyOutcome {
    const { package: plan, selectedAddons } = this.booking.getSnapshot();
    if (!plan) return this.notice(bookingJourneyError('planRequired'));
    const without = selectedAddons.filter((addOn) => addOn.id !== addOnId);
    if (!selected) {
      this.booking.update({ selectedAddons: without });
      return this.reviewPlan();
    }
    const addOn = this.progress.getSnapshot().addOns.find((candidate) => candidate.id === addOnId);
    if (!addOn || !soldWith(addOn, plan)) {
      return this.notice(
        bookingJourneyError('planIneligible', { detail: 'booking.reasons.addOnNotSold' }),
      );
    }
    this.booking.update({ selectedAddons: [...without, addOn] });
    return this.reviewPlan();
  }

  /** Sex and date of birth (YYYY-MM-DD), when the plan's eligibility needs them. */
  setMemberDetails(details: {
    readonly sex?: MemberSex | null;
    readonly dob?: string | null;
  }): BookingJourneyOutcome {
    this.booking.update({
      ...(details.sex === undefined ? {} : { sex: details.sex }),
      ...(details.dob === undefined ? {} : { dob: details.dob }),
    });
    return this.reviewPlan();
  }

  /** Answers CAC questions; isRejected follows `isCacRejected` (-> PACKAGE_REJECTED). */
  answerCac(patch: Readonly<Partial<Omit<CacAnswers, 'isRejected'>>>): BookingJourneyOutcome {
    this.booking.answerCac(patch);
    return this.reviewPlan();
  }

  /**
   * Checks a promo code against the chosen plan. Accepted: kept as promoCode, its discount among
   * availableDiscounts. Refused: a clear reason (`booking.promo.<reason>`), nothing applied.
   */
  async applyPromoCode(code: string): Promise<PromoCodeOutcome> {
    const typed = code.trim();
    if (typed === '') return this.refusePromo('empty');
    const plan = this.booking.getSnapshot().package;
    const run = this.runs.current();
    return this.busy('checkingPromoCode', async () => {
      let discount: Discount;
      try {
        discount = await this.api.lookupDiscount(typed, plan ? { packageId: plan.id } : undefined);
      } catch (error) {
        if (isNotFound(error)) return this.refusePromo('notFound');
        return this.refusePromo('unavailable', callFailureDetail(error));
      }
      if (run.stale) return { ok: true, discount };
      const now = this.clock.now();
      if (discount.expires != null && Date.parse(discount.expires) <= now) {
        return this.refusePromo('expired');
      }
      if (plan && !bookingDiscountAppliesTo(discount, plan.id, now)) {
        return this.refusePromo('notApplicable');
      }
      const state = this.booking.getSnapshot();
      const previous = state.availableDiscounts.filter(
        (held) =>
          state.promoCode === null || held.code !== state.promoCode || held.id === discount.id,
      );
      this.booking.update({ promoCode: typed, availableDiscounts: upsertById(previous, discount) });
      this.progress.update({ promoRefusal: null });
      return { ok: true, discount };
    });
  }

  /** Drops the promo code and its discount. */
  removePromoCode(): void {
    const { promoCode, availableDiscounts } = this.booking.getSnapshot();
    this.booking.update({
      promoCode: null,
      availableDiscounts: availableDiscounts.filter((discount) => discount.code !== promoCode),
    });
    this.progress.update({ promoRefusal: null });
  }

  /**
   * Leaves select-plan once the plan can be booked: a plan, the details eligibility needs, and
   * every CAC question answered without a rejection. Loads the centers; reports LOCATION_PAGE.
   */
  async continueToSchedule(): Promise<BookingJourneyOutcome> {
    const wrong = this.requireStep('select-plan');
    if (wrong) return wrong;
    const state = this.getSnapshot();
    const plan = state.booking.package;
    if (!plan) return this.notice(bookingJourneyError('planRequired'));
    const eligibility = state.eligibility;
    if (eligibility?.status === 'needsDetails') {
      return this.notice(
        bookingJourneyError('detailsRequired', { detail: eligibility.missing.join(',') }),
      );
    }
    if (eligibility?.status === 'ineligible') {
      return this.notice(bookingJourneyError('planIneligible', { detail: eligibility.messageKey }));
    }
    if (state.cacApplies) {
      const cac = state.booking.cacAnswers;
      if (cac.isRejected) {
        return this.notice(
          bookingJourneyError('packageRejected', { detail: cacRejectionMessageKey(cac) }),
        );
      }
      const unanswered = unansweredCacQuestions(cac);
      if (unanswered.length > 0) {
        return this.notice(bookingJourneyError('cacUnanswered', { detail: unanswered.join(',') }));
      }
    }
    this.moveTo('schedule-scan');
    this.bookedScansLoad = this.loadBookedScans();
    return this.loadCenters();
  }

  /**
   * The member's scans that hold a time, for the repeat warning. A failed load is logged and
   * leaves none: the booking goes on without the warning (the platform still refuses an
   * overlapping appointment).
   */
  private async loadBookedScans(): Promise<void> {
    const run = this.runs.current();
    if (this.api.listEncounters === undefined) return;
    try {
      const encounters = await this.api.listEncounters();
      if (run.stale) return;
      this.progress.update({ bookedScans: bookedScansOf(encounters) });
    } catch (error) {
      if (run.stale) return;
      this.logger?.warn('Booking schedule-scan: the member scans could not be loaded', {
        error: callFailureDetail(error),
      });
      this.progress.update({ bookedScans: [] });
    }
  }

  /**
   * The member answers the repeat warning: book the same scan again anyway (true), or not yet
   * (false). Holds for the scan the warning names; another time that repeats another scan asks
   * again.
   */
  confirmRepeatScan(confirmed: boolean): BookingJourneyOutcome {
    const warning = this.getSnapshot().repeatScan;
    if (warning === null) return BOOKING_JOURNEY_OK;
    const error = this.progress.getSnapshot().error;
    this.progress.update({
      repeatScanConfirmed: confirmed ? warning.other.encounterId : null,
      ...(confirmed && error?.code === 'repeatScanUnconfirmed' ? { error: null } : {}),
    });
    return BOOKING_JOURNEY_OK;
  }

  // ---- schedule-scan ---------------------------------------------------------------------

  /**
   * The centers of the member's country for the chosen plan, split by booking mode into
   * onlineBookings and offlineBookings. An event booking's center is chosen at once.
   */
  async loadCenters(): Promise<BookingJourneyOutcome> {
    const run = this.runs.current();
    const { country } = this.progress.getSnapshot();
    const { package: plan, center, eventCenterId } = this.booking.getSnapshot();
    return this.busy('loadingCenters', async () => {
      let centers: Center[];
      try {
        centers = await this.api.listCenters({ country, packageId: plan?.id ?? null });
      } catch (error) {
        if (run.stale) return BOOKING_JOURNEY_OK;
        return this.notice(
          bookingJourneyError('loadFailed', {
            detail: callFailureDetail(error),
            backTo: 'schedule-scan',
          }),
        );
      }
      if (run.stale) return BOOKING_JOURNEY_OK;
      const inCountry = centers.filter((candidate) => candidate.country === country);
      const stillListed = center && inCountry.find((candidate) => candidate.id === center.id);
      this.booking.update({
        availableCenters: inCountry,
        ...splitCentersByBookingMode(inCountry),
        center: stillListed ?? null,
      });
      this.progress.update({ error: null });
      if (!stillListed && eventCenterId !== null && inCountry.some((c) => c.id === eventCenterId)) {
        return this.selectCenter(eventCenterId);
      }
      return BOOKING_JOURNEY_OK;
    });
  }

  /** Chooses a center (CENTER_SELECTED); an online one loads its first days of slots. */
  async selectCenter(centerId: string): Promise<BookingJourneyOutcome> {
    const wrong = this.requireStep('schedule-scan');
    if (wrong) return wrong;
    const { availableCenters, package: plan, encounterId } = this.booking.getSnapshot();
    const center = availableCenters.find((candidate) => candidate.id === centerId);
    if (!center) return this.notice(bookingJourneyError('centerRequired'));
    this.dropHold();
    this.booking.update({ center });
    this.progress.update({
      availability: null,
      selectedSlot: null,
      offlineRequest: false,
      error: null,
    });
    void this.enterStage('CENTER_SELECTED', {
      centerId: center.id,
      packageId: plan?.id ?? null,
      encounterId,
    });
    return center.onlineBooking ? this.loadAvailability() : BOOKING_JOURNEY_OK;
  }

  /**
   * Free slots of the chosen online center for `days` center-local days from `fromDate` (default:
   * today in the center's zone; earlier dates start today). Slots already past are dropped.
   */
  async loadAvailability(
    range: { readonly fromDate?: LocalDate; readonly days?: number } = {},
  ): Promise<BookingJourneyOutcome> {
    const { center, package: plan } = this.booking.getSnapshot();
    if (!center || !center.onlineBooking) return this.notice(bookingJourneyError('centerRequired'));
    const now = this.clock.now();
    const today = localDateInZone(now, center.timeZone);
    const fromDate =
      range.fromDate !== undefined && range.fromDate > today ? range.fromDate : today;
    let query;
    try {
      query = availabilityRangeForLocalDays(
        fromDate,
        range.days ?? this.availabilityDays,
        center.timeZone,
      );
    } catch {
      return this.notice(
        bookingJourneyError('slotRequired', { detail: 'booking.reasons.invalidDate' }),
      );
    }
    const run = this.runs.current();
    return this.busy('loadingAvailability', async () => {
      let slots: AvailabilitySlot[];
      try {
        slots = await this.api.listAvailability(center.id, {
          ...query,
          packageId: plan?.id ?? null,
        });
      } catch (error) {
        if (run.stale) return BOOKING_JOURNEY_OK;
        return this.notice(
          bookingJourneyError('loadFailed', {
            detail: callFailureDetail(error),
            backTo: 'schedule-scan',
          }),
        );
      }
      if (run.stale || this.booking.getSnapshot().center?.id !== center.id) {
        return BOOKING_JOURNEY_OK;
      }
      const upcoming = slots.filter(
        (slot) => slot.centerId === center.id && Date.parse(slot.start) > now,
      );
      this.progress.update({
        availability: { centerId: center.id, ...query, slots: upcoming },
        error: null,
      });
      return BOOKING_JOURNEY_OK;
    });
  }

  /** Picks one of the loaded slots by its start instant. */
  selectSlot(start: string): BookingJourneyOutcome {
    const wrong = this.requireStep('schedule-scan');
    if (wrong) return wrong;
    const startMs = Date.parse(start);
    const slot = this.progress
      .getSnapshot()
      .availability?.slots.find((candidate) => Date.parse(candidate.start) === startMs);
    if (!slot) return this.notice(bookingJourneyError('slotRequired'));
    this.dropHold();
    this.progress.update({ selectedSlot: slot, offlineRequest: false, error: null });
    return BOOKING_JOURNEY_OK;
  }

  /**
   * The request path of an offline-booking center: no slot is picked, the center calls the
   * member back; `note` (preferred days and times) is kept as additionalBookingInformation.
   */
  requestOfflineBooking(note?: string | null): BookingJourneyOutcome {
    const wrong = this.requireStep('schedule-scan');
    if (wrong) return wrong;
    const center = this.booking.getSnapshot().center;
    if (!center || center.onlineBooking) return this.notice(bookingJourneyError('centerRequired'));
    this.dropHold();
    const kept = note?.trim().slice(0, OFFLINE_BOOKING_NOTE_MAX_LENGTH);
    this.booking.update({ additionalBookingInformation: kept || null });
    this.progress.update({ offlineRequest: true, selectedSlot: null, error: null });
    return BOOKING_JOURNEY_OK;
  }

  /**
   * Holds the time and moves to reserve-appointment (PAYMENT_PAGE). An unpaid booking creates
   * the pending charge with the slot: the platform checks the slot, holds it for the charge and
   * answers the final price. A paid encounter is reserved at once. A slot taken meanwhile stays
   * on schedule-scan with slotUnavailable. The hold's code loads as the member reaches
   * schedule-scan; when it cannot load the answer is reservationFailed, and Continue tries again.
   */
  async continueToReserve(): Promise<BookingJourneyOutcome> {
    const wrong = this.requireStep('schedule-scan');
    if (wrong) return wrong;
    const { center, package: plan } = this.booking.getSnapshot();
    const { selectedSlot, offlineRequest } = this.progress.getSnapshot();
    if (!plan) return this.notice(bookingJourneyError('planRequired'));
    if (!center) return this.notice(bookingJourneyError('centerRequired'));
    if (center.onlineBooking ? selectedSlot === null : !offlineRequest) {
      return this.notice(bookingJourneyError('slotRequired'));
    }
    const run = this.runs.current();
    return this.busy('holdingSlot', async () => {
      // The warning stands on the member's scans: wait for them if they are still loading.
      await this.bookedScansLoad;
      if (run.stale) return BOOKING_JOURNEY_OK;
      const { repeatScan, repeatScanConfirmed } = this.getSnapshot();
      if (repeatScan !== null && !repeatScanConfirmed) {
        return this.notice(bookingJourneyError('repeatScanUnconfirmed'));
      }
      const checkout = await this.loadedCheckout('schedule-scan');
      if (run.stale) return BOOKING_JOURNEY_OK;
      if (!checkout) {
        return this.notice(bookingJourneyError('reservationFailed', { backTo: 'schedule-scan' }));
      }
      return checkout.hold(run);
    });
  }

  // ---- reserve-appointment ---------------------------------------------------------------

  /**
   * Pays the held booking with a card (create pending, confirm the card, complete) and moves to
   * scan-confirm. A declined card keeps the hold and the pending charge: the member retries with
   * another card. A slot taken meanwhile goes back to schedule-scan with slotUnavailable. A paid
   * encounter needs no card. A payment whose code cannot load is paymentUnavailable; paying
   * again tries again.
   */
  async pay(card?: CardInput): Promise<BookingJourneyOutcome> {
    const wrong = this.requireStep('reserve-appointment');
    if (wrong) return wrong;
    const run = this.runs.current();
    return this.busy('paying', async () => {
      const checkout = await this.loadedCheckout('reserve-appointment');
      if (run.stale) return BOOKING_JOURNEY_OK;
      if (!checkout) return this.notice(bookingJourneyError('paymentUnavailable'));
      return checkout.pay(run, card);
    });
  }

  /**
   * The member chose to book from their dashboard (Home's "book a scan"): the funnel stage
   * MY_MONITOR_BOOK_NOW, reported like every stage (server and ads tracker, through the gates).
   * Resolves whether the server report went out; never rejects.
   */
  bookNowFromDashboard(): Promise<boolean> {
    return this.funnel.enter('MY_MONITOR_BOOK_NOW');
  }

  /**
   * What the confirmation is built from (scan-confirm); null before it. The screen builds it
   * (`buildBookingConfirmation`), so the booking's earlier steps load none of the
   * confirmation's and calendar links' code.
   */
  confirmationInput(): BookingConfirmationInput | null {
    if (this.getSnapshot().step !== 'scan-confirm') return null;
    return { booking: this.booking.getSnapshot(), now: this.clock.now() };
  }

  // ---- moving around ---------------------------------------------------------------------

  /** Back to an earlier step (the screens' back links); later steps are refused. */
  goBack(step: BookingFlowStep): BookingJourneyOutcome {
    const current = this.getSnapshot().step;
    if (
      current === null ||
      step === 'booking-error' ||
      current === 'scan-confirm' ||
      (current !== 'booking-error' && stepIndex(step) >= stepIndex(current))
    ) {
      return { ok: false, error: bookingJourneyError('wrongStep') };
    }
    if (step === 'select-plan' || step === 'schedule-scan') this.dropHold();
    this.moveTo(step);
    return BOOKING_JOURNEY_OK;
  }

  /**
   * Leaves the booking-error screen by its way back: a step of the booking, or home (the
   * booking is then forgotten). Resolves the app path to go to.
   */
  leaveError(): string {
    const { error, entry } = this.progress.getSnapshot();
    const backTo = error?.backTo ?? 'home';
    if (backTo === 'home' || entry === null || backTo === 'booking-error') {
      this.reset();
      return '/';
    }
    this.moveTo(backTo);
    return bookingFlowPath(entry.flow, backTo);
  }

  /**
   * Forgets a failure caused by the end of the session ("Your session has ended"): once the
   * member has signed in again and is back on the step, it no longer applies. Other failures stay.
   */
  clearSignedOutError(): void {
    if (this.progress.getSnapshot().error?.detail === 'api.errors.signedOut') {
      this.progress.update({ error: null });
    }
  }

  /** Forgets the booking (after scan-confirm, or when the member abandons it). */
  reset(): void {
    this.runs.abandon();
    this.bookedScansLoad = undefined;
    this.dropHold();
    // The arrival's UTM values are the visitor's, not this booking's: a new booking keeps them
    // until they are sent to the member (attribution).
    const { utmParams } = this.booking.getSnapshot();
    this.booking.reset();
    if (utmParams !== null) this.booking.update({ utmParams });
    this.progress.reset();
    this.options.bookingId?.setBookingId(null);
    this.funnel.reset();
    this.setActivity(null);
  }

  private createBookingId(): string {
    if (this.options.createBookingId) return this.options.createBookingId();
    this.bookingSerial += 1;
    return `bkg_${this.clock.now().toString(36)}_${this.bookingSerial.toString(36)}`;
  }

  override dispose(): void {
    this.runs.abandon();
    for (const subscription of this.subscriptions) subscription.unsubscribe();
    this.checkout?.dispose();
    this.progress.dispose();
    super.dispose();
  }

  // ---- internals -------------------------------------------------------------------------

  private refresh(): void {
    this.set(
      composeJourneyState({
        booking: this.booking.getSnapshot(),
        progress: this.progress.getSnapshot(),
        payment: this.checkout?.paymentState() ?? PAYMENT_FLOW_IDLE,
        activity: this.activity,
        now: this.clock.now(),
        isCac: this.isCac,
        calendarOf: this.calendarOf,
      }),
    );
  }

  private setActivity(activity: BookingJourneyActivity | null): void {
    if (this.activity === activity) return;
    this.activity = activity;
    this.refresh();
  }

  /** Re-checks the chosen plan and reports PACKAGE_SELECTED or PACKAGE_REJECTED as it changes. */
  private reviewPlan(): BookingJourneyOutcome {
    const state = this.getSnapshot();
    const plan = state.booking.package;
    if (!plan) return BOOKING_JOURNEY_OK;
    const details = { packageId: plan.id, encounterId: state.booking.encounterId };
    let rejection: BookingJourneyError | null = null;
    if (state.eligibility?.status === 'ineligible') {
      rejection = bookingJourneyError('planIneligible', { detail: state.eligibility.messageKey });
    } else if (state.cacApplies && state.booking.cacAnswers.isRejected) {
      rejection = bookingJourneyError('packageRejected', {
        detail: cacRejectionMessageKey(state.booking.cacAnswers),
      });
    }
    if (rejection) {
      void this.enterStage('PACKAGE_REJECTED', details);
      return this.notice(rejection);
    }
    void this.enterStage('PACKAGE_SELECTED', details);
    if (isPlanError(state.error?.code)) this.progress.update({ error: null });
    return BOOKING_JOURNEY_OK;
  }

  /** Forgets the held charge: the next hold or payment starts a new one. */
  private dropHold(): void {
    this.checkout?.dropHold();
  }

  private moveTo(step: BookingFlowStep): void {
    this.progress.update({ step, error: null });
    const stage = STAGE_OF_STEP[step];
    if (stage) void this.enterStage(stage, this.stageDetails());
  }

  private stageDetails(): {
    packageId: string | null;
    centerId: string | null;
    encounterId: string | null;
  } {
    const { package: plan, center, encounterId } = this.booking.getSnapshot();
    return { packageId: plan?.id ?? null, centerId: center?.id ?? null, encounterId };
  }

  private async enterStage(
    stage: FunnelStage,
    details: {
      packageId?: string | null;
      centerId?: string | null;
      encounterId?: string | null;
    } = {},
  ): Promise<void> {
    this.progress.update({ funnelStage: stage });
    await this.funnel.enter(stage, details);
  }

  /** A problem shown beside the form; the member stays on the step. */
  private notice(error: BookingJourneyError): BookingJourneyOutcome {
    if (error.blocking) return this.fail(error);
    this.progress.update({ error });
    return { ok: false, error };
  }

  /** A problem for the booking-error screen. */
  private fail(error: BookingJourneyError): BookingJourneyOutcome {
    this.progress.update({ step: 'booking-error', error });
    return { ok: false, error };
  }

  private refusePromo(reason: PromoCodeRefusal, detail?: string): PromoCodeOutcome {
    const messageKey = `booking.promo.${reason}`;
    this.progress.update({ promoRefusal: messageKey });
    return { ok: false, reason, messageKey, ...(detail === undefined ? {} : { detail }) };
  }

  private requireStep(step: BookingFlowStep): BookingJourneyOutcome | undefined {
    if (this.progress.getSnapshot().step === step) return undefined;
    return { ok: false, error: bookingJourneyError('wrongStep', { backTo: step }) };
  }

  private async busy<T>(activity: BookingJourneyActivity, work: () => Promise<T>): Promise<T> {
    this.setActivity(activity);
    try {
      return await work();
    } finally {
      if (this.activity === activity) this.setActivity(null);
    }
  }
}

/** What the journey's state is made of. */
interface JourneyStateInputs {
  readonly booking: BookingState;
  readonly progress: BookingJourneyProgress;
  readonly payment: PaymentFlowState;
  readonly activity: BookingJourneyActivity | null;
  readonly now: number;
  readonly isCac: (addOn: Pick<AddOn, 'id' | 'name'>) => boolean;
  readonly calendarOf: CalendarOf;
}

const NO_DAYS: readonly LocalSlotDay[] = [];

/** The calendar of loaded slots in a zone. */
type CalendarOf = (slots: readonly AvailabilitySlot[], timeZone: string) => readonly LocalSlotDay[];

/**
 * groupSlotsByLocalDay that answers the same calendar (the same array) while the loaded slots and
 * the zone stay: picking a time changes the journey's state but not its calendar, so the screen
 * neither groups the slots again nor redraws the days.
 */
function calendarKeptWhileSlotsStay(): CalendarOf {
  let last:
    | {
        readonly slots: readonly AvailabilitySlot[];
        readonly timeZone: string;
        readonly calendar: readonly LocalSlotDay[];
      }
    | undefined;
  return (slots, timeZone) => {
    if (last?.slots !== slots || last.timeZone !== timeZone) {
      last = { slots, timeZone, calendar: groupSlotsByLocalDay(slots, timeZone) };
    }
    return last.calendar;
  };
}

/** The snapshot the screens render: the stored state with what follows from it. */
function composeJourneyState({
  booking,
  progress,
  payment,
  activity,
  now,
  isCac,
  calendarOf,
}: JourneyStateInputs): BookingJourneyState {
  const plan = booking.package;
  const center = booking.center;
  const availability = progress.availability;
  const repeatScan = repeatScanOf(booking, progress, now);
  return {
    step: progress.step,
    flow: progress.entry?.flow ?? null,
    path:
      progress.entry && progress.step ? bookingFlowPath(progress.entry.flow, progress.step) : null,
    booking,
    progress,
    payment,
    activity,
    error: progress.error,
    paymentProblem: cardPaymentProblemOfBookingError(progress.error),
    price: plan
      ? summarizeBookingPrice({
          plan,
          addOns: booking.selectedAddons,
          discounts: [
            ...(booking.memberDiscount ? [booking.memberDiscount] : []),
            ...booking.availableDiscounts,
          ],
          now,
          promoCode: booking.promoCode,
        })
      : null,
    eligibility: plan ? planEligibilityFor(plan, booking, now) : null,
    cacApplies: plan ? cacQuestionsApply(plan, booking.selectedAddons, isCac) : false,
    addOnsForPlan: plan ? progress.addOns.filter((addOn) => soldWith(addOn, plan)) : [],
    calendar:
      center && availability && availability.centerId === center.id
        ? calendarOf(availability.slots, center.timeZone)
        : NO_DAYS,
    repeatScan,
    repeatScanConfirmed:
      repeatScan !== null && progress.repeatScanConfirmed === repeatScan.other.encounterId,
  };
}

/**
 * The repeat warning for the plan and time chosen: the chosen slot's start, or now at a center
 * that calls the member back; none before a time (or such a center) is chosen.
 */
function repeatScanOf(
  booking: BookingState,
  progress: BookingJourneyProgress,
  now: number,
): RepeatScanWarning | null {
  const plan = booking.package;
  const center = booking.center;
  if (!plan || !center || progress.bookedScans.length === 0) return null;
  const slot = progress.selectedSlot;
  const plannedAt = slot ? Date.parse(slot.start) : center.onlineBooking ? null : now;
  if (plannedAt === null) return null;
  return repeatScanWarningFor({
    kind: plan.kind,
    plannedAt,
    timeZone: center.timeZone,
    bookedScans: progress.bookedScans,
    encounterId: booking.encounterId,
    now,
  });
}

/** The funnel stage each step reports when entered (spec 4's stages; order not shown). */
const STAGE_OF_STEP: Readonly<Partial<Record<BookingFlowStep, FunnelStage>>> = {
  'select-plan': 'SCAN_SELECTION_PAGE',
  'schedule-scan': 'LOCATION_PAGE',
  'reserve-appointment': 'PAYMENT_PAGE',
};

const PLAN_ERRORS: readonly BookingJourneyErrorCode[] = [
  'planRequired',
  'planIneligible',
  'packageRejected',
  'detailsRequired',
  'cacUnanswered',
];
const isPlanError = (code: BookingJourneyErrorCode | undefined): boolean =>
  code !== undefined && PLAN_ERRORS.includes(code);

/** Whether an add-on is sold with a plan ("empty means every plan"). */
const soldWith = (addOn: AddOn, plan: Plan): boolean =>
  addOn.packageIds.length === 0 || addOn.packageIds.includes(plan.id);

/** Update-or-append by id, keeping order. */
function upsertById<T extends { readonly id: string }>(list: readonly T[], item: T): T[] {
  const at = list.findIndex((entry) => entry.id === item.id);
  if (at === -1) return [...list, item];
  return list.map((entry, index) => (index === at ? item : entry));
}

function isNotFound(error: unknown): boolean {
  return isMemberApiError(error) && error.messageKey === 'api.errors.notFound';
}
