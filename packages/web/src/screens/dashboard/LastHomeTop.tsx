import type { HomeOverview } from '@scanwise/core';
import type { ReactElement } from 'react';
import { HomeNextStepPanel } from './HomeNextStepPanel';
import { useKeepLastHomePaint } from '../../startup/lastPaint';

export interface LastHomeTopProps {
  /** The overview Home last showed this member (`useLastHomeOverview`). */
  readonly overview: HomeOverview;
  /** The lists' loading status, under the top while the platform answers. */
  readonly loading: ReactElement;
  readonly onBookNow?: (() => void) | undefined;
}

/**
 * Home's top from the member's last overview while the live one loads: the next step is on
 * screen with the greeting, the lists' loading status under it. The upcoming scan's own step is
 * said in words until the live lists say whether a task already offers it. What it shows is kept
 * as Home's last paint, which the member's next visit shows before the app has run.
 */
export function LastHomeTop({ overview, loading, onBookNow }: LastHomeTopProps): ReactElement {
  // What the next visit's first render shows: kept as Home's last paint.
  useKeepLastHomePaint(overview);
  return (
    <>
      <HomeNextStepPanel overview={overview} linkUpcomingStep={false} onBookNow={onBookNow} />
      {loading}
    </>
  );
}
