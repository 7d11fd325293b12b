/**
 * The privacy preferences the member's browser states for every site, read by the consent rule.
 * Browser adapters read `navigator`; without the port there is no signal.
 */
export interface PrivacySignalPort {
  /**
   * Whether the browser sends Global Privacy Control (`navigator.globalPrivacyControl === true`,
   * the `Sec-GPC: 1` request header): an opt-out of the sale and sharing of personal data. False
   * when the browser says nothing. Read on every consent decision; never throws.
   */
  globalPrivacyControl(): boolean;
}
