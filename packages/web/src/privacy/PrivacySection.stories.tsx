import { CONSENT_STORAGE_KEY } from '@scanwise/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TOKENS } from '../composition/tokens';
import type { SceneSetup } from '../test/platform/platformScene';
import { PrivacySection } from './PrivacySection';

const answered =
  (choice: 'granted' | 'denied', country: 'GB' | 'US' = 'GB'): SceneSetup =>
  ({ container, ports }) => {
    ports.storage.local.setItem(
      CONSENT_STORAGE_KEY,
      JSON.stringify({
        version: 1,
        choice,
        decidedAt: Date.UTC(2026, 10, 20, 12),
        policyVersion: 1,
      }),
    );
    const consent = container.get(TOKENS.consent);
    consent.reload();
    consent.setMemberCountry(country);
  };

/** The member's country decides the default (opt-in in the UK, opt-out in the US). */
const memberIn =
  (country: 'GB' | 'US'): SceneSetup =>
  ({ container }) => {
    container.get(TOKENS.consent).setMemberCountry(country);
  };

const meta = {
  title: 'Screens/Privacy/Account privacy and cookies',
  component: PrivacySection,
  parameters: {
    scanwise: {
      route: '/account',
      scene: memberIn('GB'),
    },
  },
} satisfies Meta<typeof PrivacySection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A UK member who has not chosen: off until they accept. */
export const NotChosen: Story = {};

export const Accepted: Story = { parameters: { scanwise: { scene: answered('granted') } } };

export const Refused: Story = { parameters: { scanwise: { scene: answered('denied') } } };

/** A US member who has not chosen: on, with the switch to turn it off. */
export const UnitedStatesDefault: Story = {
  parameters: {
    scanwise: {
      scene: memberIn('US'),
    },
  },
};

/**
 * A US member who accepted earlier, whose browser now sends Global Privacy Control: the section
 * says it is honored, and the switch shows off and cannot be changed, with the reason.
 */
export const GlobalPrivacyControlOn: Story = {
  parameters: {
    scanwise: {
      scene: ((scene) => {
        scene.ports.privacySignal.globalPrivacyControlOn = true;
        return answered('granted', 'US')(scene);
      }) satisfies SceneSetup,
    },
  },
  play: async ({ canvasElement }) => {
    const toggle = await within(canvasElement).findByRole('checkbox', {
      name: 'Allow advertising cookies',
    });
    await expect(toggle).toBeDisabled();
    await expect(toggle).not.toBeChecked();
  },
};
