import {
  createDicomParserInspector,
  createTusUploadPort,
  uploadFileFromBlob,
} from '@scanwise/adapters/browser';
import type { MammoUploadAdapters } from './mammoUploads';

/**
 * The browser's mammography upload adapters: tus-js-client (uploads remembered in local storage
 * by file fingerprint until they succeed) and dicom-parser. main.tsx imports this module
 * dynamically, so their code loads with the upload screen only.
 */
export function createBrowserMammoUploadAdapters(): MammoUploadAdapters {
  return {
    uploads: createTusUploadPort(),
    inspector: createDicomParserInspector(),
    fileFrom: (file) => uploadFileFromBlob(file),
  };
}
