import { MEDICAL_QUESTIONNAIRE_REVIEW_STEP } from '@scanwise/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import {
  allOf,
  failing,
  holding,
  hubsDown,
  signedIn,
  type SceneSetup,
} from '../../test/platform/platformScene';
import { MedicalQuestionnaireScreen } from './MedicalQuestionnaireScreen';
import {
  COMPLETE_ANSWERS,
  MQ_ROUTE,
  draftOnDevice,
  draftsRefused,
  questionnaireSent,
} from './questionnaireScenes';

const meta = {
  title: 'Screens/Questionnaire/MedicalQuestionnaire',
  component: MedicalQuestionnaireScreen,
  parameters: { scanwise: { route: MQ_ROUTE, scene: signedIn() } },
} satisfies Meta<typeof MedicalQuestionnaireScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every answer given, on the review step. */
const reviewing: SceneSetup = draftOnDevice(COMPLETE_ANSWERS, MEDICAL_QUESTIONNAIRE_REVIEW_STEP);

/**
 * The first step on en-US: height in feet and inches, weight in pounds (each with its unit
 * switch), required questions marked, the progress bar at the start.
 */
export const FirstStep: Story = {};

/** The first step on en-GB: centimetres and kilograms first. */
export const FirstStepBritish: Story = { globals: { locale: 'en-gb' } };

/** Continue with nothing answered: the summary (focused) and each field's message. */
export const WithIssues: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Continue' }));
    await expect(await canvas.findByText('Please check 2 answers on this step.')).toHaveFocus();
  },
};

/** A height out of range and a weight that is not a number, said in the units shown. */
export const MeasurementIssues: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Continue' }));
    const height = within(canvas.getByRole('group', { name: /Your height/ }));
    await userEvent.type(height.getByRole('textbox', { name: 'feet' }), '9');
    const weight = within(canvas.getByRole('group', { name: /Your weight/ }));
    await userEvent.type(weight.getByRole('textbox', { name: 'pounds' }), 'lots');
    await canvas.findByText('Enter height between 3 ft 0 in and 8 ft 0 in.');
  },
};

/** Weight in stones and pounds, height in centimetres: the same values, other units. */
export const OtherUnits: Story = {
  parameters: {
    scanwise: {
      scene: allOf(
        draftOnDevice(
          {
            height: '172',
            'height.entry': JSON.stringify({ unit: 'cm', parts: ['172'] }),
            weight: '71.7',
            'weight.entry': JSON.stringify({ unit: 'stLb', parts: ['11', '4'] }),
          },
          0,
        ),
        signedIn(),
      ),
    },
  },
};

/** Back after a break: the saved answers and step, a follow-up opened by a yes. */
export const Resumed: Story = {
  parameters: {
    scanwise: {
      scene: allOf(
        draftOnDevice({ height: '168', weight: '64', metalImplants: 'yes' }, 1),
        signedIn(),
      ),
    },
  },
};

/** Every answer given: the review with an edit link per section. */
export const Review: Story = {
  parameters: { scanwise: { scene: allOf(reviewing, signedIn()) } },
};

/** The send failed (the tasks hub cannot connect): the answers stay, try again. */
export const SendFailed: Story = {
  parameters: { scanwise: { scene: allOf(reviewing, hubsDown, signedIn()) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Send my answers' }));
    await canvas.findByText(/We could not send your answers just now/);
  },
};

/** Sent: the thank-you (the platform's task is done). */
export const Done: Story = {
  parameters: { scanwise: { scene: allOf(reviewing, signedIn()) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Send my answers' }));
    await canvas.findByRole('heading', { name: 'Thank you, your questionnaire is sent' });
  },
};

/** The device would not keep the draft: the member is told to keep the page open. */
export const SaveFailed: Story = {
  parameters: { scanwise: { scene: allOf(draftsRefused, signedIn()) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const height = within(await canvas.findByRole('group', { name: /Your height/ }));
    await userEvent.type(height.getByRole('textbox', { name: 'feet' }), '5');
    await userEvent.type(height.getByRole('textbox', { name: 'inches' }), '6');
    const weight = within(canvas.getByRole('group', { name: /Your weight/ }));
    await userEvent.type(weight.getByRole('textbox', { name: 'pounds' }), '150');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await canvas.findByText(/Not saved on this device/);
  },
};

/** Nothing open for this scan (already sent): empty state with the way home. */
export const NoQuestionnaire: Story = {
  parameters: { scanwise: { scene: allOf(questionnaireSent, signedIn()) } },
};

export const Loading: Story = {
  parameters: { scanwise: { scene: allOf(holding('encounterGet'), signedIn()) } },
};

export const Failed: Story = {
  parameters: { scanwise: { scene: allOf(failing('encounterGet'), signedIn()) } },
};
