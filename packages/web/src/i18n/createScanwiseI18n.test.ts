import { RecordingLogger } from '@scanwise/core/testing';
import { describe, expect, it } from 'vitest';
import { createScanwiseI18n } from './createScanwiseI18n';

describe('createScanwiseI18n', () => {
  it('is ready on return, in US English for en-us', () => {
    const i18n = createScanwiseI18n({ locale: 'en-us', logger: new RecordingLogger() });
    expect(i18n.isInitialized).toBe(true);
    expect(i18n.language).toBe('en-US');
    expect(i18n.t('payment.authorize')).toBe('Authorize payment');
    expect(i18n.t('forms.datePlaceholder')).toBe('MM/DD/YYYY');
  });

  it('en-gb overrides spelling and date order only', () => {
    const i18n = createScanwiseI18n({ locale: 'en-gb', logger: new RecordingLogger() });
    expect(i18n.language).toBe('en-GB');
    expect(i18n.t('payment.authorize')).toBe('Authorise payment');
    expect(i18n.t('states.canceled')).toBe('Cancelled');
    expect(i18n.t('forms.datePlaceholder')).toBe('DD/MM/YYYY');
    // Not overridden: "fall back to the base language if a regional one is missing".
    expect(i18n.t('nav.reports')).toBe('Reports');
  });

  it('"Locale fails to load": warning only, fall back to base language', () => {
    const logger = new RecordingLogger();
    const i18n = createScanwiseI18n({
      locale: 'en-gb',
      logger,
      loadRegional: () => {
        throw new Error('chunk failed');
      },
    });
    expect(i18n.t('payment.authorize')).toBe('Authorize payment');
    expect(logger.entries).toEqual([
      expect.objectContaining({
        level: 'warn',
        message: 'Locale failed to load; falling back to the base language',
      }),
    ]);
  });

  it('interpolates without double escaping', () => {
    const i18n = createScanwiseI18n({ locale: 'en-us', logger: new RecordingLogger() });
    expect(i18n.t('forms.required', { label: 'E-mail & phone' })).toBe(
      'The E-mail & phone field is required.',
    );
  });
});
