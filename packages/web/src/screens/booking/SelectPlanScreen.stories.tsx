import type { Meta, StoryObj } from '@storybook/react-vite';
import { TOKENS } from '../../composition/tokens';
import { allOf, failing, holding, signedIn } from '../../test/platform/platformScene';
import { CATALOGUE, demoIsMale, driveJourney, journeyAt, noPlansOnOffer } from './bookingScenes';
import { SelectPlanScreen } from './SelectPlanScreen';

const meta = {
  title: 'Screens/Booking/SelectPlan',
  component: SelectPlanScreen,
  parameters: {
    layout: 'fullscreen',
    scanwise: { route: '/book-scan/select-plan', scene: signedIn() },
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
      scene: allOf(
        signedIn(),
        journeyAt({ until: 'select-plan', addOnIds: [CATALOGUE.heartAddOn] }),
      ),
    },
  },
};

/** A yes to the stent question: the rejection the member understands. */
export const HeartRejected: Story = {
  parameters: {
    scanwise: {
      scene: allOf(signedIn(), (scene) => {
        void driveJourney(scene, { until: 'select-plan', planId: CATALOGUE.heartCt }).then(() =>
          scene.container.get(TOKENS.bookingJourney).answerCac({ cacStent: true }),
        );
      }),
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
      // The platform's public SPRING10 (10% off body scans) saves more than WELCOME50's $50.
      scene: allOf(signedIn(), (scene) => {
        void driveJourney(scene, { until: 'select-plan' }).then(() =>
          scene.container.get(TOKENS.bookingJourney).applyPromoCode('WELCOME50'),
        );
      }),
    },
  },
};

/** A mammography for a male member: the eligibility reason. */
export const NotEligible: Story = {
  parameters: {
    scanwise: {
      seed: demoIsMale,
      scene: allOf(signedIn(), journeyAt({ until: 'select-plan', planId: CATALOGUE.mammography })),
    },
  },
};

/** A partner's invitation link: the partner and its discount. */
export const PartnerInvitation: Story = {
  parameters: { scanwise: { route: '/invite/select-plan?code=INVITE-NW' } },
};

/** The sponsored link of a partner: the offer's plans only. */
export const SponsoredOffer: Story = {
  parameters: { scanwise: { route: '/sponsored/select-plan?code=ACME2026&partner=acme' } },
};

export const Loading: Story = {
  parameters: { scanwise: { scene: allOf(holding('planList'), signedIn()) } },
};

export const LoadFailed: Story = {
  parameters: { scanwise: { scene: allOf(failing('planList'), signedIn()) } },
};

export const Empty: Story = {
  parameters: { scanwise: { seed: noPlansOnOffer } },
};

/** An invite link without its code: refused before the booking starts. */
export const InvalidEntry: Story = {
  parameters: { scanwise: { route: '/invite/select-plan' } },
};
