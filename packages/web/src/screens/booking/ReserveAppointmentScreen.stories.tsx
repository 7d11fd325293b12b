import { TEST_CARDS } from '@scanwise/core/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { allOf, signedIn, type SceneSetup } from '../../test/platform/platformScene';
import { CATALOGUE, journeyAt, type DriveJourneyOptions } from './bookingScenes';
import { ReserveAppointmentScreen } from './ReserveAppointmentScreen';

const drive = (options: Omit<DriveJourneyOptions, 'until'>, ...before: SceneSetup[]): SceneSetup =>
  allOf(signedIn(), ...before, journeyAt({ until: 'reserve-appointment', ...options }));

const meta = {
  title: 'Screens/Booking/ReserveAppointment',
  component: ReserveAppointmentScreen,
  parameters: {
    layout: 'fullscreen',
    scanwise: { route: '/book-scan/reserve-appointment', scene: drive({}) },
  },
} satisfies Meta<typeof ReserveAppointmentScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The held time, the final price from the platform and the card form. */
export const CardForm: Story = {};

/** A declined card: why, the time still held, the form kept for another card. */
export const Declined: Story = {
  parameters: { scanwise: { scene: drive({ cards: [TEST_CARDS.declined] }) } },
};

/** A failed bank check (3-D Secure): why, the time still held, the same charge for the next try. */
export const NotAuthenticated: Story = {
  parameters: {
    scanwise: {
      scene: drive({ cards: [TEST_CARDS.requiresAuthentication] }, (scene) => {
        scene.ports.payment.setChallengeOutcome('fail');
      }),
    },
  },
};

/** Stripe cannot be reached: the form says so and offers Retry; the time stays held. */
export const CardPaymentsUnavailable: Story = {
  parameters: {
    scanwise: {
      scene: drive({}, (scene) => {
        scene.ports.payment.setUnavailable('Card payments are unavailable right now.');
      }),
    },
  },
};

/** The discounted booking (the public code applied) at a center that calls back. */
export const PhoneCenterRequest: Story = {
  parameters: {
    scanwise: { scene: drive({ centerId: CATALOGUE.lindenhurst, slotStart: null }) },
  },
};

/** Nothing chosen (a journey that has not begun): the way back to the plans. */
export const Empty: Story = {
  parameters: { scanwise: { scene: signedIn() } },
};
