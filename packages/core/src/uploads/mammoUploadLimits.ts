import { SECOND, type Bytes, type Count, type Milliseconds } from '../config';

const MEBIBYTE: Bytes = 1024 * 1024;

/**
 * Limits of mammography uploads. The spec shows none ("not shown"); these are designed values,
 * recorded in docs/adr/0035-mammography-uploads.md. The mock platform enforces the same maximum.
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
  /**
   * An upload that reports no progress for this long is stalled (a request the network left
   * unanswered): it is aborted and resumed from the platform's offset. Browsers report upload
   * progress as bytes leave, so even a slow phone link moves well within it; a HEAD or a chunk's
   * answer taking this long is a dead connection. docs/adr/0036-stalled-uploads.md.
   */
  stallTimeout: (15 * SECOND) as Milliseconds,
  /**
   * Waits before each automatic resume of a stalled upload (one per entry: three resumes). When
   * a resume stalls again after the last one, the file fails with a retry button. Progress past
   * the stalled offset starts the count again.
   */
  stallResumeDelays: [0, 2 * SECOND, 5 * SECOND] as readonly Milliseconds[],
} as const;

/** Where the platform's resumable (tus) uploads live: creation POSTs here, bytes at `/<id>`. */
export const MAMMO_UPLOAD_TUS_PATH = '/packages/uploads';
