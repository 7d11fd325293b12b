import { RemoteDataCache } from '../../remoteData';
import type { SessionCore } from '../createSessionCore';
import type { CreateSessionCoreOptions } from '../scanwiseOptions';
import { loadOnlyWhileSignedIn, type Disposable } from './madeParts';

/**
 * The member's remote-data cache on its own, emptied and asking nothing while signed out: what a journey
 * that reads or changes the member's cached data (account, payment) needs of the member's data,
 * without its hubs, live lists or Home's overview. The member's data builds on the same cache
 * when it loads later (createMemberDataServices' `cache`), so a change made here reaches
 * the dashboard's lists.
 */
export interface MemberCache extends Disposable {
  readonly cache: RemoteDataCache;
}

export function createMemberCache(
  session: Pick<SessionCore, 'auth'>,
  options: Pick<CreateSessionCoreOptions, 'ports'>,
): MemberCache {
  const { clock, logger } = options.ports;
  const cache = new RemoteDataCache({ clock, logger });
  const signOut = loadOnlyWhileSignedIn(session.auth, cache);
  return {
    cache,
    dispose(): void {
      signOut.unsubscribe();
      cache.clear();
    },
  };
}
