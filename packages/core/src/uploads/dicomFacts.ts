import type { DicomHeaderFacts } from '../ports';

/** The DICOM facts a member sees to tell they picked the right study. */
export interface MammoDicomFacts {
  /** ISO date (YYYY-MM-DD), or null when absent or not a real date. */
  readonly studyDate: string | null;
  /** Upper-case modality code, e.g. MG, or null when absent. */
  readonly modality: string | null;
  /** False when the modality is known and is not MG: shown as a warning, not a refusal. */
  readonly isMammography: boolean;
}

/** The DICOMDIR (Media Storage Directory Storage) SOP class: an index, not an image. */
export const DICOM_DIRECTORY_SOP_CLASS = '1.2.840.10008.1.3.10';

/** DICOM DA `YYYYMMDD` (also the old `YYYY.MM.DD`) to ISO, when it names a real day. */
export function dicomDateToIso(value: string | null): string | null {
  const match = /^(\d{4})\.?(\d{2})\.?(\d{2})$/.exec((value ?? '').trim());
  if (!match) return null;
  const [, year, month, day] = match as unknown as [string, string, string, string];
  const y = Number(year);
  const m = Number(month);
  const d = Number(day);
  const daysInMonth = [
    31,
    y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0) ? 29 : 28,
    31,
    30,
    31,
    30,
    31,
    31,
    30,
    31,
    30,
    31,
  ];
  if (y < 1900 || m < 1 || m > 12 || d < 1 || d > (daysInMonth[m - 1] ?? 0)) return null;
  return `${year}-${month}-${day}`;
}

/** Normalises the raw header values an inspector read. */
export function toMammoDicomFacts(facts: DicomHeaderFacts): MammoDicomFacts {
  const modality = facts.modality?.trim().toUpperCase() || null;
  return {
    studyDate: dicomDateToIso(facts.studyDate),
    modality,
    isMammography: modality === null || modality === 'MG',
  };
}
