import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderOnPlatform } from '../../../test/renderOnPlatform';
import { Notice } from './Notice';

describe('Notice', () => {
  it('shows its title and words with a decorative icon of its tone', async () => {
    await renderOnPlatform(
      <Notice tone="warning" title="Your time is held for 10 minutes">
        Pay before then to keep it.
      </Notice>,
    );
    const title = screen.getByText('Your time is held for 10 minutes');
    const notice = title.closest('[data-tone]');
    expect(notice).toHaveAttribute('data-tone', 'warning');
    expect(notice).toHaveTextContent('Pay before then to keep it.');
    expect(notice?.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('is announced when asked: an alert for a problem, a status for news', async () => {
    await renderOnPlatform(
      <>
        <Notice tone="danger" role="alert">
          Your card was declined.
        </Notice>
        <Notice tone="success" role="status">
          Saved.
        </Notice>
      </>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Your card was declined.');
    expect(screen.getByRole('status')).toHaveTextContent('Saved.');
  });
});
