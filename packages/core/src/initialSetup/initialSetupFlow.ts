import { memberCallFailureOf, type MemberApi, type MemberCallFailure } from '../api';
import { setupTimeZone } from '../locale/setupTimeZone';
import { TERMS_OF_SERVICE_VERSION } from '../member/termsOfService';
import type { Logger } from '../ports';
import { HOME_ROUTE_PATH } from '../routing';
import type { AuthService, RootSessionStore } from '../session';
import { OutcomeStore } from '../store';
import { canSetPassword, type InitialSetupData } from './initialSetupData';
import { buildInitialSetupPayload, initialSetupNeedsPassword } from './initialSetupPayload';
import type { InitialSetupStore } from './initialSetupStore';

/**
 * Why a step of the initial setup failed:
 * - `invalidLink`: the e-mail link's code is not (or no longer) valid;
 * - `termsNotRecorded`: accepting the terms failed ("Failure is only logged"; the member may
 *   try again);
 * - `signInFailed`: the setup is complete but the sign-in with the new password failed;
 * - `callFailed`: the setup call failed otherwise (its message key says why).
 */
export type InitialSetupFailure =
  | { readonly reason: 'invalidLink' }
  | { readonly reason: 'termsNotRecorded' }
  | { readonly reason: 'signInFailed' }
  | { readonly reason: 'callFailed'; readonly call: MemberCallFailure };

export type InitialSetupState =
  | { readonly status: 'idle' }
  | { readonly status: 'working' }
  | { readonly status: 'failed'; readonly failure: InitialSetupFailure }
  /** The setup is complete for a member who is not signed in: they sign in next. */
  | { readonly status: 'completed' }
  /** The setup is complete and the member signed in: the app continues (see the result). */
  | { readonly status: 'finished' };

/** Where the member goes after a step. */
export type InitialSetupNext =
  /** The link said the member has no password: the set-password step. */
  | { readonly step: 'setPassword' }
  /** Complete, signed out: the screen says so and offers sign-in (state `completed`). */
  | { readonly step: 'signIn' }
  /** Complete and signed in: on to `to` (the remembered target, else home). */
  | { readonly step: 'continue'; readonly to: string };

export type InitialSetupResult =
  | { readonly ok: true; readonly next: InitialSetupNext }
  | {
      readonly ok: false;
      readonly failure: InitialSetupFailure | { readonly reason: 'abandoned' };
    };

/** The member's notification choices on the terms step. */
export interface NotificationOptIns {
  readonly optInEmailNotifications: boolean;
  readonly optInPhoneNotifications: boolean;
}

export interface InitialSetupFlowOptions {
  readonly api: Pick<
    MemberApi,
    'completeInitialSetup' | 'acceptTermsOfService' | 'updateMember' | 'loadMember'
  >;
  readonly auth: Pick<AuthService, 'getSnapshot' | 'signInWithPassword'>;
  readonly rootSession: Pick<RootSessionStore, 'setMember' | 'takeContinueTo'>;
  /** The setup data of the e-mail link (session storage). */
  readonly store: InitialSetupStore;
  readonly logger: Logger;
  /** The device's IANA time zone, sent with the setup. */
  readonly deviceTimeZone?: () => string | undefined;
}

const IDLE: InitialSetupState = Object.freeze({ status: 'idle' });
const WORKING: InitialSetupState = Object.freeze({ status: 'working' });

/**
 * The initial setup of a member the platform created (InitialSetup/TOS, then
 * InitialSetup/SetPassword when the e-mail link says the member has no password):
 * - a link with email and code: `completeInitialSetup` with the time zone and the opt-ins, then
 *   on (signed in: the member reloaded; signed out: sign in next);
 * - a link without a password: the opt-ins are kept and the set-password step follows, whose
 *   `completeInitialSetup` carries the new password, then a password sign-in;
 * - a signed-in member without accepted terms (the route guard's case, no link):
 *   `acceptTermsOfService` and the opt-ins saved when they changed.
 * Every outcome is a result; nothing throws.
 */
export class InitialSetupFlow extends OutcomeStore<InitialSetupState> {
  constructor(private readonly options: InitialSetupFlowOptions) {
    super(IDLE, 'working');
  }

  /** Keeps the link's data (the route's query) so a reload or the next step still has it. */
  adoptLink(fromQuery: InitialSetupData): void {
    const { store } = this.options;
    const current = store.getSnapshot();
    const next = setupDataWithLink(current, fromQuery);
    if (!sameSetupData(next, current)) store.set(next);
  }

  /** The terms accepted with the member's opt-ins, on the setup data the screen shows. */
  acceptTerms(data: InitialSetupData, optIns: NotificationOptIns): Promise<InitialSetupResult> {
    const ready = { ...data, ...optIns };
    if (canSetPassword(ready) && initialSetupNeedsPassword(ready)) {
      this.options.store.set(ready);
      return Promise.resolve({ ok: true, next: { step: 'setPassword' } });
    }
    return this.attempt(async () => {
      if (canSetPassword(ready)) return this.completeFromLink(ready);
      return this.acceptAsSignedInMember(optIns);
    });
  }

  /** The set-password step: the setup with the new password, then a sign-in with it. */
  setPassword(newPassword: string): Promise<InitialSetupResult> {
    const data = this.options.store.getSnapshot();
    if (!canSetPassword(data)) {
      return Promise.resolve({ ok: false, failure: { reason: 'invalidLink' } });
    }
    return this.attempt(async (run) => {
      const { api, auth, store, logger } = this.options;
      await api.completeInitialSetup(
        buildInitialSetupPayload(data, { legal: true, timeZone: this.timeZone(), newPassword }),
      );
      if (run.stale) return null;
      const state = await auth.signInWithPassword(data.email, newPassword);
      if (run.stale) return null;
      if (state.status !== 'signedIn') {
        logger.warn('Initial setup: sign-in after the setup failed', { code: state.error?.code });
        return { reason: 'signInFailed' };
      }
      store.clear();
      return { step: 'continue', to: HOME_ROUTE_PATH };
    });
  }

  private async completeFromLink(
    ready: InitialSetupData & { email: string; code: string },
  ): Promise<InitialSetupNext | InitialSetupFailure | null> {
    const { api, auth, rootSession, store } = this.options;
    const run = this.runs.current();
    await api.completeInitialSetup(
      buildInitialSetupPayload(ready, { legal: true, timeZone: this.timeZone() }),
    );
    if (run.stale) return null;
    store.clear();
    if (auth.getSnapshot().status !== 'signedIn') return { step: 'signIn' };
    const reloaded = await api.loadMember();
    if (run.stale) return null;
    if (reloaded) rootSession.setMember(reloaded);
    return { step: 'continue', to: rootSession.takeContinueTo() ?? HOME_ROUTE_PATH };
  }

  private async acceptAsSignedInMember(
    optIns: NotificationOptIns,
  ): Promise<InitialSetupNext | InitialSetupFailure | null> {
    const { api, rootSession, logger } = this.options;
    const run = this.runs.current();
    const accepted = await api.acceptTermsOfService({
      accepted: true,
      version: TERMS_OF_SERVICE_VERSION,
    });
    if (run.stale) return null;
    if (!accepted) return { reason: 'termsNotRecorded' };
    let latest = accepted;
    if (
      optIns.optInEmailNotifications !== accepted.optInEmailNotifications ||
      optIns.optInPhoneNotifications !== accepted.optInPhoneNotifications
    ) {
      const patched = await api.updateMember(optIns);
      if (run.stale) return null;
      if (patched.success) latest = patched.data;
      else logger.warn('Initial setup: the notification choices were not saved');
    }
    rootSession.setMember(latest);
    return { step: 'continue', to: rootSession.takeContinueTo() ?? HOME_ROUTE_PATH };
  }

  /**
   * Runs one step: `step` resolves where to go next, a failure, or null when it was abandoned;
   * a rejected call becomes `invalidLink` or `callFailed`.
   */
  private async attempt(
    step: (run: {
      readonly stale: boolean;
    }) => Promise<InitialSetupNext | InitialSetupFailure | null>,
  ): Promise<InitialSetupResult> {
    const run = this.runs.start();
    this.set(WORKING);
    let outcome: InitialSetupNext | InitialSetupFailure | null;
    try {
      outcome = await step(run);
    } catch (cause) {
      const call = memberCallFailureOf(cause);
      this.options.logger.warn('Initial setup: the setup call failed', {
        messageKey: call.messageKey,
      });
      outcome =
        call.apiCode === 'invalid_token'
          ? { reason: 'invalidLink' }
          : { reason: 'callFailed', call };
    }
    if (outcome === null || run.stale) return { ok: false, failure: { reason: 'abandoned' } };
    if ('reason' in outcome) {
      this.set(Object.freeze({ status: 'failed', failure: outcome }));
      return { ok: false, failure: outcome };
    }
    this.set(Object.freeze({ status: outcome.step === 'signIn' ? 'completed' : 'finished' }));
    return { ok: true, next: outcome };
  }

  private timeZone(): string {
    return setupTimeZone(this.options.deviceTimeZone?.());
  }
}

/**
 * The setup data with the e-mail link's query: the link wins; the stored opt-ins stay when it is
 * the same link (a reload), and go when it is another. The stored data itself when the query
 * carries no link.
 */
export function setupDataWithLink(
  stored: InitialSetupData,
  fromQuery: InitialSetupData,
): InitialSetupData {
  if (fromQuery.email === undefined && fromQuery.code === undefined) return stored;
  const sameLink = stored.email === fromQuery.email && stored.code === fromQuery.code;
  return sameLink ? { ...stored, ...fromQuery } : fromQuery;
}

const SETUP_DATA_FIELDS = [
  'email',
  'code',
  'hasPassword',
  'optInEmailNotifications',
  'optInPhoneNotifications',
] as const satisfies readonly (keyof InitialSetupData)[];

const sameSetupData = (a: InitialSetupData, b: InitialSetupData): boolean =>
  SETUP_DATA_FIELDS.every((field) => a[field] === b[field]);
