import { fakeDicomBytes } from '@scanwise/core/testing';
import { describe, expect, it, vi } from 'vitest';
import { TEST_MODE_ENV, loadRuntimeConfig } from '../config/runtimeConfig';
import { DEMO } from '../test/platform/demoRecords';
import { preparePlatformScene, signedIn, type SceneSetup } from '../test/platform/platformScene';
import { createScanwiseContainer } from './container';
import { TOKENS } from './tokens';

async function setup(scene: SceneSetup = signedIn()) {
  const prepared = await preparePlatformScene({ config: loadRuntimeConfig(TEST_MODE_ENV), scene });
  return { ...prepared, uploads: prepared.container.get(TOKENS.mammoUploads) };
}

describe('TOKENS.mammoUploads', () => {
  it('gives one session per encounter, on the core queue over the upload ports', async () => {
    const { ports, uploads, platform } = await setup();
    const session = await uploads.open(DEMO.mammography);
    expect(await uploads.open(DEMO.mammography)).toBe(session);

    await session.addFiles([new File([fakeDicomBytes(2048).slice()], 'left.dcm')]);
    await vi.waitFor(() => expect(ports.uploadPort.runOf('left.dcm')).toBeDefined());
    const run = ports.uploadPort.runOf('left.dcm');
    // The platform's relative upload URL resolves against it; the bearer is read per request.
    const [registered] = platform.listUploads('mbr_demo', DEMO.mammography);
    expect(run?.options.uploadUrl).toBe(`http://localhost:4000${registered?.uploadUrl ?? ''}`);
    expect(run?.authorization).toMatch(/^Bearer /);
    expect(session.getSnapshot().entries[0]).toMatchObject({
      status: 'uploading',
      dicom: { studyDate: '2024-03-05', modality: 'MG', isMammography: true },
    });
  });

  it('tries the adapters again when loading them failed (a chunk that did not load)', async () => {
    const { ports } = await setup();
    let attempts = 0;
    const services = createScanwiseContainer({
      config: loadRuntimeConfig(TEST_MODE_ENV),
      ports: {
        ...ports,
        mammoUploadAdapters: () => {
          attempts += 1;
          return attempts === 1
            ? Promise.reject(new Error('Failed to fetch dynamically imported module'))
            : ports.mammoUploadAdapters();
        },
      },
    });
    await services.get(TOKENS.auth).signInWithPassword('demo@example.com', 'Demo-password-1');
    const uploads = services.get(TOKENS.mammoUploads);
    await expect(uploads.open(DEMO.mammography)).rejects.toThrow('dynamically imported');
    await expect(uploads.open(DEMO.mammography)).resolves.toMatchObject({
      encounterId: DEMO.mammography,
    });
  });

  it('closes the queues on sign-out', async () => {
    const { container, uploads } = await setup();
    const session = await uploads.open(DEMO.mammography);
    await container.get(TOKENS.auth).logout();
    expect(await uploads.open(DEMO.mammography)).not.toBe(session);
  });
});
