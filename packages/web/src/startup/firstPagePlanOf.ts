import {
  LAST_HOME_OVERVIEW_STORAGE_KEY,
  type IdentityPort,
  type RootSessionStore,
  type StoragePorts,
} from '@scanwise/core';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { TOKENS } from '../composition/tokens';
import { useService } from '../composition/useService';
import { decideFirstPagePlan, type FirstPagePlan } from './firstPagePlan';

/** What the plan reads of the app: the identity port, the stored root state, local storage. */
export interface StartupStores {
  readonly identity: Pick<IdentityPort, 'hasStoredSession'>;
  readonly rootSession: Pick<RootSessionStore, 'getSnapshot'>;
  /** Where Home's last overview is kept (once the multi-tab hand-over has restored it). */
  readonly storage: Pick<StoragePorts, 'local'>;
}

const plans = new WeakMap<object, FirstPagePlan>();

/**
 * The app's first-page plan, decided once per app (its root session store) by its first reader
 * (main.tsx, from the address bar; in tests and stories, the guard's first render) and the same
 * object after.
 */
export function firstPagePlanOf(app: StartupStores, pathname: string): FirstPagePlan {
  let plan = plans.get(app.rootSession);
  if (plan === undefined) {
    const stored = app.rootSession.getSnapshot();
    plan = decideFirstPagePlan({
      pathname,
      sessionStored: app.identity.hasStoredSession(),
      memberStored: stored.authenticated,
      memberRecordStored: stored.member !== null,
      homeOverviewKept: app.storage.local.getItem(LAST_HOME_OVERVIEW_STORAGE_KEY) !== null,
    });
    plans.set(app.rootSession, plan);
  }
  return plan;
}

/** The page the visit opened, as the guard sees it. */
export interface FirstPage {
  readonly plan: FirstPagePlan;
  /** The router is still on the entry the visit opened (no navigation since). */
  readonly showing: boolean;
}

/** The first-page plan of the app around, and whether its page is the one showing. */
export function useFirstPage(): FirstPage {
  const identity = useService(TOKENS.identity);
  const rootSession = useService(TOKENS.rootSession);
  const storage = useService(TOKENS.storage);
  const location = useLocation();
  const [first] = useState(() => ({
    plan: firstPagePlanOf({ identity, rootSession, storage }, location.pathname),
    key: location.key,
  }));
  return { plan: first.plan, showing: location.key === first.key };
}
