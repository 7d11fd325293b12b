import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderOnPlatform } from '../../../test/renderOnPlatform';
import { SiteFooter } from './SiteFooter';

describe('SiteFooter', () => {
  it('on en-US pages: the US care team by phone and e-mail, 911, the terms and privacy', async () => {
    await renderOnPlatform(<SiteFooter />);
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: '(888) 555-0142' })).toHaveAttribute(
      'href',
      'tel:+18885550142',
    );
    expect(within(footer).getByRole('link', { name: 'care@scanwise.example' })).toHaveAttribute(
      'href',
      'mailto:care@scanwise.example',
    );
    expect(within(footer).getByRole('link', { name: 'privacy@scanwise.example' })).toHaveAttribute(
      'href',
      'mailto:privacy@scanwise.example',
    );
    expect(footer).toHaveTextContent('In a medical emergency, call 911.');
    expect(within(footer).getByRole('link', { name: 'Terms of service' })).toHaveAttribute(
      'href',
      'https://scanwise.example/terms',
    );
    expect(within(footer).getByRole('link', { name: 'Privacy notice' })).toHaveAttribute(
      'href',
      'https://scanwise.example/privacy',
    );
  });

  it('on en-GB pages: the UK number as it is written there, and 999', async () => {
    await renderOnPlatform(<SiteFooter />, { locale: 'en-gb' });
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: '020 7946 0958' })).toHaveAttribute(
      'href',
      'tel:+442079460958',
    );
    expect(footer).toHaveTextContent('In a medical emergency, call 999.');
    expect(within(footer).getByRole('link', { name: 'Terms of service' })).toHaveAttribute(
      'href',
      'https://scanwise.example/uk/terms',
    );
  });
});
