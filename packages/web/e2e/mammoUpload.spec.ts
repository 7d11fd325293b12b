import { writeFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { desktopOnly } from './support/projects';
import { signedIn } from './support/signedIn';
import { expectAxeClean } from './support/axe';
import { resetPlatform } from './support/booking';
import { PLATFORM } from './support/origins';
import {
  MEBIBYTE,
  entryOf,
  filePicker,
  openUploadFromNextStep,
  progressValuesSeen,
  recordProgressValues,
  syntheticDicom,
} from './support/uploads';

// The mammography upload journeys against the mock platform's tus endpoint: the demo member opens
// the upload of their mammography from the next step on Home, sends a synthetic DICOM image and
// sees it done; a wrong file is refused with its reason; a 50 MB file whose connection the
// platform cuts halfway (/__control/uploads/cut) resumes and completes with its progress shown.

/** Signed in as the demo member (support/signedIn.ts: the form once per worker), on Home. */
async function signIn(page: Page): Promise<void> {
  await signedIn(page);
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible({
    timeout: 15_000,
  });
}

/** From Home's next step (the upload task, due first) to the upload screen of the mammography. */
async function openUploadFromHome(page: Page): Promise<void> {
  await signIn(page);
  await openUploadFromNextStep(page);
}

test.beforeEach(async ({ request }) => {
  await resetPlatform(request);
});

test('the member uploads a DICOM mammogram from their next step on Home and sees it done', async ({
  page,
}, testInfo) => {
  await openUploadFromHome(page);
  await expect(page.getByText(/^For your .+ on /)).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'No files added yet' })).toBeVisible();
  // With a mouse, the zone says files can be dragged in.
  await expect(page.getByText('Drag files or a folder here')).toBeVisible();
  await expectAxeClean(page);

  await filePicker(page).setInputFiles({
    name: 'LCC.dcm',
    mimeType: 'application/dicom',
    buffer: syntheticDicom({ studyDate: '20240305', modality: 'MG', totalBytes: 600 * 1024 }),
  });
  const entry = entryOf(page, 'LCC.dcm');
  // The member sees they picked the right study: its date and modality.
  await expect(entry).toContainText('Study date Mar 5, 2024');
  await expect(entry).toContainText('Modality MG');
  await expect(entry).toContainText('Uploaded', { timeout: 15_000 });
  const done = page.getByRole('region', { name: 'Your files are with your care team' });
  await expect(done).toBeVisible();
  await expect(done).toContainText('What your care team received');
  await expect(done.getByRole('listitem').filter({ hasText: 'LCC.dcm' })).toBeVisible();
  await expect(
    page.getByRole('status').filter({ hasText: 'Your file is uploaded.' }),
  ).toBeVisible();
  await expectAxeClean(page);
  await page.screenshot({ path: testInfo.outputPath('done.png'), fullPage: true });

  // The next step: back to Home, where the upload task is done.
  await done.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your to-do list' })).not.toContainText(
    'Upload your mammography files',
  );
  // The next step moves on to the questionnaire of the same scan.
  await expect(
    page
      .getByRole('region', { name: 'Your next step' })
      .getByRole('link', { name: 'Complete your medical questionnaire' }),
  ).toBeVisible();
});

test.describe('on a touch screen', () => {
  test.use({ hasTouch: true });

  test('the drop zone says nothing of dragging files in: its buttons pick them', async ({
    page,
  }) => {
    await openUploadFromHome(page);
    await expect(page.getByRole('button', { name: 'Choose files' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Choose a folder' })).toBeVisible();
    await expect(page.getByText('Drag files or a folder here')).toBeHidden();
    await expectAxeClean(page);
  });
});

test('a zip archive and a text file are refused with their reasons; a non-mammogram warns', async ({
  page,
}, testInfo) => {
  await openUploadFromHome(page);
  await filePicker(page).setInputFiles([
    {
      name: 'previous-provider.zip',
      mimeType: 'application/zip',
      buffer: Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0, 0, 0]),
    },
    { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('my mammogram notes') },
    {
      name: 'breast-us.dcm',
      mimeType: 'application/dicom',
      buffer: syntheticDicom({ studyDate: '20230611', modality: 'US', totalBytes: 64 * 1024 }),
    },
  ]);
  const zip = entryOf(page, 'previous-provider.zip');
  await expect(zip).toContainText('Not accepted');
  await expect(zip).toContainText(
    'This is a compressed archive (such as .zip). Unzip it first, then pick the files inside.',
  );
  const notes = entryOf(page, 'notes.txt');
  await expect(notes).toContainText('Not accepted');
  await expect(notes).toContainText(
    'We cannot use this kind of file. Send DICOM images, PDF reports, or JPEG or PNG pictures.',
  );
  const ultrasound = entryOf(page, 'breast-us.dcm');
  await expect(ultrasound).toContainText('This file is an ultrasound, not a mammogram (MG).');
  await expect(ultrasound).toContainText('Uploaded', { timeout: 15_000 });
  await expect(
    page.getByRole('status').filter({ hasText: '2 files were not accepted.' }),
  ).toBeVisible();
  await expectAxeClean(page);

  // Removing a refused file moves the focus to the list's heading.
  await zip.getByRole('button', { name: 'Remove previous-provider.zip' }).click();
  await expect(entryOf(page, 'previous-provider.zip')).toHaveCount(0);
  await expect(
    page.getByRole('heading', { level: 2, name: 'Your files', exact: true }),
  ).toBeFocused();
  await page.screenshot({ path: testInfo.outputPath('refused.png'), fullPage: true });
});

test(
  'a 50 MB file whose connection is cut halfway resumes and completes, with progress shown',
  desktopOnly('rule'),
  async ({ page, request }, testInfo) => {
    test.setTimeout(120_000);
    const size = 50 * MEBIBYTE;
    // Playwright takes buffers up to 50 MB only: the file goes through the disk.
    const path = testInfo.outputPath('bilateral-tomo.dcm');
    await writeFile(
      path,
      syntheticDicom({ studyDate: '20250120', modality: 'MG', totalBytes: size }),
    );
    const cut = await request.post(`${PLATFORM}/__control/uploads/cut`, {
      data: { afterBytes: 25 * MEBIBYTE },
    });
    expect(cut.status()).toBe(201);

    await openUploadFromHome(page);
    await recordProgressValues(page);
    await filePicker(page).setInputFiles(path);

    const entry = entryOf(page, 'bilateral-tomo.dcm');
    await expect(entry).toContainText('50 MB');
    const total = page.getByRole('progressbar', { name: 'Total progress' });
    await expect(total).toBeVisible();
    await expect(entry).toContainText('Uploaded', { timeout: 90_000 });
    await expect(
      page.getByRole('region', { name: 'Your files are with your care team' }),
    ).toBeVisible();
    await expect(total).toHaveAttribute('aria-valuenow', '100');
    await expect(total).toHaveAttribute('aria-valuetext', '50 MB of 50 MB (100%)');

    // The platform cut the connection once (the rule retired), and the member saw it progress.
    const cuts = (await (
      await request.get(`${PLATFORM}/__control/uploads/cuts`)
    ).json()) as unknown[];
    expect(cuts).toEqual([]);
    const seen = await progressValuesSeen(page);
    expect(seen.some((value) => value > 0 && value < 100)).toBe(true);
    // The platform holds the whole file, completed.
    const state = (await (await request.get(`${PLATFORM}/__control/state`)).json()) as {
      uploads?: { fileName: string; size: number; completed: string | null }[];
    };
    const stored = state.uploads?.find((upload) => upload.fileName === 'bilateral-tomo.dcm');
    if (stored) {
      expect(stored.size).toBe(size);
      expect(stored.completed).not.toBeNull();
    }
    await expectAxeClean(page);
  },
);
