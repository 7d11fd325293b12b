import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { IdleWarningDialogView } from './IdleWarningDialog';

const meta = {
  title: 'Session/Idle warning dialog',
  component: IdleWarningDialogView,
  parameters: { layout: 'fullscreen' },
  args: { isOpen: true, secondsLeft: 60, onStay: fn(), onSignOut: fn() },
  // The page the member left open, behind the dialog.
  render: (args) => (
    <>
      <main>
        <h1>Reports</h1>
        <p>Your reports appear here once your care team has reviewed your scan.</p>
      </main>
      <IdleWarningDialogView {...args} />
    </>
  ),
} satisfies Meta<typeof IdleWarningDialogView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** At 14 minutes without activity: a minute left. */
export const Warning: Story = {};
/** Counting down. */
export const FewSecondsLeft: Story = { args: { secondsLeft: 12 } };
/** The last second (the singular wording). */
export const LastSecond: Story = { args: { secondsLeft: 1 } };
/** Active member, or after "Stay signed in": nothing shows. */
export const Closed: Story = { args: { isOpen: false } };
