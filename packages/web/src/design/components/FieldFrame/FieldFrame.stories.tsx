import type { Meta, StoryObj } from '@storybook/react-vite';
import { FieldFrame } from './FieldFrame';
import textFieldStyles from '../TextField/TextField.module.css';

const meta = {
  title: 'Design system/FieldFrame',
  tags: ['autodocs'],
  component: FieldFrame,
  args: {
    label: 'Message',
    children: (control) => <textarea {...control} className={textFieldStyles.input} rows={3} />,
  },
} satisfies Meta<typeof FieldFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Plain: Story = {};
export const WithDescription: Story = {
  args: { description: 'We answer within two business days.' },
};
export const Required: Story = { args: { isRequired: true } };
export const Invalid: Story = {
  args: {
    isRequired: true,
    description: 'We answer within two business days.',
    errorMessage: 'The Message field is required.',
  },
};
