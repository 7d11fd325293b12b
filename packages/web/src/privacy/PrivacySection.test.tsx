import { CONSENT_STORAGE_KEY } from '@scanwise/core';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TOKENS } from '../composition/tokens';
import { AccountScreen } from '../screens/account/AccountScreen';
import { signedIn, type SceneSetup } from '../test/platform/platformScene';
import { renderOnPlatform } from '../test/renderOnPlatform';
import { PrivacySection } from './PrivacySection';

// The consent choice is kept and can be changed in Account.

const record = (choice: 'granted' | 'denied') =>
  JSON.stringify({
    version: 1,
    choice,
    decidedAt: Date.UTC(2026, 10, 20, 12),
    policyVersion: 1,
  });

async function renderSection(locale: 'en-us' | 'en-gb', setup?: SceneSetup) {
  const rendered = await renderOnPlatform(<PrivacySection />, {
    locale,
    scene: async (scene) => {
      scene.container.get(TOKENS.consent).setLocale(locale);
      await setup?.(scene);
      scene.container.get(TOKENS.consent).reload();
    },
  });
  const section = screen.getByRole('region', { name: 'Privacy and cookies' });
  const toggle = within(section).getByRole('checkbox', { name: 'Allow advertising cookies' });
  return { ...rendered, section, toggle };
}

describe('PrivacySection (Account: Privacy and cookies)', () => {
  it('a UK member who has not chosen: off, and turning it on keeps a yes', async () => {
    const { user, toggle, section, services, ports } = await renderSection('en-gb');
    expect(toggle).not.toBeChecked();
    expect(section).toHaveTextContent('You have not chosen yet, so advertising cookies stay off.');
    await user.click(toggle);
    expect(toggle).toBeChecked();
    expect(services.get(TOKENS.consent).getSnapshot().choice).toBe('granted');
    expect(ports.storage.local.getItem(CONSENT_STORAGE_KEY)).toContain('"granted"');
    expect(within(section).getByTestId('consent-current')).toHaveTextContent(
      /^Advertising cookies are on: you accepted them on \d{1,2} \w{3}( \d{4})?\.$/,
    );
  });

  it('withdrawing says honestly that loaded scripts go with a reload', async () => {
    const { user, toggle, section, services } = await renderSection('en-gb', ({ ports }) =>
      ports.storage.local.setItem(CONSENT_STORAGE_KEY, record('granted')),
    );
    expect(toggle).toBeChecked();
    expect(section).toHaveTextContent('you accepted them on 20 Nov 2026');
    await user.click(toggle);
    expect(toggle).not.toBeChecked();
    expect(services.get(TOKENS.consent).isTrackingAllowed()).toBe(false);
    expect(section).toHaveTextContent('you refused them on');
    expect(section).toHaveTextContent(
      'Advertising cookies are off: nothing more is sent. Scripts already loaded on this page stay until you reload it.',
    );
  });

  it('a refusal shows as off on the US site too', async () => {
    const { toggle, section } = await renderSection('en-us', ({ ports }) =>
      ports.storage.local.setItem(CONSENT_STORAGE_KEY, record('denied')),
    );
    expect(toggle).not.toBeChecked();
    expect(section).toHaveTextContent('Advertising cookies are off: you refused them on');
  });

  it('a US member who has not chosen: on by default, with a way to turn it off', async () => {
    const { user, toggle, section, services } = await renderSection('en-us');
    expect(toggle).toBeChecked();
    expect(section).toHaveTextContent('Advertising cookies are on. You can turn them off');
    await user.click(toggle);
    expect(services.get(TOKENS.consent).getSnapshot().choice).toBe('denied');
  });

  it('with Global Privacy Control on, a US member who accepted is told it is honored: off and locked, with why', async () => {
    const { user, toggle, section, services, ports } = await renderSection('en-us', ({ ports }) => {
      ports.storage.local.setItem(CONSENT_STORAGE_KEY, record('granted'));
      ports.privacySignal.globalPrivacyControlOn = true;
    });
    expect(within(section).getByTestId('consent-current')).toHaveTextContent(
      'Your browser is sending Global Privacy Control, and we honor it as your opt-out: advertising cookies stay off and nothing is sent to advertising partners.',
    );
    expect(toggle).not.toBeChecked();
    expect(toggle).toBeDisabled();
    expect(toggle).toHaveAccessibleDescription(
      'Advertising cookies cannot be turned on while Global Privacy Control is on. If you turn it off in your browser’s settings, your choice here applies again.',
    );
    expect(section).not.toHaveTextContent('you accepted them on');
    expect(section).not.toHaveTextContent('scripts already loaded on this page');
    await user.click(toggle);
    expect(toggle).not.toBeChecked();
    expect(services.get(TOKENS.consent).getSnapshot()).toMatchObject({
      choice: 'granted',
      trackingAllowed: false,
    });
    // The stored answer is the member's own and stays as it was.
    expect(ports.storage.local.getItem(CONSENT_STORAGE_KEY)).toBe(record('granted'));
  });

  it('with Global Privacy Control on, a UK member reads it in British English', async () => {
    const { toggle, section } = await renderSection('en-gb', ({ ports }) => {
      ports.privacySignal.globalPrivacyControlOn = true;
    });
    expect(section).toHaveTextContent('and we honour it as your opt-out');
    expect(toggle).toBeDisabled();
    expect(toggle).not.toBeChecked();
  });

  it('is mounted in Account once the member has loaded', async () => {
    await renderOnPlatform(<AccountScreen />, { route: '/account', scene: signedIn() });
    expect(await screen.findByRole('region', { name: 'Privacy and cookies' })).toBeVisible();
  });
});
