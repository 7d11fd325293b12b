/**
 * @scanwise/mock-server/in-process: the platform's REST app, state and fault rules inside the
 * caller's process, for Storybook and component tests (the web's test container sends its HTTP
 * port through `fetch`). Browser-safe: nothing here reaches a Node module (no server, identity
 * authority, hub transport or file store), and passwords resolve to `#password`'s browser form
 * in a browser build.
 */
import { FaultRules } from './controls/faults';
import { createRestApp } from './http/app';
import { createPlatform } from './platform/platform';
import type { Platform } from './platform/platform';
import { DEMO_MEMBER } from './platform/seed';
import type { PlatformState } from './platform/types';
import { paymentIntents } from './stripe/paymentIntents';

/** Prefix of the tokens the test mode accepts: `test:<accountId>`. */
export const TEST_TOKEN_PREFIX = 'test:';

/** A bearer token the test mode accepts for the account (default the demo member). */
export const testAccessToken = (accountId: string = DEMO_MEMBER.id): string =>
  `${TEST_TOKEN_PREFIX}${accountId}`;

export interface InProcessPlatformOptions {
  /** Where the app under test sends platform calls; default http://platform.test. */
  baseUrl?: string;
  /** Share a platform (e.g. to inspect it); default a freshly seeded one. */
  platform?: Platform;
  /** The platform clock; default the real time. */
  now?: () => Date;
  /** Seed reference date; default the day of now(). */
  referenceDate?: Date;
  /** Start from this state instead of the seed (a scenario: the seed with changes). */
  initialState?: PlatformState;
  /** Origins allowed by CORS. */
  webOrigins?: string[];
  /**
   * Token check; default the test mode: `test:<accountId>` is that account, anything else 401.
   * (No identity authority runs in-process: pass the check of the identity the caller uses.)
   */
  verifyAccessToken?: (token: string) => Promise<{ sub: string } | null>;
}

export interface InProcessPlatform {
  /** The state and its operations: scenario changes (a clinic advance, a booking) go here. */
  readonly platform: Platform;
  /** Fault rules applied to every call: a status, a latency, an error rate, or `hold`. */
  readonly faults: FaultRules;
  /** The base URL it answers (no trailing slash). */
  readonly baseUrl: string;
  /** Answers one request under `baseUrl` as the platform's REST app; others get a 404. */
  fetch(request: Request): Promise<Response>;
  /**
   * The card provider took the payment of a charge (by the client secret create-pending answered),
   * as the card frame confirms it with Stripe's success test card in a browser: complete then
   * finds the charge's PaymentIntent succeeded. Answers the intent's status, or Stripe's error
   * code (an unknown secret, an intent already paid).
   */
  payCharge(clientSecret: string): string;
}

/** Stripe's success test card, valid for years after `now`. */
const successCard = (now: Date) => ({
  number: '4242424242424242',
  expMonth: 12,
  expYear: now.getUTCFullYear() + 5,
  cvc: '123',
});

/** The platform's REST app in-process: the same Hono app, seed and fault rules as the server. */
export function createInProcessPlatform(options: InProcessPlatformOptions = {}): InProcessPlatform {
  const base = new URL(options.baseUrl ?? 'http://platform.test');
  const prefix = base.pathname.replace(/\/$/, '');
  const now = options.now ?? (() => new Date());
  const platform =
    options.platform ??
    createPlatform({
      now,
      ...(options.referenceDate ? { referenceDate: options.referenceDate } : {}),
      ...(options.initialState ? { initialState: options.initialState } : {}),
    });
  const verify =
    options.verifyAccessToken ??
    ((token: string) => {
      if (!token.startsWith(TEST_TOKEN_PREFIX)) return Promise.resolve(null);
      const sub = token.slice(TEST_TOKEN_PREFIX.length);
      return Promise.resolve(platform.accounts.findById(sub) ? { sub } : null);
    });
  const faults = new FaultRules();
  const baseUrl = `${base.origin}${prefix}`;
  const app = createRestApp(platform, {
    verifyAccessToken: verify,
    webOrigins: options.webOrigins ?? [],
    faults,
    publicUrl: baseUrl,
  });
  return {
    platform,
    faults,
    baseUrl,
    payCharge(clientSecret) {
      const id = clientSecret.split('_secret_')[0] ?? '';
      const at = now();
      const answer = paymentIntents.confirm(id, clientSecret, successCard(at), at);
      return answer.ok ? answer.paymentIntent.status : (answer.error.code ?? answer.error.type);
    },
    async fetch(request) {
      if (prefix === '') return app.fetch(request);
      const url = new URL(request.url);
      url.pathname = url.pathname.slice(prefix.length) || '/';
      const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
      return app.fetch(
        new Request(url, {
          method: request.method,
          headers: request.headers,
          signal: request.signal,
          ...(hasBody ? { body: await request.arrayBuffer() } : {}),
        }),
      );
    },
  };
}

export { platformHubHandlers, hubPushOf } from './hubs/platformHubs';
export type { HubPush } from './hubs/platformHubs';
export type { ScanwiseHubHandlers } from './hubs/scanwiseHubs';
export { createPlatform } from './platform/platform';
export type { Platform, PlatformOptions } from './platform/platform';
export {
  createSeedState,
  DEMO_MEMBER,
  NO_PHONE_MEMBER,
  NO_TERMS_MEMBER,
  SOCIAL_MEMBER,
  ROLE_LIST_MEMBER,
  STAFF_ACCOUNT,
  SEEDED_SIGN_INS,
} from './platform/seed';
export type { PlatformEvent, PlatformState } from './platform/types';
export { FaultRules } from './controls/faults';
export type { FaultRule, FaultRuleInput } from './controls/faults';
