import { lazy, Suspense, type ReactElement } from 'react';
import { useParams } from 'react-router-dom';
import { LoadingState } from '../../design/components/Spinner/Spinner';
import { RemotePageFrame } from '../../design/layouts/RemotePageFrame';
import { useTranslation } from '../../i18n/useTranslation';
import { useBackLink } from '../../navigation/backLink';
import { useMammoUploadPage } from './useMammoUploadPage';
import type * as WorkspaceModule from './UploadWorkspace';
import { uploadLoadFailureKey } from './uploadPresentation';

/** The page's content and its react-aria parts: one fetch, started as the screen first renders. */
let workspaceLoad: Promise<typeof WorkspaceModule> | null = null;
const loadWorkspace = (): Promise<typeof WorkspaceModule> =>
  (workspaceLoad ??= import('./UploadWorkspace').catch((error: unknown) => {
    workspaceLoad = null; // the route error screen's reload tries again
    throw error;
  }));
const UploadWorkspace = lazy(() =>
  loadWorkspace().then((module) => ({ default: module.UploadWorkspace })),
);

/**
 * MammoFileUpload (/mammo-upload/:encounterId): the member sends the mammography files of a
 * previous provider for this encounter. Files are picked or dropped (folders too), checked
 * before upload (a reason when refused; for DICOM the study date and modality), then sent
 * resumably with a progress bar each and in total; cancel, pause and retry per file. Uploads
 * survive a dropped connection (the adapter resumes) and a reload (restored, picked again).
 * The workspace (UploadWorkspace, with react-aria's drop zone) loads beside the encounter and the
 * upload session, so the page's first paint does not wait for it and its content does not wait
 * after the data. Choices: docs/adr/0062-mammography-upload-screen.md, docs/adr/0086.
 */
export function MammoUploadScreen(): ReactElement {
  const { t } = useTranslation();
  const { encounterId = '' } = useParams();
  // Beside the data's load, not after it (an idempotent start, as a route's preload is).
  void loadWorkspace().catch(() => undefined);
  const { state, retry } = useMammoUploadPage(encounterId);
  const failure = state.status === 'ready' ? null : state.error;
  const back = useBackLink('scans');
  const loadingLabel = t('uploads.mammo.loading');
  return (
    <RemotePageFrame
      brand={t('uploads.mammo.brand')}
      back={back}
      title={t('uploads.mammo.title')}
      width="wide"
      loadingLabel={loadingLabel}
      failure={
        failure !== null
          ? {
              title: t('uploads.mammo.loadFailed'),
              description: t(uploadLoadFailureKey(failure)),
              onRetry: retry,
              isRetrying: state.status === 'loading',
            }
          : undefined
      }
    >
      {state.status === 'ready' ? (
        <Suspense fallback={<LoadingState label={loadingLabel} />}>
          <UploadWorkspace encounter={state.data.encounter} session={state.data.session} />
        </Suspense>
      ) : null}
    </RemotePageFrame>
  );
}
