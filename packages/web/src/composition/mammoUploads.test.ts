import { ENTITY_EXAMPLES } from '@scanwise/core';
import { fakeDicomBytes } from '@scanwise/core/testing';
import { describe, expect, it, vi } from 'vitest';
import { TEST_MODE_ENV, loadRuntimeConfig } from '../config/runtimeConfig';
import { answerCall, signInFakeMember } from '../test/fakePlatform';
import { createScanwiseContainer } from './container';
import { createFakeScanwisePorts } from './fakeScanwisePorts';
import { TOKENS } from './tokens';

function setup() {
  const ports = createFakeScanwisePorts();
  const services = createScanwiseContainer({ config: loadRuntimeConfig(TEST_MODE_ENV), ports });
  return { ports, services, uploads: services.get(TOKENS.mammoUploads) };
}

const upload = (id: string, fileName: string) => ({
  id,
  encounterId: 'enc_mammo',
  fileName,
  size: 2048,
  uploadUrl: `/packages/uploads/${id}`,
  created: '2026-01-01T09:00:00Z',
  completed: null,
});

describe('TOKENS.mammoUploads', () => {
  it('gives one session per encounter, on the core queue over the upload ports', async () => {
    const { ports, services, uploads } = setup();
    await signInFakeMember(services, ports, ENTITY_EXAMPLES.Member);
    answerCall(ports, 'mammoUploadList', { body: [] });
    answerCall(ports, 'mammoUploadRegister', { status: 201, body: upload('up_1', 'left.dcm') });
    const session = await uploads.open('enc_mammo');
    expect(await uploads.open('enc_mammo')).toBe(session);

    await session.addFiles([new File([fakeDicomBytes(2048).slice()], 'left.dcm')]);
    await vi.waitFor(() => expect(ports.uploadPort.runOf('left.dcm')).toBeDefined());
    const run = ports.uploadPort.runOf('left.dcm');
    // Relative upload URLs resolve against the platform; the bearer is read per request.
    expect(run?.options.uploadUrl).toBe('http://localhost:4000/packages/uploads/up_1');
    expect(run?.authorization).toMatch(/^Bearer /);
    expect(session.getSnapshot().entries[0]).toMatchObject({
      status: 'uploading',
      dicom: { studyDate: '2024-03-05', modality: 'MG', isMammography: true },
    });
  });

  it('tries the adapters again when loading them failed (a chunk that did not load)', async () => {
    const ports = createFakeScanwisePorts();
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
    answerCall(ports, 'mammoUploadList', { body: [] });
    const uploads = services.get(TOKENS.mammoUploads);
    await expect(uploads.open('enc_mammo')).rejects.toThrow('dynamically imported');
    await expect(uploads.open('enc_mammo')).resolves.toMatchObject({ encounterId: 'enc_mammo' });
  });

  it('closes the queues on sign-out', async () => {
    const { ports, services, uploads } = setup();
    await signInFakeMember(services, ports, ENTITY_EXAMPLES.Member);
    answerCall(ports, 'mammoUploadList', { body: [] });
    const session = await uploads.open('enc_mammo');
    await services.get(TOKENS.auth).logout();
    expect(await uploads.open('enc_mammo')).not.toBe(session);
  });
});
