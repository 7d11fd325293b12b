import { type Bytes, type Count, type Days, type Milliseconds, MINUTE, SECOND } from './units';

/**
 * Every business constant and limit of the product specification (section 9), in one place.
 * Nothing else in core writes these numbers: import them from here.
 */
export const CONSTANTS = {
  renewalCheckInterval: (2 * MINUTE) as Milliseconds,
  inactiveLogout: (15 * MINUTE) as Milliseconds,
  idleCheckInterval: (5 * SECOND) as Milliseconds,
  lastActivityWriteThrottle: (5 * SECOND) as Milliseconds,
  defaultDebounce: (1 * SECOND) as Milliseconds,
  interstitialLeave: 250 as Milliseconds,
  shortLoadingAnimation: (2 * SECOND) as Milliseconds,
  transition: 250 as Milliseconds,
  tooltipAppear: 250 as Milliseconds,
  shortToast: (3 * SECOND) as Milliseconds,
  defaultToast: (15 * SECOND) as Milliseconds,
  logoutNotice: (5 * SECOND) as Milliseconds,
  staleSignInStateAge: (15 * MINUTE) as Milliseconds,
  accessTokenExpiringNotice: (60 * SECOND) as Milliseconds,
  silentRequestTimeout: (10 * SECOND) as Milliseconds,
  silentRenewalRetryAfterTimeout: (5 * SECOND) as Milliseconds,
  checkSessionInterval: (2 * SECOND) as Milliseconds,
  nearDateDays: 121 as Days,
  hubServerTimeout: (30 * SECOND) as Milliseconds,
  hubKeepAlivePing: (15 * SECOND) as Milliseconds,
  hubReconnectDelays: [0, 2 * SECOND, 10 * SECOND, 30 * SECOND] as readonly Milliseconds[],
  hubStartRetry: (5 * SECOND) as Milliseconds,
  longPollTimeout: (100 * SECOND) as Milliseconds,
  requestTimeout: (100 * SECOND) as Milliseconds,
  negotiateRedirectLimit: 100 as Count,
  hubMessageBuffer: 100_000 as Bytes,
  preloadErrorReloadCap: 3 as Count,
  crossTabMessageLifetime: (45 * SECOND) as Milliseconds,
  crossTabFallbackPoll: 150 as Milliseconds,
  pixelCleanupPolls: 20 as Count,
  pixelCleanupPollInterval: 100 as Milliseconds,
  pixelFrameRemoveDelay: 200 as Milliseconds,
  defaultFinalPrice: '0',
  /** The spec says the HTTP client timeout is 0: none. */
  httpClientTimeout: 0 as Milliseconds,
} as const;

export type Constants = typeof CONSTANTS;
