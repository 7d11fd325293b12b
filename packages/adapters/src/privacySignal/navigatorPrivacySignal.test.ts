import { describe, expect, it } from 'vitest';
import { createNavigatorPrivacySignal } from './navigatorPrivacySignal';

describe('createNavigatorPrivacySignal (navigator.globalPrivacyControl)', () => {
  it('is a signal only when the browser says true', () => {
    expect(
      createNavigatorPrivacySignal({ globalPrivacyControl: true }).globalPrivacyControl(),
    ).toBe(true);
    expect(
      createNavigatorPrivacySignal({ globalPrivacyControl: false }).globalPrivacyControl(),
    ).toBe(false);
  });

  it.each([
    ['a browser without the property', {}],
    ['a value that is not a boolean', { globalPrivacyControl: '1' }],
    ['no navigator at all', undefined],
  ])('%s: no signal', (_, navigator) => {
    expect(createNavigatorPrivacySignal(navigator).globalPrivacyControl()).toBe(false);
  });

  it('a read that throws is no signal', () => {
    const navigator = {
      get globalPrivacyControl(): boolean {
        throw new Error('SecurityError');
      },
    };
    expect(createNavigatorPrivacySignal(navigator).globalPrivacyControl()).toBe(false);
  });

  it('reads the property on every call (a page that defines it later is followed)', () => {
    const navigator: { globalPrivacyControl?: boolean } = {};
    const signal = createNavigatorPrivacySignal(navigator);
    expect(signal.globalPrivacyControl()).toBe(false);
    navigator.globalPrivacyControl = true;
    expect(signal.globalPrivacyControl()).toBe(true);
  });
});
