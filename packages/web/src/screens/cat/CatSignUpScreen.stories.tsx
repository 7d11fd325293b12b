import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  allOf,
  failing,
  holding,
  signedIn,
  type SceneSetup,
} from '../../test/platform/platformScene';
import { CatSignUpScreen } from './CatSignUpScreen';
import { CAT_ALL_NO, CAT_HIGH, catDraft, catSavedOnPlatform } from './catScenes';

const withScene = (scene: SceneSetup) => ({ scanwise: { scene } });

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
  parameters: withScene(catDraft(CAT_HIGH)),
};

/** A member: saving (loading). */
export const MemberSaving: Story = {
  parameters: withScene(allOf(catDraft(CAT_ALL_NO), holding('catSave'), signedIn())),
};

/** A member: saved. */
export const MemberSaved: Story = {
  parameters: withScene(allOf(catDraft(CAT_ALL_NO), signedIn())),
};

/** A member: the save failed (retry). */
export const MemberSaveFailed: Story = {
  parameters: withScene(
    allOf(catDraft(CAT_ALL_NO), failing('catSave', { status: 503 }), signedIn()),
  ),
};

/** A member with nothing in this tab: their saved answers could not be loaded (retry, or afresh). */
export const SavedAnswersFailed: Story = {
  parameters: withScene(
    allOf(catSavedOnPlatform(CAT_ALL_NO), failing('catGet', { status: 503 }), signedIn()),
  ),
};
