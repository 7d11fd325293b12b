import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderOnPlatform } from '../../test/renderOnPlatform';
import { RemotePageFrame, type RemotePageFrameProps } from './RemotePageFrame';

const frame: RemotePageFrameProps = {
  brand: 'Scanwise',
  back: { to: '/scans', label: 'Back to Scans' },
  title: 'Send your previous mammograms',
  loadingLabel: 'Loading your scan…',
};
const failure = {
  title: 'We could not open this page',
  description: 'Check your connection and try again.',
  isRetrying: false,
};

describe('RemotePageFrame', () => {
  it('frames the page: one main landmark, the brand to Home, the way back, one h1 and the footer', async () => {
    await renderOnPlatform(<RemotePageFrame {...frame} />);
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
    expect(screen.getByRole('link', { name: 'Scanwise' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Back to Scans' })).toHaveAttribute('href', '/scans');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('contentinfo')).toHaveTextContent('(888) 555-0142');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Send your previous mammograms' }),
    ).toBeInTheDocument();
  });

  it('shows the spinner with its label while the data loads', async () => {
    await renderOnPlatform(<RemotePageFrame {...frame} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading your scan…');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a failure as an alert whose "Try again" retries', async () => {
    const onRetry = vi.fn();
    const { user } = await renderOnPlatform(
      <RemotePageFrame {...frame} failure={{ ...failure, onRetry }} />,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('We could not open this page');
    expect(alert).toHaveTextContent('Check your connection and try again.');
    expect(screen.getByRole('heading', { level: 2, name: failure.title })).toBeInTheDocument();
    expect(screen.queryByText('Loading your scan…')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('ignores "Try again" while a retry is under way', async () => {
    const onRetry = vi.fn();
    const { user } = await renderOnPlatform(
      <RemotePageFrame {...frame} failure={{ ...failure, onRetry, isRetrying: true }} />,
    );
    await user.click(screen.getByRole('button', { name: /Try again/ }));
    expect(onRetry).not.toHaveBeenCalled();
  });

  it('shows the page once its data is there, whatever failed before', async () => {
    await renderOnPlatform(
      <RemotePageFrame {...frame} failure={{ ...failure, onRetry: vi.fn() }}>
        <p>Your files</p>
      </RemotePageFrame>,
    );
    expect(screen.getByText('Your files')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('leaves the way back out when there is none and widens the column on request', async () => {
    const { back: _back, ...withoutBack } = frame;
    await renderOnPlatform(<RemotePageFrame {...withoutBack} width="wide" />);
    expect(within(screen.getByRole('main')).getAllByRole('link')).toHaveLength(1);
    const column = screen.getByRole('heading', { level: 1 }).parentElement;
    expect(column).toHaveAttribute('data-width', 'wide');
  });
});
