import { combineQueries, type Encounter, type RemoteDataState } from '@scanwise/core';
import { useMemo } from 'react';
import type { MammoUploadSession } from '../../composition/mammoUploads';
import { TOKENS } from '../../composition/tokens';
import { useService } from '../../composition/useService';
import { useStore } from '../../composition/useStore';

/** What the upload page needs: the encounter and its upload session. */
export interface MammoUploadPage {
  readonly encounter: Encounter;
  readonly session: MammoUploadSession;
}

/**
 * Opens the page: the encounter (from the member's cached data, else GET, so a wrong or old link
 * says so) and the encounter's upload session (adapters loaded, uploads a reload interrupted
 * restored), side by side. A failure is logged by the cache and becomes the error state;
 * `retry` opens again what failed.
 */
export function useMammoUploadPage(encounterId: string): {
  readonly state: RemoteDataState<MammoUploadPage>;
  readonly retry: () => void;
} {
  const encounter = useService(TOKENS.memberData).encounter(encounterId);
  const session = useService(TOKENS.mammoUploads).session(encounterId);
  const page = useMemo(() => combineQueries({ encounter, session }), [encounter, session]);
  return { state: useStore(page), retry: () => void page.refresh() };
}
