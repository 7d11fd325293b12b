import type { Meta, StoryObj } from '@storybook/react-vite';
import { allOf, signedIn, type SceneSetup } from '../../test/platform/platformScene';
import { CATALOGUE, journeyAt, type DriveJourneyOptions } from './bookingScenes';
import { ScanConfirmationScreen } from './ScanConfirmationScreen';

const drive = (options: Omit<DriveJourneyOptions, 'until'>): SceneSetup =>
  allOf(signedIn(), journeyAt({ until: 'scan-confirm', ...options }));

const meta = {
  title: 'Screens/Booking/ScanConfirmation',
  component: ScanConfirmationScreen,
  parameters: {
    layout: 'fullscreen',
    scanwise: { route: '/book-scan/scan-confirm', scene: drive({}) },
  },
} satisfies Meta<typeof ScanConfirmationScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Booked: the code, when and where, add to calendar, the questionnaire next. */
export const Confirmed: Story = {};

/** A mammography: the upload of earlier mammograms is a next step too. */
export const Mammography: Story = {
  parameters: { scanwise: { scene: drive({ planId: CATALOGUE.mammography }) } },
};

/** A center that calls back: requested, no time yet. */
export const Requested: Story = {
  parameters: {
    scanwise: { scene: drive({ centerId: CATALOGUE.lindenhurst, slotStart: null }) },
  },
};

/** No finished booking: the way home. */
export const Missing: Story = {
  parameters: { scanwise: { scene: signedIn() } },
};
