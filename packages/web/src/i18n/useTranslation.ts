import type { i18n, TFunction } from 'i18next';
import { use, useMemo, useSyncExternalStore } from 'react';
import { I18nContext } from './i18nContext';

/** What `useTranslation()` gives: the call shape of react-i18next's hook that the app uses. */
export interface Translation {
  /** Translates a key; a new function when the language or the strings change, else the same. */
  readonly t: TFunction;
  /** The instance itself (`language`, `exists`, `changeLanguage`). */
  readonly i18n: i18n;
}

/**
 * An instance's words as an external store whose snapshot is a `t`: a new one when the language
 * changes or strings are added or removed (an area's strings arrive when its route loads:
 * ./areaStrings.ts), the same one otherwise. Its i18next listeners live as long as the instance
 * (both are dropped together), so a change between a render and the subscription still counts.
 */
interface TranslationStore {
  readonly getT: () => TFunction;
  readonly subscribe: (onChange: () => void) => () => void;
}

const stores = new WeakMap<i18n, TranslationStore>();

function translationStore(instance: i18n): TranslationStore {
  const known = stores.get(instance);
  if (known) return known;
  // No fixed language: the instance's language at call time (as after `changeLanguage`).
  const freshT = (): TFunction => instance.getFixedT(null, null);
  let t = freshT();
  const listeners = new Set<() => void>();
  const changed = (): void => {
    t = freshT();
    for (const listener of [...listeners]) listener();
  };
  instance.on('languageChanged', changed);
  instance.store.on('added', changed);
  instance.store.on('removed', changed);
  const store: TranslationStore = {
    getT: () => t,
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
 * The translations of the instance in context (./I18nProvider.tsx); the component re-renders
 * when the language changes or strings arrive. The app's own binding in place of react-i18next:
 * no namespace or key-prefix arguments and no Suspense (the strings are in memory when a screen
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
  const t = useSyncExternalStore(store.subscribe, store.getT, store.getT);
  return useMemo(() => ({ t, i18n: instance }), [t, instance]);
}
