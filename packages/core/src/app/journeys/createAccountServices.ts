import { MemberAccount } from '../../member';
import type { SessionCore } from '../createSessionCore';
import type { CreateSessionCoreOptions } from '../scanwiseOptions';
import { createMemberCache } from './createMemberCache';
import { createMemberCalls } from './createMemberCalls';
import type { Disposable, MadeJourneyParts } from './madeParts';
import { ACCOUNT_CALLS } from '../../schemas';

/** The member's own account (signed in): the record and its changes, through the cache. */
export interface AccountServices extends Disposable {
  readonly account: MemberAccount;
}

/**
 * Over the member calls and the member's cache: the member's data's when given, else those given,
 * else its own (stopped with it). It never makes the member's data (no hubs, no live lists).
 */
export function createAccountServices(
  session: SessionCore,
  options: CreateSessionCoreOptions,
  made: Pick<MadeJourneyParts, 'calls' | 'memberData' | 'cache'> = {},
): AccountServices {
  const api = (made.memberData ?? made.calls ?? createMemberCalls(session, options)).api.withCalls(
    ACCOUNT_CALLS,
  );
  const given = made.memberData?.cache ?? made.cache;
  const own = given === undefined ? createMemberCache(session, options) : null;
  const account = new MemberAccount({
    api,
    cache: given ?? (own as NonNullable<typeof own>).cache,
    rootSession: session.rootSession,
    logger: options.ports.logger,
  });
  return {
    account,
    dispose(): void {
      account.dispose();
      own?.dispose();
    },
  };
}
