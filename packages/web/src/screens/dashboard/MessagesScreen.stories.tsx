import { ENTITY_EXAMPLES } from '@scanwise/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { FakeScanwisePorts } from '../../composition/fakeScanwisePorts';
import { expect, userEvent, within } from 'storybook/test';
import { answerCall } from '../../test/fakePlatform';
import { MessagesScreen } from './MessagesScreen';
import { MESSAGES, SERVER_ERROR } from './dashboardFixtures';

const meta = {
  title: 'Screens/Dashboard/Messages',
  component: MessagesScreen,
  parameters: { scanwise: { route: '/messages' } },
} satisfies Meta<typeof MessagesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  parameters: {
    scanwise: {
      setup: (_: unknown, ports: FakeScanwisePorts) => {
        answerCall(ports, 'messageList', { body: MESSAGES });
        answerCall(ports, 'messageMarkRead', { body: { ...ENTITY_EXAMPLES.Message, read: true } });
        answerCall(ports, 'messageSend', {
          status: 201,
          body: { ...ENTITY_EXAMPLES.Message, id: 'msg_new', from: 'member', read: true },
        });
      },
    },
  },
};

export const Empty: Story = {
  parameters: {
    scanwise: {
      setup: (_: unknown, ports: FakeScanwisePorts) =>
        answerCall(ports, 'messageList', { body: [] }),
    },
  },
};

export const Loading: Story = {
  parameters: {
    scanwise: {
      setup: (_: unknown, ports: FakeScanwisePorts) => answerCall(ports, 'messageList', 'loading'),
    },
  },
};

export const Failed: Story = {
  parameters: {
    scanwise: {
      setup: (_: unknown, ports: FakeScanwisePorts) =>
        answerCall(ports, 'messageList', SERVER_ERROR),
    },
  },
};

/** Submitting an empty form: "The Subject field is required." */
export const ValidationErrors: Story = {
  parameters: {
    scanwise: {
      setup: (_: unknown, ports: FakeScanwisePorts) =>
        answerCall(ports, 'messageList', { body: [] }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Send message' }));
    await expect(await canvas.findByText('The Subject field is required.')).toBeInTheDocument();
  },
};

/** Sending fails: the typed text is kept and a retry offered. */
export const SendFailed: Story = {
  parameters: {
    scanwise: {
      setup: (_: unknown, ports: FakeScanwisePorts) => {
        answerCall(ports, 'messageList', { body: MESSAGES });
        answerCall(ports, 'messageSend', SERVER_ERROR);
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: /Subject/ }), 'Question');
    await userEvent.type(canvas.getByRole('textbox', { name: /Message/ }), 'Can I eat before?');
    await userEvent.click(canvas.getByRole('button', { name: 'Send message' }));
    await expect(await canvas.findByText('Your message was not sent.')).toBeInTheDocument();
  },
};
