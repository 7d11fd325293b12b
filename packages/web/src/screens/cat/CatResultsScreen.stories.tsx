import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ScanwiseContainer } from '../../composition/container';
import type { FakeScanwisePorts } from '../../composition/fakeScanwisePorts';
import { answerCall, signInFakeMember } from '../../test/fakePlatform';
import { CatResultsScreen } from './CatResultsScreen';
import {
  answerCatCalls,
  CAT_ALL_NO,
  CAT_HIGH,
  CAT_RESULT_LOW,
  CAT_STENT,
  fillCatDraft,
} from './catFixtures';

type Setup = (container: ScanwiseContainer, ports: FakeScanwisePorts) => void;
const withSetup = (setup: Setup) => ({ scanwise: { setup } });

const meta = {
  title: 'Screens/CAT/Results',
  component: CatResultsScreen,
  parameters: { scanwise: { route: '/cat/results' } },
} satisfies Meta<typeof CatResultsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty: no answers yet. */
export const Empty: Story = {};

/** Before an account: no risk factor, with the invitation to save. */
export const LowRisk: Story = {
  parameters: withSetup((c) => fillCatDraft(c, CAT_ALL_NO)),
};

/** Before an account: two risk factors and symptoms (the urgent-care line). */
export const SeveralFactors: Story = {
  parameters: withSetup((c) => fillCatDraft(c, CAT_HIGH)),
};

/** A stent: the scan does not suit the member. */
export const NotSuitable: Story = {
  parameters: withSetup((c) => fillCatDraft(c, CAT_STENT)),
};

/** A member: saving, then the platform's result (loading). */
export const MemberLoading: Story = {
  parameters: withSetup((c, ports) => {
    fillCatDraft(c, CAT_ALL_NO);
    answerCall(ports, 'catSave', 'loading');
    void signInFakeMember(c, ports);
  }),
};

/** A member: saved and scored by the platform. */
export const MemberSaved: Story = {
  parameters: withSetup((c, ports) => {
    fillCatDraft(c, CAT_HIGH);
    answerCatCalls(ports, { result: { ...CAT_RESULT_LOW, riskLevel: 'HIGH' } });
    void signInFakeMember(c, ports);
  }),
};

/** A member: the save failed (answers kept, retry). */
export const SaveFailed: Story = {
  parameters: withSetup((c, ports) => {
    fillCatDraft(c, CAT_ALL_NO);
    answerCall(ports, 'catSave', { status: 503, body: {} });
    void signInFakeMember(c, ports);
  }),
};

/** A member: the results failed to load (retry). */
export const ResultsFailed: Story = {
  parameters: withSetup((c, ports) => {
    fillCatDraft(c, CAT_ALL_NO);
    answerCatCalls(ports);
    answerCall(ports, 'catResultsGet', { status: 500, body: {} });
    void signInFakeMember(c, ports);
  }),
};
