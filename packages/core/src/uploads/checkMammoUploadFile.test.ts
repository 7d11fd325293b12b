import { describe, expect, it } from 'vitest';
import type { UploadFile } from '../ports';
import { FakeDicomInspector, createMemoryUploadFile, fakeDicomBytes } from '../testing/fakeUpload';
import { checkMammoUploadFile } from './checkMammoUploadFile';
import { DICOM_DIRECTORY_SOP_CLASS } from './dicomFacts';
import { MAMMO_UPLOAD_LIMITS } from './mammoUploadLimits';

describe('checkMammoUploadFile', () => {
  it('shows the study date and modality of a DICOM file, registered as application/dicom', async () => {
    const inspector = new FakeDicomInspector();
    const result = await checkMammoUploadFile(
      createMemoryUploadFile('LCC.dcm', fakeDicomBytes(2000), 'application/octet-stream'),
      inspector,
    );
    expect(result).toEqual({
      ok: true,
      kind: 'dicom',
      contentType: 'application/dicom',
      dicom: { studyDate: '2024-03-05', modality: 'MG', isMammography: true },
    });
    // A small file is given whole: running out of bytes then means truncated.
    expect(inspector.calls).toEqual([{ size: 2000, wholeFile: true }]);
  });

  it('reads only the header of a large file', async () => {
    const inspector = new FakeDicomInspector();
    const size = MAMMO_UPLOAD_LIMITS.dicomHeaderBytes * 4;
    const bytes = fakeDicomBytes(size);
    await checkMammoUploadFile(createMemoryUploadFile('big.dcm', bytes), inspector);
    expect(inspector.calls).toEqual([
      { size: MAMMO_UPLOAD_LIMITS.dicomHeaderBytes, wholeFile: false },
    ]);
  });

  it('refuses a truncated DICOM file with the parser detail kept for logs', async () => {
    const inspector = new FakeDicomInspector();
    inspector.answer = { ok: false, reason: 'truncated', detail: 'buffer overrun' };
    expect(
      await checkMammoUploadFile(createMemoryUploadFile('a.dcm', fakeDicomBytes()), inspector),
    ).toEqual({
      ok: false,
      reason: 'truncated',
      detail: 'buffer overrun',
    });
  });

  it('refuses a DICOMDIR recognised by its SOP class, whatever its name', async () => {
    const inspector = new FakeDicomInspector({
      studyDate: null,
      modality: null,
      sopClassUid: DICOM_DIRECTORY_SOP_CLASS,
    });
    const result = await checkMammoUploadFile(
      createMemoryUploadFile('INDEX', fakeDicomBytes()),
      inspector,
    );
    expect(result).toMatchObject({ ok: false, reason: 'dicom-directory' });
  });

  it('accepts a PDF report without asking the DICOM inspector', async () => {
    const inspector = new FakeDicomInspector();
    const pdf = new TextEncoder().encode('%PDF-1.4 report');
    expect(
      await checkMammoUploadFile(createMemoryUploadFile('report.pdf', pdf), inspector),
    ).toEqual({
      ok: true,
      kind: 'pdf',
      contentType: 'application/pdf',
      dicom: null,
    });
    expect(inspector.calls).toEqual([]);
  });

  it('refuses by size before reading a byte', async () => {
    const file: UploadFile = {
      ...createMemoryUploadFile('huge.dcm', 1),
      size: MAMMO_UPLOAD_LIMITS.maxFileBytes + 1,
      read: () => Promise.reject(new Error('must not read')),
    };
    expect(await checkMammoUploadFile(file, new FakeDicomInspector())).toEqual({
      ok: false,
      reason: 'too-large',
      detail: null,
    });
  });

  it('refuses a file that cannot be read as unreadable, never throwing', async () => {
    const file: UploadFile = {
      ...createMemoryUploadFile('gone.dcm', 500),
      read: () => Promise.reject(new Error('NotReadableError')),
    };
    expect(await checkMammoUploadFile(file, new FakeDicomInspector())).toEqual({
      ok: false,
      reason: 'unreadable',
      detail: 'NotReadableError',
    });
    const odd: UploadFile = {
      ...createMemoryUploadFile('odd.dcm', 500),
      // Some platforms reject with a plain string, not an Error.
      // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors
      read: () => Promise.reject('plain string'),
    };
    expect(await checkMammoUploadFile(odd, new FakeDicomInspector())).toMatchObject({
      reason: 'unreadable',
      detail: 'plain string',
    });
  });

  it('refuses a renamed file by its content', async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(
      await checkMammoUploadFile(createMemoryUploadFile('x.dcm', png), new FakeDicomInspector()),
    ).toEqual({ ok: false, reason: 'not-dicom', detail: null });
  });
});
