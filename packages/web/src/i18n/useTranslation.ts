import type { i18n, TFunction } from 'i18next';
import { use, useMemo, useSyncExternalStore } from 'react';
import { I18nContext } from './i18nContext';

/** What `useTranslation()` gives: the call shape of react-i18next's hook that the app uses. */
export interface Translation {
  /**
   * Translates a key; a new function when the language changes or strings arrive for an area
   * (a key's first part, `dashboard` in `dashboard.title`) this `t` has translated, else the same.
   */
  readonly t: TFunction;
  /** The instance itself (`language`, `exists`, `changeLanguage`). */
  readonly i18n: i18n;
}

/**
 * An instance's words as versions: one for the language (a change of language, or strings
 * removed, concerns every key) and one per area (its strings added; an area's strings arrive when
 * its route loads: ./areaStrings.ts). Its i18next listeners live as long as the instance (both
 * are dropped together), so a change between a render and the subscription still counts.
 */
interface TranslationStore {
  /** The instance's `t`, reading the language at call time. */
  readonly t: TFunction;
  readonly languageVersion: () => number;
  readonly areaVersion: (area: string) => number;
  readonly subscribe: (onChange: () => void) => () => void;
}

/** The area of a key: its first part (`dashboard` in `dashboard.title`). */
function areaOf(key: string): string {
  const dot = key.indexOf('.');
  return dot === -1 ? key : key.slice(0, dot);
}

/** The areas an i18next `added` event touched: a bundle's or resources' keys, or one key. */
function addedAreas(keyOrResources: unknown): string[] {
  if (typeof keyOrResources === 'string') return [areaOf(keyOrResources)];
  if (Array.isArray(keyOrResources)) return [areaOf(keyOrResources.join('.'))];
  if (typeof keyOrResources === 'object' && keyOrResources !== null)
    return Object.keys(keyOrResources).map(areaOf);
  return [];
}

const stores = new WeakMap<i18n, TranslationStore>();

function translationStore(instance: i18n): TranslationStore {
  const known = stores.get(instance);
  if (known) return known;
  let language = 0;
  const areas = new Map<string, number>();
  const listeners = new Set<() => void>();
  const notify = (): void => {
    for (const listener of [...listeners]) listener();
  };
  const everything = (): void => {
    language += 1;
    notify();
  };
  instance.on('languageChanged', everything);
  instance.store.on('removed', everything);
  // i18next's types name two arguments; its store passes what it added as the third.
  instance.store.on('added', (...args: unknown[]) => {
    for (const area of addedAreas(args[2])) areas.set(area, (areas.get(area) ?? 0) + 1);
    notify();
  });
  const store: TranslationStore = {
    // No fixed language: the instance's language at call time (as after `changeLanguage`).
    t: instance.getFixedT(null, null),
    languageVersion: () => language,
    areaVersion: (area) => areas.get(area) ?? 0,
    subscribe(onChange) {
      listeners.add(onChange);
      return () => {
        listeners.delete(onChange);
      };
    },
  };
  stores.set(instance, store);
  return store;
}

/**
 * One component's view of the store: a `t` that notes the areas of the keys it translates, and
 * stays the same until the language changes or one of those areas changes. An area is noted at
 * the version it has when first read, so noting it during a render leaves the snapshot as it is.
 */
interface AreaReader {
  readonly getT: () => TFunction;
}

function areaReader(store: TranslationStore): AreaReader {
  const read = new Map<string, number>();
  let language = store.languageVersion();
  const note = (key: unknown): void => {
    if (typeof key === 'string') {
      const area = areaOf(key);
      if (!read.has(area)) read.set(area, store.areaVersion(area));
    } else if (Array.isArray(key)) {
      for (const each of key) note(each);
    }
  };
  const translate = store.t as unknown as (...args: unknown[]) => unknown;
  const noting = (): TFunction =>
    ((key: unknown, ...rest: unknown[]) => {
      note(key);
      return translate(key, ...rest);
    }) as unknown as TFunction;
  let t = noting();
  return {
    getT() {
      let stale = store.languageVersion() !== language;
      for (const [area, version] of read) {
        const now = store.areaVersion(area);
        if (now !== version) {
          read.set(area, now);
          stale = true;
        }
      }
      if (stale) {
        language = store.languageVersion();
        t = noting();
      }
      return t;
    },
  };
}

/**
 * The translations of the instance in context (./I18nProvider.tsx); the component re-renders
 * when the language changes or strings arrive for an area it has translated, so an area's
 * arrival renders its readers only. The app's own binding in place of react-i18next: no
 * namespace or key-prefix arguments and no Suspense (the strings are in memory when a screen
 * renders: createScanwiseI18n initialises synchronously, a route waits for its areas).
 */
export function useTranslation(): Translation {
  const instance = use(I18nContext);
  if (!instance) {
    throw new Error(
      'useTranslation() needs an <I18nProvider> above it (app/ScanwiseProviders.tsx gives one).',
    );
  }
  const store = translationStore(instance);
  const reader = useMemo(() => areaReader(store), [store]);
  const t = useSyncExternalStore(store.subscribe, reader.getT, reader.getT);
  return useMemo(() => ({ t, i18n: instance }), [t, instance]);
}
