import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fakeDicomBytes } from '../testing/fakeUpload';
import {
  MAMMO_FILE_SNIFF_BYTES,
  classifyMammoFile,
  mammoFileExtension,
  type MammoFileFacts,
} from './mammoFileKinds';
import { MAMMO_UPLOAD_LIMITS } from './mammoUploadLimits';

const text = (value: string): Uint8Array => new Uint8Array([...value].map((c) => c.charCodeAt(0)));
const DICOM = fakeDicomBytes(MAMMO_FILE_SNIFF_BYTES);
const PDF = text('%PDF-1.7\n');
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]);
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]);
const ZIP = text('PK\u0003\u0004rest');
const NOTHING = new Uint8Array(64);

const facts = (name: string, type = '', size = 10_000): MammoFileFacts => ({ name, type, size });

describe('classifyMammoFile: what a member may upload', () => {
  it.each([
    ['a .dcm file with the DICM preamble', facts('LCC.dcm'), DICOM, 'dicom'],
    [
      'application/dicom without a name extension',
      facts('LCC', 'application/dicom'),
      DICOM,
      'dicom',
    ],
    ['a disc image file without extension (IM000001)', facts('IM000001'), DICOM, 'dicom'],
    ['a disc file named by its UID', facts('1.2.840.113619.2.55.3.604'), DICOM, 'dicom'],
    ['an unknown extension carrying DICM (.img)', facts('scan.img'), DICOM, 'dicom'],
    ['a PDF report', facts('Report.PDF', 'application/pdf'), PDF, 'pdf'],
    ['a JPEG picture', facts('film.jpeg', 'image/jpeg'), JPEG, 'jpeg'],
    ['a PNG screenshot', facts('viewer.png'), PNG, 'png'],
    [
      'a PDF without extension (content decides)',
      facts('report', 'application/octet-stream'),
      PDF,
      'pdf',
    ],
  ] as const)('accepts %s', (_what, file, head, kind) => {
    expect(classifyMammoFile(file, head)).toEqual({ ok: true, kind });
  });

  it.each([
    ['an empty file', facts('a.dcm', '', 0), DICOM, 'empty'],
    [
      'a file above the limit',
      facts('a.dcm', '', MAMMO_UPLOAD_LIMITS.maxFileBytes + 1),
      DICOM,
      'too-large',
    ],
    ['a zip by name', facts('study.zip'), ZIP, 'archive'],
    ['a zip by MIME type', facts('study', 'application/x-zip-compressed'), NOTHING, 'archive'],
    ['a zip renamed .dcm', facts('study.dcm'), ZIP, 'archive'],
    ['a disc image (.iso)', facts('disc.iso'), NOTHING, 'archive'],
    ['the DICOMDIR index', facts('DICOMDIR'), DICOM, 'dicom-directory'],
    ['a .dcm without DICOM header', facts('a.dcm'), NOTHING, 'not-dicom'],
    ['a .pdf holding a PNG', facts('report.pdf'), PNG, 'content-mismatch'],
    ['a .jpg holding a PDF', facts('x.jpg'), PDF, 'content-mismatch'],
    ['a HEIC photo', facts('IMG_1.heic', 'image/heic'), NOTHING, 'unsupported-type'],
    ['an unknown MIME type', facts('x', 'text/plain'), NOTHING, 'unsupported-type'],
    ['no extension and no known content', facts('README'), NOTHING, 'unsupported-type'],
  ] as const)('refuses %s', (_what, file, head, reason) => {
    expect(classifyMammoFile(file, head)).toEqual({ ok: false, reason });
  });

  it('reads the extension of the last path segment, ignoring UID-like numeric tails', () => {
    expect(mammoFileExtension('dir.v2/IM0001')).toBeNull();
    expect(mammoFileExtension('a.b.DCM')).toBe('dcm');
    expect(mammoFileExtension('.hidden')).toBeNull();
    expect(mammoFileExtension('trailing.')).toBeNull();
    expect(mammoFileExtension('1.2.840.10008')).toBeNull();
  });

  const anyFacts = fc.record({
    name: fc.string({ maxLength: 40 }),
    type: fc.oneof(
      fc.constantFrom('', 'application/dicom', 'application/pdf', 'image/png'),
      fc.string(),
    ),
    size: fc.oneof(fc.integer({ min: -10, max: 10_000_000 }), fc.constant(Number.NaN)),
  });

  it('property: never throws, whatever the name, type, size and bytes', () => {
    fc.assert(
      fc.property(anyFacts, fc.uint8Array({ maxLength: 200 }), (file, head) => {
        const result = classifyMammoFile(file, head);
        expect(typeof result.ok).toBe('boolean');
      }),
    );
  });

  it('property: a file of 0 bytes or less is refused as empty, one above the limit as too large', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: -5, max: 0 }), (name, size) => {
        expect(classifyMammoFile({ name, type: '', size }, DICOM)).toEqual({
          ok: false,
          reason: 'empty',
        });
      }),
    );
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 1, max: 1_000_000_000 }), (name, extra) => {
        const size = MAMMO_UPLOAD_LIMITS.maxFileBytes + extra;
        expect(classifyMammoFile({ name, type: '', size }, DICOM)).toEqual({
          ok: false,
          reason: 'too-large',
        });
      }),
    );
  });

  it('property: an accepted file always carries the signature of its kind', () => {
    const signatureOf = { dicom: DICOM, pdf: PDF, jpeg: JPEG, png: PNG } as const;
    fc.assert(
      fc.property(anyFacts, fc.constantFrom(DICOM, PDF, JPEG, PNG, ZIP, NOTHING), (file, head) => {
        const result = classifyMammoFile(file, head);
        if (result.ok) expect(head).toBe(signatureOf[result.kind]);
      }),
    );
  });

  it('property: any size within the limit passes the size check (DICOM without extension)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: MAMMO_UPLOAD_LIMITS.maxFileBytes }), (size) => {
        expect(classifyMammoFile({ name: 'IM0001', type: '', size }, DICOM)).toEqual({
          ok: true,
          kind: 'dicom',
        });
      }),
    );
  });
});
