import { MEDICAL_QUESTIONNAIRE_REVIEW_STEP } from '@scanwise/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { ScanwiseContainer } from '../../composition/container';
import type { FakeScanwisePorts } from '../../composition/fakeScanwisePorts';
import { answerCall } from '../../test/fakePlatform';
import { MedicalQuestionnaireScreen } from './MedicalQuestionnaireScreen';
import {
  COMPLETE_ANSWERS,
  MQ_ROUTE,
  MQ_TASK,
  SERVER_ERROR,
  questionnaireSetup,
  refuseDrafts,
  seedDraft,
} from './questionnaireFixtures';

const meta = {
  title: 'Screens/Questionnaire/MedicalQuestionnaire',
  component: MedicalQuestionnaireScreen,
  parameters: { scanwise: { route: MQ_ROUTE } },
} satisfies Meta<typeof MedicalQuestionnaireScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const withDraft =
  (answers: Readonly<Record<string, string>>, step: number, completeFails = false) =>
  (container: ScanwiseContainer, ports: FakeScanwisePorts) =>
    questionnaireSetup({ completeFails, before: (_, p) => seedDraft(p, answers, step) })(
      container,
      ports,
    );

/** The first step: height and weight, the progress bar at the start. */
export const FirstStep: Story = {
  parameters: { scanwise: { setup: questionnaireSetup() } },
};

/** Continue with nothing answered: the summary (focused) and each field's message. */
export const WithIssues: Story = {
  parameters: { scanwise: { setup: questionnaireSetup() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Continue' }));
    await expect(await canvas.findByText('Please check 3 answers on this step.')).toHaveFocus();
  },
};

/** Back after a break: the saved answers and step, a follow-up opened by a yes. */
export const Resumed: Story = {
  parameters: {
    scanwise: {
      setup: withDraft({ units: 'metric', height: '168', weight: '64', metalImplants: 'yes' }, 1),
    },
  },
};

/** Every answer given: the review with an edit link per section. */
export const Review: Story = {
  parameters: {
    scanwise: { setup: withDraft(COMPLETE_ANSWERS, MEDICAL_QUESTIONNAIRE_REVIEW_STEP) },
  },
};

/** The send failed (the tasks hub refused): the answers stay, try again. */
export const SendFailed: Story = {
  parameters: {
    scanwise: { setup: withDraft(COMPLETE_ANSWERS, MEDICAL_QUESTIONNAIRE_REVIEW_STEP, true) },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Send my answers' }));
    await canvas.findByText(/We could not send your answers just now/);
  },
};

/** Sent: the thank-you. */
export const Done: Story = {
  parameters: {
    scanwise: { setup: withDraft(COMPLETE_ANSWERS, MEDICAL_QUESTIONNAIRE_REVIEW_STEP) },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Send my answers' }));
    await canvas.findByRole('heading', { name: 'Thank you, your questionnaire is sent' });
  },
};

/** The device would not keep the draft: the member is told to keep the page open. */
export const SaveFailed: Story = {
  parameters: { scanwise: { setup: questionnaireSetup({ before: (_, p) => refuseDrafts(p) }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = await canvas.findByRole('radiogroup', { name: /Which units/ });
    await userEvent.click(within(group).getByRole('radio', { name: 'Inches and pounds' }));
    await userEvent.type(canvas.getByRole('textbox', { name: /Your height/ }), '66');
    await userEvent.type(canvas.getByRole('textbox', { name: /Your weight/ }), '150');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await canvas.findByText(/Not saved on this device/);
  },
};

/** Nothing open for this scan (already sent): empty state with the way home. */
export const NoQuestionnaire: Story = {
  parameters: { scanwise: { setup: questionnaireSetup({ tasks: [{ ...MQ_TASK, done: true }] }) } },
};

export const Loading: Story = {
  parameters: {
    scanwise: {
      setup: (container: ScanwiseContainer, ports: FakeScanwisePorts) => {
        questionnaireSetup()(container, ports);
        answerCall(ports, 'encounterGet', 'loading');
      },
    },
  },
};

export const Failed: Story = {
  parameters: {
    scanwise: {
      setup: (container: ScanwiseContainer, ports: FakeScanwisePorts) => {
        questionnaireSetup()(container, ports);
        answerCall(ports, 'encounterGet', SERVER_ERROR);
      },
    },
  },
};
