import type { Meta, StoryObj } from '@storybook/react-vite';
import { DEMO_MEMBER } from '@scanwise/mock-server/in-process';
import { expect, userEvent, within } from 'storybook/test';
import { allOf, failing, holding, joined, signedIn } from '../../test/platform/platformScene';
import { MessagesScreen } from './MessagesScreen';

const meta = {
  title: 'Screens/Dashboard/Messages',
  component: MessagesScreen,
  parameters: { scanwise: { route: '/messages' } },
} satisfies Meta<typeof MessagesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The demo member's threads with the care team, one unread. */
export const Filled: Story = {
  parameters: { scanwise: { scene: signedIn() } },
};

/** A conversation opened: its messages oldest first, who wrote each and when, and a reply. */
export const ConversationOpen: Story = {
  parameters: { scanwise: { scene: signedIn() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: /^Your Heart CT report is ready/ }),
    );
    await expect(
      canvas.getByRole('region', { name: 'Conversation: Your Heart CT report is ready' }),
    ).toBeVisible();
  },
};

/** The care team has answered: the conversation is unread again and comes first. */
export const CareTeamReplied: Story = {
  parameters: {
    scanwise: {
      scene: allOf(signedIn(), (scene) => {
        scene.platform.careTeamWrites(DEMO_MEMBER.id, {
          threadId: 'thr_demo_1',
          body: 'Your results look good. Nothing to do until next year.',
        });
      }),
    },
  },
};

/** en-GB pages: 999, the UK care team's number and "working day". */
export const UnitedKingdom: Story = {
  parameters: { scanwise: { scene: signedIn() } },
  globals: { locale: 'en-gb' },
};

export const Empty: Story = {
  parameters: { scanwise: { scene: joined } },
};

export const Loading: Story = {
  parameters: { scanwise: { scene: allOf(holding('messageList'), signedIn()) } },
};

export const Failed: Story = {
  parameters: { scanwise: { scene: allOf(failing('messageList'), signedIn()) } },
};

/** Submitting an empty form: "The Subject field is required." */
export const ValidationErrors: Story = {
  parameters: { scanwise: { scene: joined } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Send message' }));
    await expect(await canvas.findByText('The Subject field is required.')).toBeInTheDocument();
  },
};

/** Sending fails: the typed text is kept and a retry offered. */
export const SendFailed: Story = {
  parameters: { scanwise: { scene: allOf(failing('messageSend'), signedIn()) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: /Subject/ }), 'Question');
    await userEvent.type(canvas.getByRole('textbox', { name: /Message/ }), 'Can I eat before?');
    await userEvent.click(canvas.getByRole('button', { name: 'Send message' }));
    await expect(await canvas.findByText('Your message was not sent.')).toBeInTheDocument();
  },
};
