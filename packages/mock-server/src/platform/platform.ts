import { accountDirectory } from './accounts';
import { appointmentOperations } from './appointments';
import { catOperations } from './cat';
import { catalogueOperations } from './catalogue';
import { chargeOperations } from './charges';
import { clinicOperations } from './clinic';
import { encounterOperations } from './encounters';
import { invoiceOperations } from './invoices';
import { accountByEmail, accountById } from './lookups';
import { mammogramRegistrationOperations } from './mammogramRegistration';
import { memberOperations } from './members';
import { messageOperations } from './messages';
import { offerOperations } from './offers';
import { passwordResetOperations } from './passwordReset';
import { reportOperations } from './reports';
import { createPlatformStore } from './store';
import { taskOperations } from './tasks';
import { addDays, startOfUtcDay } from './time';
import { trackingOperations } from './tracking';
import type { PlatformState } from './types';
import { uploadOperations } from './uploads';

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

export type Platform = ReturnType<typeof createPlatform>;

/**
 * The platform in memory: one store (state, transactions, events) and the operations of each
 * resource over it. Every change runs as a transaction: a refused operation (a thrown
 * PlatformError) leaves the state exactly as it was and announces nothing.
 */
export function createPlatform(options: PlatformOptions) {
  const store = createPlatformStore({
    now: options.now,
    referenceDate: startOfUtcDay(options.referenceDate ?? options.now()),
    ...(options.initialState ? { initialState: options.initialState } : {}),
    ...(options.onCommit ? { onCommit: options.onCommit } : {}),
  });

  return {
    accounts: accountDirectory(store),
    referenceDate: store.referenceDate,
    now: store.now,

    /** A deep copy of the whole state. */
    snapshot: (): PlatformState => structuredClone(store.state),
    /** Back to the seed (same reference date); announces nothing. */
    reset: store.reset,
    subscribe: store.subscribe,
    /** The member id behind an e-mail (controls accept e-mails); undefined when unknown. */
    accountIdOf: (emailOrId: string): string | undefined =>
      accountById(store, emailOrId)?.id ?? accountByEmail(store, emailOrId)?.id,
    outbox: () => structuredClone(store.state.outbox),
    /** Controls: days after the reference date, handy for tests. */
    dayAfterReference: (days: number): Date => addDays(store.referenceDate, days),

    ...memberOperations(store),
    ...passwordResetOperations(store),
    ...mammogramRegistrationOperations(store),
    ...catalogueOperations(store),
    ...offerOperations(store),
    ...appointmentOperations(store),
    ...encounterOperations(store),
    ...taskOperations(store),
    ...reportOperations(store),
    ...chargeOperations(store),
    ...invoiceOperations(store),
    ...messageOperations(store),
    ...uploadOperations(store),
    ...catOperations(store),
    ...trackingOperations(store),
    ...clinicOperations(store),
  };
}
