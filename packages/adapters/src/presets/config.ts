import type { LogLevel } from '../logger/consoleLogger';

/** What the presets need from configuration (the web app's env, or a script's arguments). */
export interface AdaptersConfig {
  /** The platform's origin: the API, the members and on-behalf-of authorities, the hubs. */
  readonly platformUrl: string;
  /** The web app's origin for the sign-in return paths (browsers: `location.origin`). */
  readonly appOrigin?: string;
  /** The identity client (default 'scanwise-web'). */
  readonly clientId?: string;
  /** Sent to the token endpoint as the extra `environment` parameter, and to error reporting. */
  readonly environment?: string;
  readonly logLevel?: LogLevel;
  /** Stripe's publishable key; without it card payments are unavailable (nothing is loaded). */
  readonly stripePublishableKey?: string;
  /**
   * A Stripe.js to load in place of js.stripe.com: the platform's emulated Stripe.js
   * (`<platform>/stripe/v3`) of a test-mode app (development, e2e). Never set in production.
   */
  readonly stripeScriptUrl?: string;
  readonly sentryDsn?: string;
  readonly release?: string;
  readonly gtmId?: string;
  readonly pixelIds?: { readonly meta?: string; readonly tiktok?: string };
  /** The cross-tab channel's name (default 'scanwise'). */
  readonly crossTabChannelName?: string;
  /**
   * Schedules the loads the first page does not need (the sign-in library, the card payment,
   * error reporting, the tag manager, the realtime hubs' library): the web app's startup runs them once its first page has
   * painted and the browser is idle, so they never compete with that page for a phone's
   * bandwidth. Without it (tests, other hosts) they run on the next task.
   */
  readonly whenIdle?: (task: () => void) => void;
}
