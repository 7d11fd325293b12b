import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { ScanwiseContainer } from '../../composition/container';
import type { FakeScanwisePorts } from '../../composition/fakeScanwisePorts';
import { answerCall } from '../../test/fakePlatform';
import { TOKENS } from '../../composition/tokens';
import {
  answerBookingPlatform,
  BOOKED_BODY_SCAN,
  driveJourney,
  PHONE_CENTER,
  UK_MEMBER,
} from './bookingFixtures';
import { ScheduleScanScreen } from './ScheduleScanScreen';

type Setup = (container: ScanwiseContainer, ports: FakeScanwisePorts) => void;

const drive =
  (options: Omit<Parameters<typeof driveJourney>[1], 'until'>, override?: Setup): Setup =>
  (container, ports) => {
    answerBookingPlatform(container, ports, options.member ? { member: options.member } : {});
    override?.(container, ports);
    void driveJourney(container, { until: 'schedule-scan', ...options });
  };

const meta = {
  title: 'Screens/Booking/ScheduleScan',
  component: ScheduleScanScreen,
  parameters: {
    layout: 'fullscreen',
    scanwise: { route: '/book-scan/schedule-scan', setup: drive({ centerId: null }) },
  },
} satisfies Meta<typeof ScheduleScanScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The centers of the member's country, none chosen yet. */
export const Centers: Story = {};

/** An online center: the free days and the times of the chosen day in the center's zone. */
export const Times: Story = { parameters: { scanwise: { setup: drive({}) } } };

/** A UK member: the London centre, British dates and 24-hour times (switch the toolbar to en-GB). */
export const UnitedKingdom: Story = {
  globals: { locale: 'en-gb' },
  parameters: { scanwise: { setup: drive({ member: UK_MEMBER }) } },
};

/** A center that books by phone: the request path. */
export const PhoneCenter: Story = {
  parameters: { scanwise: { setup: drive({ centerId: PHONE_CENTER.id, slotStart: null }) } },
};

export const NoFreeTimes: Story = {
  parameters: {
    scanwise: {
      setup: drive({ slotStart: null }, (_c, ports) =>
        ports.http.on('GET', '/packages/centers/:centerId/availability', { status: 200, body: [] }),
      ),
    },
  },
};

export const CentersLoading: Story = {
  parameters: {
    scanwise: {
      setup: drive({ centerId: null }, (_c, ports) => answerCall(ports, 'centerList', 'loading')),
    },
  },
};

export const CentersFailed: Story = {
  parameters: {
    scanwise: {
      setup: drive({ centerId: null }, (_c, ports) =>
        answerCall(ports, 'centerList', { status: 503, body: { code: 'down', message: 'down' } }),
      ),
    },
  },
};

export const NoCenters: Story = {
  parameters: {
    scanwise: {
      setup: drive({ centerId: null }, (_c, ports) =>
        answerCall(ports, 'centerList', { body: [] }),
      ),
    },
  },
};

/** The member's scans, with a Full Body Scan booked the same day as the time chosen. */
const withBookedBodyScan: Setup = (_c, ports) =>
  answerCall(ports, 'encounterList', { body: [BOOKED_BODY_SCAN] });

/** The same scan again within its repeat interval: the warning, before the member reserves. */
export const RepeatScanWarning: Story = {
  parameters: { scanwise: { setup: drive({}, withBookedBodyScan) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Your Full Body Scan is already booked for Mon, Jan 5'),
    ).toBeInTheDocument();
    await expect(
      canvas.getByRole('checkbox', { name: 'Book another Full Body Scan anyway' }),
    ).not.toBeChecked();
  },
};

/** Continue pressed without ticking the box: the reason beside the form. */
export const RepeatScanUnconfirmed: Story = {
  parameters: {
    scanwise: {
      setup: ((container, ports) => {
        answerBookingPlatform(container, ports);
        withBookedBodyScan(container, ports);
        void driveJourney(container, { until: 'schedule-scan' }).then(() =>
          container.get(TOKENS.bookingJourney).continueToReserve(),
        );
      }) satisfies Setup,
    },
  },
};

/** The platform refused an overlapping appointment (409 appointment_overlap): pick another time. */
export const AppointmentOverlap: Story = {
  parameters: {
    scanwise: {
      setup: ((container, ports) => {
        answerBookingPlatform(container, ports);
        answerCall(ports, 'createPendingCharge', {
          status: 409,
          body: { code: 'appointment_overlap', message: 'You already have an appointment' },
        });
        void driveJourney(container, { until: 'schedule-scan' }).then(() =>
          container.get(TOKENS.bookingJourney).continueToReserve(),
        );
      }) satisfies Setup,
    },
  },
};
