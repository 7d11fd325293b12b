import { describe, expect, it } from 'vitest';
import { uploadFileFromBlob } from './uploadFiles';
import { uploadFileFromBytes } from './nodeUploadFile';
import { tusFailureOf } from './tusUploadPort';
import type { DetailedError } from 'tus-js-client';

describe('upload files', () => {
  it('a Blob reads its slices and keeps itself as the source', async () => {
    const blob = new Blob([new Uint8Array([1, 2, 3, 4])], { type: 'application/dicom' });
    const file = uploadFileFromBlob(blob, 'a.dcm');
    expect(file).toMatchObject({ name: 'a.dcm', size: 4, type: 'application/dicom', source: blob });
    expect([...(await file.read(1, 3))]).toEqual([2, 3]);
    expect(uploadFileFromBlob(blob).name).toBe('file');
  });

  it('bytes become a Buffer source (fingerprinted by tus-js-client in Node)', async () => {
    const file = uploadFileFromBytes('x', new Uint8Array([9, 8, 7]), 'image/png');
    expect(Buffer.isBuffer(file.source)).toBe(true);
    expect([...(await file.read(0, 10))]).toEqual([9, 8, 7]);
  });
});

describe('tusFailureOf', () => {
  const withStatus = (status: number | null): DetailedError =>
    Object.assign(new Error(`status ${status}`), {
      originalResponse: status === null ? null : { getStatus: () => status },
    }) as unknown as DetailedError;

  it.each([
    [null, 'network'],
    [0, 'network'],
    [401, 'unauthorized'],
    [403, 'unauthorized'],
    [404, 'gone'],
    [410, 'gone'],
    [413, 'too-large'],
    [500, 'refused'],
  ] as const)('status %s is a %s failure', (status, kind) => {
    expect(tusFailureOf(withStatus(status)).kind).toBe(kind);
  });
});
