/**
 * The first screen most visits paint. index.html announces its chunk (with the chunks and CSS it
 * imports) for the browser to fetch beside the entry when no session is stored (vite.config.ts,
 * app/signInPreload.ts), and startup waits for it
 * before the first render (main.tsx), so the page paints at once instead of through the route's
 * fallback. Plain data: vite.config.ts imports it too.
 */
export const PRELOADED_SCREENS = [
  { screen: 'SignIn', module: 'src/screens/signIn/SignInScreen.tsx' },
] as const;

/** The longest startup waits for a preloaded screen before rendering anyway (a slow network). */
export const PRELOADED_SCREEN_WAIT_MS = 1000;
