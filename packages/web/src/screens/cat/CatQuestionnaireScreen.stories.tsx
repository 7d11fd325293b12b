import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  allOf,
  failing,
  holding,
  signedIn,
  type SceneSetup,
} from '../../test/platform/platformScene';
import { expectAnnouncement, pressButton } from '../account/shared/storyPlay';
import { CatQuestionnaireScreen } from './CatQuestionnaireScreen';
import { CAT_HIGH, catDraft } from './catScenes';

const withScene = (scene: SceneSetup) => ({ scanwise: { scene } });

const meta = {
  title: 'Screens/CAT/Questionnaire',
  component: CatQuestionnaireScreen,
  parameters: { scanwise: { route: '/cat/questionnaire' } },
} satisfies Meta<typeof CatQuestionnaireScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty: nothing answered yet, the introduction. */
export const Introduction: Story = {};

/** Answers in progress: continue or start again. */
export const Resume: Story = {
  parameters: withScene(catDraft({ symptoms: 'no' }, { complete: false })),
};

/** Filled: the first question, answered. */
export const Question: Story = {
  parameters: withScene(catDraft({ symptoms: 'yes' }, { complete: false, step: 1 })),
};

/** Next without an answer: the message, announced. */
export const NoAnswerChosen: Story = {
  parameters: withScene(catDraft({}, { complete: false, step: 2 })),
  play: async ({ canvasElement }) => {
    await pressButton(canvasElement, 'Next');
    await expectAnnouncement(canvasElement, 'alert', /Choose an answer to continue\./);
  },
};

/** The last question, a device question (yes or no only). */
export const LastQuestion: Story = {
  parameters: withScene(catDraft(CAT_HIGH, { complete: false, step: 5 })),
};

/** A member's saved answers loading. */
export const Loading: Story = {
  parameters: withScene(allOf(holding('catGet'), signedIn())),
};

/** A member's saved answers failed to load: retry or start afresh. */
export const LoadFailed: Story = {
  parameters: withScene(allOf(failing('catGet', { status: 503 }), signedIn())),
};
