import { describe, expect, it } from 'vitest';
import { DICOM_DIRECTORY_SOP_CLASS, checkMammoUploadFile } from '@scanwise/core';
import { createDicomParserInspector } from './dicomParserInspector';
import { uploadFileFromBytes } from './nodeUploadFile';
import { buildSyntheticDicom } from './syntheticDicom';

const inspector = createDicomParserInspector();

describe('createDicomParserInspector (dicom-parser)', () => {
  it('reads the study date, modality and SOP class of a DICOM file', () => {
    const bytes = buildSyntheticDicom({ studyDate: '20240305', modality: 'MG', totalBytes: 4096 });
    expect(inspector.inspect(bytes, true)).toEqual({
      ok: true,
      facts: { studyDate: '20240305', modality: 'MG', sopClassUid: '1.2.840.10008.5.1.4.1.1.1.2' },
    });
  });

  it('gives nulls for absent tags', () => {
    expect(inspector.inspect(buildSyntheticDicom(), true)).toMatchObject({
      ok: true,
      facts: { studyDate: null, modality: null },
    });
  });

  it("refuses bytes without the DICM preamble as 'not a DICOM file', wrapping the parser's string throw", () => {
    const result = inspector.inspect(new TextEncoder().encode('%PDF-1.7'.padEnd(300, ' ')), true);
    expect(result).toMatchObject({ ok: false, reason: 'not-dicom' });
    expect(result.ok ? '' : result.detail).toMatch(/DICM prefix not found/);
  });

  it('a whole file that ends inside its header is truncated, with a clear reason', () => {
    // No modality: the parser reads on to the last element, which is cut short.
    const bytes = buildSyntheticDicom({ studyDate: '20240305' });
    const cut = bytes.subarray(0, bytes.length - 5);
    expect(inspector.inspect(cut, true)).toMatchObject({ ok: false, reason: 'truncated' });
    // The meta header itself cut short.
    expect(inspector.inspect(bytes.subarray(0, 150), true)).toMatchObject({
      ok: false,
      reason: 'truncated',
    });
  });

  it('a header slice of a big file that runs out keeps the facts read so far', () => {
    const bytes = buildSyntheticDicom({ studyDate: '20231111', totalBytes: 10_000 });
    expect(inspector.inspect(bytes.subarray(0, 400), false)).toMatchObject({
      ok: true,
      facts: { studyDate: '20231111', modality: null },
    });
  });

  it('checks a file end to end with core: a DICOMDIR is refused, a mammogram shows its facts', async () => {
    const dir = uploadFileFromBytes(
      'INDEX',
      buildSyntheticDicom({ sopClassUid: DICOM_DIRECTORY_SOP_CLASS }),
    );
    expect(await checkMammoUploadFile(dir, inspector)).toMatchObject({
      ok: false,
      reason: 'dicom-directory',
    });
    const image = uploadFileFromBytes(
      'IM000001',
      buildSyntheticDicom({ studyDate: '20240305', modality: 'MG', totalBytes: 600_000 }),
    );
    expect(await checkMammoUploadFile(image, inspector)).toEqual({
      ok: true,
      kind: 'dicom',
      contentType: 'application/dicom',
      dicom: { studyDate: '2024-03-05', modality: 'MG', isMammography: true },
    });
  });
});
