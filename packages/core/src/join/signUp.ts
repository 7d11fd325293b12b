import type { MemberApi, MemberCallFailure } from '../api';
import { memberCallFailureOf } from '../api';
import { TERMS_OF_SERVICE_VERSION } from '../member/termsOfService';
import type { FunnelStageTracker } from '../booking';
import type { OfferStore } from '../offers';
import type { Logger } from '../ports';
import type { AppLocale, Country, MemberSex } from '../schemas';
import type { AuthService, RootSessionStore } from '../session';
import { OutcomeStore } from '../store';
import type { TrackingService } from '../tracking';
import { continueAfterSignUp } from './continueAfterSignUp';
import { signUpOfferFields, type SignUpOfferFields } from './signUpOffer';

/** What the Join form sends: the new member's details (already checked by the form's rules). */
export interface SignUpDetails {
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly password: string;
  readonly phoneNumber: string;
  /** YYYY-MM-DD. */
  readonly dob: string;
  readonly sex: MemberSex;
  readonly country: Country;
  /** The page's locale, stored on the member; null when unknown. */
  readonly locale: AppLocale | null;
}

/**
 * Why a sign-up did not complete:
 * - `emailTaken`: an account with the e-mail exists (the member may sign in instead);
 * - `notCreated`: the member-create call failed otherwise (its message key says why);
 * - `signInFailed`: the member was created but the sign-in that follows failed;
 * - `abandoned`: `reset` or `dispose` came first (a result only, never the state).
 */
export type SignUpFailure =
  | { readonly reason: 'emailTaken' }
  | { readonly reason: 'notCreated'; readonly call: MemberCallFailure }
  | { readonly reason: 'signInFailed' }
  /** `reset` or `dispose` abandoned the sign-up: nothing to show. */
  | { readonly reason: 'abandoned' };

export type SignUpState =
  | { readonly status: 'editing' }
  | { readonly status: 'submitting' }
  | { readonly status: 'failed'; readonly failure: Exclude<SignUpFailure, { reason: 'abandoned' }> }
  /** Signed in with the terms recorded: the app continues to `continueTo`. */
  | { readonly status: 'signedUp'; readonly continueTo: string };

export type SignUpResult =
  | { readonly ok: true; readonly continueTo: string }
  | { readonly ok: false; readonly failure: SignUpFailure };

export interface SignUpOptions {
  readonly api: Pick<MemberApi, 'createMember' | 'acceptTermsOfService'>;
  readonly auth: Pick<AuthService, 'signInWithPassword'>;
  readonly rootSession: Pick<RootSessionStore, 'setMember' | 'takeContinueTo'>;
  readonly offer: Pick<OfferStore, 'getSnapshot' | 'reset'>;
  readonly logger: Logger;
  /** Reports the funnel stage ACCOUNT_CREATED once the new member is signed in. */
  readonly funnel?: Pick<FunnelStageTracker, 'enter'>;
  /** Fires the CompleteRegistration conversion (pixel event, server call) at the same moment. */
  readonly tracking?: Pick<TrackingService, 'conversion'>;
  /** The device's IANA time zone: the new member's zone when it is one of their country's. */
  readonly deviceTimeZone?: () => string | undefined;
}

const EDITING: SignUpState = Object.freeze({ status: 'editing' });
const SUBMITTING: SignUpState = Object.freeze({ status: 'submitting' });

/**
 * Sign-up (Join): creates the member with the offer the visitor arrived with ("Errors reject.
 * Failure is logged."; an offer the platform no longer knows is dropped and the call sent again
 * without it, so the visitor can still join), signs in with the new password, records the terms
 * accepted on the form (PUT members tos: "Failure is only logged", the route guard then asks
 * for them) and says where to continue: the remembered target, else home. Every outcome is a
 * result; nothing throws.
 */
export class SignUp extends OutcomeStore<SignUpState> {
  private pending: Promise<SignUpResult> | null = null;

  constructor(private readonly options: SignUpOptions) {
    super(EDITING, 'submitting');
  }

  /** Signs the member up; a second call while one runs gets the same answer. */
  submit(details: SignUpDetails): Promise<SignUpResult> {
    this.pending ??= this.run(details).finally(() => {
      this.pending = null;
    });
    return this.pending;
  }

  /** Back to editing; a sign-up under way is abandoned (its later steps are not taken). */
  override reset(): void {
    this.pending = null;
    super.reset();
  }

  private async run(details: SignUpDetails): Promise<SignUpResult> {
    const run = this.runs.start();
    const { api, auth, rootSession, logger } = this.options;
    this.set(SUBMITTING);

    const created = await this.createMember(details);
    if (run.stale) return this.abandoned();
    if (created !== null) return this.fail(created);

    const signedIn = await auth.signInWithPassword(details.email, details.password);
    if (run.stale) return this.abandoned();
    if (signedIn.status !== 'signedIn') {
      logger.warn('Sign-up: sign-in after sign-up failed', { code: signedIn.error?.code });
      return this.fail({ reason: 'signInFailed' });
    }
    // The account exists and the member is signed in: the moment a marketing team counts. Both
    // go through the tracking gates (on, consent, untracked pages); neither blocks the sign-up.
    void this.options.funnel?.enter('ACCOUNT_CREATED');
    void this.options.tracking?.conversion({ eventName: 'CompleteRegistration' });

    // The member accepted the terms on the form: recorded here ("Failure is only logged").
    const accepted = await api.acceptTermsOfService({
      accepted: true,
      version: TERMS_OF_SERVICE_VERSION,
    });
    if (run.stale) return this.abandoned();
    if (accepted) rootSession.setMember(accepted);
    const continueTo = continueAfterSignUp(rootSession.takeContinueTo());
    this.set(Object.freeze({ status: 'signedUp', continueTo }));
    return { ok: true, continueTo };
  }

  /** Creates the member (again without an offer the platform refuses); null when created. */
  private async createMember(
    details: SignUpDetails,
  ): Promise<Exclude<SignUpFailure, { reason: 'abandoned' }> | null> {
    const { offer, logger } = this.options;
    const offerFields = signUpOfferFields(offer.getSnapshot());
    try {
      try {
        await this.create(details, offerFields);
      } catch (cause) {
        // The only reference a sign-up sends is the offer: one the platform does not know (an
        // old link) must not stop the visitor joining. Forget it and join without it.
        if (
          !('offerCode' in offerFields) ||
          memberCallFailureOf(cause).apiCode !== 'unknown_reference'
        ) {
          throw cause;
        }
        logger.warn('Sign-up: the remembered offer is unknown; joining without it', {
          offerType: offerFields.offerType,
        });
        offer.reset();
        await this.create(details, {});
      }
      return null;
    } catch (cause) {
      // The member API has logged the call's failure already; this records the sign-up's outcome.
      const call = memberCallFailureOf(cause);
      logger.warn('Sign-up: the member could not be created', { messageKey: call.messageKey });
      return call.apiCode === 'email_taken'
        ? { reason: 'emailTaken' }
        : { reason: 'notCreated', call };
    }
  }

  private async create(details: SignUpDetails, offerFields: SignUpOfferFields): Promise<void> {
    // The zones' table loads with the submit, as the calls' code does, not with the form; a failed
    // load fails the sign-up as a failed call does (the next submit loads it again).
    const { defaultTimeZoneFor } = await import('../locale/memberTimeZone');
    await this.options.api.createMember({
      ...offerFields,
      email: details.email,
      password: details.password,
      firstName: details.firstName,
      lastName: details.lastName,
      phoneNumber: details.phoneNumber,
      dob: details.dob,
      sex: details.sex,
      country: details.country,
      timeZone: defaultTimeZoneFor(details.country, this.options.deviceTimeZone?.()),
      locale: details.locale,
      optInEmailNotifications: false,
      optInPhoneNotifications: false,
    });
  }

  private fail(failure: Exclude<SignUpFailure, { reason: 'abandoned' }>): SignUpResult {
    this.set(Object.freeze({ status: 'failed', failure }));
    return { ok: false, failure };
  }

  /** The answer of a sign-up that `reset` or `dispose` abandoned: changes nothing. */
  private abandoned(): SignUpResult {
    return { ok: false, failure: { reason: 'abandoned' } };
  }
}
