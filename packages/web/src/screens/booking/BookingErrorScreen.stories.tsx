import type { Meta, StoryObj } from '@storybook/react-vite';
import { TOKENS } from '../../composition/tokens';
import { allOf, failing, signedIn, type SceneSetup } from '../../test/platform/platformScene';
import { BookingErrorScreen } from './BookingErrorScreen';

/** A booking link whose offer code the platform does not know (or cannot check). */
const offerLink =
  (prefix: string): SceneSetup =>
  (scene) => {
    void scene.container.get(TOKENS.bookingJourney).start({ prefix, offerCode: 'NOPE' });
  };

const meta = {
  title: 'Screens/Booking/BookingError',
  component: BookingErrorScreen,
  parameters: {
    layout: 'fullscreen',
    scanwise: { route: '/invite/booking-error', scene: allOf(signedIn(), offerLink('invite')) },
  },
} satisfies Meta<typeof BookingErrorScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An offer code nobody knows: what went wrong and the way home. */
export const OfferNotFound: Story = {};

/** The platform failed while checking the offer. */
export const LoadFailed: Story = {
  parameters: {
    scanwise: {
      route: '/sponsored/booking-error',
      scene: allOf(failing('offerGet', { status: 503 }), signedIn(), offerLink('sponsored')),
    },
  },
};

/** No error recorded (a stale tab): a general message and the way home. */
export const Unknown: Story = {
  parameters: { scanwise: { scene: signedIn() } },
};
