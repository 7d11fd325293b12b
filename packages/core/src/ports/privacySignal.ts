/**
 * The privacy preferences the member's browser states for every site, read by the consent rule.
 * The browser adapter reads the browser's own flag; without the port there is no signal.
 */
export interface PrivacySignalPort {
  /**
   * Whether the browser sends Global Privacy Control (its `globalPrivacyControl` flag is true, and
   * it sends the `Sec-GPC: 1` request header): an opt-out of the sale and sharing of personal data. False
   * when the browser says nothing. Read on every consent decision; never throws.
   */
  globalPrivacyControl(): boolean;
}
