import { DEMO_MEMBER } from '@scanwise/mock-server/in-process';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { ScanwiseStoryParameters } from '../../storybook/ScanwiseStoryFrame';
import { TOKENS } from '../../composition/tokens';
import { signIn } from '../../test/platform/platformScene';
import { OboSignInScreen } from './OboSignInScreen';
import { SignInScreen } from './SignInScreen';

const meta = {
  title: 'Screens/Sign in/Sign in',
  component: SignInScreen,
  parameters: { layout: 'fullscreen', scanwise: { route: '/sign-in' } },
} satisfies Meta<typeof SignInScreen>;

export default meta;

/** Typed story parameters for the Scanwise frame. */
const frame = (parameters: ScanwiseStoryParameters): ScanwiseStoryParameters => parameters;
type Story = StoryObj<typeof meta>;

/** Empty: the form as the member first sees it. */
export const Empty: Story = {};

/** Validation: submitting the empty form shows the spec's messages. */
export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(await canvas.findByText('The E-mail field is required.')).toBeInTheDocument();
  },
};

/** Error: the auth state carries a failed sign-in (wrong password). */
export const WrongPassword: Story = {
  parameters: {
    scanwise: frame({
      route: '/sign-in',
      scene: ({ container }) => {
        void container.get(TOKENS.auth).signInWithPassword(DEMO_MEMBER.email, 'wrong');
      },
    }),
  },
};

/** Error: the sign-in service timed out (a social sign-in's return). */
export const ServiceTimedOut: Story = {
  parameters: {
    scanwise: frame({
      route: '/sign-in',
      scene: ({ container, ports }) => {
        ports.identity.setCallbackError('G', { code: 'network_timeout', message: 'Timeout' });
        void container.get(TOKENS.auth).completeRedirect('G', 'https://app.test/cb#code=c&state=s');
      },
    }),
  },
};

/** Loading: a sign-in under way (the identity provider never answers). */
export const SigningIn: Story = {
  parameters: {
    scanwise: frame({
      route: '/sign-in',
      scene: ({ container, ports }) => {
        ports.identity.setFailureMode('timeout');
        void container.get(TOKENS.auth).signInWithPassword(DEMO_MEMBER.email, DEMO_MEMBER.password);
      },
    }),
  },
};

/** After the member signed out: "You are signed out", as a polite status. */
export const SignedOut: Story = {
  parameters: {
    scanwise: frame({
      route: '/sign-in',
      scene: async (scene) => {
        await signIn(scene);
        await scene.container.get(TOKENS.auth).logout();
      },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/^You are signed out\./)).toBeInTheDocument();
  },
};

/** After the inactivity logout: why, in the sign-in page's words. */
export const SignedOutForInactivity: Story = {
  parameters: {
    scanwise: frame({
      route: '/sign-in',
      scene: async (scene) => {
        await signIn(scene);
        await scene.container.get(TOKENS.auth).logout('inactivity');
      },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(/^You were signed out after 15 minutes without activity/),
    ).toBeInTheDocument();
  },
};

/** Signed out in another tab: this tab follows and says so. */
export const SignedOutElsewhere: Story = {
  parameters: {
    scanwise: frame({
      route: '/sign-in',
      scene: async (scene) => {
        await signIn(scene);
        await scene.container.get(TOKENS.auth).followSignOut('logout');
      },
    }),
  },
};

/** Login/Renewal reuses the screen. */
export const Renewal: Story = {
  args: { variant: 'renewal' },
  parameters: { scanwise: { route: '/login/renewal' } },
};

/** Login/MedicalQuestionnaire reuses the screen and continues to the questionnaire. */
export const MedicalQuestionnaire: Story = {
  args: { variant: 'medicalQuestionnaire' },
  parameters: { scanwise: { route: '/login/medical-questionnaire?encounterId=enc-1' } },
};

/** Login/OBO: staff sign-in on behalf of a member. */
export const StaffOnBehalfOf: Story = {
  render: () => <OboSignInScreen />,
  parameters: { scanwise: { route: '/login/obo' } },
};
