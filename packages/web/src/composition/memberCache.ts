import { createMemberCache, type RemoteDataCache, type SessionCore } from '@scanwise/core';
import {
  bindEach,
  coreOptionsFor,
  type ScanwiseContainer,
  type ScanwiseContainerOptions,
} from './sessionContainer';
import { TOKENS } from './tokens';

/**
 * The member's remote-data cache (core createMemberCache: emptied, and asking nothing, while
 * signed out), bound once per container behind `TOKENS.remoteData`: what booking and the account need of the
 * member's data, with the member calls (the shared chunk), and what the member's data builds on.
 * Returns the bound one.
 */
export function memberCacheOf(
  container: ScanwiseContainer,
  session: SessionCore,
  options: ScanwiseContainerOptions,
): RemoteDataCache {
  if (!container.inversify.isBound(TOKENS.remoteData)) {
    const { cache } = createMemberCache(session, coreOptionsFor(options));
    bindEach(container, [[TOKENS.remoteData, cache]]);
  }
  return container.get(TOKENS.remoteData);
}
