import type { UploadFile } from '@scanwise/core';

/**
 * Node: bytes in memory as the core's UploadFile. tus-js-client fingerprints a Buffer by its
 * first 64 KiB and length, so the same bytes resume the same upload after a restart.
 */
export function uploadFileFromBytes(name: string, bytes: Uint8Array, type = ''): UploadFile {
  const buffer = Buffer.isBuffer(bytes)
    ? bytes
    : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return {
    name,
    size: buffer.length,
    type,
    source: buffer,
    read: (start, end) => Promise.resolve(new Uint8Array(buffer.subarray(start, end))),
  };
}
