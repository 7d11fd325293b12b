import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ScanwiseContainer } from '../../composition/container';
import type { FakeScanwisePorts } from '../../composition/fakeScanwisePorts';
import { TOKENS } from '../../composition/tokens';
import { answerCall } from '../../test/fakePlatform';
import { answerBookingPlatform } from './bookingFixtures';
import { BookingErrorScreen } from './BookingErrorScreen';

type Setup = (container: ScanwiseContainer, ports: FakeScanwisePorts) => void;

const failedOffer =
  (status: number, prefix: string): Setup =>
  (container, ports) => {
    answerBookingPlatform(container, ports);
    answerCall(ports, 'offerGet', { status, body: { code: 'x', message: 'x' } });
    void container.get(TOKENS.bookingJourney).start({ prefix, offerCode: 'NOPE' });
  };

const meta = {
  title: 'Screens/Booking/BookingError',
  component: BookingErrorScreen,
  parameters: {
    layout: 'fullscreen',
    scanwise: { route: '/invite/booking-error', setup: failedOffer(404, 'invite') },
  },
} satisfies Meta<typeof BookingErrorScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An offer code nobody knows: what went wrong and the way home. */
export const OfferNotFound: Story = {};

/** The platform failed while checking the offer. */
export const LoadFailed: Story = {
  parameters: { scanwise: { setup: failedOffer(503, 'sponsored') } },
};

/** No error recorded (a stale tab): a general message and the way home. */
export const Unknown: Story = {
  parameters: { scanwise: { setup: answerBookingPlatform satisfies Setup } },
};
