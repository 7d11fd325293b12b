import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TOKENS } from '../../../composition/tokens';
import { renderOnPlatform } from '../../../test/renderOnPlatform';
import { ToastRegion } from './ToastRegion';

describe('ToastRegion', () => {
  it('keeps an empty live region while hidden', async () => {
    await renderOnPlatform(<ToastRegion />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('shows the machine\'s message: "You were logged out due to inactivity"', async () => {
    const { services } = await renderOnPlatform(<ToastRegion />);
    act(() => void services.get(TOKENS.toastMachine).show('You were logged out due to inactivity'));
    expect(screen.getByRole('status')).toHaveTextContent('You were logged out due to inactivity');
  });

  it('"A click or the timeout hides it": a click', async () => {
    const { services, user } = await renderOnPlatform(<ToastRegion />);
    act(() => void services.get(TOKENS.toastMachine).show('Saved'));
    await user.click(screen.getByText('Saved'));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('"A click or the timeout hides it": the dismiss button, by keyboard', async () => {
    const { services, user } = await renderOnPlatform(<ToastRegion />);
    act(() => void services.get(TOKENS.toastMachine).show('Saved'));
    await user.tab();
    expect(screen.getByRole('button', { name: 'Dismiss' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('"A click or the timeout hides it": the timeout, "The default is 15 s"', async () => {
    const { services, ports } = await renderOnPlatform(<ToastRegion />);
    act(() => void services.get(TOKENS.toastMachine).show('Saved'));
    act(() => ports.clock.advance(14_999));
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
    act(() => ports.clock.advance(1));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
