import { readLastHomeOverview, type HomeOverview } from '@scanwise/core';
import { useState } from 'react';
import { TOKENS } from '../../composition/tokens';
import { useService } from '../../composition/useService';
import { useMember } from './memberHooks';

/**
 * The overview Home last showed this member (core `LastHomeOverviewStore`, kept by the member's
 * data), read once as Home opens: its next step shows at once while the platform is asked
 * again. Undefined on a first visit, for another member, or once it may no longer be shown.
 */
export function useLastHomeOverview(): HomeOverview | undefined {
  const storage = useService(TOKENS.storage);
  const clock = useService(TOKENS.clock);
  const logger = useService(TOKENS.logger);
  const memberId = useMember()?.id;
  const [last] = useState(() =>
    memberId === undefined
      ? undefined
      : readLastHomeOverview({ storage: storage.local, clock, logger }, memberId),
  );
  return last;
}
