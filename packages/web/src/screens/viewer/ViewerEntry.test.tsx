import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerCall } from '../../test/fakePlatform';
import { renderWithProviders } from '../../test/renderWithProviders';
import type { PrepareFakes } from '../../test/renderWithProviders';
import { jsonBody } from '../account/shared/renderScreen';
import { ViewerEntry } from './ViewerEntry';
import { viewerFeedbackKey } from '@scanwise/core';

const URL = 'https://viewer.scanwise.test/studies/enc_1001';
const SCORE_RESULT = {
  result: { id: 'vhs_1', encounterId: 'enc_1001', score: 4, created: '2026-11-23T10:00:00Z' },
};

const renderEntry = (setup?: PrepareFakes) =>
  renderWithProviders(<ViewerEntry encounterId="enc_1001" viewerUrl={URL} />, {
    route: '/reports/digital-report/enc_1001',
    setup,
  });

describe('ViewerEntry', () => {
  it('opens the platform viewer in a new tab, safely', () => {
    renderEntry();
    const link = screen.getByRole('link', { name: 'Open image viewer' });
    expect(link).toHaveAttribute('href', URL);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveAccessibleDescription('(opens in a new tab)');
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('after viewing asks for a 1-5 score and posts it with the comment', async () => {
    const { user, ports } = renderEntry((_s, p) =>
      answerCall(p, 'viewerHappinessScore', { body: SCORE_RESULT }),
    );
    await user.click(screen.getByRole('link', { name: 'Open image viewer' }));
    expect(screen.getByRole('form', { name: 'How was the image viewer?' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Send rating' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a rating to send.');
    expect(screen.getByRole('radio', { name: '1 Very poor' })).toHaveFocus();
    await user.click(screen.getByRole('radio', { name: '4 Good' }));
    await user.type(screen.getByLabelText('Anything to add? (optional)'), ' Clear images ');
    await user.click(screen.getByRole('button', { name: 'Send rating' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Thank you for your feedback.');
    const sent = ports.http.requests.find((r) => r.url.endsWith('/viewerhappinessscore'));
    expect(jsonBody(sent)).toEqual({ encounterId: 'enc_1001', score: 4, comment: 'Clear images' });
  });

  it('a failed send says so and keeps the rating and comment (also in storage)', async () => {
    const { user, ports } = renderEntry((_s, p) =>
      answerCall(p, 'viewerHappinessScore', { status: 503, body: {} }),
    );
    await user.click(screen.getByRole('link', { name: 'Open image viewer' }));
    await user.click(screen.getByRole('radio', { name: '2 Poor' }));
    await user.type(screen.getByLabelText('Anything to add? (optional)'), 'Slow');
    await user.click(screen.getByRole('button', { name: 'Send rating' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not send your rating.');
    expect(screen.getByRole('radio', { name: '2 Poor' })).toBeChecked();
    expect(screen.getByLabelText('Anything to add? (optional)')).toHaveValue('Slow');
    expect(
      JSON.parse(ports.storage.session.getItem(viewerFeedbackKey('enc_1001')) ?? '{}'),
    ).toEqual({ phase: 'asking', score: 2, comment: 'Slow' });
  });

  it('a reload brings the prompt back as it was; "Not now" puts it away', async () => {
    const { user } = renderEntry((_s, p) =>
      p.storage.session.setItem(
        viewerFeedbackKey('enc_1001'),
        JSON.stringify({ phase: 'asking', score: 5, comment: 'Great' }),
      ),
    );
    expect(screen.getByRole('radio', { name: '5 Very good' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('ignores a corrupt stored draft', () => {
    renderEntry((_s, p) => p.storage.session.setItem(viewerFeedbackKey('enc_1001'), '{"phase":'));
    expect(screen.queryByRole('form')).toBeNull();
  });
});
