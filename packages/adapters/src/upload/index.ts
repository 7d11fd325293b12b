export { createTusUploadPort, tusFailureOf } from './tusUploadPort';
export type { TusUploadPortOptions } from './tusUploadPort';
export { createDicomParserInspector } from './dicomParserInspector';
export { uploadFileFromBlob } from './uploadFiles';
export { buildSyntheticDicom } from './syntheticDicom';
export type { SyntheticDicomOptions } from './syntheticDicom';
