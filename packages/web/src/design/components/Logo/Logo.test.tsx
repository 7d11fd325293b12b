import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderOnPlatform } from '../../../test/renderOnPlatform';
import { Logo } from './Logo';

describe('Logo', () => {
  it('is named by its wordmark; the mark is decoration', async () => {
    await renderOnPlatform(
      <a href="/">
        <Logo />
      </a>,
    );
    const link = screen.getByRole('link', { name: 'Scanwise' });
    expect(link.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });
});
