import { HomeOverviewService, LastHomeOverviewStore } from '../home';
import type { MemberDataServices } from './createMemberDataServices';
import type { SessionCore } from './createSessionCore';
import type { CreateSessionCoreOptions } from './scanwiseOptions';

/**
 * Home's overview over the member's data ({@link createMemberDataServices}): the one next step,
 * the upcoming scan, the latest report and the counts, each overview decided while observed kept
 * for the member's next visit to Home. Apart from the member's data, so a page that does not
 * show the overview (messages, reports, a questionnaire) carries none of its code: an app makes
 * it when Home first asks.
 */
export function createHomeOverview(
  session: SessionCore,
  data: Pick<MemberDataServices, 'memberData'>,
  options: CreateSessionCoreOptions,
): HomeOverviewService {
  const { ports, config } = options;
  const { clock, logger } = ports;
  const { auth } = session;
  const lastHomeOverview = new LastHomeOverviewStore({
    storage: ports.storage.local,
    clock,
    logger,
  });
  return new HomeOverviewService({
    memberData: data.memberData,
    clock,
    timeZone: () => auth.getSnapshot().member?.timeZone ?? config.currentTimeZone?.() ?? 'UTC',
    // Kept for the member's next visit to Home, which shows it while asking the platform again.
    remember: (overview, deadline) => {
      const { status, member } = auth.getSnapshot();
      if (status === 'signedIn' && member) lastHomeOverview.save(member.id, overview, deadline);
    },
  });
}
