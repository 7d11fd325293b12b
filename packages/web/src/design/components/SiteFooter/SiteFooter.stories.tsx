import type { Meta, StoryObj } from '@storybook/react-vite';
import { SiteFooter } from './SiteFooter';

/** The foot of every page: the care team by phone and e-mail, the emergency number, legal. */
const meta = {
  title: 'Design system/SiteFooter',
  component: SiteFooter,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SiteFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const UnitedStates: Story = {};
export const UnitedKingdom: Story = { globals: { locale: 'en-gb' } };
export const Phone: Story = { globals: { viewport: { value: 'phone320', isRotated: false } } };
