import type { Bytes, Count, Milliseconds } from '../config';

const MEBIBYTE: Bytes = 1024 * 1024;

/**
 * Limits of mammography uploads. The spec shows none ("not shown"); these are designed values,
 * recorded in docs/decisions.md#mammography-uploads-mammofileupload-mammo-uploadencounterid. The mock platform enforces the same maximum.
 */
export const MAMMO_UPLOAD_LIMITS = {
  /**
   * Largest file accepted: a tomosynthesis (3D) study exported as one multi-frame DICOM object
   * runs to several hundred MiB; 2 GiB leaves room without inviting whole-disc images.
   */
  maxFileBytes: (2048 * MEBIBYTE) as Bytes,
  /** How much of a file's start is read for the DICOM header (study date, modality). */
  dicomHeaderBytes: (256 * 1024) as Bytes,
  /** Files sent at the same time; the rest wait their turn. */
  parallelUploads: 2 as Count,
  /** Progress reaches subscribers at most this often (status changes go out at once). */
  progressInterval: 250 as Milliseconds,
} as const;

/** Where the platform's resumable (tus) uploads live: creation POSTs here, bytes at `/<id>`. */
export const MAMMO_UPLOAD_TUS_PATH = '/packages/uploads';
