import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../components/Button/Button';
import { Card } from '../components/Card/Card';
import { TextField } from '../components/TextField/TextField';
import {
  PublicPageActionLink,
  PublicPageLayout,
  PublicPageLinks,
  PublicPageMessage,
} from './PublicPage';

/**
 * The frame of the pages outside the app shell (sign-in, Join, forgot password, initial setup):
 * the brand's header, one h1 over a centred column, the site footer.
 */
const meta = {
  title: 'Design system/Layouts/PublicPage',
  component: PublicPageLayout,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'Reset your password',
    intro: 'Enter the e-mail address of your account and we will send you a link.',
    width: 'regular',
  },
  argTypes: { children: { control: false } },
} satisfies Meta<typeof PublicPageLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithForm: Story = {
  args: {
    children: (
      <>
        <Card>
          <TextField label="E-mail" type="email" isRequired />
          <Button fullWidth>Send the link</Button>
        </Card>
        <PublicPageLinks>
          <a href="#sign-in">Back to sign in</a>
        </PublicPageLinks>
      </>
    ),
  },
};
export const WithMessage: Story = {
  args: {
    children: (
      <PublicPageMessage tone="error">
        We could not sign you in. Please try again.
      </PublicPageMessage>
    ),
  },
};
export const WithActionLink: Story = {
  args: {
    title: 'You are signed out',
    intro: 'Thank you for using Scanwise.',
    children: <PublicPageActionLink to="/sign-in">Sign in again</PublicPageActionLink>,
  },
};
export const Phone: Story = {
  ...WithForm,
  globals: { viewport: { value: 'phone320', isRotated: false } },
};
