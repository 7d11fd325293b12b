import type { Meta, StoryObj } from '@storybook/react-vite';
import { Select } from './Select';

const REGIONS = [
  { id: 'LDN', label: 'London' },
  { id: 'NE', label: 'North East' },
  { id: 'SCT', label: 'Scotland' },
  { id: 'WAL', label: 'Wales' },
];

const meta = {
  title: 'Design system/Select',
  tags: ['autodocs'],
  component: Select,
  parameters: {
    docs: {
      description: {
        component:
          'A single choice on the platform’s `<select>` (a combobox; phones show their own picker), styled as the text fields. Label, description and error are tied to it (`aria-describedby`, `aria-invalid`, the error announced); the placeholder shows until a choice is made.',
      },
    },
  },
  args: { label: 'Region', options: REGIONS },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = { args: { defaultSelectedKey: 'SCT' } };
export const WithDescription: Story = { args: { description: 'Where you would like your scan.' } };
export const Invalid: Story = {
  args: { isRequired: true, errorMessage: 'The Region field is required.' },
};
export const Disabled: Story = { args: { isDisabled: true, defaultSelectedKey: 'LDN' } };
