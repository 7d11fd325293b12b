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
export const Multiline: Story = {
  args: {
    multiline: true,
    type: undefined,
    label: 'Preferred days and times',
    description: 'The center calls you to agree a time.',
    maxLength: 500,
  },
};
export const MultilineFilled: Story = {
  args: {
    multiline: true,
    type: undefined,
    label: 'Reason (optional)',
    rows: 3,
    defaultValue: 'I am travelling for work that week and will book again when I am back.',
  },
};
export const MultilineInvalid: Story = {
  args: {
    multiline: true,
    type: undefined,
    label: 'Message',
    isRequired: true,
    rows: 5,
    errorMessage: 'The Message field is required.',
  },
};
