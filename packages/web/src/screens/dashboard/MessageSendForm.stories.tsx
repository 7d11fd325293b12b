import type { Meta, StoryObj } from '@storybook/react-vite';
import { FieldModel, requiredRule, trimText, type MessageChangeResult } from '@scanwise/core';
import type { ReactElement } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { TextField } from '../../design/components/TextField/TextField';
import { textField } from '../../forms/useForm';
import { MessageSendForm } from './MessageSendForm';

interface DemoFields {
  readonly body: FieldModel;
}

/** A reply box on MessageSendForm, sending with `send`. */
function ReplyBox({ send }: { readonly send: () => Promise<MessageChangeResult> }): ReactElement {
  return (
    <MessageSendForm
      fields={(): DemoFields => ({
        body: new FieldModel({
          label: 'Reply',
          initialValue: '',
          rules: [requiredRule()],
          normalize: trimText,
        }),
      })}
      send={send}
      words={{
        failed: 'Your reply was not sent.',
        sent: 'Your reply was sent.',
        send: 'Send reply',
      }}
    >
      {(form) => (
        <TextField multiline label={form.fields.body.label} {...textField(form, 'body')} />
      )}
    </MessageSendForm>
  );
}

const SENT: MessageChangeResult = {
  ok: true,
  message: {
    id: 'msg_story',
    threadId: 'thr_story',
    subject: 'Re: Preparing for your scan',
    body: 'Thank you.',
    from: 'member',
    created: '2026-03-02T09:30:00Z',
    read: true,
  },
};

/**
 * Sends a message to the care team, for a new message and a reply alike (Messages uses it for
 * both): one send at a time, "sent" announced, and a failed send keeps the text with a retry.
 */
const meta = {
  title: 'Messages/MessageSendForm',
  component: ReplyBox,
  tags: ['autodocs'],
  args: { send: (): Promise<MessageChangeResult> => Promise.resolve(SENT) },
  argTypes: { send: { control: false } },
} satisfies Meta<typeof ReplyBox>;

export default meta;
type Story = StoryObj<typeof meta>;

async function typeAndSend(canvasElement: HTMLElement): Promise<void> {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByRole('textbox', { name: /Reply/ }), 'Thank you.');
  await userEvent.click(canvas.getByRole('button', { name: 'Send reply' }));
}

/** Nothing typed yet. */
export const Empty: Story = {};

/** On its way: the button is busy and ignores presses. */
export const Sending: Story = {
  args: { send: () => new Promise<MessageChangeResult>(() => undefined) },
  play: async ({ canvasElement }) => {
    await typeAndSend(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Send reply' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** Sent: announced, and the box is empty again. */
export const Sent: Story = {
  play: async ({ canvasElement }) => {
    await typeAndSend(canvasElement);
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Your reply was sent.')).toBeInTheDocument();
  },
};

/** Refused: the text stays, the reason is said and the button offers to try again. */
export const Failed: Story = {
  args: {
    send: (): Promise<MessageChangeResult> =>
      Promise.resolve({ ok: false, error: new Error('refused') }),
  },
  play: async ({ canvasElement }) => {
    await typeAndSend(canvasElement);
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Your reply was not sent.')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Try sending again' })).toBeInTheDocument();
  },
};
