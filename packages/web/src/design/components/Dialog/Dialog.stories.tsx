import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button';
import { Dialog } from './Dialog';

const meta = {
  title: 'Design system/Dialog',
  tags: ['autodocs'],
  component: Dialog,
  parameters: {
    docs: {
      description: {
        component:
          'A modal on the platform’s `<dialog>` (`showModal()`): the page behind is inert, focus moves to the dialog (its title and `aria-describedby` text are read first) and returns to the opener on close; Escape and a press on the backdrop close it unless `isDismissable` is false. Give a `trigger` (a Button) or control it with `isOpen`/`onOpenChange`; `role="alertdialog"` for a confirmation that needs an answer.',
      },
    },
  },
  args: {
    title: 'Cancel appointment?',
    children: <p>Your slot on 2 March at the New York imaging center will be released.</p>,
  },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithTrigger: Story = {
  args: { trigger: <Button variant="secondary">Cancel appointment</Button> },
};
export const Open: Story = { args: { isOpen: true } };
export const Confirmation: Story = {
  args: {
    isOpen: true,
    role: 'alertdialog',
    isDismissable: false,
    footer: (close) => (
      <>
        <Button variant="secondary" onPress={close}>
          Keep it
        </Button>
        <Button variant="danger" onPress={close}>
          Cancel appointment
        </Button>
      </>
    ),
  },
};
