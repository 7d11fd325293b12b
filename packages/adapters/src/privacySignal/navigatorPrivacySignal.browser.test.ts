import { afterEach, describe, expect, it } from 'vitest';
import { createNavigatorPrivacySignal } from './navigatorPrivacySignal';

// Chromium has no Global Privacy Control of its own: the property is absent unless a page (or an
// extension) defines it, as browsers that send the signal do.
describe('createNavigatorPrivacySignal in Chromium', () => {
  afterEach(() => {
    delete (navigator as { globalPrivacyControl?: boolean }).globalPrivacyControl;
  });

  it("reads the browser's navigator: absent is no signal, true is a signal", () => {
    const signal = createNavigatorPrivacySignal();
    expect('globalPrivacyControl' in navigator).toBe(false);
    expect(signal.globalPrivacyControl()).toBe(false);
    Object.defineProperty(navigator, 'globalPrivacyControl', { value: true, configurable: true });
    expect(signal.globalPrivacyControl()).toBe(true);
  });
});
