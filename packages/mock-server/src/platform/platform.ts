import type {
  Appointment,
  AvailabilitySlot,
  CallQuery,
  CallRequest,
  CatResult,
  Center,
  DigitalReport,
  Discount,
  Encounter,
  EncounterNextStep,
  Finding,
  Invoice,
  MammoUpload,
  Member,
  Offer,
  PartnerAssociation,
  PendingCharge,
  PendingChargeCompletion,
  Plan,
  Report,
  Task,
  TaskNote,
} from '@scanwise/core';
import type { Account, AccountDirectory } from '../identity/accounts';
import { freeSlots, MAX_AVAILABILITY_DAYS } from './availability';
import { badInput, conflict, notFound, PlatformError } from './errors';
import { hashPassword, verifyPassword } from './password';
import { createSeedState } from './seed';
import { addDays, addMinutes, iso, startOfUtcDay } from './time';
import type { AccountRecord, PlatformEvent, PlatformState } from './types';

export interface PlatformOptions {
  /** The clock every operation reads ("now"); the server passes the real time. */
  now: () => Date;
  /** The seed's reference date; midnight UTC of it is used. Defaults to the day of `now()`. */
  referenceDate?: Date;
  /** Start from this state instead of the seed (a state file). */
  initialState?: PlatformState;
  /** Called with the new state after every successful change (the state file writes it). */
  onCommit?: (state: PlatformState) => void;
}

type Owned<T> = T & { memberId: string };

const publicOf = <T extends { memberId: string }>(value: T): Omit<T, 'memberId'> => {
  const { memberId: _memberId, ...rest } = value;
  return rest;
};

const byCreated = <T extends { created: string }>(a: T, b: T): number =>
  a.created < b.created ? -1 : a.created > b.created ? 1 : 0;

const sameEmail = (a: string, b: string): boolean =>
  a.trim().toLowerCase() === b.trim().toLowerCase();

export type Platform = ReturnType<typeof createPlatform>;

/**
 * The platform's state and operations, in memory. Every change runs as a transaction: a refused
 * operation (a thrown PlatformError) leaves the state exactly as it was and announces nothing.
 */
export function createPlatform(options: PlatformOptions) {
  const now = (): Date => options.now();
  const referenceDate = startOfUtcDay(options.referenceDate ?? now());
  let state: PlatformState = options.initialState ?? createSeedState(referenceDate);
  const listeners = new Set<(event: PlatformEvent) => void>();
  let pending: PlatformEvent[] = [];
  let depth = 0;

  function mutate<T>(change: (s: PlatformState) => T): T {
    if (depth > 0) return change(state);
    const backup = structuredClone(state);
    depth += 1;
    try {
      const result = change(state);
      depth -= 1;
      const events = pending;
      pending = [];
      options.onCommit?.(state);
      for (const event of events) for (const listener of listeners) listener(event);
      return result;
    } catch (error) {
      depth -= 1;
      state = backup;
      pending = [];
      throw error;
    }
  }

  const nextId = (prefix: string): string => {
    state.nextId += 1;
    return `${prefix}_${state.nextId}`;
  };
  const nowIso = (): string => iso(now());

  // ---- lookups ----------------------------------------------------------------------------

  const accountById = (id: string): AccountRecord | undefined =>
    state.accounts.find((a) => a.id === id);
  const accountByEmail = (email: string): AccountRecord | undefined =>
    state.accounts.find((a) => sameEmail(a.email, email));

  function memberRecord(userId: string): Member {
    const member = state.members.find((m) => m.id === userId);
    if (!member) throw notFound('Member');
    return member;
  }
  function ownEncounter(userId: string, encounterId: string): Owned<Encounter> {
    const encounter = state.encounters.find((e) => e.id === encounterId && e.memberId === userId);
    if (!encounter) throw notFound('Encounter');
    return encounter;
  }
  function planById(id: string, path: string[]): Plan {
    const plan = state.plans.find((p) => p.id === id);
    if (!plan) throw badInput(path, `Unknown package '${id}'`, 'unknown_reference');
    return plan;
  }
  function centerById(id: string, path: string[]): Center {
    const center = state.centers.find((c) => c.id === id);
    if (!center) throw badInput(path, `Unknown center '${id}'`, 'unknown_reference');
    return center;
  }
  const discountIsLive = (d: Discount): boolean => !d.expires || d.expires > nowIso();

  function toAccount(record: AccountRecord): Account {
    return {
      id: record.id,
      email: record.email,
      role: Array.isArray(record.role) ? [...record.role] : record.role,
      isPartial: record.isPartial,
      kind: record.kind,
    };
  }

  // ---- due invoices paid by card ----------------------------------------------------------

  /** A pending charge that pays a due invoice instead of a booking (state file: `invoiceId`). */
  type InvoicePendingCharge = PlatformState['pendingCharges'][number] & { invoiceId?: string };

  function stripCharge(charge: InvoicePendingCharge): PendingCharge {
    const {
      memberId: _m,
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
   * create-pending for an encounter past the payment step (booked by the care team) whose invoice
   * is still DUE: a charge of exactly the invoice's amount, the encounter left as it is. The order
   * must be the encounter's package alone: add-ons, a promo code or a slot would change what the
   * invoice already fixes, so they are refused. Null when this is not such an encounter (the
   * booking path decides, unchanged).
   */
  function chargeForDueInvoice(
    userId: string,
    plan: Plan,
    body: CallRequest<'createPendingCharge'>,
  ): PendingCharge | null {
    if (body.encounterId == null) return null;
    const encounter = ownEncounter(userId, body.encounterId);
    if (['CREATED', 'AWAITING_PAYMENT'].includes(encounter.status)) return null;
    const invoice = state.invoices.find(
      (i) => i.memberId === userId && i.encounterId === encounter.id && i.status === 'DUE',
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
    for (const charge of state.pendingCharges) {
      if (charge.memberId === userId && charge.packageId === plan.id && charge.status === 'PENDING')
        charge.status = 'CANCELLED';
    }
    const id = nextId('pch');
    const charge: InvoicePendingCharge = {
      id,
      memberId: userId,
      packageId: plan.id,
      encounterId: encounter.id,
      clientSecret: `${id}_secret_mock`,
      amount: invoice.amount,
      currency: invoice.currency,
      status: 'PENDING',
      addOnIds: [],
      promoCode: null,
      slot: null,
      created: nowIso(),
      invoiceId: invoice.id,
    };
    state.pendingCharges.push(charge);
    return stripCharge(charge);
  }

  /**
   * complete of a charge made for a due invoice: the invoice becomes PAID (the Invoice schema has
   * no paid date) and no new invoice is made; the encounter, already booked, does not change, so
   * nothing is announced (invoices are not on the hubs). Null for a booking charge.
   */
  function payDueInvoice(charge: InvoicePendingCharge): PendingChargeCompletion | null {
    if (charge.invoiceId === undefined) return null;
    const invoice = state.invoices.find(
      (i) => i.id === charge.invoiceId && i.memberId === charge.memberId,
    );
    if (!invoice) throw notFound('Invoice');
    if (invoice.status !== 'DUE')
      throw conflict('already_paid', `The invoice is ${invoice.status}`);
    invoice.status = 'PAID';
    charge.status = 'SUCCEEDED';
    return {
      id: charge.id,
      encounterId: charge.encounterId,
      status: 'SUCCEEDED',
      invoiceId: invoice.id,
    };
  }

  // ---- events -----------------------------------------------------------------------------

  function nextStepOf(encounter: Encounter): EncounterNextStep {
    const open = (type: Task['type']) =>
      state.tasks.some((t) => t.encounterId === encounter.id && t.type === type && !t.done);
    switch (encounter.status) {
      case 'CREATED':
        return 'SELECT_PLAN';
      case 'AWAITING_PAYMENT':
        return 'PAY';
      case 'AWAITING_SCHEDULING':
        return 'SCHEDULE';
      case 'SCHEDULED':
        if (open('MEDICAL_QUESTIONNAIRE')) return 'COMPLETE_QUESTIONNAIRE';
        if (open('MAMMO_UPLOAD')) return 'UPLOAD_MAMMOGRAM';
        return 'ATTEND_APPOINTMENT';
      case 'SCANNED':
        return 'AWAIT_REPORT';
      case 'REPORT_READY':
        return 'VIEW_REPORT';
      default:
        return 'NONE';
    }
  }

  function touchEncounter(encounter: Owned<Encounter>): void {
    encounter.nextStep = nextStepOf(encounter);
    encounter.updated = nowIso();
    pending.push({
      type: 'encounter-changed',
      userId: encounter.memberId,
      encounter: structuredClone(publicOf(encounter)),
    });
  }

  function taskChanged(task: Owned<Task>, change: 'updated' | 'done' | 'deleted'): void {
    const copy = structuredClone(publicOf(task));
    const note: TaskNote = {
      id: nextId('note'),
      taskId: task.id,
      type: 'MEMBERTASK',
      created: nowIso(),
      text: task.title,
      done: task.done,
      task: copy,
    };
    pending.push({ type: 'task-changed', userId: task.memberId, change, task: copy, note });
  }

  function addTask(
    memberId: string,
    type: Task['type'],
    title: string,
    encounterId: string | null,
    due: string | null,
  ): Owned<Task> {
    const task: Owned<Task> = {
      id: nextId('tsk'),
      memberId,
      created: nowIso(),
      type,
      title,
      done: false,
      encounterId,
      due,
      completed: null,
    };
    state.tasks.push(task);
    taskChanged(task, 'updated');
    return task;
  }

  function finishTask(task: Owned<Task>): void {
    if (task.done) return;
    task.done = true;
    task.completed = nowIso();
    taskChanged(task, 'done');
    const encounter = state.encounters.find((e) => e.id === task.encounterId);
    if (encounter) touchEncounter(encounter);
  }

  function sendMail(to: string, subject: string, body: string, code: string | null): void {
    state.outbox.push({ to, subject, body, code, created: nowIso() });
  }

  function issueCode(email: string, purpose: 'reset-password' | 'initial-setup'): string {
    state.nextId += 1;
    const code = String(100_000 + ((state.nextId * 7_919) % 900_000));
    state.codes = state.codes.filter((c) => !(sameEmail(c.email, email) && c.purpose === purpose));
    state.codes.push({ email, code, purpose, expires: iso(addMinutes(now(), 60)) });
    return code;
  }

  function takeCode(email: string, code: string, purposes: string[]): boolean {
    const index = state.codes.findIndex(
      (c) =>
        sameEmail(c.email, email) &&
        c.code === code &&
        purposes.includes(c.purpose) &&
        c.expires > nowIso(),
    );
    if (index < 0) return false;
    state.codes.splice(index, 1);
    return true;
  }

  // ---- scheduling -------------------------------------------------------------------------

  function busyAt(centerId: string, exceptAppointmentId?: string) {
    return state.appointments
      .filter(
        (a) =>
          a.centerId === centerId &&
          a.id !== exceptAppointmentId &&
          a.status !== 'CANCELLED' &&
          a.status !== 'NO_SHOW',
      )
      .map((a) => ({ start: new Date(a.start), end: new Date(a.end ?? a.start) }));
  }

  function durationOf(encounter: Encounter): number {
    const plan = state.plans.find((p) => p.id === encounter.package?.id);
    return plan?.durationMinutes ?? 60;
  }

  function slotIsFree(center: Center, start: Date, minutes: number, except?: string): boolean {
    const slots = freeSlots(
      center,
      start,
      new Date(start.getTime() + 1),
      minutes,
      busyAt(center.id, except),
      now(),
    );
    return slots.some((slot) => slot.start === iso(start));
  }

  function bookingCodeFor(center: Center): string | null {
    if (!center.onlineBooking) return null;
    state.nextId += 1;
    return `SW-${state.nextId}`;
  }

  function ownAppointment(userId: string, appointmentId: string): Owned<Appointment> {
    const appointment = state.appointments.find(
      (a) => a.id === appointmentId && a.memberId === userId,
    );
    if (!appointment) throw notFound('Appointment');
    return appointment;
  }

  function checkBookingCode(appointment: Appointment, code: string | null | undefined): void {
    if (code != null && code !== appointment.bookingCode) {
      throw badInput(
        ['bookingCode'],
        'The booking code does not match the appointment',
        'booking_code_mismatch',
      );
    }
  }

  function syncEncounterAppointment(appointment: Owned<Appointment>): void {
    const encounter = state.encounters.find((e) => e.id === appointment.encounterId);
    if (!encounter) return;
    if (appointment.status === 'CANCELLED') {
      encounter.appointment = null;
      encounter.status = 'AWAITING_SCHEDULING';
    } else {
      encounter.appointment = structuredClone(publicOf(appointment));
      encounter.bookingProvider = appointment.center?.bookingProvider ?? null;
      encounter.status = 'SCHEDULED';
    }
    touchEncounter(encounter);
  }

  function reserve(
    userId: string,
    encounterId: string,
    centerId: string,
    start: string,
  ): Owned<Appointment> {
    const encounter = ownEncounter(userId, encounterId);
    const center = centerById(centerId, ['centerId']);
    if (!['CREATED', 'AWAITING_PAYMENT', 'AWAITING_SCHEDULING'].includes(encounter.status)) {
      throw conflict('already_scheduled', `The encounter is ${encounter.status}`);
    }
    const startDate = new Date(start);
    const minutes = durationOf(encounter);
    if (!slotIsFree(center, startDate, minutes)) {
      throw conflict('slot_unavailable', 'That time is not available at this center');
    }
    const appointment: Owned<Appointment> = {
      id: nextId('apt'),
      memberId: userId,
      encounterId,
      centerId,
      start: iso(startDate),
      end: iso(addMinutes(startDate, minutes)),
      bookingCode: bookingCodeFor(center),
      status: center.onlineBooking ? 'CONFIRMED' : 'REQUESTED',
      center: structuredClone(center),
    };
    state.appointments.push(appointment);
    syncEncounterAppointment(appointment);
    return appointment;
  }

  function priceOf(plan: Plan, addOnIds: readonly string[], discount: Discount | null): number {
    const addOns = addOnIds.reduce(
      (sum, id) => sum + (state.addOns.find((a) => a.id === id)?.price ?? 0),
      0,
    );
    const gross = plan.price + addOns;
    if (!discount) return gross;
    const off =
      discount.kind === 'PERCENT'
        ? Math.round((gross * (discount.percentOff ?? 0)) / 100)
        : (discount.amountOff ?? 0);
    return Math.max(0, gross - off);
  }

  function findDiscount(code: string, packageId: string | null | undefined): Discount | undefined {
    return state.discounts.find(
      (d) =>
        d.code.toLowerCase() === code.toLowerCase() &&
        discountIsLive(d) &&
        (packageId == null || d.packageIds.length === 0 || d.packageIds.includes(packageId)),
    );
  }

  function association(member: Member): PartnerAssociation {
    const partner = state.partners.find((p) => p.id === member.partnerId) ?? null;
    return {
      associated: partner !== null,
      partner,
      offerType: member.offerType ?? null,
      memberId: member.id,
    };
  }

  function catResultOf(payload: string, created: string): CatResult {
    let data: Record<string, unknown> = {};
    try {
      const parsed: unknown = JSON.parse(payload);
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed))
        data = parsed as Record<string, unknown>;
    } catch {
      // The payload was checked as JSON text when saved; keep an empty answer set otherwise.
    }
    const yes = (key: string) => data[key] === true;
    const reasons: string[] = [];
    if (yes('cacStent')) reasons.push('A coronary stent makes a calcium score unreliable.');
    if (yes('cacPacemaker')) reasons.push('A pacemaker makes a calcium score unreliable.');
    const eligible = reasons.length === 0 && !yes('isRejected');
    const factors = ['cacSymptoms', 'coronaryHistory', 'cacGreaterThanTen'].filter(yes);
    for (const factor of factors) reasons.push(`Risk factor: ${factor}`);
    const riskLevel = factors.length === 0 ? 'LOW' : factors.length === 1 ? 'MODERATE' : 'HIGH';
    return {
      riskLevel,
      eligible,
      recommendedPackageId: eligible ? 'pkg_heart_ct' : null,
      reasons,
      created,
    };
  }

  // ---- the account directory the identity authorities use --------------------------------

  const accounts: AccountDirectory = {
    findById: (id) => {
      const record = accountById(id);
      return record ? toAccount(record) : undefined;
    },
    findByEmail: (email) => {
      const record = accountByEmail(email);
      return record ? toAccount(record) : undefined;
    },
    verifyPassword: (email, password) => {
      const record = accountByEmail(email);
      return record && verifyPassword(password, record.passwordHash)
        ? toAccount(record)
        : undefined;
    },
    listMembers: () => state.accounts.filter((a) => a.kind === 'member').map(toAccount),
    createSocialMember: (email) =>
      mutate((s) => {
        const existing = accountByEmail(email);
        if (existing) return toAccount(existing);
        const record: AccountRecord = {
          id: nextId('acct'),
          email: email.trim(),
          role: 'Member',
          isPartial: true,
          kind: 'member',
          passwordHash: null,
        };
        s.accounts.push(record);
        return toAccount(record);
      }),
  };

  return {
    accounts,
    referenceDate,
    now,

    /** A deep copy of the whole state. */
    snapshot: (): PlatformState => structuredClone(state),
    /** Back to the seed (same reference date); announces nothing. */
    reset(): void {
      state = createSeedState(referenceDate);
      options.onCommit?.(state);
    },
    subscribe(listener: (event: PlatformEvent) => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** The member id behind an e-mail (controls accept e-mails); undefined when unknown. */
    accountIdOf: (emailOrId: string): string | undefined =>
      accountById(emailOrId)?.id ?? accountByEmail(emailOrId)?.id,
    outbox: () => structuredClone(state.outbox),

    // ---- members ----
    getMember: (userId: string): Member => structuredClone(memberRecord(userId)),

    createMember(body: CallRequest<'memberCreate'>): Member {
      return mutate((s) => {
        const existing = accountByEmail(body.email);
        if (
          existing &&
          (existing.kind === 'staff' || s.members.some((m) => m.id === existing.id))
        ) {
          throw conflict('email_taken', 'An account with this e-mail already exists');
        }
        if (body.offerCode != null && !s.offers.some((o) => o.code === body.offerCode)) {
          throw badInput(['offerCode'], `Unknown offer '${body.offerCode}'`, 'unknown_reference');
        }
        // A social (partial) account with the same e-mail becomes a full member.
        const record: AccountRecord = existing ?? {
          id: nextId('mbr'),
          email: body.email.trim(),
          role: 'Member',
          isPartial: false,
          kind: 'member',
          passwordHash: null,
        };
        record.isPartial = false;
        record.passwordHash = hashPassword(body.password);
        if (!existing) s.accounts.push(record);
        const member: Member = {
          id: record.id,
          email: record.email,
          phoneNumber: body.phoneNumber,
          termsOfService: null,
          firstName: body.firstName,
          lastName: body.lastName,
          dob: body.dob,
          sex: body.sex,
          address: null,
          country: body.country,
          locale: body.locale ?? (body.country === 'GB' ? 'en-gb' : 'en-us'),
          timeZone: body.timeZone,
          optInEmailNotifications: body.optInEmailNotifications,
          optInPhoneNotifications: body.optInPhoneNotifications,
          utm: body.utm ?? null,
          partnerId: null,
          offerCode: body.offerCode ?? null,
          offerType:
            body.offerType ?? s.offers.find((o) => o.code === body.offerCode)?.type ?? null,
          created: nowIso(),
        };
        s.members.push(member);
        return structuredClone(member);
      });
    },

    patchMember(userId: string, body: CallRequest<'memberPatch'>): Member {
      return mutate(() => {
        const member = memberRecord(userId);
        Object.assign(member, structuredClone(body));
        return structuredClone(member);
      });
    },

    acceptTerms(userId: string, _body: CallRequest<'memberTos'>): Member {
      return mutate(() => {
        const member = memberRecord(userId);
        member.termsOfService = nowIso();
        return structuredClone(member);
      });
    },

    setUtm(userId: string, body: CallRequest<'memberUtm'>): void {
      mutate(() => {
        memberRecord(userId).utm = structuredClone(body);
      });
    },

    initialSetup(body: CallRequest<'initialSetup'>): void {
      mutate((s) => {
        if (!body.legal)
          throw badInput(['legal'], 'The terms must be accepted', 'terms_not_accepted');
        const record = accountByEmail(body.email);
        const member = record ? s.members.find((m) => m.id === record.id) : undefined;
        if (
          !record ||
          !member ||
          !takeCode(body.email, body.passwordResetToken, ['initial-setup', 'reset-password'])
        ) {
          throw badInput(
            ['passwordResetToken'],
            'The link is invalid or has expired',
            'invalid_token',
          );
        }
        if (body.newPassword != null) record.passwordHash = hashPassword(body.newPassword);
        else if (!record.passwordHash)
          throw badInput(['newPassword'], 'A password must be set', 'password_required');
        member.termsOfService = nowIso();
        member.timeZone = body.timeZone;
        member.optInEmailNotifications = body.optInEmailNotifications;
        member.optInPhoneNotifications = body.optInPhoneNotifications;
      });
    },

    requestPasswordReset(body: CallRequest<'forgotPasswordRequest'>): void {
      mutate(() => {
        const record = accountByEmail(body.email);
        if (!record || record.kind !== 'member') return; // 204 either way: no account probing
        const code = issueCode(record.email, 'reset-password');
        sendMail(
          record.email,
          'Your Scanwise password code',
          `Your code is ${code}. It expires in 60 minutes.`,
          code,
        );
      });
    },

    resetPassword(body: CallRequest<'forgotPasswordChange'>): void {
      mutate(() => {
        const record = accountByEmail(body.email);
        if (!record || !takeCode(body.email, body.code, ['reset-password'])) {
          throw badInput(['code'], 'The code is invalid or has expired', 'invalid_code');
        }
        record.passwordHash = hashPassword(body.newPassword);
      });
    },

    registerMammogram(body: CallRequest<'memberRegisterMammogram'>) {
      return mutate((s) => {
        const center = centerById(body.centerId, ['centerId']);
        const plan =
          body.packageId != null
            ? planById(body.packageId, ['packageId'])
            : s.plans.find((p) => p.kind === 'MAMMOGRAPHY' && p.country === center.country);
        if (!plan || plan.kind !== 'MAMMOGRAPHY') {
          throw badInput(['packageId'], 'Not a mammography package', 'unknown_reference');
        }
        if (accountByEmail(body.email)) {
          throw conflict(
            'email_taken',
            'An account with this e-mail already exists: sign in to book',
          );
        }
        const id = nextId('mbr');
        s.accounts.push({
          id,
          email: body.email.trim(),
          role: 'Member',
          isPartial: false,
          kind: 'member',
          passwordHash: null,
        });
        const member: Member = {
          id,
          email: body.email.trim(),
          phoneNumber: body.phoneNumber,
          termsOfService: null,
          firstName: body.firstName,
          lastName: body.lastName,
          dob: body.dob,
          sex: body.sex,
          address: body.address ?? null,
          country: center.country,
          locale: center.country === 'GB' ? 'en-gb' : 'en-us',
          timeZone: body.timeZone,
          optInEmailNotifications: true,
          optInPhoneNotifications: false,
          utm: null,
          partnerId: null,
          offerCode: null,
          offerType: null,
          created: nowIso(),
        };
        s.members.push(member);
        const encounter: Owned<Encounter> = {
          id: nextId('enc'),
          memberId: id,
          created: nowIso(),
          updated: nowIso(),
          name: plan.name,
          kind: 'MAMMOGRAPHY',
          status: 'AWAITING_SCHEDULING',
          package: { id: plan.id, name: plan.name, kind: plan.kind },
          addOnIds: [],
          appointment: null,
          bookingProvider: center.bookingProvider,
          nextStep: 'SCHEDULE',
          reportAvailable: false,
          partnerId: null,
        };
        s.encounters.push(encounter);
        addTask(
          id,
          'MEDICAL_QUESTIONNAIRE',
          'Complete your medical questionnaire',
          encounter.id,
          null,
        );
        if (body.priorMammogram)
          addTask(id, 'MAMMO_UPLOAD', 'Upload your prior mammograms', encounter.id, null);
        if (body.slotStart != null) reserve(id, encounter.id, center.id, body.slotStart);
        else touchEncounter(encounter);
        const code = issueCode(member.email, 'initial-setup');
        sendMail(
          member.email,
          'Finish setting up your Scanwise account',
          `Your setup code is ${code}.`,
          code,
        );
        return { member: structuredClone(member), encounter: structuredClone(publicOf(encounter)) };
      });
    },

    // ---- CAT ----
    getCat(userId: string) {
      memberRecord(userId);
      const record = state.catRecords.find((c) => c.memberId === userId);
      if (!record) throw notFound('CAT record');
      return structuredClone(publicOf(record));
    },
    saveCat(userId: string, body: CallRequest<'catSave'>) {
      return mutate((s) => {
        memberRecord(userId);
        let record = s.catRecords.find((c) => c.memberId === userId);
        if (record) {
          record.payload = body.payload;
          record.updated = nowIso();
        } else {
          record = {
            id: nextId('cat'),
            memberId: userId,
            payload: body.payload,
            created: nowIso(),
            updated: nowIso(),
          };
          s.catRecords.push(record);
        }
        return structuredClone(publicOf(record));
      });
    },
    getCatResult(userId: string): CatResult {
      const record = state.catRecords.find((c) => c.memberId === userId);
      if (!record) throw notFound('CAT record');
      return catResultOf(record.payload, record.updated);
    },

    // ---- partners ----
    associatePartner(userId: string, body: CallRequest<'partnerAssociate'>): PartnerAssociation {
      return mutate((s) => {
        const member = memberRecord(userId);
        const partner = s.partners.find(
          (p) => p.name.toLowerCase() === body.partnerName.toLowerCase(),
        );
        if (!partner)
          throw badInput(
            ['partnerName'],
            `Unknown partner '${body.partnerName}'`,
            'unknown_reference',
          );
        if (body.offerCode != null) {
          const offer = s.offers.find((o) => o.code === body.offerCode);
          if (!offer || offer.partner?.id !== partner.id) {
            throw badInput(
              ['offerCode'],
              'The offer does not belong to this partner',
              'unknown_reference',
            );
          }
        }
        member.partnerId = partner.id;
        member.offerType = body.offerType;
        member.offerCode = body.offerCode ?? member.offerCode ?? null;
        return association(member);
      });
    },
    checkAssociation(
      userId: string,
      query: CallQuery<'partnerCheckAssociation'>,
    ): PartnerAssociation {
      const member = memberRecord(userId);
      const result = association(member);
      if (
        query.partnerName != null &&
        result.partner?.name.toLowerCase() !== query.partnerName.toLowerCase()
      ) {
        return { ...result, associated: false };
      }
      return result;
    },
    associateFromOffer(userId: string): PartnerAssociation {
      return mutate((s) => {
        const member = memberRecord(userId);
        const offer = s.offers.find((o) => o.code === member.offerCode);
        if (!offer?.partner)
          throw new PlatformError(
            404,
            'no_partner_offer',
            'The member has no partner offer to associate',
          );
        member.partnerId = offer.partner.id;
        member.offerType = offer.type;
        return association(member);
      });
    },

    recordBookingStage(userId: string, body: CallRequest<'bookingStage'>): void {
      mutate((s) => {
        memberRecord(userId);
        if (body.encounterId != null) ownEncounter(userId, body.encounterId);
        if (body.packageId != null) planById(body.packageId, ['packageId']);
        if (body.centerId != null) centerById(body.centerId, ['centerId']);
        s.funnel.push({
          memberId: userId,
          stage: body.stage,
          encounterId: body.encounterId ?? null,
          packageId: body.packageId ?? null,
          centerId: body.centerId ?? null,
          created: nowIso(),
        });
      });
    },
    recordConversion(body: CallRequest<'trackingMetaConversion'>): void {
      mutate((s) => {
        s.conversions.push(structuredClone(body));
        if (s.conversions.length > 200) s.conversions.shift();
      });
    },
    recordHappinessScore(userId: string, body: CallRequest<'viewerHappinessScore'>) {
      return mutate((s) => {
        ownEncounter(userId, body.encounterId);
        const score = {
          id: nextId('vhs'),
          memberId: userId,
          encounterId: body.encounterId,
          score: body.score,
          comment: body.comment ?? null,
          created: nowIso(),
        };
        s.happinessScores.push(score);
        return {
          result: {
            id: score.id,
            encounterId: score.encounterId,
            score: score.score,
            created: score.created,
          },
        };
      });
    },

    // ---- catalogue ----
    listPlans(query: CallQuery<'planList'>): Plan[] {
      return structuredClone(
        state.plans.filter(
          (p) =>
            p.active &&
            (query.country == null || p.country === query.country) &&
            (query.kind == null || p.kind === query.kind),
        ),
      );
    },
    listAddOns(query: CallQuery<'addOnList'>) {
      const planIds = new Set(
        state.plans
          .filter(
            (p) =>
              (query.country == null || p.country === query.country) &&
              (query.kind == null || p.kind === query.kind),
          )
          .map((p) => p.id),
      );
      return structuredClone(
        state.addOns.filter(
          (a) => a.packageIds.length === 0 || a.packageIds.some((id) => planIds.has(id)),
        ),
      );
    },
    listDiscounts(): Discount[] {
      // Public codes only: referral discounts live on their offers.
      return structuredClone(
        state.discounts.filter((d) => discountIsLive(d) && d.code !== 'WELCOME50'),
      );
    },
    lookupDiscount(code: string, query: CallQuery<'discountLookup'>): Discount {
      if (query.packageId != null) planById(query.packageId, ['packageId']);
      const discount = findDiscount(code, query.packageId);
      if (!discount) throw notFound('Discount code');
      return structuredClone(discount);
    },
    getOffer(code: string): Offer {
      const offer = state.offers.find((o) => o.code.toLowerCase() === code.toLowerCase());
      if (!offer || (offer.expires != null && offer.expires <= nowIso())) throw notFound('Offer');
      return structuredClone(offer);
    },
    listCenters(query: CallQuery<'centerList'>): Center[] {
      const plan = query.packageId != null ? planById(query.packageId, ['packageId']) : undefined;
      return structuredClone(
        state.centers.filter(
          (c) =>
            c.country === query.country &&
            (query.state == null || c.state === query.state) &&
            (plan === undefined || plan.country === c.country),
        ),
      );
    },
    availability(centerId: string, query: CallQuery<'availabilityList'>): AvailabilitySlot[] {
      const center = state.centers.find((c) => c.id === centerId);
      if (!center) throw notFound('Center');
      const from = new Date(query.from);
      const to = new Date(query.to);
      if (to <= from) throw badInput(['to'], 'to must be after from');
      if (to.getTime() - from.getTime() > MAX_AVAILABILITY_DAYS * 86_400_000) {
        throw badInput(['to'], `At most ${MAX_AVAILABILITY_DAYS} days at a time`);
      }
      const plan = query.packageId != null ? planById(query.packageId, ['packageId']) : undefined;
      return freeSlots(center, from, to, plan?.durationMinutes ?? 60, busyAt(center.id), now());
    },

    // ---- appointments ----
    reserveAppointment(userId: string, body: CallRequest<'appointmentReserve'>): Appointment {
      return mutate(() =>
        publicOf(structuredClone(reserve(userId, body.encounterId, body.centerId, body.start))),
      );
    },
    rescheduleAppointment(
      userId: string,
      appointmentId: string,
      body: CallRequest<'appointmentReschedule'>,
    ): Appointment {
      return mutate(() => {
        const appointment = ownAppointment(userId, appointmentId);
        checkBookingCode(appointment, body.bookingCode);
        if (
          appointment.status === 'CANCELLED' ||
          appointment.status === 'COMPLETED' ||
          appointment.status === 'NO_SHOW'
        ) {
          throw conflict('appointment_closed', `The appointment is ${appointment.status}`);
        }
        const center = centerById(body.centerId ?? appointment.centerId, ['centerId']);
        const encounter = ownEncounter(userId, appointment.encounterId);
        const start = new Date(body.start);
        const minutes = durationOf(encounter);
        if (!slotIsFree(center, start, minutes, appointment.id)) {
          throw conflict('slot_unavailable', 'That time is not available at this center');
        }
        const moved = center.id !== appointment.centerId;
        appointment.centerId = center.id;
        appointment.center = structuredClone(center);
        appointment.start = iso(start);
        appointment.end = iso(addMinutes(start, minutes));
        if (moved) appointment.bookingCode = bookingCodeFor(center);
        appointment.status = center.onlineBooking ? 'RESCHEDULED' : 'REQUESTED';
        syncEncounterAppointment(appointment);
        return structuredClone(publicOf(appointment));
      });
    },
    cancelAppointment(
      userId: string,
      appointmentId: string,
      body: CallRequest<'appointmentCancel'>,
    ): Appointment {
      return mutate(() => {
        const appointment = ownAppointment(userId, appointmentId);
        checkBookingCode(appointment, body.bookingCode);
        if (
          appointment.status === 'CANCELLED' ||
          appointment.status === 'COMPLETED' ||
          appointment.status === 'NO_SHOW'
        ) {
          throw conflict('appointment_closed', `The appointment is ${appointment.status}`);
        }
        appointment.status = 'CANCELLED';
        syncEncounterAppointment(appointment);
        return structuredClone(publicOf(appointment));
      });
    },

    // ---- encounters, tasks, reports ----
    listEncounters: (userId: string): Encounter[] =>
      state.encounters
        .filter((e) => e.memberId === userId)
        .sort(byCreated)
        .map((e) => structuredClone(publicOf(e))),
    getEncounter: (userId: string, encounterId: string): Encounter =>
      structuredClone(publicOf(ownEncounter(userId, encounterId))),
    listTasks: (userId: string): Task[] =>
      state.tasks
        .filter((t) => t.memberId === userId)
        .sort(byCreated)
        .map((t) => structuredClone(publicOf(t))),

    /** myscanwiseComplete: marks the member's task done (idempotent); questionnaire answers are kept. */
    completeTask(userId: string, taskId: string): Task {
      return mutate(() => {
        const task = state.tasks.find((t) => t.id === taskId && t.memberId === userId);
        if (!task) throw notFound('Task');
        finishTask(task);
        return structuredClone(publicOf(task));
      });
    },

    listReports: (userId: string): Report[] =>
      state.reports
        .filter((r) => r.memberId === userId)
        .sort(byCreated)
        .map((r) => ({
          id: r.id,
          encounterId: r.encounterId,
          title: r.title,
          created: r.created,
          summary: r.summary,
          findings: structuredClone(r.findings),
        })),
    getDigitalReport(userId: string, encounterId: string): DigitalReport {
      ownEncounter(userId, encounterId);
      const report = state.reports.find(
        (r) => r.encounterId === encounterId && r.memberId === userId,
      );
      if (!report) throw notFound('Report');
      return structuredClone({
        id: `drp_${report.id}`,
        encounterId,
        reportId: report.id,
        title: report.title,
        created: report.created,
        summary: report.summary,
        sections: report.sections,
        findings: report.findings,
        viewerAvailable: report.viewerUrl !== null,
        viewerUrl: report.viewerUrl,
      });
    },

    // ---- billing ----
    listInvoices: (userId: string): Invoice[] =>
      state.invoices
        .filter((i) => i.memberId === userId)
        .sort(byCreated)
        .map((i) => structuredClone(publicOf(i))),

    createPendingCharge(
      userId: string,
      packageId: string,
      body: CallRequest<'createPendingCharge'>,
    ): PendingCharge {
      return mutate((s) => {
        if (body.packageId !== packageId)
          throw badInput(['packageId'], 'packageId must equal the path id');
        const member = memberRecord(userId);
        const plan = state.plans.find((p) => p.id === packageId);
        if (!plan) throw notFound('Package');
        body.addOnIds.forEach((id, index) => {
          const addOn = s.addOns.find((a) => a.id === id);
          if (!addOn || (addOn.packageIds.length > 0 && !addOn.packageIds.includes(plan.id))) {
            throw badInput(
              ['addOnIds', String(index)],
              `Add-on '${id}' is not available with this package`,
              'unknown_reference',
            );
          }
        });
        let discount: Discount | null = null;
        if (body.promoCode != null && body.promoCode !== '') {
          discount = findDiscount(body.promoCode, plan.id) ?? null;
          if (!discount)
            throw badInput(['promoCode'], 'Unknown or expired promo code', 'invalid_promo_code');
        }
        const invoiceCharge = chargeForDueInvoice(userId, plan, body);
        if (invoiceCharge) return invoiceCharge;
        let encounter: Owned<Encounter>;
        if (body.encounterId != null) {
          encounter = ownEncounter(userId, body.encounterId);
          if (!['CREATED', 'AWAITING_PAYMENT'].includes(encounter.status)) {
            throw conflict('already_paid', `The encounter is ${encounter.status}`);
          }
        } else {
          encounter = {
            id: nextId('enc'),
            memberId: userId,
            created: nowIso(),
            updated: nowIso(),
            name: plan.name,
            kind: plan.kind,
            status: 'CREATED',
            package: null,
            addOnIds: [],
            appointment: null,
            bookingProvider: null,
            nextStep: 'SELECT_PLAN',
            reportAvailable: false,
            partnerId: member.partnerId ?? null,
          };
          s.encounters.push(encounter);
        }
        if (body.slot != null) {
          const center = centerById(body.slot.centerId, ['slot', 'centerId']);
          if (!slotIsFree(center, new Date(body.slot.start), plan.durationMinutes)) {
            throw conflict('slot_unavailable', 'That time is not available at this center');
          }
        }
        for (const charge of s.pendingCharges) {
          if (
            charge.memberId === userId &&
            charge.packageId === plan.id &&
            charge.status === 'PENDING'
          )
            charge.status = 'CANCELLED';
        }
        encounter.package = { id: plan.id, name: plan.name, kind: plan.kind };
        encounter.kind = plan.kind;
        encounter.name = plan.name;
        encounter.addOnIds = [...body.addOnIds];
        encounter.status = 'AWAITING_PAYMENT';
        touchEncounter(encounter);
        const id = nextId('pch');
        const charge = {
          id,
          memberId: userId,
          packageId: plan.id,
          encounterId: encounter.id,
          clientSecret: `${id}_secret_mock`,
          amount: priceOf(plan, body.addOnIds, discount),
          currency: 'USD' as const,
          status: 'PENDING' as const,
          addOnIds: [...body.addOnIds],
          promoCode: discount?.code ?? null,
          slot: body.slot ? { ...body.slot } : null,
          created: nowIso(),
        };
        s.pendingCharges.push(charge);
        const {
          memberId: _m,
          addOnIds: _a,
          promoCode: _p,
          slot: _s,
          created: _c,
          ...wire
        } = charge;
        return wire;
      });
    },

    completePendingCharge(userId: string, packageId: string): PendingChargeCompletion {
      return mutate((s) => {
        const charge = [...s.pendingCharges]
          .reverse()
          .find(
            (c) => c.memberId === userId && c.packageId === packageId && c.status === 'PENDING',
          );
        if (!charge)
          throw new PlatformError(404, 'no_pending_charge', 'No pending charge for this package');
        const paidInvoice = payDueInvoice(charge);
        if (paidInvoice) return paidInvoice;
        const plan = planById(packageId, ['id']);
        const encounter = ownEncounter(userId, charge.encounterId);
        charge.status = 'SUCCEEDED';
        const invoiceId = nextId('inv');
        const lines = [
          { description: plan.name, quantity: 1, unitAmount: plan.price, amount: plan.price },
          ...charge.addOnIds.map((id) => {
            const addOn = s.addOns.find((a) => a.id === id);
            return {
              description: addOn?.name ?? id,
              quantity: 1,
              unitAmount: addOn?.price ?? 0,
              amount: addOn?.price ?? 0,
            };
          }),
        ];
        const gross = lines.reduce((sum, line) => sum + line.amount, 0);
        if (gross > charge.amount) {
          lines.push({
            description: `Discount ${charge.promoCode ?? ''}`.trim(),
            quantity: 1,
            unitAmount: 0,
            amount: 0,
          });
        }
        s.invoices.push({
          id: invoiceId,
          memberId: userId,
          number: `SW-${now().getUTCFullYear()}-${String(s.nextId).padStart(4, '0')}`,
          created: nowIso(),
          amount: charge.amount,
          currency: 'USD',
          status: 'PAID',
          dueDate: nowIso().slice(0, 10),
          lines,
          encounterId: encounter.id,
          pdfUrl: `https://files.scanwise.test/invoices/${invoiceId}.pdf`,
        });
        encounter.status = 'AWAITING_SCHEDULING';
        if (
          !s.tasks.some((t) => t.encounterId === encounter.id && t.type === 'MEDICAL_QUESTIONNAIRE')
        ) {
          addTask(
            userId,
            'MEDICAL_QUESTIONNAIRE',
            'Complete your medical questionnaire',
            encounter.id,
            null,
          );
        }
        if (charge.slot) reserve(userId, encounter.id, charge.slot.centerId, charge.slot.start);
        else touchEncounter(encounter);
        return { id: charge.id, encounterId: encounter.id, status: 'SUCCEEDED', invoiceId };
      });
    },

    // ---- messages and documents ----
    listMessages: (userId: string) =>
      state.messages
        .filter((m) => m.memberId === userId)
        .sort((a, b) => byCreated(b, a))
        .map((m) => structuredClone(publicOf(m))),
    markMessageRead(userId: string, messageId: string) {
      return mutate(() => {
        const message = state.messages.find((m) => m.id === messageId && m.memberId === userId);
        if (!message) throw notFound('Message');
        message.read = true;
        return structuredClone(publicOf(message));
      });
    },
    sendMessage(userId: string, body: CallRequest<'messageSend'>) {
      return mutate((s) => {
        memberRecord(userId);
        if (
          body.threadId != null &&
          !s.messages.some((m) => m.threadId === body.threadId && m.memberId === userId)
        ) {
          throw notFound('Thread');
        }
        const message = {
          id: nextId('msg'),
          memberId: userId,
          threadId: body.threadId ?? nextId('thr'),
          from: 'member' as const,
          subject: body.subject,
          body: body.body,
          created: nowIso(),
          read: true,
        };
        s.messages.push(message);
        return structuredClone(publicOf(message));
      });
    },
    listDocuments: (userId: string) =>
      state.documents
        .filter((d) => d.memberId === userId)
        .sort(byCreated)
        .map((d) => structuredClone(publicOf(d))),

    // ---- mammography uploads ----
    registerUpload(
      userId: string,
      encounterId: string,
      body: CallRequest<'mammoUploadRegister'>,
    ): MammoUpload {
      return mutate((s) => {
        const encounter = ownEncounter(userId, encounterId);
        if (encounter.kind !== 'MAMMOGRAPHY')
          throw conflict('not_mammography', 'Uploads are for mammography encounters');
        const id = nextId('mup');
        const upload = {
          id,
          memberId: userId,
          encounterId,
          fileName: body.fileName,
          size: body.size,
          contentType: body.contentType,
          uploadUrl: `/packages/uploads/${id}`,
          created: nowIso(),
          completed: null,
        };
        s.uploads.push(upload);
        const { memberId: _m, contentType: _c, ...wire } = upload;
        return wire;
      });
    },
    listUploads(userId: string, encounterId: string): MammoUpload[] {
      ownEncounter(userId, encounterId);
      return state.uploads
        .filter((u) => u.encounterId === encounterId)
        .sort(byCreated)
        .map((u) => {
          const { memberId: _m, contentType: _c, ...wire } = structuredClone(u);
          return wire;
        });
    },
    /** The bytes of a registered upload arrived: marks it complete and the upload task done. */
    completeUpload(userId: string, uploadId: string, receivedBytes: number): MammoUpload {
      return mutate((s) => {
        const upload = s.uploads.find((u) => u.id === uploadId && u.memberId === userId);
        if (!upload) throw notFound('Upload');
        if (receivedBytes !== upload.size) {
          throw badInput(
            [],
            `Expected ${upload.size} bytes, received ${receivedBytes}`,
            'size_mismatch',
          );
        }
        upload.completed ??= nowIso();
        const task = s.tasks.find(
          (t) => t.encounterId === upload.encounterId && t.type === 'MAMMO_UPLOAD' && !t.done,
        );
        if (task) finishTask(task);
        const { memberId: _m, contentType: _c, ...wire } = structuredClone(upload);
        return wire;
      });
    },

    /**
     * Scenario control: what the clinic does. SCANNED completes the appointment; REPORT_READY
     * also releases a report (with a finding), a report document, a REVIEW_REPORT task and a
     * care-team message; COMPLETED, CANCELLED and NO_SHOW just set the status. Pushed like any
     * change.
     */
    advanceEncounter(
      encounterId: string,
      status: 'SCANNED' | 'REPORT_READY' | 'COMPLETED' | 'NO_SHOW',
    ): Encounter {
      return mutate((s) => {
        const encounter = s.encounters.find((e) => e.id === encounterId);
        if (!encounter) throw notFound('Encounter');
        const appointment = s.appointments.find(
          (a) => a.encounterId === encounterId && a.status !== 'CANCELLED',
        );
        if (
          appointment &&
          (status === 'SCANNED' || status === 'REPORT_READY' || status === 'NO_SHOW')
        ) {
          appointment.status = status === 'NO_SHOW' ? 'NO_SHOW' : 'COMPLETED';
          encounter.appointment = structuredClone(publicOf(appointment));
        }
        if (status === 'REPORT_READY' && !s.reports.some((r) => r.encounterId === encounterId)) {
          const reportId = nextId('rep');
          const title = `${encounter.name ?? 'Scan'} report`;
          const findings: Finding[] = [
            {
              id: `${reportId}_f1`,
              title: 'No significant abnormality',
              organ: 'General',
              snippets: [
                {
                  id: `${reportId}_f1_s1`,
                  text: 'Unremarkable study.',
                  eScore: 1,
                  potentialCancer: false,
                },
              ],
              subFindings: [],
            },
          ];
          s.reports.push({
            id: reportId,
            memberId: encounter.memberId,
            encounterId,
            title,
            created: nowIso(),
            summary: 'No urgent findings.',
            findings,
            sections: [
              { id: `${reportId}_sec1`, title: 'Overview', body: 'No urgent findings.', findings },
            ],
            viewerUrl: `https://viewer.scanwise.test/studies/${encounterId}`,
          });
          s.documents.push({
            id: nextId('doc'),
            memberId: encounter.memberId,
            title: `${title} (PDF)`,
            kind: 'REPORT',
            created: nowIso(),
            contentType: 'application/pdf',
            size: 245_760,
            url: `https://files.scanwise.test/documents/${reportId}.pdf`,
            encounterId,
          });
          s.messages.push({
            id: nextId('msg'),
            memberId: encounter.memberId,
            threadId: nextId('thr'),
            from: 'care-team',
            subject: `Your ${encounter.name ?? 'scan'} report is ready`,
            body: 'Your report is ready in the Reports tab.',
            created: nowIso(),
            read: false,
          });
          addTask(encounter.memberId, 'REVIEW_REPORT', `Review your ${title}`, encounterId, null);
          encounter.reportAvailable = true;
        }
        encounter.status = status;
        touchEncounter(encounter);
        return structuredClone(publicOf(encounter));
      });
    },

    /** Controls: days after the reference date, handy for tests. */
    dayAfterReference: (days: number): Date => addDays(referenceDate, days),
  };
}
