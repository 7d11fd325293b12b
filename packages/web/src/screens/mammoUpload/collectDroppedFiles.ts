import type { DirectoryDropItem, DropItem, FileDropItem } from 'react-aria-components';

/** At most this many folder levels are walked (a CD export nests a few: DICOM/PAT/STUDY/SER). */
const MAX_DEPTH = 8;

/**
 * The files of a drop: dropped files as they are, dropped folders walked (a disc export or a
 * download unpacked into folders), text and other items ignored. The checks decide per file.
 */
export async function collectDroppedFiles(items: readonly DropItem[]): Promise<File[]> {
  const files: File[] = [];
  const walk = async (item: FileDropItem | DirectoryDropItem, depth: number): Promise<void> => {
    if (item.kind === 'file') {
      files.push(await item.getFile());
      return;
    }
    if (depth >= MAX_DEPTH) return;
    for await (const entry of item.getEntries()) await walk(entry, depth + 1);
  };
  for (const item of items) {
    if (item.kind === 'file' || item.kind === 'directory') await walk(item, 0);
  }
  return files;
}
