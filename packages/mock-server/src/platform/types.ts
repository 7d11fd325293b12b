import type {
  AddOn,
  Appointment,
  Center,
  Discount,
  Encounter,
  Finding,
  FunnelStage,
  Invoice,
  MammoUpload,
  Member,
  MemberDocument,
  Message,
  Offer,
  Partner,
  PendingCharge,
  Plan,
  Report,
  Task,
  TaskNote,
} from '@scanwise/core';

/** Someone the identity authorities know; members also have a profile in `members`. */
export interface AccountRecord {
  id: string;
  email: string;
  role: string | string[];
  isPartial: boolean;
  kind: 'member' | 'staff';
  /** `scrypt$...` (see password.ts), null for accounts without a password (social). */
  passwordHash: string | null;
}

/** A code e-mailed for forgot-password or initial setup. */
export interface IssuedCode {
  email: string;
  code: string;
  purpose: 'reset-password' | 'initial-setup';
  expires: string;
}

/** What the platform "sent": readable through the controls so tests can follow e-mail links. */
export interface OutboxMail {
  to: string;
  subject: string;
  body: string;
  code: string | null;
  created: string;
}

export interface CatRecordState {
  id: string;
  payload: string;
  created: string;
  updated: string;
}

export interface StoredReport extends Report {
  memberId: string;
  /** The radiologist who read the scan; the scan date is the encounter's appointment start. */
  radiologist: string | null;
  sections: { id: string; title: string; body: string; findings: Finding[] }[];
  viewerUrl: string | null;
}

export interface StoredPendingCharge extends PendingCharge {
  memberId: string;
  /** The card provider's PaymentIntent whose client secret the charge answers. */
  paymentIntentId: string;
  addOnIds: string[];
  promoCode: string | null;
  slot: { centerId: string; start: string } | null;
  created: string;
}

export interface HappinessScore {
  id: string;
  memberId: string;
  encounterId: string;
  score: number;
  comment: string | null;
  created: string;
}

export interface FunnelRecord {
  memberId: string;
  stage: FunnelStage;
  /** The app's id of the booking in progress (its booking id store): joins one booking's stages. */
  bookingId?: string | null;
  encounterId: string | null;
  packageId: string | null;
  centerId: string | null;
  created: string;
}

/** The whole platform state: plain JSON, so it can be cloned, reset and kept in a state file. */
export interface PlatformState {
  version: 1;
  /** The seed's reference date (midnight UTC); every seeded time is relative to it. */
  referenceDate: string;
  /** Next number for generated ids (deterministic: ids never come from randomness). */
  nextId: number;
  accounts: AccountRecord[];
  members: Member[];
  plans: Plan[];
  addOns: AddOn[];
  discounts: Discount[];
  partners: Partner[];
  offers: Offer[];
  centers: Center[];
  appointments: (Appointment & { memberId: string })[];
  encounters: (Encounter & { memberId: string })[];
  tasks: (Task & { memberId: string })[];
  reports: StoredReport[];
  invoices: (Invoice & { memberId: string })[];
  messages: (Message & { memberId: string })[];
  documents: (MemberDocument & { memberId: string })[];
  uploads: (MammoUpload & { memberId: string; contentType: string })[];
  catRecords: (CatRecordState & { memberId: string })[];
  pendingCharges: StoredPendingCharge[];
  happinessScores: HappinessScore[];
  funnel: FunnelRecord[];
  codes: IssuedCode[];
  outbox: OutboxMail[];
  conversions: unknown[];
}

/** What operations announce; the server turns these into hub pushes. */
export type PlatformEvent =
  | { type: 'encounter-changed'; userId: string; encounter: Encounter }
  | { type: 'message-changed'; userId: string; message: Message }
  | {
      type: 'task-changed';
      userId: string;
      change: 'updated' | 'done' | 'deleted';
      task: Task;
      note: TaskNote;
    };
