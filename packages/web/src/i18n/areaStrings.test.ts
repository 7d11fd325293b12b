import { RecordingLogger } from '@scanwise/core/testing';
import { describe, expect, it } from 'vitest';
import { LAZY_AREAS, loadAreaStrings } from './areaStrings';
import { createScanwiseI18n } from './createScanwiseI18n';
import { EAGER_EN_GB, EAGER_EN_US, EAGER_KEYS } from './eagerStrings';
import { EN_GB_TRANSLATIONS } from './resources/enGB';
import { EN_US_TRANSLATIONS } from './resources/enUS';

// The strings split between the entry and the areas loaded with their routes. The
// test setup provides every area (allAreaStrings.ts), as Storybook does.

describe('i18n areas', () => {
  it('every top-level group of the resources loads with the entry or with a route, never neither', () => {
    const lazy: readonly string[] = LAZY_AREAS;
    for (const key of Object.keys(EN_US_TRANSLATIONS)) {
      expect(EAGER_KEYS.includes(key) || lazy.includes(key), `${key} is in no bundle`).toBe(true);
      expect(EAGER_KEYS.includes(key) && lazy.includes(key), `${key} is in both`).toBe(false);
    }
    for (const key of EAGER_KEYS) {
      expect(EAGER_EN_US[key]).toEqual(EN_US_TRANSLATIONS[key as keyof typeof EN_US_TRANSLATIONS]);
      const british = EN_GB_TRANSLATIONS[key as keyof typeof EN_GB_TRANSLATIONS];
      if (british !== undefined) expect(EAGER_EN_GB[key]).toEqual(british);
    }
  });

  it('an area loaded with its route reads like the bundled resources, in en-US and en-GB', async () => {
    await loadAreaStrings(LAZY_AREAS);
    for (const locale of ['en-us', 'en-gb'] as const) {
      const i18n = createScanwiseI18n({ locale, logger: new RecordingLogger() });
      const resources = locale === 'en-gb' ? EN_GB_TRANSLATIONS : {};
      for (const area of LAZY_AREAS) {
        expect(i18n.getResource('en', 'translation', area)).toEqual(EN_US_TRANSLATIONS[area]);
        const british = (resources as Record<string, unknown>)[area];
        if (british && Object.keys(british).length > 0) {
          expect(i18n.getResource('en-GB', 'translation', area)).toEqual(british);
        }
      }
    }
    // British spelling of an area string, and the base language where en-GB says nothing.
    const british = createScanwiseI18n({ locale: 'en-gb', logger: new RecordingLogger() });
    expect(british.t('states.canceled')).toBe('Cancelled');
    expect(british.t('dashboard.home.loading')).toBe(
      createScanwiseI18n({ locale: 'en-us', logger: new RecordingLogger() }).t(
        'dashboard.home.loading',
      ),
    );
  });

  it('"Locale fails to load": an area reaches an instance without its regional resources in the base language only', () => {
    const i18n = createScanwiseI18n({
      locale: 'en-gb',
      logger: new RecordingLogger(),
      loadRegional: () => {
        throw new Error('chunk failed');
      },
    });
    expect(i18n.hasResourceBundle('en-GB', 'translation')).toBe(false);
    expect(i18n.t('dashboard.home.loading')).toBe(EN_US_TRANSLATIONS.dashboard.home.loading);
  });
});
