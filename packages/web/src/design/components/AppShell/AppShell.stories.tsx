import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Card } from '../Card/Card';
import { LoadingState } from '../Spinner/Spinner';
import { AppShell } from './AppShell';
import { ConnectionStatus } from './ConnectionStatus';

const meta = {
  title: 'Design system/AppShell',
  component: AppShell,
  parameters: { layout: 'fullscreen' },
  args: {
    onSignOut: fn(),
    connectionIndicator: <ConnectionStatus status="connected" />,
    children: (
      <>
        <h1>Welcome back</h1>
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
export const Connecting: Story = {
  args: { connectionIndicator: <ConnectionStatus status="connecting" /> },
};
export const Disconnected: Story = {
  args: { connectionIndicator: <ConnectionStatus status="disconnected" /> },
};
export const OnReports: Story = { parameters: { scanwise: { route: '/reports' } } };
export const Loading: Story = { args: { children: <LoadingState /> } };
export const SigningOut: Story = { args: { isSigningOut: true } };
export const Phone: Story = {
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  globals: { viewport: { value: 'mobile1' } },
};
