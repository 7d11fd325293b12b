import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Card } from '../Card/Card';
import { LoadingState } from '../Spinner/Spinner';
import { AppShell } from './AppShell';
import { ConnectionStatus } from './ConnectionStatus';

const meta = {
  title: 'Design system/AppShell',
  tags: ['autodocs'],
  component: AppShell,
  parameters: { layout: 'fullscreen' },
  args: {
    onSignOut: fn(),
    connectionIndicator: <ConnectionStatus status="connected" />,
    children: (
      <>
        <h1>Welcome, Dana</h1>
        <Card title="Next scan">
          <p>Mammography on 2 March at the New York imaging center.</p>
        </Card>
      </>
    ),
  },
} satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Connected: Story = {};
/** Two unread messages: a count on Messages in the navigation. */
export const WithUnreadMessages: Story = { args: { unreadMessages: 2 } };
export const Connecting: Story = {
  args: { connectionIndicator: <ConnectionStatus status="connecting" /> },
};
export const Disconnected: Story = {
  args: { connectionIndicator: <ConnectionStatus status="disconnected" /> },
};
export const OnReports: Story = { parameters: { scanwise: { route: '/reports' } } };
export const Loading: Story = { args: { children: <LoadingState /> } };
export const SigningOut: Story = { args: { isSigningOut: true } };
/** The 320 px phone: the navigation folds behind Menu. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone320', isRotated: false } },
};
/** A phone with three unread messages: the count shows on Menu, and on Messages once opened. */
export const PhoneWithUnreadMessages: Story = {
  args: { unreadMessages: 3 },
  globals: { viewport: { value: 'phone320', isRotated: false } },
};
/** en-GB pages: the UK care team's number and 999 in the footer. */
export const UnitedKingdom: Story = { globals: { locale: 'en-gb' } };
