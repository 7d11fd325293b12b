import { describe, expect, it } from 'vitest';
import { createLocaleFormatters } from './localeFormatters';

const instant = Date.UTC(2026, 2, 2, 14, 5);

describe('createLocaleFormatters', () => {
  it('writes dates month first in en-us and day first in en-gb', () => {
    expect(createLocaleFormatters('en-us').formatDate(instant, 'numericDate', 'UTC')).toBe(
      '03/02/2026',
    );
    expect(createLocaleFormatters('en-gb').formatDate(instant, 'numericDate', 'UTC')).toBe(
      '02/03/2026',
    );
  });

  it('shows the instant in the given zone', () => {
    expect(
      createLocaleFormatters('en-us').formatDate(instant, 'timeOnly', 'America/New_York'),
    ).toBe('9:05 AM');
    expect(createLocaleFormatters('en-gb').formatDate(instant, 'timeOnly', 'Europe/London')).toBe(
      '14:05',
    );
  });

  it('groups numbers per locale', () => {
    expect(createLocaleFormatters('en-us').formatNumber(1234.5)).toBe('1,234.5');
    expect(createLocaleFormatters('en-gb').formatNumber(0.25, { style: 'percent' })).toBe('25%');
  });

  it('"currency is USD with the dollar symbol" in both locales', () => {
    expect(createLocaleFormatters('en-us').formatMoney(12_345)).toBe('$123.45');
    expect(createLocaleFormatters('en-gb').formatMoney(12_345)).toBe('$123.45');
  });
});
