import { describe, expect, it } from 'vitest';
import { formatPhoneForDisplay } from './phoneDisplay';

describe('formatPhoneForDisplay: a stored E.164 number as its country writes it', () => {
  it.each([
    ['+12125550100', '(212) 555-0100'],
    ['+18885550142', '(888) 555-0142'],
    ['+442070000100', '020 7000 0100'],
    ['+441612345678', '01612 345678'],
    ['+447700900123', '07700 900123'],
  ])('%s -> %s', (stored, shown) => {
    expect(formatPhoneForDisplay(stored)).toBe(shown);
  });

  it.each(['+33123456789', '+1212555', '2125550100', ''])(
    'a number it does not recognise (%j) is shown as stored',
    (stored) => {
      expect(formatPhoneForDisplay(stored)).toBe(stored);
    },
  );
});
