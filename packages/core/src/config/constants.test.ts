import { describe, expect, it } from 'vitest';
import { CONSTANTS } from './constants';

// Each row quotes the spec's section 9 table: "Constant | Value".
describe('business constants of spec section 9', () => {
  it.each([
    ['Renewal check interval: 2 min', CONSTANTS.renewalCheckInterval, 120_000],
    ['Inactive logout: 15 min', CONSTANTS.inactiveLogout, 900_000],
    ['Idle check interval: 5 s', CONSTANTS.idleCheckInterval, 5_000],
    ['Last-activity write throttle: 5 s', CONSTANTS.lastActivityWriteThrottle, 5_000],
    ['Default debounce: 1 s', CONSTANTS.defaultDebounce, 1_000],
    ['Interstitial leave: 250 ms', CONSTANTS.interstitialLeave, 250],
    ['Short loading animation: 2 s', CONSTANTS.shortLoadingAnimation, 2_000],
    ['Transition: 250 ms', CONSTANTS.transition, 250],
    ['Tooltip appear: 250 ms', CONSTANTS.tooltipAppear, 250],
    ['Short toast: 3 s', CONSTANTS.shortToast, 3_000],
    ['Default toast: 15 s', CONSTANTS.defaultToast, 15_000],
    ['Logout notice: 5 s', CONSTANTS.logoutNotice, 5_000],
    ['Stale sign-in state ages out after: 15 min', CONSTANTS.staleSignInStateAge, 900_000],
    [
      'Access-token expiring notice: 60 s before expiry',
      CONSTANTS.accessTokenExpiringNotice,
      60_000,
    ],
    ['Silent request timeout: 10 s', CONSTANTS.silentRequestTimeout, 10_000],
    ['Silent renewal retry after timeout: 5 s', CONSTANTS.silentRenewalRetryAfterTimeout, 5_000],
    ['Check-session interval: 2 s', CONSTANTS.checkSessionInterval, 2_000],
    ['A date less than this many days away counts as near: 121 days', CONSTANTS.nearDateDays, 121],
    ['Hub server timeout: 30 s', CONSTANTS.hubServerTimeout, 30_000],
    ['Hub keep-alive ping: 15 s', CONSTANTS.hubKeepAlivePing, 15_000],
    ['App-level hub start retry: 5 s', CONSTANTS.hubStartRetry, 5_000],
    ['Long-poll timeout: 100 s', CONSTANTS.longPollTimeout, 100_000],
    ['request timeout: 100 s', CONSTANTS.requestTimeout, 100_000],
    ['Negotiate redirect limit: 100', CONSTANTS.negotiateRedirectLimit, 100],
    ['Hub message buffer: 100000 bytes', CONSTANTS.hubMessageBuffer, 100_000],
    ['Preload-error reload cap: 3', CONSTANTS.preloadErrorReloadCap, 3],
    ['Cross-tab message lifetime: 45 s', CONSTANTS.crossTabMessageLifetime, 45_000],
    ['Cross-tab fallback poll: 150 ms', CONSTANTS.crossTabFallbackPoll, 150],
    ['Pixel cleanup: up to 20 polls', CONSTANTS.pixelCleanupPolls, 20],
    ['Pixel cleanup: at 100 ms', CONSTANTS.pixelCleanupPollInterval, 100],
    ['frame removed 200 ms after use', CONSTANTS.pixelFrameRemoveDelay, 200],
    ['The client timeout is 0 (none)', CONSTANTS.httpClientTimeout, 0],
  ])('%s', (_quote, actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('Reconnect delays: 0, 2, 10, 30 s', () => {
    expect(CONSTANTS.hubReconnectDelays).toEqual([0, 2_000, 10_000, 30_000]);
  });

  it('Default finalPrice: "0" (a string, as the booking state stores it)', () => {
    expect(CONSTANTS.defaultFinalPrice).toBe('0');
  });
});
