import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ScanwiseStoryParameters } from '../../storybook/ScanwiseStoryFrame';
import { SignInCallbackScreen } from './SignInCallbackScreen';
import { SignOutCallbackScreen } from './SignOutCallbackScreen';

const meta = {
  title: 'Screens/Sign in/Callbacks',
  component: SignInCallbackScreen,
  args: { kind: 'G' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SignInCallbackScreen>;

export default meta;

/** Typed story parameters for the Scanwise frame. */
const frame = (parameters: ScanwiseStoryParameters): ScanwiseStoryParameters => parameters;
type Story = StoryObj<typeof meta>;

/** Loading: the identity provider's answer is on its way (it never answers). */
export const Completing: Story = {
  parameters: {
    scanwise: frame({
      route: '/sign-in/callback#code=c&state=s',
      scene: ({ ports }) => ports.identity.setFailureMode('timeout'),
    }),
  },
};

/** Error: a forged or reused callback (no matching state) signs nobody in. */
export const Tampered: Story = {
  parameters: { scanwise: { route: '/sign-in/callback#code=forged&state=forged' } },
};

/** Error: the member cancelled at the identity provider. */
export const Cancelled: Story = {
  parameters: {
    scanwise: frame({
      route: '/sign-in/callback#error=access_denied&error_description=End-user%20aborted',
    }),
  },
};

/** The on-behalf-of callback, failed: the way back is the staff sign-in. */
export const OnBehalfOfFailed: Story = {
  args: { kind: 'O' },
  parameters: { scanwise: { route: '/sign-in/callback/login/obo?code=x&state=y' } },
};

/** /sign-out/callback. */
export const SignedOut: Story = {
  render: () => <SignOutCallbackScreen />,
  parameters: { scanwise: { route: '/sign-out/callback' } },
};
