import type { Encounter } from '@scanwise/core';
import { useLocaleFormatters } from '../../i18n/useLocaleFormatters';
import { useTranslation } from '../../i18n/useTranslation';
import { useEncounterTitle } from './useEncounterTitle';

/** An area's keys for the line: with a date ("For your {{scan}} on {{date}}") and without. */
export interface ScanLineKeys {
  readonly dated: string;
  readonly undated: string;
}

/**
 * The line under a flow's heading that says which scan it is for (the mammography upload, the
 * medical questionnaire): the scan's title and, when it has an appointment, its day in the
 * center's zone (the member goes there).
 */
export function useScanLine(encounter: Encounter, keys: ScanLineKeys): string {
  const { t } = useTranslation();
  const format = useLocaleFormatters();
  const scan = useEncounterTitle(encounter);
  const start = encounter.appointment ? Date.parse(encounter.appointment.start) : Number.NaN;
  if (Number.isNaN(start)) return t(keys.undated, { scan });
  const zone = encounter.appointment?.center?.timeZone ?? 'UTC';
  return t(keys.dated, { scan, date: format.formatDate(start, 'monthDay', zone) });
}
