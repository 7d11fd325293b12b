// The public pages the build prerenders into static HTML (docs/adr/0115-prerendered-public-pages.md).
// Plain data: vite.config.ts's plugins and the tests read it.

/** A page prerendered at build time: its address and the file the build writes for it. */
export interface PrerenderedPage {
  /** The address, with its locale prefix (the router's basename) when it has one. */
  readonly pathname: string;
  /**
   * The file in dist, beside index.html: '/sign-in' -> 'sign-in.html', which `vite preview` and
   * the static hosts (Netlify, Cloudflare Pages) serve for the address without its extension.
   */
  readonly file: string;
  /**
   * The page's modules, as paths their files end with: the style sheets of their chunks (and of
   * the chunks they import) are inlined in the page's head, so it paints styled from its HTML.
   */
  readonly modules: readonly string[];
  /**
   * The query the build renders the page with ('' for none): a page every visit opens with a query
   * (an offer's link) is rendered as such a visit's first render shows it (its loading state).
   */
  readonly search: string;
}

const SIGN_IN_MODULES = ['src/screens/signIn/SignInScreen.tsx'];
const JOIN_MODULES = ['src/screens/join/JoinScreen.tsx'];
const FORGOT_PASSWORD_MODULES = ['src/screens/forgotPassword/ForgotPasswordScreen.tsx'];
const FORGOT_PASSWORD_CHANGE_MODULES = [
  'src/screens/forgotPassword/ForgotPasswordChangeScreen.tsx',
];
const CAT_QUESTIONNAIRE_MODULES = ['src/screens/cat/CatQuestionnaireScreen.tsx'];
const CAT_RESULTS_MODULES = ['src/screens/cat/CatResultsScreen.tsx'];
const FORGOT_PASSWORD_CONFIRM_MODULES = [
  'src/screens/forgotPassword/ForgotPasswordConfirmScreen.tsx',
];
const CLAIM_OFFER_MODULES = ['src/screens/offers/ClaimOfferScreen.tsx'];
/** An offer's link: its code (any code; the page shows none while the offer loads). */
const OFFER_LINK = '?code=OFFER';

const page = (pathname: string, modules: readonly string[], search: string): PrerenderedPage => ({
  pathname,
  file: `${pathname.replace(/^\//, '')}.html`,
  modules,
  search,
});

/**
 * The public pages whose first render is the same for every first visit, in each locale (en-us
 * unprefixed, en-gb under /en-gb): hydrated, or (the offers' claims) painted until the app renders
 * the visitor's own over them. The change step of forgot password renders its link's e-mail and
 * code into its fields once hydrated, and the heart check's results render a loading state until
 * then: the build renders both without a query or this tab's answers. Each page's screen is in startup/prerenderedScreens.ts (what its
 * first render reads beyond the address).
 */
export const PRERENDERED_PAGES: readonly PrerenderedPage[] = (
  [
    ['/sign-in', SIGN_IN_MODULES, ''],
    ['/join', JOIN_MODULES, ''],
    ['/forgot-password', FORGOT_PASSWORD_MODULES, ''],
    ['/forgot-password/change', FORGOT_PASSWORD_CHANGE_MODULES, ''],
    ['/forgot-password/confirm', FORGOT_PASSWORD_CONFIRM_MODULES, ''],
    ['/cat/questionnaire', CAT_QUESTIONNAIRE_MODULES, ''],
    ['/cat/results', CAT_RESULTS_MODULES, ''],
    ['/sign-up/claim-offer', CLAIM_OFFER_MODULES, OFFER_LINK],
    ['/sign-up/claim-offer-sponsored', CLAIM_OFFER_MODULES, OFFER_LINK],
  ] as const
).flatMap(([pathname, modules, search]) => [
  page(pathname, modules, search),
  page(`/en-gb${pathname}`, modules, search),
]);
