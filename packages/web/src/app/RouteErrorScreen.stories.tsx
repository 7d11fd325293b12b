import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouteErrorScreen } from './RouteErrorScreen';

const meta = {
  title: 'Screens/App frame/Route error',
  component: RouteErrorScreen,
  args: { error: new Error('Failed to fetch dynamically imported module') },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof RouteErrorScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A page on its own failed (its code did not load, or it threw). */
export const Standalone: Story = {};
/** A dashboard section failed: the shell stays around it. */
export const InShell: Story = { args: { inShell: true } };
