import type { i18n, ResourceLanguage } from 'i18next';

/**
 * Strings per area, loaded with the route that needs them (only what the sign-in page needs
 * loads first). Each area module (`resources/<area>.ts`) is its own chunk; a route's lazy
 * chunk (app/routeScreens.tsx) waits for its areas before it renders, so no screen shows a raw
 * key. Once loaded, an area is added (i18next `addResourceBundle`) to every live instance and to
 * every instance made later; en-GB overrides only where the instance has its regional resources
 * (spec section 7: a missing regional resource falls back to the base language).
 */
export const LAZY_AREAS = [
  'dashboard',
  'account',
  'uploads',
  'questionnaire',
  'booking',
  'cat',
  'offers',
  'appointments',
  'consent',
  'session',
] as const;
export type LazyArea = (typeof LAZY_AREAS)[number];

/** An area's strings: US English (the base) and the en-GB overrides. */
export interface AreaStrings {
  readonly enUS: ResourceLanguage;
  readonly enGB: ResourceLanguage;
}

const AREA_LOADERS: Record<LazyArea, () => Promise<AreaStrings>> = {
  dashboard: () =>
    import('./resources/dashboard').then((m) => ({
      enUS: m.DASHBOARD_EN_US,
      enGB: m.DASHBOARD_EN_GB,
    })),
  account: () =>
    import('./resources/account').then((m) => ({ enUS: m.ACCOUNT_EN_US, enGB: m.ACCOUNT_EN_GB })),
  uploads: () =>
    import('./resources/uploads').then((m) => ({ enUS: m.UPLOADS_EN_US, enGB: m.UPLOADS_EN_GB })),
  questionnaire: () =>
    import('./resources/questionnaire').then((m) => ({
      enUS: m.QUESTIONNAIRE_EN_US,
      enGB: m.QUESTIONNAIRE_EN_GB,
    })),
  booking: () =>
    import('./resources/booking').then((m) => ({ enUS: m.BOOKING_EN_US, enGB: m.BOOKING_EN_GB })),
  cat: () => import('./resources/cat').then((m) => ({ enUS: m.CAT_EN_US, enGB: m.CAT_EN_GB })),
  offers: () =>
    import('./resources/offers').then((m) => ({ enUS: m.OFFERS_EN_US, enGB: m.OFFERS_EN_GB })),
  appointments: () =>
    import('./resources/appointments').then((m) => ({
      enUS: m.APPOINTMENTS_EN_US,
      enGB: m.APPOINTMENTS_EN_GB,
    })),
  consent: () =>
    import('./resources/consent').then((m) => ({ enUS: m.CONSENT_EN_US, enGB: m.CONSENT_EN_GB })),
  session: () =>
    import('./resources/session').then((m) => ({
      enUS: m.SESSION_EN_US,
      enGB: m.SESSION_EN_GB,
    })),
};

/** The base language (US English holds every key). */
const BASE = 'en';

const loaded = new Map<LazyArea, AreaStrings>();
const loading = new Map<LazyArea, Promise<void>>();
const instances = new Set<WeakRef<i18n>>();

function addArea(instance: i18n, area: LazyArea, strings: AreaStrings): void {
  instance.addResourceBundle(BASE, 'translation', { [area]: strings.enUS }, true, false);
  const language = instance.options.lng;
  if (language && language !== BASE && instance.hasResourceBundle(language, 'translation')) {
    instance.addResourceBundle(language, 'translation', { [area]: strings.enGB }, true, false);
  }
}

function addEverywhere(area: LazyArea, strings: AreaStrings): void {
  loaded.set(area, strings);
  for (const ref of instances) {
    const instance = ref.deref();
    if (instance) addArea(instance, area, strings);
    else instances.delete(ref);
  }
}

/** Called by createScanwiseI18n: the instance gets the areas loaded so far, and later ones. */
export function registerAreaStrings(instance: i18n): void {
  for (const [area, strings] of loaded) addArea(instance, area, strings);
  instances.add(new WeakRef(instance));
}

/** Whether every one of these areas is loaded (a route can render at once). */
export function areAreaStringsLoaded(areas: readonly LazyArea[]): boolean {
  return areas.every((area) => loaded.has(area));
}

/**
 * Loads the areas' strings (each once; a failed load is tried again on the next call) and adds
 * them to every instance. Rejects when a chunk cannot load, like the route chunk itself, so the
 * route's error handling (the preload-error reload) applies.
 */
export function loadAreaStrings(areas: readonly LazyArea[]): Promise<void> {
  return Promise.all(
    areas.map((area) => {
      if (loaded.has(area)) return Promise.resolve();
      let pending = loading.get(area);
      if (!pending) {
        pending = AREA_LOADERS[area]().then(
          (strings) => {
            loading.delete(area);
            addEverywhere(area, strings);
          },
          (error: unknown) => {
            loading.delete(area);
            throw error;
          },
        );
        loading.set(area, pending);
      }
      return pending;
    }),
  ).then(() => undefined);
}

/** Tests and Storybook: every area at once, synchronously (no route chunk loads there). */
export function provideAreaStrings(all: Readonly<Record<LazyArea, AreaStrings>>): void {
  for (const area of LAZY_AREAS) addEverywhere(area, all[area]);
}
