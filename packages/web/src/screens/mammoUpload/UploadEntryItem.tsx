import { MAMMO_UPLOAD_LIMITS, type MammoUploadEntry, type MammoUploadStatus } from '@scanwise/core';
import { useRef, type ReactElement } from 'react';
import { FileTrigger } from 'react-aria-components';
import { useTranslation } from '../../i18n/useTranslation';
import type { MammoUploadSession } from '../../composition/mammoUploads';
import { Button } from '../../design/components/Button/Button';
import { TriggerButton } from '../../design/components/Button/TriggerButton';
import { Spinner } from '../../design/components/Spinner/Spinner';
import { StatusPill } from '../../design/components/StatusPill/StatusPill';
import { useLocaleFormatters } from '../../i18n/useLocaleFormatters';
import { UploadProgress } from './UploadProgress';
import { UPLOAD_STATUS_TONES, formatFileSize } from './uploadPresentation';
import styles from './MammoUploadScreen.module.css';

export interface UploadEntryItemProps {
  readonly entry: MammoUploadEntry;
  readonly session: MammoUploadSession;
  /** The member picked files again (an interrupted upload's own picker). */
  readonly onFiles: (files: readonly File[]) => void;
  /** The entry left the list: the screen moves focus to the list's heading. */
  readonly onRemoved: () => void;
}

type EntryAction = 'pause' | 'resume' | 'retry' | 'cancel' | 'remove' | 'forget';

/** The first action slot per status (an interrupted entry has its file picker there). */
const PRIMARY_ACTIONS: Readonly<Partial<Record<MammoUploadStatus, EntryAction>>> = {
  uploading: 'pause',
  paused: 'resume',
  failed: 'retry',
};

/** The second slot: stop for good, or take a finished-with entry off the list. */
const SECONDARY_ACTIONS: Readonly<Partial<Record<MammoUploadStatus, EntryAction>>> = {
  waiting: 'cancel',
  uploading: 'cancel',
  paused: 'cancel',
  failed: 'cancel',
  refused: 'remove',
  cancelled: 'remove',
  interrupted: 'forget',
};

const SHOWS_PROGRESS: ReadonlySet<MammoUploadStatus> = new Set([
  'waiting',
  'uploading',
  'paused',
  'failed',
]);

/** "5 Mar 2024" from the study's ISO date, as a calendar day (no time zone shift). */
function useStudyDateText(isoDate: string | null): string | null {
  const format = useLocaleFormatters();
  if (isoDate === null) return null;
  const day = Date.parse(`${isoDate}T12:00:00Z`);
  return Number.isNaN(day) ? null : format.formatDate(day, 'monthDay', 'UTC');
}

/**
 * One file: its name and size, its status in words, what it is (for DICOM the study date and
 * modality, with a warning when it is not a mammogram), why it was refused or stopped, its
 * progress, and its actions. The actions keep two fixed slots (pause, resume or retry; cancel
 * or remove), so the focused button stays in place when the status changes.
 */
export function UploadEntryItem({
  entry,
  session,
  onFiles,
  onRemoved,
}: UploadEntryItemProps): ReactElement {
  const { t } = useTranslation();
  const format = useLocaleFormatters();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const studyDate = useStudyDateText(entry.dicom?.studyDate ?? null);
  const name = entry.fileName;
  const size = formatFileSize(entry.size, format, t);
  const forFile = (action: string): string => t('uploads.mammo.actions.forFile', { action, name });

  const primary = PRIMARY_ACTIONS[entry.status];
  const secondary = SECONDARY_ACTIONS[entry.status];
  const perform = (action: EntryAction): void => {
    switch (action) {
      case 'pause':
        session.pause(entry.id);
        return;
      case 'resume':
        session.resume(entry.id);
        return;
      case 'retry':
        session.retry(entry.id);
        return;
      case 'cancel':
        void session.cancel(entry.id);
        return;
      case 'remove':
        session.dismiss(entry.id);
        onRemoved();
        return;
      case 'forget':
        // An interrupted upload: the platform's partial copy is dropped; the entry stays as
        // cancelled, its heading takes the focus.
        void session.cancel(entry.id).then(() => headingRef.current?.focus());
        return;
    }
  };
  const labelOf = (action: EntryAction): string =>
    t(`uploads.mammo.actions.${action === 'forget' ? 'remove' : action}`);

  return (
    <li className={styles.entry} data-status={entry.status}>
      <div className={styles.entryHeader}>
        <h3 ref={headingRef} tabIndex={-1} className={styles.fileName}>
          {name}
        </h3>
        <StatusPill tone={UPLOAD_STATUS_TONES[entry.status]}>
          {t(`uploads.mammo.status.${entry.status}`)}
        </StatusPill>
      </div>
      <p className={styles.facts}>
        <span>{size}</span>
        {entry.kind ? <span>{t(`uploads.mammo.kind.${entry.kind}`)}</span> : null}
        {entry.dicom ? (
          <>
            <span>
              {studyDate
                ? t('uploads.mammo.entry.studyDate', { date: studyDate })
                : t('uploads.mammo.entry.noStudyDate')}
            </span>
            <span>
              {entry.dicom.modality
                ? t('uploads.mammo.entry.modality', { modality: entry.dicom.modality })
                : t('uploads.mammo.entry.noModality')}
            </span>
          </>
        ) : null}
      </p>
      {entry.dicom && !entry.dicom.isMammography && entry.status !== 'refused' ? (
        <p className={styles.warning}>
          {t('uploads.mammo.entry.notMammography', {
            study: t(`uploads.mammo.modalityName.${entry.dicom.modality ?? 'other'}`, {
              modality: entry.dicom.modality ?? '',
              defaultValue: t('uploads.mammo.modalityName.other', {
                modality: entry.dicom.modality ?? '',
              }),
            }),
          })}
        </p>
      ) : null}
      {entry.status === 'checking' ? (
        <p className={styles.checking}>
          <Spinner size="sm" />
          {t('uploads.mammo.entry.checking')}
        </p>
      ) : null}
      {entry.status === 'refused' && entry.refusal ? (
        <p className={styles.reason}>
          {t(`uploads.mammo.refusal.${entry.refusal.reason}`, {
            size: formatFileSize(MAMMO_UPLOAD_LIMITS.maxFileBytes, format, t),
          })}
        </p>
      ) : null}
      {entry.status === 'failed' && entry.failure ? (
        <p className={styles.reason}>{t(`uploads.mammo.failure.${entry.failure.kind}`)}</p>
      ) : null}
      {entry.status === 'interrupted' ? (
        <p className={styles.reason}>{t('uploads.mammo.entry.interrupted')}</p>
      ) : null}
      {SHOWS_PROGRESS.has(entry.status) ? (
        <UploadProgress
          label={t('uploads.mammo.entry.progress', { name })}
          valueText={t('uploads.mammo.entry.progressValue', {
            sent: formatFileSize(entry.sentBytes, format, t),
            total: size,
          })}
          sent={entry.sentBytes}
          total={entry.size}
          hideLabel
        />
      ) : null}
      {primary || secondary || entry.status === 'interrupted' ? (
        <div className={styles.actions}>
          {entry.status === 'interrupted' ? (
            <FileTrigger
              key="primary"
              onSelect={(list) => {
                if (list && list.length > 0) onFiles(Array.from(list));
              }}
            >
              <TriggerButton
                variant="secondary"
                aria-label={forFile(t('uploads.mammo.actions.chooseAgain'))}
              >
                {t('uploads.mammo.actions.chooseAgain')}
              </TriggerButton>
            </FileTrigger>
          ) : primary ? (
            <Button
              key="primary"
              variant="secondary"
              aria-label={forFile(labelOf(primary))}
              onPress={() => perform(primary)}
            >
              {labelOf(primary)}
            </Button>
          ) : null}
          {secondary ? (
            <Button
              key="secondary"
              variant="ghost"
              aria-label={forFile(labelOf(secondary))}
              onPress={() => perform(secondary)}
            >
              {labelOf(secondary)}
            </Button>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}
