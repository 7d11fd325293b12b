import type { PrivacySignalPort } from '../ports';

/**
 * A {@link PrivacySignalPort} whose Global Privacy Control a test sets: off unless told (a browser
 * that says nothing). The consent service reads it on each decision (`reload()` re-reads it).
 */
export class FakePrivacySignal implements PrivacySignalPort {
  constructor(public globalPrivacyControlOn = false) {}

  globalPrivacyControl(): boolean {
    return this.globalPrivacyControlOn;
  }
}
