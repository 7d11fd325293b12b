import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  allOf,
  failing,
  holding,
  signedIn,
  type SceneSetup,
} from '../../test/platform/platformScene';
import { CatResultsScreen } from './CatResultsScreen';
import { CAT_ALL_NO, CAT_HIGH, CAT_STENT, catDraft, catSavedOnPlatform } from './catScenes';

const withScene = (scene: SceneSetup) => ({ scanwise: { scene } });

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
  parameters: withScene(catDraft(CAT_ALL_NO)),
};

/** Before an account: two risk factors and symptoms (the urgent-care line). */
export const SeveralFactors: Story = {
  parameters: withScene(catDraft(CAT_HIGH)),
};

/** A stent: the scan does not suit the member. */
export const NotSuitable: Story = {
  parameters: withScene(catDraft(CAT_STENT)),
};

/** A member: saving, then the platform's result (loading). */
export const MemberLoading: Story = {
  parameters: withScene(allOf(catDraft(CAT_ALL_NO), holding('catSave'), signedIn())),
};

/** A member: saved and scored by the platform. */
export const MemberSaved: Story = {
  parameters: withScene(allOf(catDraft(CAT_HIGH), signedIn())),
};

/** A member: the save failed (answers kept, retry). */
export const SaveFailed: Story = {
  parameters: withScene(
    allOf(catDraft(CAT_ALL_NO), failing('catSave', { status: 503 }), signedIn()),
  ),
};

/** A member: the results failed to load (retry). */
export const ResultsFailed: Story = {
  parameters: withScene(allOf(catDraft(CAT_ALL_NO), failing('catResultsGet'), signedIn())),
};

/** A member with nothing in this tab: their saved answers could not be loaded (retry, or afresh). */
export const SavedAnswersFailed: Story = {
  parameters: withScene(
    allOf(catSavedOnPlatform(CAT_ALL_NO), failing('catGet', { status: 503 }), signedIn()),
  ),
};
