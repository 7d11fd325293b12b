import * as dicomParserModule from 'dicom-parser';
import type { DataSet } from 'dicom-parser';
import type { DicomHeaderFacts, DicomInspection, DicomInspector } from '@scanwise/core';

// dicom-parser is a UMD bundle: Node's ESM sees it as a default export, bundlers as both.
const dicomParser =
  (dicomParserModule as unknown as { default?: typeof dicomParserModule }).default ??
  dicomParserModule;

const TAGS = {
  mediaStorageSopClass: 'x00020002',
  sopClass: 'x00080016',
  studyDate: 'x00080020',
  modality: 'x00080060',
} as const;

const textOf = (value: unknown): string =>
  typeof value === 'string' ? value : value instanceof Error ? value.message : String(value);

const factsOf = (dataSet: DataSet): DicomHeaderFacts => {
  const read = (tag: string): string | null => {
    try {
      return dataSet.string(tag)?.trim() || null;
    } catch {
      return null;
    }
  };
  return {
    studyDate: read(TAGS.studyDate),
    modality: read(TAGS.modality),
    sopClassUid: read(TAGS.mediaStorageSopClass) ?? read(TAGS.sopClass),
  };
};

/** dicom-parser's truncated-file exception: the error and the elements read before it. */
const isPartialParse = (error: unknown): error is { exception: unknown; dataSet: DataSet } =>
  typeof error === 'object' && error !== null && 'exception' in error && 'dataSet' in error;

/**
 * The core's {@link DicomInspector} on dicom-parser. Parsing stops after Modality (0008,0060),
 * so only the header is walked. dicom-parser throws plain strings and, for a file that ends
 * early, an object with the partial data set: both become a reason, never a throw. Running out
 * of bytes is 'truncated' only when the bytes are the whole file; for a header slice the facts
 * read so far are used.
 */
export function createDicomParserInspector(): DicomInspector {
  return {
    inspect(bytes: Uint8Array, wholeFile: boolean): DicomInspection {
      try {
        const dataSet = dicomParser.parseDicom(bytes, { untilTag: TAGS.modality });
        return { ok: true, facts: factsOf(dataSet) };
      } catch (error) {
        if (isPartialParse(error)) {
          const detail = textOf(error.exception);
          if (wholeFile) return { ok: false, reason: 'truncated', detail };
          return { ok: true, facts: factsOf(error.dataSet) };
        }
        const detail = textOf(error);
        const endedEarly = /past end of buffer|buffer overrun/i.test(detail);
        if (endedEarly && wholeFile && bytes.length > 132) {
          return { ok: false, reason: 'truncated', detail };
        }
        return { ok: false, reason: 'not-dicom', detail };
      }
    },
  };
}
