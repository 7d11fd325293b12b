import { distinctUntilChanged, map, type Observable } from 'rxjs';
import type { PrivacySignalPort } from '../ports';
import type { AppLocale, Country } from '../schemas';
import { StateStore } from '../store';
import { consentRequirement, decideConsent, type ConsentRequirement } from './consentPolicy';
import type { ConsentChoice, ConsentStore } from './consentRecord';

/** What the banner and the Account section show. */
export interface ConsentState {
  /** The stored answer, or null when none (or it was discarded). */
  readonly choice: ConsentChoice | null;
  /** When the answer was given (epoch ms), or null. */
  readonly decidedAt: number | null;
  readonly requirement: ConsentRequirement;
  /** Whether the tag manager and the pixels may load and receive events now. */
  readonly trackingAllowed: boolean;
  /** The banner is shown: opt-in is required, nothing has been answered and no signal answers. */
  readonly askNeeded: boolean;
  /**
   * The browser sends Global Privacy Control: tracking is off whatever `choice` says, and the
   * Account switch shows why and cannot turn it on.
   */
  readonly globalPrivacyControl: boolean;
}

export interface ConsentServiceOptions {
  readonly store: ConsentStore;
  /** The page's locale if already known (else opt-in until {@link ConsentService.setLocale}). */
  readonly locale?: AppLocale;
  /** The browser's privacy signals; without it, no signal (Node scripts). */
  readonly privacySignal?: PrivacySignalPort;
}

/**
 * The consent bounded context's face: the stored choice, the rule of where the visitor is, the
 * browser's Global Privacy Control, and what follows (tracking allowed, banner needed), as
 * `state$` + `getSnapshot()`.
 */
export class ConsentService extends StateStore<ConsentState> {
  private locale: AppLocale | undefined;
  private memberCountry: Country | undefined;
  /** Emits whether tracking is allowed, on change only. */
  readonly trackingAllowed$: Observable<boolean>;

  constructor(private readonly options: ConsentServiceOptions) {
    super(computeConsent(options, options.locale, undefined), { equals: sameConsent });
    this.locale = options.locale;
    this.trackingAllowed$ = this.state$.pipe(
      map((state) => state.trackingAllowed),
      distinctUntilChanged(),
    );
  }

  /** Whether tags may load now (read by the tracking gate on every event). */
  readonly isTrackingAllowed = (): boolean => this.getSnapshot().trackingAllowed;

  /** The locale of the page (the web app sets it from the URL before the first page view). */
  setLocale(locale: AppLocale): void {
    if (locale === this.locale) return;
    this.locale = locale;
    this.refresh();
  }

  /** The signed-in member's country, or undefined after sign-out (wired from the session). */
  setMemberCountry(country: Country | undefined): void {
    if (country === this.memberCountry) return;
    this.memberCountry = country;
    this.refresh();
  }

  /** "Accept": tags load now (not while the browser sends Global Privacy Control). */
  grant(): void {
    this.options.store.decide('granted');
    this.refresh();
  }

  /** "Refuse" (or withdrawn in Account): nothing more is sent, here or on any locale. */
  refuse(): void {
    this.options.store.decide('denied');
    this.refresh();
  }

  /**
   * Re-reads the stored choice (another tab answered: a `storage` event) and the browser's signal.
   */
  reload(): void {
    this.options.store.reload();
    this.refresh();
  }

  private refresh(): void {
    this.set(computeConsent(this.options, this.locale, this.memberCountry));
  }
}

const sameConsent = (a: ConsentState, b: ConsentState): boolean =>
  a.choice === b.choice &&
  a.decidedAt === b.decidedAt &&
  a.requirement === b.requirement &&
  a.trackingAllowed === b.trackingAllowed &&
  a.askNeeded === b.askNeeded &&
  a.globalPrivacyControl === b.globalPrivacyControl;

function computeConsent(
  { store, privacySignal }: ConsentServiceOptions,
  locale: AppLocale | undefined,
  memberCountry: Country | undefined,
): ConsentState {
  const record = store.read();
  const choice = record?.choice ?? null;
  const requirement = consentRequirement({ locale, memberCountry });
  const globalPrivacyControl = privacySignal?.globalPrivacyControl() ?? false;
  return Object.freeze({
    choice,
    decidedAt: record?.decidedAt ?? null,
    requirement,
    ...decideConsent({ choice, requirement, globalPrivacyControl }),
    globalPrivacyControl,
  });
}
