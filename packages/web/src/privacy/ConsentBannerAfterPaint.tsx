import { useEffect, useState, type ComponentType, type ReactElement } from 'react';
import { TOKENS } from '../composition/tokens';
import { useService } from '../composition/useService';
import { onAfterPaint } from '../startup/idleScheduler';

/**
 * The consent banner's place on every page. The banner and the consent it reads (the session's
 * reporting) load once the page has painted, or at once when the reporting is already there: no
 * first page carries them. A banner that cannot load is logged and stays away; nothing is
 * tracked without an answer, so the page goes on without it.
 */
export function ConsentBannerAfterPaint(): ReactElement | null {
  const reporting = useService(TOKENS.reporting);
  const logger = useService(TOKENS.logger);
  const [Banner, setBanner] = useState<ComponentType | null>(null);

  useEffect(() => {
    let live = true;
    const load = (): void => {
      Promise.all([import('./ConsentBanner'), reporting.load()]).then(
        ([module]) => {
          if (live) setBanner(() => module.ConsentBanner);
        },
        (error: unknown) => logger.warn('Consent banner failed to load', { error: String(error) }),
      );
    };
    const cancel = reporting.isReady() ? (load(), undefined) : onAfterPaint(load);
    return () => {
      live = false;
      cancel?.();
    };
  }, [reporting, logger]);

  return Banner ? <Banner /> : null;
}
