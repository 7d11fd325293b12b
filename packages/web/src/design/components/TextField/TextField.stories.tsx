import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextField } from './TextField';

const meta = {
  title: 'Design system/TextField',
  tags: ['autodocs'],
  component: TextField,
  args: { label: 'E-mail', type: 'email' },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const WithDescription: Story = {
  args: { description: 'We send your reports and reminders here.' },
};
export const Filled: Story = { args: { defaultValue: 'demo@example.com' } };
export const Required: Story = { args: { isRequired: true } };
export const Invalid: Story = {
  args: { isRequired: true, defaultValue: 'demo@', errorMessage: 'The E-mail field is invalid.' },
};
export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'demo@example.com' } };
