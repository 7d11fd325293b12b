import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ScanwiseContainer } from '../../composition/container';
import type { FakeScanwisePorts } from '../../composition/fakeScanwisePorts';
import { answerBookingPlatform, driveJourney, MAMMO_PLAN, PHONE_CENTER } from './bookingFixtures';
import { ScanConfirmationScreen } from './ScanConfirmationScreen';

type Setup = (container: ScanwiseContainer, ports: FakeScanwisePorts) => void;

const drive =
  (options: Omit<Parameters<typeof driveJourney>[1], 'until'>): Setup =>
  (container, ports) => {
    answerBookingPlatform(container, ports);
    void driveJourney(container, { until: 'scan-confirm', ...options });
  };

const meta = {
  title: 'Screens/Booking/ScanConfirmation',
  component: ScanConfirmationScreen,
  parameters: {
    layout: 'fullscreen',
    scanwise: { route: '/book-scan/scan-confirm', setup: drive({}) },
  },
} satisfies Meta<typeof ScanConfirmationScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Booked: the code, when and where, add to calendar, the questionnaire next. */
export const Confirmed: Story = {};

/** A mammography: the upload of earlier mammograms is a next step too. */
export const Mammography: Story = {
  parameters: { scanwise: { setup: drive({ planId: MAMMO_PLAN.id }) } },
};

/** A center that calls back: requested, no time yet. */
export const Requested: Story = {
  parameters: { scanwise: { setup: drive({ centerId: PHONE_CENTER.id, slotStart: null }) } },
};

/** No finished booking: the way home. */
export const Missing: Story = {
  parameters: { scanwise: { setup: answerBookingPlatform satisfies Setup } },
};
