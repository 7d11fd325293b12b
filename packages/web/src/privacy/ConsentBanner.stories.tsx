import { CONSENT_STORAGE_KEY } from '@scanwise/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactElement } from 'react';
import { TOKENS } from '../composition/tokens';
import type { SceneSetup } from '../test/platform/platformScene';
import { ConsentBanner } from './ConsentBanner';

/** A page behind the banner, as in the app (the banner is the last thing of RootView). */
function BannerOnPage(): ReactElement {
  return (
    <>
      <main>
        <h1>Sign in</h1>
        <p>The page the visitor opened.</p>
      </main>
      <ConsentBanner />
    </>
  );
}

/** Opt-in whatever the locale toolbar says: a member whose country is GB. */
const ukMember: SceneSetup = ({ container }) => {
  container.get(TOKENS.consent).setMemberCountry('GB');
};

const meta = {
  title: 'Screens/Privacy/Consent banner',
  component: BannerOnPage,
  parameters: {
    layout: 'fullscreen',
    scanwise: { route: '/en-gb/sign-in', scene: ukMember },
  },
} satisfies Meta<typeof BannerOnPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** First visit on the UK site: asked, Accept and Refuse side by side. */
export const Asking: Story = {};

/** Already answered (a kept refusal): no banner, the page only. */
export const Answered: Story = {
  parameters: {
    scanwise: {
      scene: ((scene) => {
        const { container, ports } = scene;
        void ukMember(scene);
        ports.storage.local.setItem(
          CONSENT_STORAGE_KEY,
          JSON.stringify({ version: 1, choice: 'denied', decidedAt: 0, policyVersion: 1 }),
        );
        container.get(TOKENS.consent).reload();
      }) satisfies SceneSetup,
    },
  },
};

/** A corrupt stored answer: discarded (logged) and asked again. */
export const CorruptStoredAnswer: Story = {
  parameters: {
    scanwise: {
      scene: ((scene) => {
        void ukMember(scene);
        scene.ports.storage.local.setItem(CONSENT_STORAGE_KEY, '{"choice":');
        scene.container.get(TOKENS.consent).reload();
      }) satisfies SceneSetup,
    },
  },
};

/** On a 320 px phone the banner stacks its buttons and stays in the flow. */
export const Phone: Story = {
  parameters: { viewport: { defaultViewport: 'mobile1' } },
};
