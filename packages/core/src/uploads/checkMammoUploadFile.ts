import type { DicomInspector, UploadFile } from '../ports';
import { DICOM_DIRECTORY_SOP_CLASS, toMammoDicomFacts, type MammoDicomFacts } from './dicomFacts';
import {
  MAMMO_FILE_CONTENT_TYPES,
  MAMMO_FILE_SNIFF_BYTES,
  classifyMammoFile,
  type MammoFileKind,
  type MammoFileRefusalReason,
} from './mammoFileKinds';
import { MAMMO_UPLOAD_LIMITS } from './mammoUploadLimits';

export interface MammoFileRefusal {
  readonly reason: MammoFileRefusalReason;
  /** Technical words for logs (the parser's message), never shown as is. */
  readonly detail: string | null;
}

export type MammoFileCheck =
  | {
      readonly ok: true;
      readonly kind: MammoFileKind;
      /** The MIME type to register (normalised per kind). */
      readonly contentType: string;
      /** Study date and modality for DICOM files, null for the others. */
      readonly dicom: MammoDicomFacts | null;
    }
  | ({ readonly ok: false } & MammoFileRefusal);

const refuse = (reason: MammoFileRefusalReason, detail: string | null = null): MammoFileCheck => ({
  ok: false,
  reason,
  detail,
});

/**
 * Every check before upload: type and size from the name and first bytes, then for DICOM the
 * header through the inspector (study date, modality; a truncated or unparsable header refuses
 * the file). Never throws: a file that cannot be read is refused as 'unreadable'.
 */
export async function checkMammoUploadFile(
  file: UploadFile,
  inspector: DicomInspector,
): Promise<MammoFileCheck> {
  const facts = { name: file.name, size: file.size, type: file.type };
  // Size and name rules need no bytes: answer them without touching the file.
  const early = classifyMammoFile(facts, new Uint8Array(0));
  if (!early.ok && (early.reason === 'empty' || early.reason === 'too-large')) {
    return refuse(early.reason);
  }
  const wholeFile = file.size <= MAMMO_UPLOAD_LIMITS.dicomHeaderBytes;
  let head: Uint8Array;
  try {
    head = await file.read(0, Math.min(file.size, MAMMO_UPLOAD_LIMITS.dicomHeaderBytes));
  } catch (error) {
    return refuse('unreadable', error instanceof Error ? error.message : String(error));
  }
  const classified = classifyMammoFile(facts, head.subarray(0, MAMMO_FILE_SNIFF_BYTES));
  if (!classified.ok) return refuse(classified.reason);
  const contentType = MAMMO_FILE_CONTENT_TYPES[classified.kind];
  if (classified.kind !== 'dicom') {
    return { ok: true, kind: classified.kind, contentType, dicom: null };
  }
  const inspection = inspector.inspect(head, wholeFile);
  if (!inspection.ok) return refuse(inspection.reason, inspection.detail);
  if (inspection.facts.sopClassUid?.trim() === DICOM_DIRECTORY_SOP_CLASS) {
    return refuse('dicom-directory');
  }
  return { ok: true, kind: 'dicom', contentType, dicom: toMammoDicomFacts(inspection.facts) };
}
