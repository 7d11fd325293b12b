import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ScanwiseContainer } from '../../composition/container';
import type { FakeScanwisePorts } from '../../composition/fakeScanwisePorts';
import { TOKENS } from '../../composition/tokens';
import { answerCall } from '../../test/fakePlatform';
import {
  answerBookingPlatform,
  BOOKING_MEMBER,
  driveJourney,
  HEART_PLAN,
  MAMMO_PLAN,
  SPRING10,
} from './bookingFixtures';
import { SelectPlanScreen } from './SelectPlanScreen';

type Setup = (container: ScanwiseContainer, ports: FakeScanwisePorts) => void;

const meta = {
  title: 'Screens/Booking/SelectPlan',
  component: SelectPlanScreen,
  parameters: {
    layout: 'fullscreen',
    scanwise: { route: '/book-scan/select-plan', setup: answerBookingPlatform satisfies Setup },
  },
} satisfies Meta<typeof SelectPlanScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The plans with prices, nothing chosen yet. */
export const Plans: Story = {};

/** A plan and the heart add-on chosen: the heart questions and the price summary. */
export const WithHeartAddOn: Story = {
  parameters: {
    scanwise: {
      setup: ((container, ports) => {
        answerBookingPlatform(container, ports);
        void driveJourney(container, { until: 'select-plan', addOnIds: ['addon_heart_ct'] });
      }) satisfies Setup,
    },
  },
};

/** A yes to the stent question: the rejection the member understands. */
export const HeartRejected: Story = {
  parameters: {
    scanwise: {
      setup: ((container, ports) => {
        answerBookingPlatform(container, ports);
        void driveJourney(container, { until: 'select-plan', planId: HEART_PLAN.id }).then(() =>
          container.get(TOKENS.bookingJourney).answerCac({ cacStent: true }),
        );
      }) satisfies Setup,
    },
  },
};

/**
 * A code that saves less than the discount the member holds: set aside, with which saving
 * applies and why (savings do not combine).
 */
export const PromoCodeSetAside: Story = {
  parameters: {
    scanwise: {
      setup: ((container, ports) => {
        answerBookingPlatform(container, ports);
        answerCall(ports, 'discountList', { body: [SPRING10] });
        answerCall(ports, 'discountLookup', {
          body: {
            ...SPRING10,
            id: 'dsc_welcome50',
            code: 'WELCOME50',
            kind: 'AMOUNT',
            percentOff: null,
            amountOff: 5_000,
          },
        });
        void driveJourney(container, { until: 'select-plan' }).then(() =>
          container.get(TOKENS.bookingJourney).applyPromoCode('WELCOME50'),
        );
      }) satisfies Setup,
    },
  },
};

/** A mammography for a male member: the eligibility reason. */
export const NotEligible: Story = {
  parameters: {
    scanwise: {
      setup: ((container, ports) => {
        const member = { ...BOOKING_MEMBER, sex: 'MALE' as const };
        answerBookingPlatform(container, ports, { member });
        void driveJourney(container, { until: 'select-plan', planId: MAMMO_PLAN.id, member });
      }) satisfies Setup,
    },
  },
};

/** The sponsored link of a partner: the offer's discount. */
export const SponsoredOffer: Story = {
  parameters: { scanwise: { route: '/sponsored/select-plan?code=ACME2026&partner=acme' } },
};

export const Loading: Story = {
  parameters: {
    scanwise: {
      setup: ((container, ports) => {
        answerBookingPlatform(container, ports);
        answerCall(ports, 'planList', 'loading');
      }) satisfies Setup,
    },
  },
};

export const LoadFailed: Story = {
  parameters: {
    scanwise: {
      setup: ((container, ports) => {
        answerBookingPlatform(container, ports);
        answerCall(ports, 'planList', { status: 500, body: { code: 'down', message: 'down' } });
      }) satisfies Setup,
    },
  },
};

export const Empty: Story = {
  parameters: {
    scanwise: {
      setup: ((container, ports) =>
        answerBookingPlatform(container, ports, { plans: [] })) satisfies Setup,
    },
  },
};

/** An invite link without its code: refused before the booking starts. */
export const InvalidEntry: Story = {
  parameters: { scanwise: { route: '/invite/select-plan' } },
};
