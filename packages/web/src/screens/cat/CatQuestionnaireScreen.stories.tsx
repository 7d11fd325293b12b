import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ScanwiseContainer } from '../../composition/container';
import type { FakeScanwisePorts } from '../../composition/fakeScanwisePorts';
import { answerCall, signInFakeMember } from '../../test/fakePlatform';
import { expectAnnouncement, pressButton } from '../account/shared/storyPlay';
import { CatQuestionnaireScreen } from './CatQuestionnaireScreen';
import { CAT_HIGH, fillCatDraft } from './catFixtures';

type Setup = (container: ScanwiseContainer, ports: FakeScanwisePorts) => void;
const withSetup = (setup: Setup) => ({ scanwise: { setup } });

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
  parameters: withSetup((c) => fillCatDraft(c, { symptoms: 'no' }, { complete: false })),
};

/** Filled: the first question, answered. */
export const Question: Story = {
  parameters: withSetup((c) => fillCatDraft(c, { symptoms: 'yes' }, { complete: false, step: 1 })),
};

/** Next without an answer: the message, announced. */
export const NoAnswerChosen: Story = {
  parameters: withSetup((c) => fillCatDraft(c, {}, { complete: false, step: 2 })),
  play: async ({ canvasElement }) => {
    await pressButton(canvasElement, 'Next');
    await expectAnnouncement(canvasElement, 'alert', /Choose an answer to continue\./);
  },
};

/** The last question, a device question (yes or no only). */
export const LastQuestion: Story = {
  parameters: withSetup((c) => fillCatDraft(c, CAT_HIGH, { complete: false, step: 5 })),
};

/** A member's saved answers loading. */
export const Loading: Story = {
  parameters: withSetup((c, ports) => {
    answerCall(ports, 'catGet', 'loading');
    void signInFakeMember(c, ports);
  }),
};

/** A member's saved answers failed to load: retry or start afresh. */
export const LoadFailed: Story = {
  parameters: withSetup((c, ports) => {
    answerCall(ports, 'catGet', { status: 503, body: {} });
    void signInFakeMember(c, ports);
  }),
};
