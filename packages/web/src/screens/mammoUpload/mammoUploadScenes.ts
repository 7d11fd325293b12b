import { fakeDicomBytes } from '@scanwise/core/testing';
import { DEMO_MEMBER, type PlatformState } from '@scanwise/mock-server/in-process';
import type { MammoUploadSession } from '../../composition/mammoUploads';
import { TOKENS } from '../../composition/tokens';
import { DEMO } from '../../test/platform/demoRecords';
import type { PlatformPorts } from '../../test/platform/platformPorts';
import { signIn, type PlatformScene, type SceneSetup } from '../../test/platform/platformScene';

/**
 * Upload scenes on the in-process platform: the demo member's mammography (its registrations and
 * the list of what arrived are the platform's), the files a member picks, and the fake upload
 * port and DICOM inspector of `@scanwise/core/testing` (every started upload is a run the scene
 * drives; a `DICM` file is a mammogram of 5 March 2024 unless told otherwise).
 */
export const MAMMO_ENCOUNTER_ID = DEMO.mammography;
export const MAMMO_UPLOAD_ROUTE = `/mammo-upload/${MAMMO_ENCOUNTER_ID}`;
export const MAMMO_UPLOAD_PATTERN = '/mammo-upload/:encounterId';

/** A browser File with the given bytes. */
export function fileOf(name: string, bytes: Uint8Array, type = ''): File {
  return new File([bytes.slice()], name, { type });
}

/** A file that starts like a DICOM image (the fake inspector reads it as a mammogram). */
export function dicomFile(name: string, size = 4096): File {
  return fileOf(name, fakeDicomBytes(size));
}

export const ZIP_FILE = (): File =>
  fileOf('previous-provider.zip', new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0, 0, 0, 0]));
export const TEXT_FILE = (): File =>
  fileOf('notes.txt', new TextEncoder().encode('my notes'), 'text/plain');

/** The encounter's upload session (what the screen opens). */
export function openSession(scene: PlatformScene): Promise<MammoUploadSession> {
  return scene.container.get(TOKENS.mammoUploads).open(MAMMO_ENCOUNTER_ID);
}

/** Lets the fakes' promises settle (checks, registrations). */
export async function settle(rounds = 10): Promise<void> {
  for (let i = 0; i < rounds; i += 1) await Promise.resolve();
  await new Promise((resolve) => setTimeout(resolve, 0));
}

/** The platform now holds `bytes` of a file; the coalesced progress is published. */
export function progressOf(ports: PlatformPorts, fileName: string, bytes: number): void {
  ports.uploadPort.runOf(fileName)?.progress(bytes);
  ports.clock.advance(250);
}

/**
 * A story's scene: the demo member signs in, then `drive` adds files and moves the fake uploads
 * once the session is open (asynchronously: the story shows each state as it arrives).
 */
export const uploading =
  (drive: (session: MammoUploadSession, scene: PlatformScene) => Promise<void>): SceneSetup =>
  async (scene) => {
    await signIn(scene);
    void openSession(scene).then((session) => drive(session, scene));
  };

/** An upload the page before a reload registered and half sent, left in the device's storage. */
export const INTERRUPTED = { id: 'mup_interrupted', fileName: 'LMLO.dcm' } as const;

/** The platform's registration of {@link INTERRUPTED}, in the seed. */
export const interruptedRegistration =
  (size: number) =>
  (state: PlatformState): void => {
    state.uploads.push({
      id: INTERRUPTED.id,
      memberId: DEMO_MEMBER.id,
      encounterId: MAMMO_ENCOUNTER_ID,
      fileName: INTERRUPTED.fileName,
      size,
      contentType: 'application/dicom',
      uploadUrl: `/packages/uploads/${INTERRUPTED.id}`,
      created: '2026-01-01T08:00:00Z',
      completed: null,
    });
  };

/** The device's stored tus upload of {@link INTERRUPTED}, `sent` bytes already with the platform. */
export const interruptedOnDevice =
  (size: number, sent = 0): SceneSetup =>
  ({ ports }) => {
    const uploadUrl = `http://localhost:4000/packages/uploads/${INTERRUPTED.id}`;
    ports.uploadPort.store(ports.uploadPort.fingerprint({ name: INTERRUPTED.fileName, size }), {
      uploadUrl,
      size,
      metadata: {
        encounterId: MAMMO_ENCOUNTER_ID,
        uploadId: INTERRUPTED.id,
        filename: INTERRUPTED.fileName,
        filetype: 'application/dicom',
      },
    });
    if (sent > 0) ports.uploadPort.offsets.set(uploadUrl, sent);
  };
