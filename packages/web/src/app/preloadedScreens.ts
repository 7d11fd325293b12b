/**
 * The screens index.html preloads for a visit that is likely to open them (app/firstPagePreload.ts:
 * the sign-in page when no session is stored, Home when one is). Startup waits for the first
 * page's screen before the first render (main.tsx), so the page paints at once instead of through
 * the route's fallback; with a stored session it waits for whichever member's page the visit opens.
 */
export const PRELOADED_SCREENS = ['SignIn'] as const;

/** The longest startup waits for the first page's screen before rendering anyway (a slow network). */
export const PRELOADED_SCREEN_WAIT_MS = 1000;
