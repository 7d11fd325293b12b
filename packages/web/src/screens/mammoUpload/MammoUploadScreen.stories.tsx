import { fakeDicomBytes } from '@scanwise/core/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { allOf, failing, holding, offline, signedIn } from '../../test/platform/platformScene';
import { MammoUploadScreen } from './MammoUploadScreen';
import {
  MAMMO_UPLOAD_PATTERN,
  MAMMO_UPLOAD_ROUTE,
  TEXT_FILE,
  ZIP_FILE,
  dicomFile,
  fileOf,
  interruptedOnDevice,
  interruptedRegistration,
  progressOf,
  settle,
  uploading,
} from './mammoUploadScenes';

const MEBIBYTE = 1024 * 1024;

const meta = {
  title: 'Screens/Uploads/MammoFileUpload',
  component: MammoUploadScreen,
  parameters: { scanwise: { route: MAMMO_UPLOAD_ROUTE, scene: signedIn() } },
  // The screen reads :encounterId from the route, as in the app.
  render: () => (
    <Routes>
      <Route path={MAMMO_UPLOAD_PATTERN} element={<MammoUploadScreen />} />
    </Routes>
  ),
} satisfies Meta<typeof MammoUploadScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Ready for files: what can be sent, the drop zone and pickers, an empty list. */
export const Empty: Story = {};

export const Loading: Story = {
  parameters: { scanwise: { scene: allOf(holding('encounterGet'), signedIn()) } },
};

export const Failed: Story = {
  parameters: { scanwise: { scene: allOf(failing('encounterGet'), signedIn()) } },
};

/** An old or wrong link: the platform knows no such scan. */
export const NotFound: Story = {
  parameters: { scanwise: { route: '/mammo-upload/enc_gone' } },
};

export const Offline: Story = {
  parameters: { scanwise: { scene: allOf(signedIn(), offline) } },
};

/** Two DICOM images on their way (two at a time), a PDF report waiting: per file and total. */
export const Uploading: Story = {
  parameters: {
    scanwise: {
      scene: uploading(async (session, { ports }) => {
        await session.addFiles([
          dicomFile('LCC.dcm', 6 * MEBIBYTE),
          dicomFile('RCC.dcm', 5 * MEBIBYTE),
          fileOf('report-2024.pdf', new TextEncoder().encode('%PDF-1.7 report'), 'application/pdf'),
        ]);
        await settle();
        progressOf(ports, 'LCC.dcm', 4 * MEBIBYTE);
        progressOf(ports, 'RCC.dcm', MEBIBYTE);
      }),
    },
  },
};

/** Files refused before upload, each with its reason. */
export const Refused: Story = {
  parameters: {
    scanwise: {
      scene: uploading(async (session) => {
        await session.addFiles([ZIP_FILE(), TEXT_FILE(), fileOf('DICOMDIR', fakeDicomBytes(512))]);
      }),
    },
  },
};

/** A DICOM study that is not a mammogram (an ultrasound): a warning, still sent. */
export const NotMammography: Story = {
  parameters: {
    scanwise: {
      scene: uploading(async (session, { ports }) => {
        ports.dicomInspector.facts = { studyDate: '20230611', modality: 'US', sopClassUid: null };
        await session.addFiles([dicomFile('breast-ultrasound.dcm', 3 * MEBIBYTE)]);
        await settle();
        progressOf(ports, 'breast-ultrasound.dcm', MEBIBYTE);
      }),
    },
  },
};

/** The connection dropped for good: the reason, Try again and Cancel; one paused. */
export const Stopped: Story = {
  parameters: {
    scanwise: {
      scene: uploading(async (session, { ports }) => {
        await session.addFiles([
          dicomFile('LCC.dcm', 4 * MEBIBYTE),
          dicomFile('RMLO.dcm', MEBIBYTE),
        ]);
        await settle();
        progressOf(ports, 'LCC.dcm', 3 * MEBIBYTE);
        ports.uploadPort
          .runOf('LCC.dcm')
          ?.fail({ kind: 'network', status: null, message: 'connection reset' });
        const paused = session.getSnapshot().entries.find((e) => e.fileName === 'RMLO.dcm');
        if (paused) session.pause(paused.id);
      }),
    },
  },
};

/** Everything sent: the confirmation, what the care team received and the next steps. */
export const Done: Story = {
  parameters: {
    scanwise: {
      scene: uploading(async (session, { ports }) => {
        await session.addFiles([
          dicomFile('LCC.dcm', 2 * MEBIBYTE),
          dicomFile('RCC.dcm', MEBIBYTE),
        ]);
        await settle();
        ports.uploadPort.runOf('LCC.dcm')?.succeed();
        ports.uploadPort.runOf('RCC.dcm')?.succeed();
      }),
    },
  },
};

/** After a reload: an unfinished upload waits for the member to pick its file again. */
export const Interrupted: Story = {
  parameters: {
    scanwise: {
      seed: interruptedRegistration(40 * MEBIBYTE),
      scene: allOf(interruptedOnDevice(40 * MEBIBYTE), signedIn()),
    },
  },
};
