import { appendQueryString } from '../http';
import { readReferralQuery } from '../offers/offerQueries';
import { DEFAULT_APP_LOCALE } from '../locale';
import type { AppLocale } from '../schemas';
import { localizePath, splitLocalePrefix } from './localePaths';
import {
  isDirectMedicalQuestionnaireEntry,
  parseMedicalQuestionnaireExtraData,
} from './medicalQuestionnaireQuery';
import { matchScanwiseRoute, normalizeRoutePath, type ScanwiseRouteMatch } from './routeMatch';
import { normalizeRouteSearch, parseRouteSearch, type RouteQuery } from './routeSearch';
import {
  HOME_ROUTE_PATH,
  SIGN_IN_ROUTE_PATH,
  TERMS_ROUTE_PATH,
  type ScanwiseRouteRule,
} from './routeTable';

/** The member fields the guard reads (spec section 3: "Member: email, phoneNumber, termsOfService"). */
export interface NavigationMember {
  readonly email?: string | null | undefined;
  readonly phoneNumber?: string | null | undefined;
  readonly termsOfService?: string | null | undefined;
}

/**
 * Everything the decision depends on, as plain values, so {@link decideNavigation} stays pure.
 * The web app reads them from the session, booking, initial-setup and flow stores.
 */
export interface NavigationInput {
  readonly pathname: string;
  /** The location's search, with or without '?'. */
  readonly search?: string | undefined;
  readonly authenticated: boolean;
  /** The loaded member; null while it is not loaded or for a partial profile (not checked). */
  readonly member: NavigationMember | null;
  readonly booking: { readonly validEntry: boolean; readonly validAssociateEntry: boolean };
  /** The stored initial setup data (session storage), null when there is none. */
  readonly initialSetup: {
    readonly email?: string | null | undefined;
    readonly code?: string | null | undefined;
  } | null;
  /** The flow store's active flag. */
  readonly flowActive: boolean;
}

export type NavigationRedirectReason =
  | 'unknown-path'
  | 'default-locale-prefixed'
  | 'always-redirect'
  | 'referral-sign-up'
  | 'signed-in-on-sign-in'
  | 'auth-required'
  | 'phone-number-missing'
  | 'terms-not-accepted'
  | 'booking-entry-required'
  | 'associate-entry-required'
  | 'medical-questionnaire-extra-data-missing'
  | 'medical-questionnaire-not-direct'
  | 'initial-setup-data-missing';

export interface NavigationRedirect {
  readonly kind: 'redirect';
  /** Where to go: an app path, locale-prefixed like the requested one, with its query if any. */
  readonly to: string;
  readonly reason: NavigationRedirectReason;
  /** The target to remember (root state continueTo) and return to after sign-in or the terms. */
  readonly remember?: string;
  /** Log the member out before going on ("is logged out and sent to sign-in"). */
  readonly logout?: true;
  /** The referral code of /sign-up/referral, for the offer store (type REFERRAL). */
  readonly referralCode?: string;
}

export type NavigationDecision =
  { readonly kind: 'proceed'; readonly match: ScanwiseRouteMatch } | NavigationRedirect;

const isBlank = (value: string | null | undefined): boolean =>
  value === null || value === undefined || value.trim() === '';

interface DecisionContext {
  readonly input: NavigationInput;
  readonly match: ScanwiseRouteMatch;
  readonly query: RouteQuery;
  readonly search: string;
  readonly locale: AppLocale;
}

const redirect = (
  to: string,
  reason: NavigationRedirectReason,
  extra: Omit<NavigationRedirect, 'kind' | 'to' | 'reason'> = {},
): NavigationRedirect => ({ kind: 'redirect', to, reason, ...extra });

const homeOf = (locale: AppLocale): string => localizePath(locale, HOME_ROUTE_PATH);

/** Rules that apply whoever asks: the route only ever sends elsewhere. */
function unconditionalRedirect(context: DecisionContext): NavigationRedirect | undefined {
  for (const rule of context.match.route.rules) {
    if (rule.kind === 'always-redirect') {
      return redirect(localizePath(context.locale, rule.to), 'always-redirect');
    }
    if (rule.kind === 'referral-redirect') {
      const code = readReferralQuery(context.query)?.code;
      const to = localizePath(context.locale, rule.to);
      return code === undefined
        ? redirect(to, 'referral-sign-up')
        : redirect(to, 'referral-sign-up', { referralCode: code });
    }
  }
  return undefined;
}

/** The route guard of spec section 4, for routes that need auth. */
function guard(context: DecisionContext): NavigationRedirect | undefined {
  const { input, locale, search } = context;
  const target = `${normalizeRoutePath(input.pathname)}${search}`;
  const signIn = localizePath(locale, SIGN_IN_ROUTE_PATH);
  if (!input.authenticated) {
    // "remembers the target path, then goes to sign-in carrying the query along"
    return redirect(`${signIn}${search}`, 'auth-required', { remember: target });
  }
  const member = input.member;
  if (member === null) return undefined;
  if (isBlank(member.phoneNumber)) {
    // "An authenticated member without a phone number is logged out and sent to sign-in."
    return redirect(signIn, 'phone-number-missing', { logout: true });
  }
  if (isBlank(member.termsOfService)) {
    // "sent to the terms screen with their email and hasPassword true, and the target path is remembered"
    const terms = appendQueryString(localizePath(locale, TERMS_ROUTE_PATH), {
      email: member.email,
      hasPassword: 'true',
    });
    return redirect(terms, 'terms-not-accepted', { remember: target });
  }
  return undefined;
}

function gate(rule: ScanwiseRouteRule, context: DecisionContext): NavigationRedirect | undefined {
  const { input, query } = context;
  const home = homeOf(context.locale);
  switch (rule.kind) {
    case 'needs-valid-booking-entry':
      return input.booking.validEntry ? undefined : redirect(home, 'booking-entry-required');
    case 'needs-valid-associate-entry':
      return input.booking.validAssociateEntry
        ? undefined
        : redirect(home, 'associate-entry-required');
    case 'needs-medical-questionnaire-context':
      if (parseMedicalQuestionnaireExtraData(query['extraData']) === undefined) {
        return redirect(home, 'medical-questionnaire-extra-data-missing');
      }
      return isDirectMedicalQuestionnaireEntry(query) || input.flowActive
        ? undefined
        : redirect(home, 'medical-questionnaire-not-direct');
    case 'needs-initial-setup-credentials':
      return isBlank(input.initialSetup?.email) || isBlank(input.initialSetup?.code)
        ? redirect(home, 'initial-setup-data-missing')
        : undefined;
    default:
      return undefined;
  }
}

/**
 * Decides a navigation from the route table of spec section 2 and the route guard of section 4.
 * Pure: the same input gives the same decision. The app applies a redirect (logging out first
 * when asked, remembering the target when given) and decides again for the new location, so
 * a chain such as /documents -> /reports -> /sign-in takes several calls. Order:
 * 1. "any other path: Redirects home"; a prefixed default locale ('/en-us/x') goes to '/x';
 * 2. rules that always redirect (documents, referrals, bare booking prefixes, /sign-up/referral);
 * 3. "When a user becomes authenticated while on sign-in, the app moves to home";
 * 4. the guard for routes that require auth (sign-in, phone number, terms of service);
 * 5. the route's gates (booking entry, associate entry, medical questionnaire, setup data).
 */
export function decideNavigation(input: NavigationInput): NavigationDecision {
  const search = normalizeRouteSearch(input.search);
  const match = matchScanwiseRoute(input.pathname);
  if (match === undefined) {
    const { locale } = splitLocalePrefix(normalizeRoutePath(input.pathname));
    return redirect(homeOf(locale), 'unknown-path');
  }
  if (match.localePrefixed && match.locale === DEFAULT_APP_LOCALE) {
    return redirect(`${match.path}${search}`, 'default-locale-prefixed');
  }
  const context: DecisionContext = {
    input,
    match,
    query: parseRouteSearch(search),
    search,
    locale: match.locale,
  };
  const always = unconditionalRedirect(context);
  if (always !== undefined) return always;
  if (match.route.screen === 'SignIn' && input.authenticated) {
    return redirect(homeOf(match.locale), 'signed-in-on-sign-in');
  }
  if (match.route.access === 'auth') {
    const guarded = guard(context);
    if (guarded !== undefined) return guarded;
  }
  for (const rule of match.route.rules) {
    const gated = gate(rule, context);
    if (gated !== undefined) return gated;
  }
  return { kind: 'proceed', match };
}
