import type { AppLocale, Country } from '../schemas';

/**
 * How the law where the visitor is treats advertising tags:
 * - 'optIn': nothing loads until the visitor says yes (UK GDPR and PECR: the banner asks);
 * - 'optOut': tags may load until the member says no in Account (US).
 */
export type ConsentRequirement = 'optIn' | 'optOut';

export interface ConsentRequirementInput {
  /** The app locale of the page (en-gb pages are the UK site); undefined while not yet known. */
  readonly locale?: AppLocale | undefined;
  /** The signed-in member's country (their address); undefined for a visitor or no address. */
  readonly memberCountry?: Country | undefined;
}

/** Countries whose members must opt in wherever they open the app. */
export const OPT_IN_COUNTRIES: readonly Country[] = ['GB'];
/** Locales whose visitors must opt in. */
export const OPT_IN_LOCALES: readonly AppLocale[] = ['en-gb'];

/**
 * The consent rule (pure): UK visitors (en-gb pages) and members whose country is GB must opt in;
 * everyone else (US) may be tracked until they refuse. An unknown locale with no member counts
 * as opt-in: nothing loads before the app knows where it is.
 */
export function consentRequirement(input: ConsentRequirementInput): ConsentRequirement {
  if (input.memberCountry !== undefined && OPT_IN_COUNTRIES.includes(input.memberCountry)) {
    return 'optIn';
  }
  if (input.locale === undefined) return input.memberCountry === undefined ? 'optIn' : 'optOut';
  return OPT_IN_LOCALES.includes(input.locale) ? 'optIn' : 'optOut';
}

/**
 * Whether tags may load: a refusal is final everywhere; a yes always allows; with no answer the
 * requirement decides (opt-out regions are tracked, opt-in regions are not).
 */
export function isConsentGiven(
  choice: 'granted' | 'denied' | null,
  requirement: ConsentRequirement,
): boolean {
  if (choice === 'denied') return false;
  if (choice === 'granted') return true;
  return requirement === 'optOut';
}

/** What the consent rule decides from the stored answer, the place and the browser's signal. */
export interface ConsentDecisionInput {
  /** The member's stored answer, or null when none. */
  readonly choice: 'granted' | 'denied' | null;
  /** The rule of where the visitor is ({@link consentRequirement}). */
  readonly requirement: ConsentRequirement;
  /** Whether the browser sends Global Privacy Control. */
  readonly globalPrivacyControl: boolean;
}

/** What follows from a {@link ConsentDecisionInput}: whether tags may load, whether to ask. */
export interface ConsentDecision {
  /** Whether the tag manager, the pixels and the server conversion may receive events. */
  readonly trackingAllowed: boolean;
  /** Whether the banner asks: opt-in is required, nothing is answered and no signal answers. */
  readonly askNeeded: boolean;
}

/**
 * The consent rule with the browser's signal (pure): Global Privacy Control is an opt-out of
 * everything the consent switch governs, in every country and whatever the stored answer says,
 * and it answers the banner's question, so nothing is asked. Without the signal the stored answer
 * and the requirement decide ({@link isConsentGiven}). The stored answer is never changed by the
 * signal: it applies again once the browser stops sending it (docs/adr/0103).
 */
export function decideConsent(input: ConsentDecisionInput): ConsentDecision {
  if (input.globalPrivacyControl) return { trackingAllowed: false, askNeeded: false };
  return {
    trackingAllowed: isConsentGiven(input.choice, input.requirement),
    askNeeded: input.requirement === 'optIn' && input.choice === null,
  };
}
