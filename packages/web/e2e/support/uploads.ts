import type { Locator, Page } from '@playwright/test';
import { expect } from './test';

// Shared by the mammography upload journeys (mammoUpload, uploadStall, chaos, privacy specs).

export const MEBIBYTE = 1024 * 1024;

// ---- a synthetic DICOM Part 10 file (as packages/adapters' buildSyntheticDicom) ---------------

const LONG_VRS = new Set(['OB', 'OW', 'OF', 'SQ', 'UT', 'UN']);

function element(group: number, tag: number, vr: string, value: Buffer): Buffer {
  const long = LONG_VRS.has(vr);
  const header = Buffer.alloc(long ? 12 : 8);
  header.writeUInt16LE(group, 0);
  header.writeUInt16LE(tag, 2);
  header.write(vr, 4, 'latin1');
  if (long) header.writeUInt32LE(value.length, 8);
  else header.writeUInt16LE(value.length, 6);
  return Buffer.concat([header, value]);
}

const text = (value: string, vr: string): Buffer =>
  Buffer.from(value.length % 2 === 0 ? value : `${value}${vr === 'UI' ? '\0' : ' '}`, 'latin1');

/** A DICOM mammogram (or other modality) padded with pixel data to `totalBytes`. */
export function syntheticDicom({
  studyDate,
  modality,
  totalBytes,
}: {
  studyDate: string;
  modality: string;
  totalBytes: number;
}): Buffer {
  const sopClass = '1.2.840.10008.5.1.4.1.1.1.2';
  const meta = Buffer.concat([
    element(0x0002, 0x0001, 'OB', Buffer.from([0, 1])),
    element(0x0002, 0x0002, 'UI', text(sopClass, 'UI')),
    element(0x0002, 0x0003, 'UI', text('1.2.826.0.1.3680043.10.1', 'UI')),
    element(0x0002, 0x0010, 'UI', text('1.2.840.10008.1.2.1', 'UI')),
  ]);
  const groupLength = Buffer.alloc(4);
  groupLength.writeUInt32LE(meta.length, 0);
  const head = Buffer.concat([
    Buffer.alloc(128),
    Buffer.from('DICM', 'latin1'),
    element(0x0002, 0x0000, 'UL', groupLength),
    meta,
    element(0x0008, 0x0016, 'UI', text(sopClass, 'UI')),
    element(0x0008, 0x0020, 'DA', text(studyDate, 'DA')),
    element(0x0008, 0x0060, 'CS', text(modality, 'CS')),
    element(0x0010, 0x0010, 'PN', text('Test^Member', 'PN')),
  ]);
  const pixels = Math.max(0, totalBytes - head.length - 12);
  return Buffer.concat([head, element(0x7fe0, 0x0010, 'OB', Buffer.alloc(pixels - (pixels % 2)))]);
}

/** The "Choose files" picker (react-aria's FileTrigger keeps its input hidden). */
export const filePicker = (page: Page): Locator => page.locator('input[type=file][multiple]');

/** One file of the list, by its name. */
export const entryOf = (page: Page, fileName: string): Locator =>
  page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3, name: fileName }) });

/**
 * From Home's next step ("Upload your mammography files") to the upload screen, once its list of
 * files has loaded.
 */
export async function openUploadFromNextStep(page: Page): Promise<void> {
  await page
    .getByRole('region', { name: 'Your next step' })
    .getByRole('link', { name: /mammogra/i })
    .click();
  await expect(page).toHaveURL(/\/mammo-upload\/[^/]+$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Upload your mammography files' }),
  ).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 2, name: 'Your files', exact: true }),
  ).toBeVisible({ timeout: 15_000 });
}

/** Records, in the page, every value the total progress bar takes from now on. */
export async function recordProgressValues(page: Page): Promise<void> {
  await page.evaluate(() => {
    const seen: number[] = [];
    (window as unknown as { progressSeen: number[] }).progressSeen = seen;
    new MutationObserver(() => {
      const bar = document.querySelector('[role=progressbar][aria-valuenow]');
      const value = Number(bar?.getAttribute('aria-valuenow'));
      if (bar && seen.at(-1) !== value) seen.push(value);
    }).observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['aria-valuenow'],
    });
  });
}

/** The values the total progress bar took since {@link recordProgressValues}, in order. */
export const progressValuesSeen = (page: Page): Promise<number[]> =>
  page.evaluate(() => (window as unknown as { progressSeen: number[] }).progressSeen);
