import type { UploadFile } from '@scanwise/core';

/** A browser File (or a Blob with a name) as the core's UploadFile; tus sends the Blob itself. */
export function uploadFileFromBlob(blob: Blob, name?: string): UploadFile {
  const fileName = name ?? ((blob as Partial<File>).name || 'file');
  return {
    name: fileName,
    size: blob.size,
    type: blob.type,
    source: blob,
    read: async (start, end) => new Uint8Array(await blob.slice(start, end).arrayBuffer()),
  };
}
