import { RecordingLogger } from '@scanwise/core/testing';
import type { ResourceLanguage } from 'i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AreaLists, LazyArea } from './areaStrings';
import { APPOINTMENTS_EN_US } from './resources/appointments';
import { BOOKING_EN_US } from './resources/booking';
import { CAT_EN_US } from './resources/cat';
import { DASHBOARD_EN_US } from './resources/dashboard';

/** The i18n modules afresh (the test setup provides every area to the modules it imported). */
async function freshI18n() {
  const { loadAreaStrings } = await import('./areaStrings');
  const { createScanwiseI18n } = await import('./createScanwiseI18n');
  return { loadAreaStrings, createScanwiseI18n };
}

beforeEach(() => {
  vi.resetModules();
});

/** An area's own chunks, counting each fetch of its US English. */
function ownChunk(strings: ResourceLanguage, fetched: string[], area: LazyArea) {
  return {
    base: () => {
      fetched.push(area);
      return Promise.resolve(strings);
    },
    regional: () => Promise.resolve({}),
  };
}

/**
 * The build's lists as i18n/areaStrings.ts gets them, by the screens' lists: the booking's
 * strings come with its screens' code, so its list's chunk leaves them out.
 */
function lists(fetched: string[], held?: Partial<Record<LazyArea, ResourceLanguage>>): AreaLists {
  const appointmentsAndDashboard = () => {
    fetched.push('appointments+dashboard');
    return Promise.resolve(
      held ?? { appointments: APPOINTMENTS_EN_US, dashboard: DASHBOARD_EN_US },
    );
  };
  return {
    'appointments+booking+dashboard': appointmentsAndDashboard,
    'appointments+dashboard': appointmentsAndDashboard,
    'cat+dashboard': () => {
      fetched.push('cat+dashboard');
      return Promise.resolve({ cat: CAT_EN_US, dashboard: DASHBOARD_EN_US });
    },
  };
}

describe("a screen's areas' US English in its list's chunk", () => {
  it('a first page fetches its list’s one chunk, not one per area, and reads every area from it', async () => {
    const { loadAreaStrings, createScanwiseI18n } = await freshI18n();
    const i18n = createScanwiseI18n({ locale: 'en-us', logger: new RecordingLogger() });
    const fetched: string[] = [];
    const own = {
      dashboard: ownChunk(DASHBOARD_EN_US, fetched, 'dashboard'),
      appointments: ownChunk(APPOINTMENTS_EN_US, fetched, 'appointments'),
      booking: ownChunk(BOOKING_EN_US, fetched, 'booking'),
    };
    await loadAreaStrings(['booking', 'appointments', 'dashboard'], own, lists(fetched));
    // The booking's strings come with its screens' code (their chunk), the others in the list's.
    expect(fetched).toEqual(['appointments+dashboard', 'booking']);
    expect(i18n.t('dashboard.home.loading')).toBe(DASHBOARD_EN_US.home.loading);
    expect(i18n.t('appointments.links.manage')).toBe(APPOINTMENTS_EN_US.links.manage);
  });

  it('a later page whose list shares an area with one seen fetches only the missing area’s own chunk', async () => {
    const { loadAreaStrings, createScanwiseI18n } = await freshI18n();
    const i18n = createScanwiseI18n({ locale: 'en-us', logger: new RecordingLogger() });
    const fetched: string[] = [];
    const own = {
      dashboard: ownChunk(DASHBOARD_EN_US, fetched, 'dashboard'),
      appointments: ownChunk(APPOINTMENTS_EN_US, fetched, 'appointments'),
      cat: ownChunk(CAT_EN_US, fetched, 'cat'),
    };
    await loadAreaStrings(['dashboard', 'appointments'], own, lists(fetched));
    await loadAreaStrings(['dashboard', 'cat'], own, lists(fetched));
    expect(fetched).toEqual(['appointments+dashboard', 'cat']);
    expect(i18n.t('cat.common.name')).toBe(CAT_EN_US.common.name);
  });

  it('two screens asking at once share one fetch of the list’s chunk', async () => {
    const { loadAreaStrings } = await freshI18n();
    const fetched: string[] = [];
    await Promise.all([
      loadAreaStrings(['dashboard', 'appointments'], {}, lists(fetched)),
      loadAreaStrings(['appointments', 'dashboard'], {}, lists(fetched)),
    ]);
    expect(fetched).toEqual(['appointments+dashboard']);
  });

  it('an area a list’s chunk leaves out comes in its own chunk, and only that one', async () => {
    const { loadAreaStrings, createScanwiseI18n } = await freshI18n();
    const i18n = createScanwiseI18n({ locale: 'en-us', logger: new RecordingLogger() });
    const fetched: string[] = [];
    const own = {
      dashboard: ownChunk(DASHBOARD_EN_US, fetched, 'dashboard'),
      appointments: ownChunk(APPOINTMENTS_EN_US, fetched, 'appointments'),
    };
    await loadAreaStrings(
      ['dashboard', 'appointments'],
      own,
      lists(fetched, { dashboard: DASHBOARD_EN_US }),
    );
    expect(fetched).toEqual(['appointments+dashboard', 'appointments']);
    expect(i18n.t('appointments.links.manage')).toBe(APPOINTMENTS_EN_US.links.manage);
  });

  // Vite resolves an import whose failure asked for a reload to nothing (navigation/
  // preloadRecovery.ts): the page is going away, so the strings wait for it, neither failing the
  // route (an error on the way out) nor taking nothing for the area's strings.
  it('a list’s chunk that resolves to nothing, its reload under way, leaves the areas waiting', async () => {
    const { loadAreaStrings } = await freshI18n();
    const fetched: string[] = [];
    const own = {
      dashboard: ownChunk(DASHBOARD_EN_US, fetched, 'dashboard'),
      appointments: ownChunk(APPOINTMENTS_EN_US, fetched, 'appointments'),
    };
    const reloading: AreaLists = {
      'appointments+dashboard': () =>
        Promise.resolve(undefined as unknown as Partial<Record<LazyArea, ResourceLanguage>>),
    };
    const outcomes: unknown[] = [];
    loadAreaStrings(['dashboard', 'appointments'], own, reloading).then(
      () => void outcomes.push('loaded'),
      (error: unknown) => void outcomes.push(error),
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(outcomes).toEqual([]);
    expect(fetched).toEqual([]);
  });
});
