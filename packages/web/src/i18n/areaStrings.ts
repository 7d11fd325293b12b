import type { Logger } from '@scanwise/core';
import type { i18n, ResourceLanguage } from 'i18next';
import { areaListKey } from './areaListKey';
import { areaStringExport, type AreaStringExport } from './areaStringExport';
import { untilThePageReloads } from '../navigation/preloadRecovery';

/**
 * Strings per area, loaded with the route that needs them (only the frame's load with the entry:
 * ./eagerStrings.ts). Each area's US English (`resources/<area>.ts`) and its en-GB overrides
 * (`resources/<area>.enGB.ts`) are chunks of their own, but for an area only one area's journey
 * screens name, whose US English joins their screens' chunk (build/routeChunks.ts
 * areaStringChunks); and the US English of several areas a screen names comes in one chunk, its
 * list's (`AREA_LISTS`). A route's lazy chunk (app/routeScreens.tsx) waits for its areas before
 * it renders, so no screen shows a raw key. Once loaded, an area is added (i18next
 * `addResourceBundle`) to every live instance and to every instance made later; en-GB overrides
 * only where the instance has its regional resources (spec section 7: a missing regional
 * resource falls back to the base language).
 */
export const LAZY_AREAS = [
  'auth',
  'authPages',
  'dashboard',
  'account',
  'join',
  'passwordReset',
  'initialSetup',
  'memberAccount',
  'uploads',
  'questionnaire',
  'booking',
  'cat',
  'offers',
  'appointments',
  'preparation',
  'consent',
  'session',
] as const;
export type LazyArea = (typeof LAZY_AREAS)[number];

/** An area's strings: US English (the base) and the en-GB overrides. */
export interface AreaStrings {
  readonly enUS: ResourceLanguage;
  readonly enGB: ResourceLanguage;
}

/** An area's two chunks: the US English base, and the en-GB overrides on their own. */
export interface AreaLoaders {
  readonly base: () => Promise<ResourceLanguage>;
  readonly regional: () => Promise<ResourceLanguage | undefined>;
}

/** An area's modules, each exporting its strings by one convention's name (areaStringExport). */
type AreaModules = {
  readonly [Area in LazyArea]: {
    readonly base: () => Promise<Readonly<Record<AreaStringExport<Area, 'US'>, ResourceLanguage>>>;
    readonly regional: () => Promise<
      Readonly<Record<AreaStringExport<Area, 'GB'>, ResourceLanguage | undefined>>
    >;
  };
};

const AREA_MODULES: AreaModules = {
  auth: {
    base: () => import('./resources/auth'),
    regional: () => import('./resources/auth.enGB'),
  },
  authPages: {
    base: () => import('./resources/authPages'),
    regional: () => import('./resources/authPages.enGB'),
  },
  dashboard: {
    base: () => import('./resources/dashboard'),
    regional: () => import('./resources/dashboard.enGB'),
  },
  account: {
    base: () => import('./resources/account'),
    regional: () => import('./resources/account.enGB'),
  },
  join: {
    base: () => import('./resources/join'),
    regional: () => import('./resources/join.enGB'),
  },
  passwordReset: {
    base: () => import('./resources/passwordReset'),
    regional: () => import('./resources/passwordReset.enGB'),
  },
  initialSetup: {
    base: () => import('./resources/initialSetup'),
    regional: () => import('./resources/initialSetup.enGB'),
  },
  memberAccount: {
    base: () => import('./resources/memberAccount'),
    regional: () => import('./resources/memberAccount.enGB'),
  },
  uploads: {
    base: () => import('./resources/uploads'),
    regional: () => import('./resources/uploads.enGB'),
  },
  questionnaire: {
    base: () => import('./resources/questionnaire'),
    regional: () => import('./resources/questionnaire.enGB'),
  },
  booking: {
    base: () => import('./resources/booking'),
    regional: () => import('./resources/booking.enGB'),
  },
  cat: {
    base: () => import('./resources/cat'),
    regional: () => import('./resources/cat.enGB'),
  },
  offers: {
    base: () => import('./resources/offers'),
    regional: () => import('./resources/offers.enGB'),
  },
  appointments: {
    base: () => import('./resources/appointments'),
    regional: () => import('./resources/appointments.enGB'),
  },
  preparation: {
    base: () => import('./resources/preparation'),
    regional: () => import('./resources/preparation.enGB'),
  },
  consent: {
    base: () => import('./resources/consent'),
    regional: () => import('./resources/consent.enGB'),
  },
  session: {
    base: () => import('./resources/session'),
    regional: () => import('./resources/session.enGB'),
  },
};

/** An area's own chunks, read by the convention's names. */
function ownChunks(area: LazyArea): AreaLoaders {
  const { base, regional } = AREA_MODULES[area] as {
    base: () => Promise<Readonly<Record<string, ResourceLanguage>>>;
    regional: () => Promise<Readonly<Record<string, ResourceLanguage | undefined>>>;
  };
  return {
    base: () =>
      base().then((strings: Readonly<Record<string, ResourceLanguage>> | undefined) =>
        strings === undefined
          ? untilThePageReloads()
          : (strings[areaStringExport(area, 'US')] as ResourceLanguage),
      ),
    regional: () =>
      regional().then(
        (strings: Readonly<Record<string, ResourceLanguage | undefined>> | undefined) =>
          strings === undefined ? untilThePageReloads() : strings[areaStringExport(area, 'GB')],
      ),
  };
}

/**
 * The chunk of the US English strings of each list of areas a screen names, by the list's key
 * (`areaListKey`): the list's areas but those whose strings come in the screens' own chunk, so a
 * screen's first render waits for one strings file, not one per area.
 */
export type AreaLists = Readonly<
  Record<string, () => Promise<Readonly<Partial<Record<LazyArea, ResourceLanguage>>>>>
>;

/**
 * Generated by the build from the screens' lists (build/areaStringLists.ts writes this
 * declaration's value); none where nothing builds (the dev server, tests, Storybook), where each
 * area comes in its own chunk.
 */
const AREA_LISTS: AreaLists = {};

/** The base language (US English holds every key). */
const BASE = 'en';

/** An area as loaded: its en-GB overrides only once an instance in en-GB has needed them. */
interface LoadedArea {
  readonly enUS: ResourceLanguage;
  readonly enGB: ResourceLanguage | undefined;
}

const loaded = new Map<LazyArea, LoadedArea>();
const loading = new Map<LazyArea, Promise<void>>();
const instances = new Set<WeakRef<i18n>>();

/** Whether an instance reads regional overrides (its language is not the base, en-GB). */
function readsRegional(instance: i18n): boolean {
  const language = instance.options.lng;
  return (
    language !== undefined &&
    language !== BASE &&
    instance.hasResourceBundle(language, 'translation')
  );
}

function liveInstances(): i18n[] {
  const live: i18n[] = [];
  for (const ref of instances) {
    const instance = ref.deref();
    if (instance) live.push(instance);
    else instances.delete(ref);
  }
  return live;
}

/**
 * Whether a load should bring the en-GB overrides: some instance reads them, or none exists yet
 * (it may be British). A US English page fetches none of the overrides' chunks.
 */
function regionalWanted(): boolean {
  const live = liveInstances();
  return live.length === 0 || live.some(readsRegional);
}

function addArea(instance: i18n, area: LazyArea, strings: LoadedArea): void {
  instance.addResourceBundle(BASE, 'translation', { [area]: strings.enUS }, true, false);
  if (strings.enGB !== undefined && readsRegional(instance)) {
    const language = instance.options.lng as string;
    instance.addResourceBundle(language, 'translation', { [area]: strings.enGB }, true, false);
  }
}

function addEverywhere(area: LazyArea, strings: LoadedArea): void {
  loaded.set(area, strings);
  for (const instance of liveInstances()) addArea(instance, area, strings);
}

/** Called by createScanwiseI18n: the instance gets the areas loaded so far, and later ones. */
export function registerAreaStrings(instance: i18n, logger?: Pick<Logger, 'warn'>): void {
  if (logger) warnings = logger;
  for (const [area, strings] of loaded) addArea(instance, area, strings);
  instances.add(new WeakRef(instance));
  // A British instance after US English loads: the overrides of the areas loaded so far follow.
  if (readsRegional(instance)) {
    const lacking = [...loaded].filter(([, strings]) => strings.enGB === undefined);
    if (lacking.length > 0)
      void loadAreaStrings(lacking.map(([area]) => area)).catch(() => undefined);
  }
}

/** Whether the area is there as the live instances read it. */
function isLoaded(area: LazyArea): boolean {
  const strings = loaded.get(area);
  return strings !== undefined && (strings.enGB !== undefined || !regionalWanted());
}

/** Whether every one of these areas is loaded (a route can render at once). */
export function areAreaStringsLoaded(areas: readonly LazyArea[]): boolean {
  return areas.every(isLoaded);
}

/** Where the regional fallback's warning goes (set by createScanwiseI18n). */
let warnings: Pick<Logger, 'warn'> | undefined;

/**
 * An area's strings: the base must load (unless loaded already); the en-GB overrides when
 * wanted, failed or missing ones leaving it in the base.
 */
async function loadArea(
  area: LazyArea,
  base: () => Promise<ResourceLanguage>,
  regionalLoader: AreaLoaders['regional'],
): Promise<LoadedArea> {
  const regional = regionalWanted()
    ? regionalLoader().then(
        (strings) => strings ?? fallBack(area, 'missing'),
        (error: unknown) => fallBack(area, error instanceof Error ? error.message : String(error)),
      )
    : Promise.resolve(undefined);
  const [enUS, enGB] = await Promise.all([loaded.get(area)?.enUS ?? base(), regional]);
  return { enUS, enGB };
}

/**
 * Spec sections 7 and 8: locale files "fall back to the base language if a regional one is
 * missing", and a locale that fails to load is "Warning only, fall back to base language".
 */
function fallBack(area: LazyArea, reason: string): ResourceLanguage {
  warnings?.warn('Locale failed to load; falling back to the base language', {
    locale: 'en-gb',
    area,
    error: reason,
  });
  return {};
}

/**
 * Loads the areas' strings (each once; a failed load is tried again on the next call) and adds
 * them to every instance: US English, and the en-GB overrides when an instance reads them. The
 * US English comes in the list's chunk (`AREA_LISTS`) when none of the list's areas is there or on
 * its way (a first visit), else in each missing area's own chunk (a later page, whose list shares
 * an area with one seen before): either way, each area is added as it is here. Rejects
 * when an area's base chunk cannot load, like the route chunk itself, so the route's error
 * handling (the preload-error reload) applies; its en-GB overrides failing or missing leave the
 * area in US English with a warning. `loaders` and `lists` replace the bundled chunks (tests).
 */
export function loadAreaStrings(
  areas: readonly LazyArea[],
  loaders: Readonly<Partial<Record<LazyArea, AreaLoaders>>> = {},
  lists: AreaLists = AREA_LISTS,
): Promise<void> {
  const list = areas.every((area) => !loaded.has(area) && !loading.has(area))
    ? lists[areaListKey(areas)]
    : undefined;
  let strings: ReturnType<NonNullable<typeof list>> | undefined;
  // An area the list's chunk leaves out (its strings come with the screens' code) loads alone.
  const fromList =
    list &&
    ((area: LazyArea, own: AreaLoaders['base']): Promise<ResourceLanguage> =>
      (strings ??= list()).then(
        (held: Readonly<Partial<Record<LazyArea, ResourceLanguage>>> | undefined) =>
          held === undefined ? untilThePageReloads() : (held[area] ?? own()),
      ));
  return Promise.all(
    areas.map((area) => {
      if (isLoaded(area)) return Promise.resolve();
      let pending = loading.get(area);
      if (!pending) {
        const own = loaders[area] ?? ownChunks(area);
        const base = fromList ? () => fromList(area, own.base) : own.base;
        pending = loadArea(area, base, own.regional).then(
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
