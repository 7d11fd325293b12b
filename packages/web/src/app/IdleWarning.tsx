import type { IdleWarning as IdleWarningStore } from '@scanwise/core';
import { useEffect, useState, type ComponentType, type ReactElement } from 'react';
import { TOKENS } from '../composition/tokens';
import { useService } from '../composition/useService';
import { loadAreaStrings } from '../i18n/areaStrings';
import { useWhenIdle } from '../startup/firstPageContent';

/** The dialog bound to the core's warning, once both have loaded. */
export interface LoadedIdleWarning {
  readonly Dialog: ComponentType<{ readonly warning: IdleWarningStore }>;
  readonly warning: IdleWarningStore;
}

export interface IdleWarningProps {
  /** Where the dialog and the warning come from (tests pass one that fails). */
  readonly load?: () => Promise<LoadedIdleWarning>;
}

/**
 * The core's idle warning over whatever page is open (ADR 0072), mounted while a member is
 * signed in (RootView). Its code (the dialog, its strings, the core's
 * `IdleWarning`) loads once the first page is done (startup's `whenIdle`), long before a warning
 * can be due. A warning that cannot load is
 * logged; the inactivity logout and its toast still happen.
 */
export function IdleWarning({ load }: IdleWarningProps): ReactElement | null {
  const session = useService(TOKENS.sessionCore);
  const logger = useService(TOKENS.logger);
  const whenIdle = useWhenIdle();
  const [loaded, setLoaded] = useState<LoadedIdleWarning | null>(null);

  useEffect(() => {
    if (loaded) return;
    let live = true;
    whenIdle(() => {
      if (!live) return;
      const loading =
        load?.() ??
        Promise.all([
          import('./IdleWarningDialog'),
          session.followers(),
          loadAreaStrings(['session']),
        ]).then(([module, followers]) => ({
          Dialog: module.IdleWarningDialog,
          warning: followers.idleWarning,
        }));
      loading.then(
        (result) => {
          if (live) setLoaded(result);
        },
        (error: unknown) => logger.warn('Idle warning failed to load', { error: String(error) }),
      );
    });
    return () => {
      live = false;
    };
  }, [loaded, load, session, logger, whenIdle]);

  return loaded ? <loaded.Dialog warning={loaded.warning} /> : null;
}
