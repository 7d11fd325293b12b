import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  allOf,
  countCalls,
  failing,
  holding,
  signedIn,
  type SceneSetup,
} from '../../test/platform/platformScene';
import type { SeedChange } from '../../test/platform/platformScene';
import { screenOnPlatform } from '../../test/screenOnPlatform';
import { MammoUploadScreen } from './MammoUploadScreen';
import {
  INTERRUPTED,
  MAMMO_UPLOAD_PATTERN,
  MAMMO_UPLOAD_ROUTE,
  TEXT_FILE,
  ZIP_FILE,
  dicomFile,
  interruptedOnDevice,
  interruptedRegistration,
  progressOf,
} from './mammoUploadScenes';

function renderUpload(
  scene: SceneSetup = signedIn(),
  locale: 'en-us' | 'en-gb' = 'en-us',
  route = MAMMO_UPLOAD_ROUTE,
  seed?: SeedChange,
) {
  return screenOnPlatform(<MammoUploadScreen />, {
    path: MAMMO_UPLOAD_PATTERN,
    route,
    locale,
    scene,
    seed,
  });
}

/** The "Choose files" picker's input (react-aria's FileTrigger keeps it hidden beside the button). */
function filePicker(): HTMLInputElement {
  const input = document.querySelector<HTMLInputElement>('input[type=file][multiple]');
  if (!input) throw new Error('no file picker');
  return input;
}

function entryOf(fileName: string): HTMLElement {
  const heading = screen.getByRole('heading', { level: 3, name: fileName });
  const item = heading.closest('li');
  if (!item) throw new Error(`no entry for ${fileName}`);
  return item;
}

async function ready(): Promise<void> {
  expect(await screen.findByRole('heading', { level: 2, name: 'Your files' })).toBeInTheDocument();
}

describe('MammoUploadScreen', () => {
  it('shows a polite loading status while the scan and the upload open', async () => {
    await renderUpload(allOf(holding('encounterGet'), signedIn()));
    expect(
      screen.getByRole('heading', { level: 1, name: 'Upload your mammography files' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Getting your upload ready…');
  });

  it('says what failed, logs it and tries again', async () => {
    const { scene, user } = await renderUpload(allOf(failing('encounterGet'), signedIn()));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not open the upload');
    expect(alert).toHaveTextContent(
      'Our service is having a problem. Please try again in a moment.',
    );
    expect(scene.ports.logger.entries).toContainEqual(
      expect.objectContaining({
        message: 'Remote data failed to load',
        context: expect.objectContaining({ key: '["encounters","byId","enc_demo_3"]' }) as unknown,
      }),
    );

    scene.faults.clear();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await ready();
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('says so when the scan is not the member’s or no longer exists', async () => {
    await renderUpload(signedIn(), 'en-us', '/mammo-upload/enc_gone');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not find this scan. Open the upload again from your scans.',
    );
  });

  it('shows the scan, what can be sent, the pickers and the empty list', async () => {
    await renderUpload();
    await ready();
    expect(screen.getByText('For your Mammography on Jan 22')).toBeInTheDocument();
    const what = screen.getByRole('region', { name: 'What you can send' });
    expect(what).toHaveTextContent('Up to 2 GB per file.');
    expect(what).toHaveTextContent('Unzip compressed folders (.zip) first');
    expect(screen.getByRole('button', { name: 'Choose files' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose a folder' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'No files added yet' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to Scans' })).toHaveAttribute('href', '/scans');
  });

  it('checks a DICOM file, shows its study date and modality, its progress and the total, then done with the next step', async () => {
    const { ports, user } = await renderUpload();
    await ready();
    await user.upload(filePicker(), [
      dicomFile('left-cc.dcm', 4096),
      dicomFile('right-cc.dcm', 4096),
    ]);

    const left = await waitFor(() => entryOf('left-cc.dcm'));
    await waitFor(() => expect(left).toHaveTextContent('Uploading'));
    expect(left).toHaveTextContent('DICOM image');
    expect(left).toHaveTextContent('Study date Mar 5, 2024');
    expect(left).toHaveTextContent('Modality MG');

    act(() => progressOf(ports, 'left-cc.dcm', 1024));
    const bar = within(left).getByRole('progressbar', { name: 'Upload progress of left-cc.dcm' });
    expect(bar).toHaveAttribute('aria-valuenow', '25');
    expect(bar).toHaveAttribute('aria-valuetext', '1 KB of 4 KB (25%)');
    const total = screen.getByRole('progressbar', { name: 'Total progress' });
    expect(total).toHaveAttribute('aria-valuenow', '13');
    expect(screen.getByText('0 of 2 files uploaded.')).toHaveAttribute('role', 'status');

    act(() => {
      ports.uploadPort.runOf('left-cc.dcm')?.succeed();
      ports.uploadPort.runOf('right-cc.dcm')?.succeed();
    });
    expect(await screen.findByText('All 2 files are uploaded.')).toHaveAttribute('role', 'status');
    const done = screen.getByRole('region', { name: 'Your files are with your care team' });
    expect(within(entryOf('left-cc.dcm')).getByText('Uploaded')).toBeInTheDocument();
    // The platform's list of what the care team received.
    await waitFor(() => expect(done).toHaveTextContent('What your care team received'));
    expect(
      within(done)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['left-cc.dcm 4 KB', 'right-cc.dcm 4 KB']);
    expect(within(done).getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(within(done).getByRole('link', { name: 'See your scans' })).toHaveAttribute(
      'href',
      '/scans',
    );
  });

  it('refuses a zip and a text file with their reasons before any upload', async () => {
    const { ports, user } = await renderUpload();
    await ready();
    await user.upload(filePicker(), [ZIP_FILE(), TEXT_FILE()]);
    const zip = await waitFor(() => entryOf('previous-provider.zip'));
    await waitFor(() => expect(zip).toHaveTextContent('Not accepted'));
    expect(zip).toHaveTextContent(
      'This is a compressed archive (such as .zip). Unzip it first, then pick the files inside.',
    );
    const text = entryOf('notes.txt');
    await waitFor(() =>
      expect(text).toHaveTextContent(
        'We cannot use this kind of file. Send DICOM images, PDF reports, or JPEG or PNG pictures.',
      ),
    );
    expect(screen.getByRole('status')).toHaveTextContent('2 files were not accepted.');
    expect(ports.uploadPort.runs).toHaveLength(0);

    // Removing one takes it off the list and puts the focus on the list's heading.
    await user.click(within(zip).getByRole('button', { name: 'Remove previous-provider.zip' }));
    expect(screen.queryByRole('heading', { name: 'previous-provider.zip' })).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'Your files' })).toHaveFocus();
  });

  it('done with some files refused: says some are with the care team and how many were not sent', async () => {
    const { ports, user } = await renderUpload();
    await ready();
    await user.upload(filePicker(), [dicomFile('left-cc.dcm', 4096), ZIP_FILE(), TEXT_FILE()]);
    await waitFor(() => expect(entryOf('notes.txt')).toHaveTextContent('Not accepted'));
    await waitFor(() => expect(ports.uploadPort.runOf('left-cc.dcm')).toBeDefined());
    act(() => ports.uploadPort.runOf('left-cc.dcm')?.succeed());
    const done = await screen.findByRole('region', {
      name: 'Some of your files are with your care team',
    });
    expect(done).toHaveTextContent('2 files were not sent: the list below says why.');
    expect(screen.queryByRole('region', { name: 'Your files are with your care team' })).toBeNull();
  });

  it('warns when a DICOM study is not a mammogram, and still sends it', async () => {
    const { ports, user } = await renderUpload(
      allOf(signedIn(), ({ ports: p }) => {
        p.dicomInspector.facts = { studyDate: '20230611', modality: 'US', sopClassUid: null };
      }),
    );
    await ready();
    await user.upload(filePicker(), [dicomFile('breast-us.dcm')]);
    const entry = await waitFor(() => entryOf('breast-us.dcm'));
    await waitFor(() => expect(entry).toHaveTextContent('Uploading'));
    expect(entry).toHaveTextContent('Modality US');
    expect(entry).toHaveTextContent(
      'This file is an ultrasound, not a mammogram (MG). Check that it is the study you meant to send',
    );
    expect(ports.uploadPort.runOf('breast-us.dcm')).toBeDefined();
  });

  it('says why an upload stopped and continues it on retry', async () => {
    const { ports, user } = await renderUpload();
    await ready();
    await user.upload(filePicker(), [dicomFile('left-cc.dcm')]);
    const entry = await waitFor(() => entryOf('left-cc.dcm'));
    await waitFor(() => expect(ports.uploadPort.runOf('left-cc.dcm')).toBeDefined());
    act(() => {
      progressOf(ports, 'left-cc.dcm', 2048);
      ports.uploadPort
        .runOf('left-cc.dcm')
        ?.fail({ kind: 'network', status: null, message: 'connection reset' });
    });
    expect(entry).toHaveTextContent('Stopped');
    expect(entry).toHaveTextContent(
      'The connection dropped. What was sent is kept: try again to continue from there.',
    );
    expect(screen.getByRole('status')).toHaveTextContent('1 upload stopped: try it again.');

    await user.click(within(entry).getByRole('button', { name: 'Try again left-cc.dcm' }));
    await waitFor(() => expect(ports.uploadPort.runs).toHaveLength(2));
    // The same upload continues: same URL, no second registration.
    expect(ports.uploadPort.runs[1]?.options.uploadUrl).toBe(
      ports.uploadPort.runs[0]?.options.uploadUrl,
    );
    expect(entry).toHaveTextContent('Uploading');
  });

  it('pauses and resumes with the focus kept on the same button, and cancels', async () => {
    const { ports, user } = await renderUpload();
    await ready();
    await user.upload(filePicker(), [dicomFile('left-cc.dcm')]);
    const entry = await waitFor(() => entryOf('left-cc.dcm'));
    const pause = await within(entry).findByRole('button', { name: 'Pause left-cc.dcm' });
    await user.click(pause);
    expect(ports.uploadPort.runOf('left-cc.dcm')?.state).toBe('paused');
    const resume = within(entry).getByRole('button', { name: 'Resume left-cc.dcm' });
    expect(resume).toHaveFocus();
    await user.click(resume);
    expect(ports.uploadPort.runOf('left-cc.dcm')?.state).toBe('running');

    await user.click(within(entry).getByRole('button', { name: 'Cancel left-cc.dcm' }));
    await waitFor(() => expect(entry).toHaveTextContent('Canceled'));
    expect(ports.uploadPort.runOf('left-cc.dcm')?.state).toBe('cancelled');
    expect(within(entry).getByRole('button', { name: 'Remove left-cc.dcm' })).toHaveFocus();
  });

  it('after a reload, lists the unfinished upload and resumes it when the member picks the file again', async () => {
    const file = dicomFile(INTERRUPTED.fileName, 4096);
    let registrations = (): number => 0;
    const { ports, user } = await renderUpload(
      allOf(interruptedOnDevice(file.size, 2048), signedIn(), (scene) => {
        registrations = countCalls(scene, 'mammoUploadRegister');
      }),
      'en-us',
      MAMMO_UPLOAD_ROUTE,
      interruptedRegistration(file.size),
    );
    await ready();
    const entry = entryOf(INTERRUPTED.fileName);
    expect(entry).toHaveTextContent('Not finished');
    expect(entry).toHaveTextContent(
      'This upload stopped when the page closed. Choose the same file again to continue where it left off.',
    );
    const again = entry.querySelector<HTMLInputElement>('input[type=file]');
    if (!again) throw new Error('no picker on the entry');
    await user.upload(again, file);
    await waitFor(() => expect(ports.uploadPort.runs).toHaveLength(1));
    expect(ports.uploadPort.runs[0]?.options.uploadUrl).toBe(
      `http://localhost:4000/packages/uploads/${INTERRUPTED.id}`,
    );
    expect(registrations()).toBe(0);
    await waitFor(() => expect(entryOf(INTERRUPTED.fileName)).toHaveTextContent('Uploading'));
  });

  it('speaks British English in en-GB', async () => {
    const { user } = await renderUpload(signedIn(), 'en-gb');
    await ready();
    await user.upload(filePicker(), [dicomFile('left-cc.dcm')]);
    const entry = await waitFor(() => entryOf('left-cc.dcm'));
    await user.click(await within(entry).findByRole('button', { name: 'Cancel left-cc.dcm' }));
    await waitFor(() => expect(entry).toHaveTextContent('Cancelled'));
  });
});
