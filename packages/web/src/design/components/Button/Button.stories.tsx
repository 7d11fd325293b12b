import type { Meta, StoryObj } from '@storybook/react-vite';
import { BookGlyph, ContinueGlyph, SignOutGlyph } from '../../icons/glyphs';
import { Button } from './Button';
import { ButtonLink } from './ButtonLink';

/**
 * Main actions are buttons: one primary per view, secondary beside it, quiet for low emphasis
 * (back, dismiss, sign out), danger for what cannot be undone. A main action that navigates is a
 * `ButtonLink`; text links are for words inside text only.
 */
const meta = {
  title: 'Design system/Button',
  component: Button,
  tags: ['autodocs'],
  args: { children: 'Book a scan', variant: 'primary', size: 'md' },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'quiet', 'danger'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    fullWidth: { control: 'inline-radio', options: [false, true, 'phone'] },
    icon: { control: false },
    iconEnd: { control: false },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};
export const Secondary: Story = { args: { variant: 'secondary', children: 'View report' } };
export const Quiet: Story = {
  args: { variant: 'quiet', icon: SignOutGlyph, children: 'Sign out' },
};
export const Danger: Story = { args: { variant: 'danger', children: 'Cancel appointment' } };
export const WithIcons: Story = {
  args: { icon: BookGlyph, children: 'Book a scan' },
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: '1rem' }}>
      <Button {...args} />
      <Button variant="secondary" iconEnd={ContinueGlyph}>
        Continue
      </Button>
    </div>
  ),
};
export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '1rem' }}>
      <Button {...args} size="sm">
        Small
      </Button>
      <Button {...args} size="md">
        Medium
      </Button>
      <Button {...args} size="lg">
        Large
      </Button>
    </div>
  ),
};
export const Loading: Story = { args: { isPending: true, children: 'Saving' } };
export const Disabled: Story = { args: { isDisabled: true } };
export const FullWidth: Story = { args: { fullWidth: true, children: 'Sign in' } };
/** Full width below 40rem only: try the 320 px viewport. */
export const FullWidthOnPhones: Story = { args: { fullWidth: 'phone', children: 'Pay $2,495.00' } };
/** A router link with the look of a button, for a main action that navigates. */
export const AsLink: Story = {
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: '1rem' }}>
      <ButtonLink to="/book-scan/select-plan" icon={BookGlyph}>
        Book a scan
      </ButtonLink>
      <ButtonLink to="/scans" variant="quiet" iconEnd={ContinueGlyph}>
        See all scans
      </ButtonLink>
    </div>
  ),
};
