import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderOnPlatform } from '../../../test/renderOnPlatform';
import { CountBadge } from './CountBadge';

describe('CountBadge', () => {
  it('shows the count and is read by its label', async () => {
    await renderOnPlatform(
      <a href="/messages">
        <span>Messages</span>
        <CountBadge count={3} label="3 unread" />
      </a>,
    );
    expect(screen.getByRole('link', { name: 'Messages, 3 unread' })).toBeInTheDocument();
    expect(screen.getByText('3')).toHaveAttribute('aria-hidden', 'true');
  });

  it('is only drawn without a label: the control around names the count', async () => {
    await renderOnPlatform(
      <a href="/messages" aria-label="Messages, 3 unread">
        <span>Messages</span>
        <CountBadge count={3} />
      </a>,
    );
    expect(screen.getByRole('link', { name: 'Messages, 3 unread' })).toBeInTheDocument();
    expect(screen.getByText('3')).toHaveAttribute('aria-hidden', 'true');
  });

  it('shows nothing for 0 and "99+" above 99', async () => {
    const { container } = await renderOnPlatform(<CountBadge count={0} label="0 unread" />);
    expect(container).toBeEmptyDOMElement();
    await renderOnPlatform(<CountBadge count={120} label="120 unread" />);
    expect(screen.getByText('99+')).toBeInTheDocument();
  });
});
