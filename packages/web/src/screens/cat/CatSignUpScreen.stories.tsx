import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ScanwiseContainer } from '../../composition/container';
import type { FakeScanwisePorts } from '../../composition/fakeScanwisePorts';
import { answerCall, signInFakeMember } from '../../test/fakePlatform';
import { CatSignUpScreen } from './CatSignUpScreen';
import { answerCatCalls, CAT_ALL_NO, CAT_HIGH, fillCatDraft } from './catFixtures';

type Setup = (container: ScanwiseContainer, ports: FakeScanwisePorts) => void;
const withSetup = (setup: Setup) => ({ scanwise: { setup } });

const meta = {
  title: 'Screens/CAT/Results sign-up',
  component: CatSignUpScreen,
  parameters: { scanwise: { route: '/cat/results/sign-up' } },
} satisfies Meta<typeof CatSignUpScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty: nothing to save yet. */
export const Empty: Story = {};

/** A visitor: create an account (Join) or sign in to save. */
export const Visitor: Story = {
  parameters: withSetup((c) => fillCatDraft(c, CAT_HIGH)),
};

/** A member: saving (loading). */
export const MemberSaving: Story = {
  parameters: withSetup((c, ports) => {
    fillCatDraft(c, CAT_ALL_NO);
    answerCall(ports, 'catSave', 'loading');
    void signInFakeMember(c, ports);
  }),
};

/** A member: saved. */
export const MemberSaved: Story = {
  parameters: withSetup((c, ports) => {
    fillCatDraft(c, CAT_ALL_NO);
    answerCatCalls(ports);
    void signInFakeMember(c, ports);
  }),
};

/** A member: the save failed (retry). */
export const MemberSaveFailed: Story = {
  parameters: withSetup((c, ports) => {
    fillCatDraft(c, CAT_ALL_NO);
    answerCall(ports, 'catSave', { status: 503, body: {} });
    void signInFakeMember(c, ports);
  }),
};
