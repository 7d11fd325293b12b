import { writeFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { desktopOnly } from './support/projects';
import { expectAxeClean } from './support/axe';
import { resetPlatform, signIn } from './support/booking';
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

// A mammography upload whose connection the platform cuts in the middle of a tus chunk (not on a
// chunk boundary). Chromium leaves that PATCH unanswered; the upload queue's stall watchdog
// (MAMMO_UPLOAD_LIMITS.stallTimeout) aborts it and resumes from the platform's offset (HEAD),
// and the file completes with its progress shown. docs/adr/0036-stalled-uploads.md.

/**
 * MAMMO_UPLOAD_LIMITS.stallTimeout of packages/core (the e2e runner reads the core's build, not
 * its source, so the value is repeated here; a longer one only makes the test wait longer).
 */
const STALL_TIMEOUT = 15_000;
/** tus-js-client's chunk in the app (packages/adapters, createTusUploadPort). */
const CHUNK = 5 * MEBIBYTE;

async function openUpload(page: Page): Promise<void> {
  await signIn(page, 'demo@example.com', 'Demo-password-1');
  await openUploadFromNextStep(page);
}

test.beforeEach(async ({ request }) => {
  await resetPlatform(request);
});

test(
  'a stalled chunk is aborted and resumed by the watchdog, a cut mid-chunk is resumed too; the file completes with progress shown',
  desktopOnly('rule'),
  async ({ page, request, allowConsole }, testInfo) => {
    // The platform stalls a chunk on purpose: the app logs the resumed upload.
    allowConsole(/^A stalled mammography upload is resumed/);
    test.setTimeout(STALL_TIMEOUT + 60_000);
    const size = 12 * MEBIBYTE;
    const fileName = 'stalled-left-mlo.dcm';
    const path = testInfo.outputPath(fileName);
    await writeFile(
      path,
      syntheticDicom({ studyDate: '20250120', modality: 'MG', totalBytes: size }),
    );
    // A cut inside the second chunk, far from its ends (not on a chunk boundary).
    const cutAt = CHUNK + 2 * MEBIBYTE + 123_457;
    const cut = await request.post(`${PLATFORM}/__control/uploads/cut`, {
      data: { afterBytes: cutAt },
    });
    expect(cut.status()).toBe(201);
    // Every PATCH the browser sends, with the offset it starts from.
    const patchOffsets: number[] = [];
    page.on('request', (req) => {
      if (req.method() !== 'PATCH' || !req.url().includes('/packages/uploads/')) return;
      patchOffsets.push(Number(req.headers()['upload-offset']));
    });
    // The first PATCH of the second chunk gets no answer at all: a request the network left
    // hanging (held in the browser, so it does not depend on when a server-side rule lands); only
    // the app's stall watchdog can move it on.
    let heldSecondChunk = false;
    await page.route('**/packages/uploads/**', async (route) => {
      const req = route.request();
      if (
        !heldSecondChunk &&
        req.method() === 'PATCH' &&
        Number(req.headers()['upload-offset']) === CHUNK
      ) {
        heldSecondChunk = true;
        return;
      }
      await route.continue();
    });

    await openUpload(page);
    await recordProgressValues(page);
    await filePicker(page).setInputFiles(path);

    const entry = entryOf(page, fileName);
    const total = page.getByRole('progressbar', { name: 'Total progress' });
    await expect(total).toBeVisible();
    // The second chunk is held: the member sees the upload where it stands, still "Uploading".
    await expect.poll(() => patchOffsets, { timeout: 15_000 }).toEqual([0, CHUNK]);
    await expect(entry).toContainText('Uploading');
    const stalledAt = Number(await total.getAttribute('aria-valuenow'));
    expect(stalledAt).toBeGreaterThan(0);
    expect(stalledAt).toBeLessThan(100);
    await expectAxeClean(page);

    await expect(entry).toContainText('Uploaded', { timeout: STALL_TIMEOUT + 30_000 });
    await expect(
      page.getByRole('region', { name: 'Your files are with your care team' }),
    ).toBeVisible();
    await expect(total).toHaveAttribute('aria-valuenow', '100');
    await expect(entry.getByRole('alert')).toHaveCount(0);

    // Resumed from what the platform held each time, never started over: the stalled chunk was
    // sent again from its offset (the HEAD answered it), the cut one from the cut offset.
    expect(patchOffsets.filter((offset) => offset === 0)).toHaveLength(1);
    expect(patchOffsets.filter((offset) => offset === CHUNK).length).toBeGreaterThanOrEqual(2);
    expect(patchOffsets).toContain(cutAt);
    const cuts = (await (
      await request.get(`${PLATFORM}/__control/uploads/cuts`)
    ).json()) as unknown[];
    expect(cuts).toEqual([]);
    const seen = await progressValuesSeen(page);
    expect(seen.some((value) => value > 0 && value < 100)).toBe(true);
    const state = (await (await request.get(`${PLATFORM}/__control/state`)).json()) as {
      uploads?: { fileName: string; size: number; completed: string | null }[];
    };
    const stored = state.uploads?.find((upload) => upload.fileName === fileName);
    expect(stored?.size).toBe(size);
    expect(stored?.completed).not.toBeNull();
    await expectAxeClean(page);
  },
);

test(
  'after a reset, an upload reusing the id of one cut mid-chunk is not held by its lock',
  desktopOnly('rule'),
  async ({ page, request, allowConsole }) => {
    // The reset makes the platform forget the first page's cut upload: if that page tries to
    // resume it before it closes, the platform answers 404 and the app logs the upload as gone.
    allowConsole(/^A mammography upload failed \{kind: gone, status: 404\}$/);
    // The previous test (or a run before it) left a cut upload behind on this process; the reset
    // restarts the ids, so this upload gets the same id as that one did.
    const cut = await request.post(`${PLATFORM}/__control/uploads/cut`, {
      data: { afterBytes: 300_001 },
    });
    expect(cut.status()).toBe(201);
    await openUpload(page);
    await filePicker(page).setInputFiles({
      name: 'first.dcm',
      mimeType: 'application/dicom',
      buffer: syntheticDicom({ studyDate: '20240305', modality: 'MG', totalBytes: 900 * 1024 }),
    });
    await expect
      .poll(
        async () =>
          (await (await request.get(`${PLATFORM}/__control/uploads/cuts`)).json()) as unknown,
        {
          timeout: 20_000,
        },
      )
      .toEqual([]);
    // Reset while the browser's request may still hang: the platform forgets the upload.
    await resetPlatform(request);
    await page.close();

    const next = await page.context().newPage();
    await openUpload(next);
    await filePicker(next).setInputFiles({
      name: 'second.dcm',
      mimeType: 'application/dicom',
      buffer: syntheticDicom({ studyDate: '20240305', modality: 'MG', totalBytes: 600 * 1024 }),
    });
    // Well before the stall timeout: nothing waits for the old request's lock.
    await expect(entryOf(next, 'second.dcm')).toContainText('Uploaded', { timeout: 8_000 });
  },
);
