import type { Encounter } from '@scanwise/core';
import { useCallback, useMemo, useState } from 'react';
import { Observable } from 'rxjs';
import type { MammoUploadSession } from '../../composition/mammoUploads';
import { TOKENS } from '../../composition/tokens';
import { useObservable } from '../../composition/useObservable';
import { useService } from '../../composition/useService';
import { uploadLoadFailureKey } from './uploadPresentation';

/** Where opening the upload page stands. */
export type MammoUploadPageState =
  | { readonly status: 'loading'; readonly retrying: boolean; readonly error?: unknown }
  | {
      readonly status: 'ready';
      readonly encounter: Encounter;
      readonly session: MammoUploadSession;
    }
  | { readonly status: 'error'; readonly error: unknown };

const INITIAL: MammoUploadPageState = { status: 'loading', retrying: false };

/**
 * Opens the page: the encounter (GET packages/encounters/:id, so a wrong or old link says so)
 * and the encounter's upload session (adapters loaded, uploads a reload interrupted restored),
 * side by side. Bound with `useObservable` on an observable made in `useMemo` (no effect). A
 * failure is logged through `TOKENS.logger` and becomes the error state; `retry` opens again.
 */
export function useMammoUploadPage(encounterId: string): {
  readonly state: MammoUploadPageState;
  readonly retry: () => void;
} {
  const api = useService(TOKENS.memberApi);
  const uploads = useService(TOKENS.mammoUploads);
  const logger = useService(TOKENS.logger);
  const [run, setRun] = useState<{ readonly retrying: boolean; readonly error?: unknown }>({
    retrying: false,
  });
  const page$ = useMemo(
    () =>
      new Observable<MammoUploadPageState>((subscriber) => {
        subscriber.next(run.retrying ? { status: 'loading', ...run } : INITIAL);
        let active = true;
        Promise.all([api.getEncounter(encounterId), uploads.open(encounterId)]).then(
          ([encounter, session]) => {
            if (active) subscriber.next({ status: 'ready', encounter, session });
          },
          (error: unknown) => {
            if (!active) return;
            logger.warn('Mammography upload screen failed to load', {
              screen: 'MammoFileUpload',
              messageKey: uploadLoadFailureKey(error),
            });
            subscriber.next({ status: 'error', error });
          },
        );
        return () => {
          active = false;
        };
      }),
    [api, uploads, logger, encounterId, run],
  );
  const state = useObservable(page$) ?? INITIAL;
  const retry = useCallback(() => {
    setRun({ retrying: true, error: state.status === 'error' ? state.error : undefined });
  }, [state]);
  return { state, retry };
}
