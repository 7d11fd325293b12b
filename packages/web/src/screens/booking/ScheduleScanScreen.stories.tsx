import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ScanwiseContainer } from '../../composition/container';
import type { FakeScanwisePorts } from '../../composition/fakeScanwisePorts';
import { answerCall } from '../../test/fakePlatform';
import { answerBookingPlatform, driveJourney, PHONE_CENTER, UK_MEMBER } from './bookingFixtures';
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
