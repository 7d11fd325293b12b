import type { Meta, StoryObj } from '@storybook/react-vite';
import { TOKENS } from '../../../composition/tokens';
import type { ScanwiseStoryParameters } from '../../../storybook/ScanwiseStoryFrame';
import { ToastRegion } from './ToastRegion';

const meta = {
  title: 'Design system/ToastRegion',
  tags: ['autodocs'],
  component: ToastRegion,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ToastRegion>;

export default meta;
type Story = StoryObj<typeof meta>;

const showing = (message: string): { scanwise: ScanwiseStoryParameters } => ({
  scanwise: {
    // Duration 0: no timer, the toast stays until clicked (the story's fake clock never moves).
    scene: ({ container }) => void container.get(TOKENS.toastMachine).show(message, 0),
  },
});

export const Hidden: Story = {};
export const IdleLogout: Story = { parameters: showing('You were logged out due to inactivity') };
export const LongMessage: Story = {
  parameters: showing(
    'Your appointment request was sent. The imaging center confirms it by e-mail within two working days.',
  ),
};
