import { describe, expect, it } from 'vitest';
import { FakePrivacySignal } from './fakePrivacySignal';

describe('FakePrivacySignal (PrivacySignalPort)', () => {
  it('says nothing unless told, and answers what the test sets', () => {
    const signal = new FakePrivacySignal();
    expect(signal.globalPrivacyControl()).toBe(false);
    signal.globalPrivacyControlOn = true;
    expect(signal.globalPrivacyControl()).toBe(true);
    expect(new FakePrivacySignal(true).globalPrivacyControl()).toBe(true);
  });
});
