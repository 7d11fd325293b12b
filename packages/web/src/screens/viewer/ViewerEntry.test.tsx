import { viewerFeedbackKey } from '@scanwise/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { allOf, failing, signedIn, type SceneSetup } from '../../test/platform/platformScene';
import { renderOnPlatform } from '../../test/renderOnPlatform';
import { ViewerEntry } from './ViewerEntry';
import { VIEWED_ENCOUNTER, VIEWER_URL, feedbackOnDevice } from './viewerScenes';

const renderEntry = (scene: SceneSetup = signedIn()) =>
  renderOnPlatform(<ViewerEntry encounterId={VIEWED_ENCOUNTER} viewerUrl={VIEWER_URL} />, {
    route: `/reports/digital-report/${VIEWED_ENCOUNTER}`,
    scene,
  });

describe('ViewerEntry', () => {
  it('opens the platform viewer in a new tab, safely', async () => {
    await renderEntry();
    const link = screen.getByRole('link', { name: 'Open image viewer' });
    expect(link).toHaveAttribute('href', VIEWER_URL);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveAccessibleDescription('(opens in a new tab)');
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('after viewing asks for a 1-5 score and posts it with the comment', async () => {
    const { user, scene } = await renderEntry();
    await user.click(screen.getByRole('link', { name: 'Open image viewer' }));
    expect(screen.getByRole('form', { name: 'How was the image viewer?' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Send rating' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a rating to send.');
    expect(screen.getByRole('radio', { name: '1 Very poor' })).toHaveFocus();
    await user.click(screen.getByRole('radio', { name: '4 Good' }));
    await user.type(screen.getByLabelText('Anything to add? (optional)'), ' Clear images ');
    await user.click(screen.getByRole('button', { name: 'Send rating' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Thank you for your feedback.');
    // The platform keeps the score against the scan.
    expect(scene.platform.snapshot().happinessScores).toEqual([
      expect.objectContaining({ encounterId: VIEWED_ENCOUNTER, score: 4, comment: 'Clear images' }),
    ]);
  });

  it('a failed send says so and keeps the rating and comment (also in storage)', async () => {
    const { user, ports } = await renderEntry(
      allOf(failing('viewerHappinessScore', { status: 503 }), signedIn()),
    );
    await user.click(screen.getByRole('link', { name: 'Open image viewer' }));
    await user.click(screen.getByRole('radio', { name: '2 Poor' }));
    await user.type(screen.getByLabelText('Anything to add? (optional)'), 'Slow');
    await user.click(screen.getByRole('button', { name: 'Send rating' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not send your rating.');
    expect(screen.getByRole('radio', { name: '2 Poor' })).toBeChecked();
    expect(screen.getByLabelText('Anything to add? (optional)')).toHaveValue('Slow');
    expect(
      JSON.parse(ports.storage.session.getItem(viewerFeedbackKey(VIEWED_ENCOUNTER)) ?? '{}'),
    ).toEqual({ phase: 'asking', score: 2, comment: 'Slow' });
  });

  it('a reload brings the prompt back as it was; "Not now" puts it away', async () => {
    const { user } = await renderEntry(
      allOf(feedbackOnDevice({ phase: 'asking', score: 5, comment: 'Great' }), signedIn()),
    );
    expect(screen.getByRole('radio', { name: '5 Very good' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('ignores a corrupt stored draft', async () => {
    await renderEntry(
      allOf(({ ports }) => {
        ports.storage.session.setItem(viewerFeedbackKey(VIEWED_ENCOUNTER), '{"phase":');
      }, signedIn()),
    );
    expect(screen.queryByRole('form')).toBeNull();
  });
});
