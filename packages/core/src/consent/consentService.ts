import { BehaviorSubject, distinctUntilChanged, map, type Observable } from 'rxjs';
import type { AppLocale, Country } from '../schemas';
import { consentRequirement, isConsentGiven, type ConsentRequirement } from './consentPolicy';
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
  /** The banner is shown: opt-in is required and nothing has been answered yet. */
  readonly askNeeded: boolean;
}

export interface ConsentServiceOptions {
  readonly store: ConsentStore;
  /** The page's locale if already known (else opt-in until {@link ConsentService.setLocale}). */
  readonly locale?: AppLocale;
}

/**
 * The consent bounded context's face: the stored choice, the rule of where the visitor is, and
 * what follows (tracking allowed, banner needed), as `state$` + `getSnapshot()`.
 */
export class ConsentService {
  private locale: AppLocale | undefined;
  private memberCountry: Country | undefined;
  private readonly subject: BehaviorSubject<ConsentState>;
  readonly state$: Observable<ConsentState>;
  /** Emits whether tracking is allowed, on change only. */
  readonly trackingAllowed$: Observable<boolean>;

  constructor(private readonly options: ConsentServiceOptions) {
    this.locale = options.locale;
    this.subject = new BehaviorSubject(this.compute());
    this.state$ = this.subject.asObservable();
    this.trackingAllowed$ = this.state$.pipe(
      map((state) => state.trackingAllowed),
      distinctUntilChanged(),
    );
  }

  readonly getSnapshot = (): ConsentState => this.subject.getValue();

  /** Listener form of `state$` (useSyncExternalStore). */
  readonly subscribe = (listener: (state: ConsentState) => void): (() => void) => {
    const subscription = this.state$.subscribe(listener);
    return () => subscription.unsubscribe();
  };

  /** Whether tags may load now (read by the tracking gate on every event). */
  readonly isTrackingAllowed = (): boolean => this.subject.getValue().trackingAllowed;

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

  /** "Accept": tags load now. */
  grant(): void {
    this.options.store.decide('granted');
    this.refresh();
  }

  /** "Refuse" (or withdrawn in Account): nothing more is sent, here or on any locale. */
  refuse(): void {
    this.options.store.decide('denied');
    this.refresh();
  }

  /** Re-reads the stored choice (another tab answered: a `storage` event). */
  reload(): void {
    this.options.store.reload();
    this.refresh();
  }

  dispose(): void {
    this.subject.complete();
  }

  private refresh(): void {
    const next = this.compute();
    const current = this.subject.getValue();
    if (
      next.choice === current.choice &&
      next.decidedAt === current.decidedAt &&
      next.requirement === current.requirement &&
      next.trackingAllowed === current.trackingAllowed &&
      next.askNeeded === current.askNeeded
    ) {
      return;
    }
    this.subject.next(next);
  }

  private compute(): ConsentState {
    const record = this.options.store.read();
    const choice = record?.choice ?? null;
    const requirement = consentRequirement({
      locale: this.locale,
      memberCountry: this.memberCountry,
    });
    return Object.freeze({
      choice,
      decidedAt: record?.decidedAt ?? null,
      requirement,
      trackingAllowed: isConsentGiven(choice, requirement),
      askNeeded: requirement === 'optIn' && choice === null,
    });
  }
}
