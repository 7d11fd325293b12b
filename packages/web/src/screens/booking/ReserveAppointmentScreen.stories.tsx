import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ScanwiseContainer } from '../../composition/container';
import type { FakeScanwisePorts } from '../../composition/fakeScanwisePorts';
import { drawStoryCardField } from '../cardPayment/storyCardField';
import { answerBookingPlatform, driveJourney, PHONE_CENTER } from './bookingFixtures';
import { ReserveAppointmentScreen } from './ReserveAppointmentScreen';

type Setup = (container: ScanwiseContainer, ports: FakeScanwisePorts) => void;

const drive =
  (options: Omit<Parameters<typeof driveJourney>[1], 'until'>): Setup =>
  (container, ports) => {
    answerBookingPlatform(container, ports);
    ports.payment.onMount = drawStoryCardField;
    void driveJourney(container, { until: 'reserve-appointment', ...options });
  };

const meta = {
  title: 'Screens/Booking/ReserveAppointment',
  component: ReserveAppointmentScreen,
  parameters: {
    layout: 'fullscreen',
    scanwise: { route: '/book-scan/reserve-appointment', setup: drive({}) },
  },
} satisfies Meta<typeof ReserveAppointmentScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The held time, the final price from the platform and the card form. */
export const CardForm: Story = {};

/** A declined card: why, the time still held, the form kept for another card. */
export const Declined: Story = {
  parameters: { scanwise: { setup: drive({ cards: ['4000000000000002'] }) } },
};

/** A failed bank check (3-D Secure): why, the time still held, the same charge for the next try. */
export const NotAuthenticated: Story = {
  parameters: {
    scanwise: {
      setup: ((container, ports) => {
        ports.payment.setChallengeOutcome('fail');
        drive({ cards: ['4000002760003184'] })(container, ports);
      }) satisfies Setup,
    },
  },
};

/** Stripe cannot be reached: the form says so and offers Retry; the time stays held. */
export const CardPaymentsUnavailable: Story = {
  parameters: {
    scanwise: {
      setup: ((container, ports) => {
        ports.payment.setUnavailable('Card payments are unavailable right now.');
        drive({})(container, ports);
      }) satisfies Setup,
    },
  },
};

/** The discounted booking (promo applied) at a center that calls back. */
export const PhoneCenterRequest: Story = {
  parameters: { scanwise: { setup: drive({ centerId: PHONE_CENTER.id, slotStart: null }) } },
};

/** Nothing chosen (a journey that has not begun): the way back to the plans. */
export const Empty: Story = {
  parameters: { scanwise: { setup: answerBookingPlatform satisfies Setup } },
};
