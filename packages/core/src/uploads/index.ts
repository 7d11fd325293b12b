export { MAMMO_UPLOAD_LIMITS, MAMMO_UPLOAD_TUS_PATH } from './mammoUploadLimits';
export {
  MAMMO_FILE_CONTENT_TYPES,
  MAMMO_FILE_SNIFF_BYTES,
  classifyMammoFile,
  mammoFileExtension,
  type MammoFileClassification,
  type MammoFileFacts,
  type MammoFileKind,
  type MammoFileRefusalReason,
} from './mammoFileKinds';
export {
  DICOM_DIRECTORY_SOP_CLASS,
  dicomDateToIso,
  toMammoDicomFacts,
  type MammoDicomFacts,
} from './dicomFacts';
export {
  checkMammoUploadFile,
  type MammoFileCheck,
  type MammoFileRefusal,
} from './checkMammoUploadFile';
export {
  StoredMammoUploadMetadataSchema,
  readStoredMammoUpload,
  type StoredMammoUpload,
  type StoredMammoUploadMetadata,
} from './storedMammoUpload';
export {
  MammoUploadQueue,
  createMammoUploadQueue,
  type MammoUploadApi,
  type MammoUploadEntry,
  type MammoUploadQueueOptions,
  type MammoUploadQueueState,
  type MammoUploadStatus,
} from './mammoUploadQueue';
