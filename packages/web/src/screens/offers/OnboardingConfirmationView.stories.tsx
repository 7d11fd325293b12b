import type { Meta, StoryObj } from '@storybook/react-vite';
import { OnboardingConfirmationView } from './OnboardingConfirmationView';

const meta = {
  title: 'Screens/Offers/OnboardingConfirmation',
  component: OnboardingConfirmationView,
  parameters: { layout: 'fullscreen' },
  args: {
    partner: 'Northwind Health',
    alreadyLinked: false,
    nextPath: '/invite/select-plan?code=INVITE-NW&partner=northwind',
  },
} satisfies Meta<typeof OnboardingConfirmationView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Just linked, with the kept offer's booking next. */
export const Linked: Story = {};

/** Linked before this visit. */
export const AlreadyLinked: Story = { args: { alreadyLinked: true } };

/** No offer kept: the way forward is Home. */
export const NoOfferKept: Story = { args: { nextPath: null } };
