import { MQ_ONE_TAP_STORAGE_KEY } from '@scanwise/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TOKENS } from '../../composition/tokens';
import { screenOnPlatform } from '../../test/screenOnPlatform';
import { MqConfirmScreen } from './MqConfirmScreen';

const LINK = '/mq/confirm?token=enc_mammo.Sig_abcdef123456&value=metalImplants:no';

const renderConfirm = (route: string) =>
  screenOnPlatform(<MqConfirmScreen />, { path: '/mq/confirm', route, probeOtherPaths: true });

describe('MqConfirmScreen: "Reads query token and value"', () => {
  it('shows the question and the answer chosen, and answers nothing until confirmed', async () => {
    const { ports } = await renderConfirm(LINK);
    expect(
      screen.getByRole('heading', { level: 2, name: /any other metal in your body/ }),
    ).toBeInTheDocument();
    expect(screen.getByText('No')).toBeInTheDocument();
    expect(ports.storage.session.getItem(MQ_ONE_TAP_STORAGE_KEY)).toBeNull();
  });

  it('confirming keeps the answer for the questionnaire and continues to its sign-in entry', async () => {
    const { user, services } = await renderConfirm(LINK);
    await user.click(screen.getByRole('button', { name: 'Confirm and continue' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(
      '/login/medical-questionnaire?encounterId=enc_mammo',
    );
    expect(services.get(TOKENS.mqOneTap).getSnapshot().pending).toEqual({
      encounterId: 'enc_mammo',
      questionId: 'metalImplants',
      answer: 'no',
    });
  });

  it('"That is not right" continues without keeping the answer', async () => {
    const { user, services } = await renderConfirm(LINK);
    await user.click(screen.getByRole('button', { name: /That is not right/ }));
    expect(await screen.findByTestId('location')).toHaveTextContent(
      '/login/medical-questionnaire?encounterId=enc_mammo',
    );
    expect(services.get(TOKENS.mqOneTap).getSnapshot().pending).toBeNull();
  });

  it('a broken link says so (logged without the query), and no query explains the page', async () => {
    const { ports, unmount } = await renderConfirm(
      '/mq/confirm?token=broken&value=metalImplants:no',
    );
    expect(screen.getByRole('heading', { name: 'This link does not work' })).toBeInTheDocument();
    expect(ports.logger.messages('warn')).toEqual(['Questionnaire confirmation link refused']);
    expect(JSON.stringify(ports.logger.entries)).not.toContain('broken');
    unmount();
    await renderConfirm('/mq/confirm');
    expect(screen.getByRole('heading', { name: 'Nothing to confirm' })).toBeInTheDocument();
  });
});
