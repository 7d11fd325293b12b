import { CALLS, ENTITY_EXAMPLES, type Encounter, type MammoUpload } from '@scanwise/core';
import { fakeDicomBytes } from '@scanwise/core/testing';
import type { ScanwiseContainer } from '../../composition/container';
import type { FakeScanwisePorts } from '../../composition/fakeScanwisePorts';
import type { MammoUploadSession } from '../../composition/mammoUploads';
import { TOKENS } from '../../composition/tokens';
import { answerCall } from '../../test/fakePlatform';

/**
 * Data and setups of the upload screen's stories and tests, on the core's fakes: the
 * FakeUploadPort (every started upload is a run the story drives), the FakeDicomInspector
 * (a `DICM` file is a mammogram of 5 March 2024 unless told otherwise) and the fake platform.
 */
export const MAMMO_ENCOUNTER_ID = 'enc_mammo';
export const MAMMO_UPLOAD_ROUTE = `/mammo-upload/${MAMMO_ENCOUNTER_ID}`;

export const MAMMO_ENCOUNTER: Encounter = {
  ...ENTITY_EXAMPLES.Encounter,
  id: MAMMO_ENCOUNTER_ID,
  name: 'Mammography',
  kind: 'MAMMOGRAPHY',
  status: 'SCHEDULED',
  nextStep: 'UPLOAD_MAMMOGRAM',
  addOnIds: [],
  appointment: {
    ...ENTITY_EXAMPLES.Appointment,
    id: 'apt_mammo',
    encounterId: MAMMO_ENCOUNTER_ID,
    start: '2026-01-22T15:00:00Z',
    end: '2026-01-22T15:30:00Z',
  },
};

export const SERVER_ERROR = {
  status: 500,
  body: { code: 'server_error', message: 'Something broke', path: null },
} as const;

export const NOT_FOUND = {
  status: 404,
  body: { code: 'not_found', message: 'No such encounter', path: null },
} as const;

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

/**
 * The fake platform of the screen: the encounter, and registrations that give each file its own
 * upload; the list marks an upload completed once the fake upload port holds all its bytes.
 */
export function answerUploadPlatform(
  ports: FakeScanwisePorts,
  { encounter = MAMMO_ENCOUNTER }: { readonly encounter?: Encounter } = {},
): { readonly registered: MammoUpload[] } {
  const registered: MammoUpload[] = [];
  answerCall(ports, 'encounterGet', { body: encounter });
  ports.http.on('POST', CALLS.mammoUploadRegister.path, ({ request }) => {
    const body = JSON.parse(typeof request.body === 'string' ? request.body : '{}') as {
      fileName: string;
      size: number;
    };
    const id = `up_${registered.length + 1}`;
    const upload: MammoUpload = {
      id,
      encounterId: encounter.id,
      fileName: body.fileName,
      size: body.size,
      uploadUrl: `/packages/uploads/${id}`,
      created: '2026-01-01T09:00:00Z',
      completed: null,
    };
    registered.push(upload);
    return { status: 201, body: upload };
  });
  ports.http.on('GET', CALLS.mammoUploadList.path, () => ({
    status: 200,
    body: registered.map((upload) => {
      const held = [...ports.uploadPort.offsets].find(([url]) => url.endsWith(upload.uploadUrl));
      return held && held[1] >= upload.size
        ? { ...upload, completed: '2026-01-01T09:05:00Z' }
        : upload;
    }),
  }));
  return { registered };
}

/** The encounter's upload session (what the screen opens). */
export function openSession(services: ScanwiseContainer): Promise<MammoUploadSession> {
  return services.get(TOKENS.mammoUploads).open(MAMMO_ENCOUNTER_ID);
}

/** Lets the fakes' promises settle (checks, registrations). */
export async function settle(rounds = 10): Promise<void> {
  for (let i = 0; i < rounds; i += 1) await Promise.resolve();
  await new Promise((resolve) => setTimeout(resolve, 0));
}

/** The fake platform now holds `bytes` of a file; the coalesced progress is published. */
export function progressOf(ports: FakeScanwisePorts, fileName: string, bytes: number): void {
  ports.uploadPort.runOf(fileName)?.progress(bytes);
  ports.clock.advance(250);
}

export type UploadStorySetup = (services: ScanwiseContainer, ports: FakeScanwisePorts) => void;

/**
 * A story's setup: the platform answers, then `drive` adds files and moves the fake uploads
 * (asynchronously: the story shows each state as it arrives).
 */
export function uploadStory(
  drive?: (session: MammoUploadSession, ports: FakeScanwisePorts) => Promise<void>,
  options: { readonly encounter?: Encounter } = {},
): UploadStorySetup {
  return (services, ports) => {
    answerUploadPlatform(ports, options);
    if (drive) void openSession(services).then((session) => drive(session, ports));
  };
}
