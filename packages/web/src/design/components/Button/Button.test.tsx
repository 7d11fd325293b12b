import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { Button } from './Button';

describe('Button', () => {
  it('is a button named by its text, pressed by mouse and keyboard alike', async () => {
    const onPress = vi.fn();
    const { user } = renderWithProviders(<Button onPress={onPress}>Book a scan</Button>);
    const button = screen.getByRole('button', { name: 'Book a scan' });
    await user.tab();
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    await user.click(button);
    expect(onPress).toHaveBeenCalledTimes(3);
  });

  it('while pending ignores presses, stays focusable and shows a spinner', async () => {
    const onPress = vi.fn();
    const { user } = renderWithProviders(
      <Button onPress={onPress} isPending>
        Saving
      </Button>,
    );
    const button = screen.getByRole('button', { name: /Saving/ });
    await user.click(button);
    expect(onPress).not.toHaveBeenCalled();
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button.querySelector('[aria-hidden="true"]')).not.toBeNull();
  });

  it('when disabled is not pressable', async () => {
    const onPress = vi.fn();
    const { user } = renderWithProviders(
      <Button onPress={onPress} isDisabled>
        Book
      </Button>,
    );
    await user.click(screen.getByRole('button', { name: 'Book' }));
    expect(onPress).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Book' })).toBeDisabled();
  });

  it('submits its form with type submit', async () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const { user } = renderWithProviders(
      <form onSubmit={onSubmit}>
        <Button type="submit">Send</Button>
      </form>,
    );
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
