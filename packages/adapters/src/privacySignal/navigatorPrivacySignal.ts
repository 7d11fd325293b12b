import type { PrivacySignalPort } from '@scanwise/core';

/** The part of `navigator` the adapter reads (a browser's, or a stand-in in tests). */
export interface PrivacySignalNavigator {
  /** Global Privacy Control: `true` when the member's browser asks sites not to sell or share. */
  readonly globalPrivacyControl?: unknown;
}

/**
 * The {@link PrivacySignalPort} on `navigator.globalPrivacyControl`, read on every call. Only
 * `true` is a signal: a browser without the property (absent), any other value, no `navigator`
 * (Node) or a read that throws is no signal.
 */
export function createNavigatorPrivacySignal(
  navigator: PrivacySignalNavigator | undefined = (
    globalThis as { navigator?: PrivacySignalNavigator }
  ).navigator,
): PrivacySignalPort {
  return {
    globalPrivacyControl(): boolean {
      try {
        return navigator?.globalPrivacyControl === true;
      } catch {
        return false;
      }
    },
  };
}
