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
}

const SIGN_IN_MODULES = ['src/screens/signIn/SignInScreen.tsx'];
const JOIN_MODULES = ['src/screens/join/JoinScreen.tsx'];
const FORGOT_PASSWORD_MODULES = ['src/screens/forgotPassword/ForgotPasswordScreen.tsx'];
const CAT_QUESTIONNAIRE_MODULES = ['src/screens/cat/CatQuestionnaireScreen.tsx'];
const FORGOT_PASSWORD_CONFIRM_MODULES = [
  'src/screens/forgotPassword/ForgotPasswordConfirmScreen.tsx',
];

const page = (pathname: string, modules: readonly string[]): PrerenderedPage => ({
  pathname,
  file: `${pathname.replace(/^\//, '')}.html`,
  modules,
});

/**
 * The public pages whose first render is the same for every first visit, in each locale (en-us
 * unprefixed, en-gb under /en-gb). Each page's screen is in startup/prerenderedScreens.ts (what its
 * first render reads beyond the address).
 */
export const PRERENDERED_PAGES: readonly PrerenderedPage[] = (
  [
    ['/sign-in', SIGN_IN_MODULES],
    ['/join', JOIN_MODULES],
    ['/forgot-password', FORGOT_PASSWORD_MODULES],
    ['/forgot-password/confirm', FORGOT_PASSWORD_CONFIRM_MODULES],
    ['/cat/questionnaire', CAT_QUESTIONNAIRE_MODULES],
  ] as const
).flatMap(([pathname, modules]) => [page(pathname, modules), page(`/en-gb${pathname}`, modules)]);
