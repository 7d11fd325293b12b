import { CONSENT_STORAGE_KEY } from '@scanwise/core';
import { useEffect, useLayoutEffect, useState, type ComponentType, type ReactElement } from 'react';
import { TOKENS } from '../composition/tokens';
import { useAuthState } from '../composition/useAuthState';
import { useService } from '../composition/useService';
import { useStore } from '../composition/useStore';
import { loadAreaStrings } from '../i18n/areaStrings';
import { useAppLocale } from '../navigation/appLocale';

let panelLoad: Promise<ComponentType> | undefined;

/** The banner's panel and its strings: fetched once, the first time a page has to ask. */
export function loadConsentBannerPanel(): Promise<ComponentType> {
  panelLoad ??= Promise.all([import('./ConsentBannerPanel'), loadAreaStrings(['consent'])]).then(
    ([module]) => module.ConsentBannerPanel,
    (error: unknown) => {
      panelLoad = undefined; // the next page that asks tries again
      throw error;
    },
  );
  return panelLoad;
}

/**
 * The consent banner on every page. It tells core the page's locale (before
 * the first page view: a layout effect) and follows answers given in another tab; the panel
 * itself loads only when core's consent asks, once the session is known (a restored member's
 * country decides), so most first pages carry none of it and none shows a banner that a
 * restored member's country then hides. A panel that cannot load is logged; nothing is
 * tracked without an answer, so the page goes on without it.
 */
export interface ConsentBannerProps {
  /** Where the panel comes from (tests count the loads). */
  readonly loadPanel?: () => Promise<ComponentType>;
}

export function ConsentBanner({
  loadPanel = loadConsentBannerPanel,
}: ConsentBannerProps): ReactElement | null {
  const consent = useService(TOKENS.consent);
  const logger = useService(TOKENS.logger);
  const locale = useAppLocale();
  const { askNeeded: asking, trackingAllowed } = useStore(consent);
  const sessionKnown = useAuthState().status !== 'restoring';
  const [Panel, setPanel] = useState<ComponentType | null>(null);

  // Before any passive effect (the navigation guard's page view): the rule depends on the locale.
  useLayoutEffect(() => {
    consent.setLocale(locale);
  }, [consent, locale]);

  // An answer given in another tab applies here too.
  useEffect(() => {
    const onStorage = (event: StorageEvent): void => {
      if (event.key === CONSENT_STORAGE_KEY || event.key === null) consent.reload();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [consent]);

  // The page's consent decision on the document (`data-consent`: asking, allowed or refused) once
  // the session is known. The page's view was counted or not before this banner loaded, so a
  // journey proving that nothing loads without a yes reads it rather than waiting a fixed time.
  const decision = !sessionKnown
    ? null
    : asking
      ? 'asking'
      : trackingAllowed
        ? 'allowed'
        : 'refused';
  useEffect(() => {
    if (decision === null) return;
    const root = document.documentElement;
    root.dataset['consent'] = decision;
    return () => {
      delete root.dataset['consent'];
    };
  }, [decision]);

  const wanted = asking && sessionKnown;
  useEffect(() => {
    // Asked again now: the locale set by the layout effect above may already say no.
    if (!wanted || Panel || !consent.getSnapshot().askNeeded) return;
    let live = true;
    loadPanel().then(
      (loaded) => {
        if (live) setPanel(() => loaded);
      },
      (error: unknown) => logger.warn('Consent banner failed to load', { error: String(error) }),
    );
    return () => {
      live = false;
    };
  }, [wanted, Panel, consent, loadPanel, logger]);

  // Once loaded the panel stays: after an answer it says (politely) that the choice is saved.
  return Panel ? <Panel /> : null;
}
