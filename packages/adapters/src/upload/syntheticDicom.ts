/** What a synthetic DICOM file carries; every field optional. */
export interface SyntheticDicomOptions {
  readonly studyDate?: string;
  readonly modality?: string;
  /** (0002,0002) and (0008,0016); default Digital Mammography X-Ray Image Storage. */
  readonly sopClassUid?: string;
  /** Pads with pixel data (7FE0,0010) up to this total size in bytes. */
  readonly totalBytes?: number;
}

const MAMMOGRAPHY_SOP_CLASS = '1.2.840.10008.5.1.4.1.1.1.2';
const EXPLICIT_VR_LITTLE_ENDIAN = '1.2.840.10008.1.2.1';
const LONG_LENGTH_VRS = new Set(['OB', 'OW', 'OF', 'SQ', 'UT', 'UN']);

const pad = (value: string, vr: string): Uint8Array => {
  const text = value.length % 2 === 0 ? value : `${value}${vr === 'UI' ? '\0' : ' '}`;
  return new Uint8Array([...text].map((c) => c.charCodeAt(0)));
};

/** One explicit-VR little-endian element. */
function element(group: number, elementNumber: number, vr: string, value: Uint8Array): Uint8Array {
  const long = LONG_LENGTH_VRS.has(vr);
  const header = new Uint8Array(long ? 12 : 8);
  const view = new DataView(header.buffer);
  view.setUint16(0, group, true);
  view.setUint16(2, elementNumber, true);
  header[4] = vr.charCodeAt(0);
  header[5] = vr.charCodeAt(1);
  if (long) view.setUint32(8, value.length, true);
  else view.setUint16(6, value.length, true);
  const out = new Uint8Array(header.length + value.length);
  out.set(header);
  out.set(value, header.length);
  return out;
}

const concat = (parts: readonly Uint8Array[]): Uint8Array => {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
};

/**
 * A small but real DICOM Part 10 file for tests: 128-byte preamble, `DICM`, a file meta group
 * (explicit VR little endian) and a data set with SOP class, study date and modality, padded
 * with pixel data to `totalBytes`. dicom-parser reads it like a scanner's file.
 */
export function buildSyntheticDicom(options: SyntheticDicomOptions = {}): Uint8Array {
  const sopClass = options.sopClassUid ?? MAMMOGRAPHY_SOP_CLASS;
  const metaElements = concat([
    element(0x0002, 0x0001, 'OB', new Uint8Array([0, 1])),
    element(0x0002, 0x0002, 'UI', pad(sopClass, 'UI')),
    element(0x0002, 0x0003, 'UI', pad('1.2.826.0.1.3680043.10.1', 'UI')),
    element(0x0002, 0x0010, 'UI', pad(EXPLICIT_VR_LITTLE_ENDIAN, 'UI')),
  ]);
  const groupLength = new Uint8Array(4);
  new DataView(groupLength.buffer).setUint32(0, metaElements.length, true);
  const data = [element(0x0008, 0x0016, 'UI', pad(sopClass, 'UI'))];
  if (options.studyDate !== undefined)
    data.push(element(0x0008, 0x0020, 'DA', pad(options.studyDate, 'DA')));
  if (options.modality !== undefined)
    data.push(element(0x0008, 0x0060, 'CS', pad(options.modality, 'CS')));
  data.push(element(0x0010, 0x0010, 'PN', pad('Test^Member', 'PN')));
  const head = concat([
    new Uint8Array(128),
    new Uint8Array([0x44, 0x49, 0x43, 0x4d]),
    element(0x0002, 0x0000, 'UL', groupLength),
    metaElements,
    ...data,
  ]);
  const pixelHeader = 12;
  const pixels = Math.max(0, (options.totalBytes ?? 0) - head.length - pixelHeader);
  if (pixels === 0 && (options.totalBytes ?? 0) <= head.length) return head;
  return concat([head, element(0x7fe0, 0x0010, 'OB', new Uint8Array(pixels - (pixels % 2)))]);
}
