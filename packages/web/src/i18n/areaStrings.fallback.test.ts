import { RecordingLogger } from '@scanwise/core/testing';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_EN_US } from './resources/account';
import { ACCOUNT_EN_GB } from './resources/account.enGB';
import { BOOKING_EN_US } from './resources/booking';
import { BOOKING_EN_GB } from './resources/booking.enGB';
import { OFFERS_EN_US } from './resources/offers';

/**
 * The i18n modules afresh: the test setup provides every area to the modules it imported, so
 * these start with no area loaded.
 */
async function freshI18n() {
  const { loadAreaStrings, LAZY_AREAS } = await import('./areaStrings');
  const { createScanwiseI18n } = await import('./createScanwiseI18n');
  return { loadAreaStrings, createScanwiseI18n, LAZY_AREAS };
}

beforeEach(() => {
  vi.resetModules();
});

const FALLBACK_WARNING = 'Locale failed to load; falling back to the base language';

/** The first key (dotted) whose en-GB override differs from US English. */
function firstOverride(gb: object, us: object, prefix: string): [string, string] {
  for (const [key, value] of Object.entries(gb)) {
    const base = (us as Record<string, unknown>)[key];
    if (typeof value === 'string' && value !== base) return [`${prefix}.${key}`, String(base)];
    if (typeof value === 'object' && value !== null && typeof base === 'object' && base !== null)
      try {
        return firstOverride(value as object, base, `${prefix}.${key}`);
      } catch {
        // none in this branch
      }
  }
  throw new Error(`no en-GB override under ${prefix}`);
}

describe('"Locale fails to load": "Warning only, fall back to base language" for an area', () => {
  it('an en-GB area chunk that fails to load leaves the area in US English, with a warning', async () => {
    const { loadAreaStrings, createScanwiseI18n } = await freshI18n();
    const logger = new RecordingLogger();
    const british = createScanwiseI18n({ locale: 'en-gb', logger });
    const [key, usText] = firstOverride(ACCOUNT_EN_GB, ACCOUNT_EN_US, 'account');
    await expect(
      loadAreaStrings(['account'], {
        account: {
          base: () => Promise.resolve(ACCOUNT_EN_US),
          regional: () =>
            Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
        },
      }),
    ).resolves.toBeUndefined();
    expect(british.t(key)).toBe(usText);
    expect(logger.has('warn', FALLBACK_WARNING)).toBe(true);
    expect(logger.entries).toContainEqual({
      level: 'warn',
      message: FALLBACK_WARNING,
      context: {
        locale: 'en-gb',
        area: 'account',
        error: 'Failed to fetch dynamically imported module',
      },
    });
  });

  it('"fall back to the base language if a regional one is missing": no en-GB overrides, US English', async () => {
    const { loadAreaStrings, createScanwiseI18n } = await freshI18n();
    const logger = new RecordingLogger();
    const british = createScanwiseI18n({ locale: 'en-gb', logger });
    const [key, usText] = firstOverride(BOOKING_EN_GB, BOOKING_EN_US, 'booking');
    await loadAreaStrings(['booking'], {
      booking: {
        base: () => Promise.resolve(BOOKING_EN_US),
        regional: () => Promise.resolve(undefined),
      },
    });
    expect(british.t(key)).toBe(usText);
    expect(logger.entries).toContainEqual({
      level: 'warn',
      message: FALLBACK_WARNING,
      context: { locale: 'en-gb', area: 'booking', error: 'missing' },
    });
  });

  it('every area, the session area too, loads its en-GB overrides from a chunk of their own, with no warning', async () => {
    const { loadAreaStrings, createScanwiseI18n, LAZY_AREAS } = await freshI18n();
    const logger = new RecordingLogger();
    const british = createScanwiseI18n({ locale: 'en-gb', logger });
    await loadAreaStrings(LAZY_AREAS);
    expect(logger.entries).toEqual([]);
    for (const area of LAZY_AREAS) {
      const base = (await import(`./resources/${area}.ts`)) as Record<string, unknown>;
      const regional = (await import(`./resources/${area}.enGB.ts`)) as Record<string, unknown>;
      const baseExports = Object.keys(base);
      expect(
        baseExports.filter((name) => name.endsWith('_EN_GB')),
        area,
      ).toEqual([]);
      expect(Object.keys(regional), area).toEqual([`${area.toUpperCase()}_EN_GB`]);
      expect(british.getResource('en', 'translation', area), area).toEqual(base[baseExports[0]!]);
    }
    const [key] = firstOverride(BOOKING_EN_GB, BOOKING_EN_US, 'booking');
    expect(british.t(key)).toBe(
      key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], {
        booking: BOOKING_EN_GB,
      }),
    );
  });

  it('a US English page fetches none of the en-GB overrides; a British instance made later gets them', async () => {
    const { loadAreaStrings, createScanwiseI18n } = await freshI18n();
    const logger = new RecordingLogger();
    const american = createScanwiseI18n({ locale: 'en-us', logger });
    const regional = vi.fn(() => Promise.resolve(BOOKING_EN_GB));
    const loaders = { booking: { base: () => Promise.resolve(BOOKING_EN_US), regional } };
    await loadAreaStrings(['booking'], loaders);
    expect(regional).not.toHaveBeenCalled();
    const [key, usText] = firstOverride(BOOKING_EN_GB, BOOKING_EN_US, 'booking');
    expect(american.t(key)).toBe(usText);

    // The British instance asks for the overrides of the areas loaded so far as it is made.
    const british = createScanwiseI18n({ locale: 'en-gb', logger });
    await loadAreaStrings(['booking'], loaders);
    expect(british.t(key)).not.toBe(usText);
    expect(american.t(key)).toBe(usText);
    expect(logger.entries).toEqual([]);
  });

  it('the base chunk failing still rejects, so the route error handling applies', async () => {
    const { loadAreaStrings, createScanwiseI18n } = await freshI18n();
    createScanwiseI18n({ locale: 'en-gb', logger: new RecordingLogger() });
    const failure = new TypeError('Failed to fetch dynamically imported module: offers.js');
    await expect(
      loadAreaStrings(['offers'], {
        offers: { base: () => Promise.reject(failure), regional: () => Promise.resolve({}) },
      }),
    ).rejects.toBe(failure);
    // Tried again on the next call.
    await loadAreaStrings(['offers'], {
      offers: { base: () => Promise.resolve(OFFERS_EN_US), regional: () => Promise.resolve({}) },
    });
    expect(
      createScanwiseI18n({ locale: 'en-us', logger: new RecordingLogger() }).getResource(
        'en',
        'translation',
        'offers',
      ),
    ).toEqual(OFFERS_EN_US);
  });
});
