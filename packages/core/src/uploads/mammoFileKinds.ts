import { MAMMO_UPLOAD_LIMITS } from './mammoUploadLimits';

/** What a member may upload for a mammography encounter (docs/adr/0035-mammography-uploads.md). */
export type MammoFileKind = 'dicom' | 'pdf' | 'jpeg' | 'png';

/** Why a file is refused before upload; the screens turn these into words. */
export type MammoFileRefusalReason =
  | 'empty'
  | 'too-large'
  /** A zip, rar, 7z, gzip, tar or disc image: the member unpacks it and picks the files. */
  | 'archive'
  /** The disc's DICOMDIR index: it holds no images. */
  | 'dicom-directory'
  /** Neither DICOM nor a report or picture we accept. */
  | 'unsupported-type'
  /** The name says one kind, the bytes another (a renamed file). */
  | 'content-mismatch'
  /** Named or typed as DICOM, but no DICOM header. */
  | 'not-dicom'
  /** A DICOM file that ends inside its header (a broken copy). */
  | 'truncated'
  /** The same file is already in the list. */
  | 'duplicate'
  /** The file could not be read (moved, permission). */
  | 'unreadable';

export interface MammoFileFacts {
  readonly name: string;
  readonly size: number;
  readonly type: string;
}

export type MammoFileClassification =
  | { readonly ok: true; readonly kind: MammoFileKind }
  | { readonly ok: false; readonly reason: MammoFileRefusalReason };

/** Bytes of a file's start that classification looks at: the DICOM preamble (128) plus DICM. */
export const MAMMO_FILE_SNIFF_BYTES = 132;

/** The MIME type registered for each kind (whatever the browser guessed). */
export const MAMMO_FILE_CONTENT_TYPES: Readonly<Record<MammoFileKind, string>> = {
  dicom: 'application/dicom',
  pdf: 'application/pdf',
  jpeg: 'image/jpeg',
  png: 'image/png',
};

type Sniffed = MammoFileKind | 'archive' | null;
type Claimed = MammoFileKind | 'archive' | 'none' | 'other';

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0): boolean =>
  bytes.length >= at + signature.length && signature.every((b, i) => bytes[at + i] === b);

const ascii = (text: string): number[] => [...text].map((c) => c.charCodeAt(0));

const ARCHIVE_SIGNATURES: readonly (readonly number[])[] = [
  ascii('PK\u0003\u0004'), // zip
  ascii('PK\u0005\u0006'), // empty zip
  ascii('Rar!'),
  [0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c], // 7z
  [0x1f, 0x8b], // gzip
];

/** The kind the bytes show, by their signatures. */
function sniff(head: Uint8Array): Sniffed {
  if (startsWith(head, ascii('DICM'), 128)) return 'dicom';
  if (startsWith(head, ascii('%PDF-'))) return 'pdf';
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (ARCHIVE_SIGNATURES.some((signature) => startsWith(head, signature))) return 'archive';
  return null;
}

const EXTENSION_KINDS: Readonly<Record<string, MammoFileKind | 'archive'>> = {
  dcm: 'dicom',
  dicom: 'dicom',
  dic: 'dicom',
  pdf: 'pdf',
  jpg: 'jpeg',
  jpeg: 'jpeg',
  png: 'png',
  zip: 'archive',
  rar: 'archive',
  '7z': 'archive',
  gz: 'archive',
  tgz: 'archive',
  tar: 'archive',
  iso: 'archive',
};

const MIME_KINDS: Readonly<Record<string, MammoFileKind | 'archive'>> = {
  'application/dicom': 'dicom',
  'application/pdf': 'pdf',
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'application/zip': 'archive',
  'application/x-zip-compressed': 'archive',
  'application/x-7z-compressed': 'archive',
  'application/vnd.rar': 'archive',
  'application/gzip': 'archive',
  'application/x-tar': 'archive',
  'application/x-iso9660-image': 'archive',
};

/**
 * The extension of a file name, lower case. A last segment without a letter is no extension:
 * DICOM files off a disc are often named by their UID (`1.2.840.113619.2.55.3.604688119.969`).
 */
export function mammoFileExtension(name: string): string | null {
  const base = name.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  if (dot <= 0 || dot === base.length - 1) return null;
  const extension = base.slice(dot + 1).toLowerCase();
  return /[a-z]/.test(extension) ? extension : null;
}

/** The kind a file's name (first) or MIME type claims. */
function claim(facts: MammoFileFacts): Claimed {
  const extension = mammoFileExtension(facts.name);
  if (extension !== null) return EXTENSION_KINDS[extension] ?? 'other';
  const mime = facts.type.toLowerCase().split(';')[0]?.trim() ?? '';
  if (mime === '' || mime === 'application/octet-stream') return 'none';
  return MIME_KINDS[mime] ?? 'other';
}

const isDicomDirectory = (name: string): boolean =>
  (name.split(/[\\/]/).pop() ?? '').toUpperCase() === 'DICOMDIR';

/**
 * Decides from a file's name, type, size and first bytes whether it may be uploaded and as what.
 * Pure and total: any input gives an answer, never a throw. The bytes are the evidence: a file
 * named `.pdf` must start like a PDF; a file with no or an unknown extension is accepted when
 * its bytes carry the DICOM preamble (discs name images `IM000001` or by UID).
 */
export function classifyMammoFile(
  facts: MammoFileFacts,
  head: Uint8Array,
): MammoFileClassification {
  if (!(facts.size > 0)) return { ok: false, reason: 'empty' };
  if (facts.size > MAMMO_UPLOAD_LIMITS.maxFileBytes) return { ok: false, reason: 'too-large' };
  if (isDicomDirectory(facts.name)) return { ok: false, reason: 'dicom-directory' };
  const sniffed = sniff(head);
  const claimed = claim(facts);
  if (claimed === 'archive' || sniffed === 'archive') return { ok: false, reason: 'archive' };
  if (claimed === 'none') {
    return sniffed ? { ok: true, kind: sniffed } : { ok: false, reason: 'unsupported-type' };
  }
  if (claimed === 'other') {
    return sniffed === 'dicom'
      ? { ok: true, kind: 'dicom' }
      : { ok: false, reason: 'unsupported-type' };
  }
  if (sniffed === claimed) return { ok: true, kind: claimed };
  if (claimed === 'dicom') return { ok: false, reason: 'not-dicom' };
  return { ok: false, reason: 'content-mismatch' };
}
