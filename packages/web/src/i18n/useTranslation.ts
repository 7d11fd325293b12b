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
 * An instance's words as versions: one per area (its strings added; an area's strings arrive when
 * its route loads: ./areaStrings.ts) and one for the language (`LANGUAGE`: a change of language,
 * strings removed, or an addition it cannot place concern every key). Its i18next listeners live
 * as long as the instance (both are dropped together), so a change between a render and the
 * subscription still counts.
 */
interface TranslationStore {
  /** The instance's `t`, reading the language at call time. */
  readonly t: (...args: unknown[]) => unknown;
  readonly version: (area: string) => number;
  readonly subscribe: (onChange: () => void) => () => void;
}

/** The language's version's name: no key's area. */
const LANGUAGE = ' ';

/** The area of a key: its first part (`dashboard` in `dashboard.title`). */
const areaOf = (key: string): string => key.split('.', 1)[0] ?? key;

const stores = new WeakMap<i18n, TranslationStore>();

function translationStore(instance: i18n): TranslationStore {
  const known = stores.get(instance);
  if (known) return known;
  const versions = new Map<string, number>();
  const listeners = new Set<() => void>();
  const changed = (areas: readonly string[]): void => {
    for (const area of areas) versions.set(area, (versions.get(area) ?? 0) + 1);
    for (const listener of [...listeners]) listener();
  };
  const everything = (): void => changed([LANGUAGE]);
  instance.on('languageChanged', everything);
  instance.store.on('removed', everything);
  // i18next's types name two arguments; its store passes what it added as the third: a bundle's
  // or resources' keys, or one key.
  instance.store.on('added', (...args: unknown[]) => {
    const added = args[2];
    if (typeof added === 'string') changed([areaOf(added)]);
    else if (typeof added === 'object' && added !== null && !Array.isArray(added))
      changed(Object.keys(added).map(areaOf));
    else everything();
  });
  const store: TranslationStore = {
    // No fixed language: the instance's language at call time (as after `changeLanguage`).
    t: instance.getFixedT(null, null) as unknown as TranslationStore['t'],
    version: (area) => versions.get(area) ?? 0,
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
 * One component's snapshot of the store: a `t` that notes the areas of the keys it translates,
 * the same until the language or one of those areas changes. An area is noted at the version it
 * has when first read, so noting it during a render leaves the snapshot as it is.
 */
function areaReader(store: TranslationStore): () => TFunction {
  const read = new Map([[LANGUAGE, store.version(LANGUAGE)]]);
  const note = (key: unknown): void => {
    if (Array.isArray(key)) key.forEach(note);
    else if (typeof key === 'string' && !read.has(areaOf(key)))
      read.set(areaOf(key), store.version(areaOf(key)));
  };
  const noting = (): TFunction =>
    ((key: unknown, ...rest: unknown[]) => {
      note(key);
      return store.t(key, ...rest);
    }) as unknown as TFunction;
  let t = noting();
  return () => {
    let stale = false;
    for (const [area, seen] of read) {
      const now = store.version(area);
      if (now !== seen) {
        read.set(area, now);
        stale = true;
      }
    }
    if (stale) t = noting();
    return t;
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
    // app/ScanwiseProviders.tsx gives one.
    throw new Error('useTranslation() needs an <I18nProvider> above it');
  }
  const store = translationStore(instance);
  const getT = useMemo(() => areaReader(store), [store]);
  const t = useSyncExternalStore(store.subscribe, getT, getT);
  return useMemo(() => ({ t, i18n: instance }), [t, instance]);
}
