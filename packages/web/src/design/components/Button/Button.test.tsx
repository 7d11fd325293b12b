import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderOnPlatform } from '../../../test/renderOnPlatform';
import { FileTrigger } from 'react-aria-components';
import { ContinueGlyph } from '../../icons/glyphs';
import { Button } from './Button';
import { ButtonLink } from './ButtonLink';
import { TriggerButton } from './TriggerButton';

describe('Button', () => {
  it('is a button named by its text, pressed by mouse and keyboard alike', async () => {
    const onPress = vi.fn();
    const { user } = await renderOnPlatform(<Button onPress={onPress}>Book a scan</Button>);
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
    const { user } = await renderOnPlatform(
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
    const { user } = await renderOnPlatform(
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
    const { user } = await renderOnPlatform(
      <form onSubmit={onSubmit}>
        <Button type="submit">Send</Button>
      </form>,
    );
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});

describe('Button and TriggerButton', () => {
  it('Button is a native button: no react-aria, the browser gives role, focus and keys', async () => {
    await renderOnPlatform(<Button>Book</Button>);
    const button = screen.getByRole('button', { name: 'Book' });
    expect(button.tagName).toBe('BUTTON');
    expect(button).toHaveAttribute('type', 'button');
    expect(button).not.toHaveAttribute('data-rac');
  });

  it('TriggerButton looks and presses alike, and opens a react-aria trigger (FileTrigger)', async () => {
    const onPress = vi.fn();
    const { user } = await renderOnPlatform(
      <>
        <TriggerButton variant="secondary" onPress={onPress}>
          Choose again
        </TriggerButton>
        <FileTrigger>
          <TriggerButton>Choose files</TriggerButton>
        </FileTrigger>
      </>,
    );
    const button = screen.getByRole('button', { name: 'Choose again' });
    expect(button).toHaveAttribute('data-variant', 'secondary');
    await user.click(button);
    expect(onPress).toHaveBeenCalledTimes(1);
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    const opened = vi.fn((event: Event) => event.preventDefault());
    input?.addEventListener('click', opened);
    await user.click(screen.getByRole('button', { name: 'Choose files' }));
    expect(opened).toHaveBeenCalledTimes(1);
  });
});

describe('Button looks', () => {
  it('carries its variant, size and width as data for the stylesheet; "ghost" reads as quiet', async () => {
    await renderOnPlatform(
      <>
        <Button variant="quiet" size="sm">
          Back
        </Button>
        <Button variant="ghost">Dismiss</Button>
        <Button fullWidth="phone">Pay</Button>
      </>,
    );
    const back = screen.getByRole('button', { name: 'Back' });
    expect(back).toHaveAttribute('data-variant', 'quiet');
    expect(back).toHaveAttribute('data-size', 'sm');
    expect(screen.getByRole('button', { name: 'Dismiss' })).toHaveAttribute(
      'data-variant',
      'ghost',
    );
    const pay = screen.getByRole('button', { name: 'Pay' });
    expect(pay).toHaveAttribute('data-variant', 'primary');
    expect(pay).toHaveAttribute('data-full-width', 'phone');
  });

  it('shows its icon as decoration: the name is the words alone', async () => {
    await renderOnPlatform(<Button iconEnd={ContinueGlyph}>Continue</Button>);
    const button = screen.getByRole('button', { name: 'Continue' });
    const icon = button.querySelector('svg');
    expect(icon).toHaveAttribute('aria-hidden', 'true');
  });
});

describe('ButtonLink', () => {
  it('is a link that navigates, with the look of a button', async () => {
    const { user } = await renderOnPlatform(
      <ButtonLink to="/book-scan/select-plan" variant="secondary">
        Book a scan
      </ButtonLink>,
    );
    const link = screen.getByRole('link', { name: 'Book a scan' });
    expect(link).toHaveAttribute('href', '/book-scan/select-plan');
    expect(link).toHaveAttribute('data-variant', 'secondary');
    await user.tab();
    expect(link).toHaveFocus();
  });
});
