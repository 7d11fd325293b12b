import { MemberAccount } from '../../member';
import type { CreateMemberDataServicesOptions } from '../createMemberDataServices';
import type { SessionCore } from '../createSessionCore';
import type { Disposable, MadeJourneyParts } from './madeParts';
import { memberDataFor } from './memberDataFor';

/** The member's own account (signed in): the record and its changes, through the cache. */
export interface AccountServices extends Disposable {
  readonly account: MemberAccount;
}

export function createAccountServices(
  session: SessionCore,
  options: CreateMemberDataServicesOptions,
  made: Pick<MadeJourneyParts, 'calls' | 'memberData'> = {},
): AccountServices {
  const memberData = memberDataFor(session, options, made);
  const account = new MemberAccount({
    api: memberData.data.api,
    cache: memberData.data.cache,
    rootSession: session.rootSession,
    logger: options.ports.logger,
  });
  return {
    account,
    dispose(): void {
      account.dispose();
      memberData.dispose();
    },
  };
}
