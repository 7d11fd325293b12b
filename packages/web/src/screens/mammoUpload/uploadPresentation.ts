import {
  MemberApiError,
  type MammoUploadEntry,
  type MammoUploadQueueState,
  type MammoUploadStatus,
} from '@scanwise/core';
import type { TFunction } from 'i18next';
import type { StatusTone } from '../../design/components/StatusPill/StatusPill';
import type { LocaleFormatters } from '../../i18n/localeFormatters';

const UNITS = ['bytes', 'KB', 'MB', 'GB'] as const;

/**
 * A file size as a member reads it on their computer: binary steps with the familiar unit
 * names (2 GiB shows as "2 GB", as Windows and most viewers show it), one decimal from MB.
 */
export function formatFileSize(bytes: number, format: LocaleFormatters, t: TFunction): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const rounded = unit <= 1 ? Math.round(value) : Math.round(value * 10) / 10;
  return t(`uploads.mammo.units.${UNITS[unit]}`, {
    count: rounded,
    value: format.formatNumber(rounded, { maximumFractionDigits: 1 }),
  });
}

/** Status colours: calm; amber only where the member has something to do. */
export const UPLOAD_STATUS_TONES: Readonly<Record<MammoUploadStatus, StatusTone>> = {
  checking: 'neutral',
  refused: 'warning',
  waiting: 'neutral',
  uploading: 'info',
  paused: 'neutral',
  failed: 'warning',
  done: 'success',
  cancelled: 'neutral',
  interrupted: 'warning',
};

/** The screen's translation key for a failed load (the core's MemberApiError message key). */
export function uploadLoadFailureKey(error: unknown): string {
  if (error instanceof MemberApiError) {
    return `uploads.errors.${error.messageKey.replace(/^api\.errors\./, '')}`;
  }
  return 'uploads.errors.unknown';
}

/** Counts behind the polite summary line. */
export interface UploadSummaryCounts {
  /** Files that are or will be sent. */
  readonly count: number;
  readonly done: number;
  readonly checking: number;
  readonly refused: number;
  readonly failed: number;
  readonly interrupted: number;
}

const SENT_OR_SENDING: ReadonlySet<MammoUploadStatus> = new Set([
  'waiting',
  'uploading',
  'paused',
  'failed',
  'done',
]);

export function summaryCounts(state: MammoUploadQueueState): UploadSummaryCounts {
  const has = (status: MammoUploadStatus) => (entry: MammoUploadEntry) => entry.status === status;
  return {
    count: state.entries.filter((entry) => SENT_OR_SENDING.has(entry.status)).length,
    done: state.entries.filter(has('done')).length,
    checking: state.entries.filter(has('checking')).length,
    refused: state.entries.filter(has('refused')).length,
    failed: state.entries.filter(has('failed')).length,
    interrupted: state.entries.filter(has('interrupted')).length,
  };
}

/** Percentage for a progress bar (0 when nothing is known yet). */
export function percentOf(sent: number, total: number): number {
  return total <= 0 ? 0 : Math.min(100, Math.round((sent / total) * 100));
}
