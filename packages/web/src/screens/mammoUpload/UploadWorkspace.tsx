import { MAMMO_UPLOAD_LIMITS, type Encounter, type MammoUpload } from '@scanwise/core';
import { useCallback, useId, useRef, type ReactElement } from 'react';
import { DropZone, FileTrigger, Text } from 'react-aria-components';
import { Link } from '../../navigation/Link';
import type { MammoUploadSession } from '../../composition/mammoUploads';
import { TOKENS } from '../../composition/tokens';
import { useService } from '../../composition/useService';
import { useStore } from '../../composition/useStore';
import { TriggerButton } from '../../design/components/Button/TriggerButton';
import { EmptyState } from '../../design/components/EmptyState/EmptyState';
import layout from '../../design/layouts/flowPage.module.css';
import { useLocaleFormatters } from '../../i18n/useLocaleFormatters';
import { useTranslation } from '../../i18n/useTranslation';
import { useScanLine } from '../dashboard/useScanLine';
import { collectDroppedFiles } from './collectDroppedFiles';
import styles from './MammoUploadScreen.module.css';
import { UploadEntryItem } from './UploadEntryItem';
import { UploadProgress } from './UploadProgress';
import { formatFileSize, summaryCounts } from './uploadPresentation';

const SCAN_LINE = { dated: 'uploads.mammo.forScan', undated: 'uploads.mammo.forScanUndated' };

/**
 * The upload page once its encounter and upload session are there: what to send, the drop zone
 * with its file and folder pickers (react-aria's: a drop target operable by keyboard and screen
 * reader), the files with their progress and actions, and what was received once all are done.
 * A chunk of its own with react-aria, fetched as the page opens, beside its data.
 */
export function UploadWorkspace({
  encounter,
  session,
}: {
  readonly encounter: Encounter;
  readonly session: MammoUploadSession;
}): ReactElement {
  const { t } = useTranslation();
  const format = useLocaleFormatters();
  const logger = useService(TOKENS.logger);
  const state = useStore(session);
  const scanLine = useScanLine(encounter, SCAN_LINE);
  const whatId = useId();
  const filesId = useId();
  const filesHeadingRef = useRef<HTMLHeadingElement>(null);
  const maxSize = formatFileSize(MAMMO_UPLOAD_LIMITS.maxFileBytes, format, t);

  const addFiles = useCallback(
    (files: readonly File[]) => {
      if (files.length === 0) return;
      session.addFiles(files).catch((error: unknown) => {
        logger.warn('Mammography files could not be added', {
          error: error instanceof Error ? error.message : String(error),
        });
      });
    },
    [session, logger],
  );
  const onSelect = (list: FileList | null): void => {
    if (list) addFiles(Array.from(list));
  };

  const counts = summaryCounts(state);
  const summary = [
    counts.count === 0
      ? null
      : state.allDone
        ? t('uploads.mammo.summary.allDone', { count: counts.done })
        : t('uploads.mammo.summary.uploaded', { count: counts.count, done: counts.done }),
    counts.checking > 0 ? t('uploads.mammo.summary.checking', { count: counts.checking }) : null,
    counts.refused > 0 ? t('uploads.mammo.summary.refused', { count: counts.refused }) : null,
    counts.failed > 0 ? t('uploads.mammo.summary.failed', { count: counts.failed }) : null,
    counts.interrupted > 0
      ? t('uploads.mammo.summary.interrupted', { count: counts.interrupted })
      : null,
  ]
    .filter((part) => part !== null)
    .join(' ');

  return (
    <>
      <p className={layout.scanLine}>{scanLine}</p>
      <p className={layout.intro}>{t('uploads.mammo.intro')}</p>

      {state.allDone ? (
        <DonePanel
          registered={state.registered}
          notSent={state.entries.filter((entry) => entry.status === 'refused').length}
        />
      ) : null}

      <section className={styles.card} aria-labelledby={whatId}>
        <h2 id={whatId} className={styles.cardTitle}>
          {t('uploads.mammo.what.title')}
        </h2>
        <ul className={styles.whatList}>
          <li>{t('uploads.mammo.what.dicom')}</li>
          <li>{t('uploads.mammo.what.pdf')}</li>
          <li>{t('uploads.mammo.what.images')}</li>
        </ul>
        <p className={layout.muted}>{t('uploads.mammo.what.archives')}</p>
        <p className={layout.muted}>{t('uploads.mammo.what.limit', { size: maxSize })}</p>
        <p className={layout.muted}>{t('uploads.mammo.what.resume')}</p>
      </section>

      <DropZone
        className={styles.dropZone}
        aria-label={t('uploads.mammo.drop.label')}
        getDropOperation={() => 'copy'}
        onDrop={(event) => {
          collectDroppedFiles(event.items).then(addFiles, (error: unknown) => {
            logger.warn('Dropped mammography files could not be read', {
              error: error instanceof Error ? error.message : String(error),
            });
          });
        }}
      >
        <span aria-hidden="true" className={styles.dropIcon} />
        <Text slot="label" className={styles.dropTitle}>
          {t('uploads.mammo.drop.title')}
        </Text>
        <span className={styles.dropOr}>{t('uploads.mammo.drop.or')}</span>
        <div className={styles.dropActions}>
          <FileTrigger allowsMultiple onSelect={onSelect}>
            <TriggerButton>{t('uploads.mammo.drop.chooseFiles')}</TriggerButton>
          </FileTrigger>
          <FileTrigger acceptDirectory onSelect={onSelect}>
            <TriggerButton variant="secondary">
              {t('uploads.mammo.drop.chooseFolder')}
            </TriggerButton>
          </FileTrigger>
        </div>
      </DropZone>

      <section className={styles.files} aria-labelledby={filesId}>
        <h2 id={filesId} ref={filesHeadingRef} tabIndex={-1} className={styles.filesTitle}>
          {t('uploads.mammo.files.title')}
        </h2>
        {state.totalBytes > 0 ? (
          <UploadProgress
            label={t('uploads.mammo.total.label')}
            valueText={t('uploads.mammo.total.value', {
              sent: formatFileSize(state.sentBytes, format, t),
              total: formatFileSize(state.totalBytes, format, t),
            })}
            sent={state.sentBytes}
            total={state.totalBytes}
            size="lg"
          />
        ) : null}
        <p className={styles.summary} role="status">
          {summary}
        </p>
        {state.entries.length === 0 ? (
          <EmptyState
            title={t('uploads.mammo.files.empty')}
            description={t('uploads.mammo.files.emptyDescription')}
            headingLevel={3}
          />
        ) : (
          <ul className={styles.entries}>
            {state.entries.map((entry) => (
              <UploadEntryItem
                key={entry.id}
                entry={entry}
                session={session}
                onFiles={addFiles}
                onRemoved={() => filesHeadingRef.current?.focus()}
              />
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

function DonePanel({
  registered,
  notSent,
}: {
  readonly registered: readonly MammoUpload[] | null;
  /** Files refused before sending (each says why in the list below). */
  readonly notSent: number;
}): ReactElement {
  const { t } = useTranslation();
  const format = useLocaleFormatters();
  const titleId = useId();
  const received = registered?.filter((upload) => upload.completed) ?? [];
  return (
    <section className={styles.done} aria-labelledby={titleId}>
      <span aria-hidden="true" className={styles.doneIcon} />
      <h2 id={titleId} className={styles.cardTitle}>
        {t(notSent > 0 ? 'uploads.mammo.done.titleSome' : 'uploads.mammo.done.title')}
      </h2>
      {notSent > 0 ? <p>{t('uploads.mammo.done.notSent', { count: notSent })}</p> : null}
      <p>{t('uploads.mammo.done.description')}</p>
      {received.length > 0 ? (
        <>
          <h3 className={styles.receivedTitle}>{t('uploads.mammo.done.received')}</h3>
          <ul className={styles.received}>
            {received.map((upload) => (
              <li key={upload.id}>
                <span className={styles.receivedName}>{upload.fileName}</span>{' '}
                <span className={layout.muted}>{formatFileSize(upload.size, format, t)}</span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <div className={styles.doneActions}>
        <Link className={styles.primaryLink} to="/">
          {t('uploads.mammo.done.home')}
        </Link>
        <Link className={styles.secondaryLink} to="/scans">
          {t('uploads.mammo.done.scans')}
        </Link>
      </div>
    </section>
  );
}
