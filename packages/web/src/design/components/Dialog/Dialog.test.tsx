import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderOnPlatform } from '../../../test/renderOnPlatform';
import { Button } from '../Button/Button';
import { Dialog } from './Dialog';

describe('Dialog', () => {
  it('opens from its trigger as a modal <dialog> named by its title, and Close returns focus to the trigger', async () => {
    const { user } = await renderOnPlatform(
      <Dialog title="Cancel appointment?" trigger={<Button>Cancel</Button>}>
        <p>The slot will be released.</p>
      </Dialog>,
    );
    const trigger = screen.getByRole('button', { name: 'Cancel' });
    await user.click(trigger);
    const dialog = screen.getByRole('dialog', { name: 'Cancel appointment?' });
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog).toHaveAttribute('open');
    expect(dialog).toHaveFocus();
    expect(dialog).toHaveTextContent('The slot will be released.');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('runs the trigger’s own press before opening', async () => {
    const onPress = vi.fn();
    const { user } = await renderOnPlatform(
      <Dialog title="Details" trigger={<Button onPress={onPress}>Details</Button>} />,
    );
    await user.click(screen.getByRole('button', { name: 'Details' }));
    expect(onPress).toHaveBeenCalledOnce();
    expect(screen.getByRole('dialog', { name: 'Details' })).toBeInTheDocument();
  });

  it('closes on Escape when dismissable', async () => {
    const onOpenChange = vi.fn();
    const { user } = await renderOnPlatform(
      <Dialog title="Details" isOpen onOpenChange={onOpenChange} />,
    );
    expect(screen.getByRole('dialog', { name: 'Details' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('closes on a press on the backdrop (the dialog box itself), not inside it', async () => {
    const onOpenChange = vi.fn();
    const { user } = await renderOnPlatform(
      <Dialog title="Details" isOpen onOpenChange={onOpenChange}>
        <p>Body</p>
      </Dialog>,
    );
    await user.click(screen.getByText('Body'));
    expect(onOpenChange).not.toHaveBeenCalled();
    await user.click(screen.getByRole('dialog'));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('an alertdialog that is not dismissable ignores Escape and the backdrop and offers its own actions', async () => {
    const onOpenChange = vi.fn();
    const { user } = await renderOnPlatform(
      <Dialog
        title="Leave booking?"
        role="alertdialog"
        isDismissable={false}
        isOpen
        onOpenChange={onOpenChange}
        aria-describedby="leave-text"
        footer={(close) => <Button onPress={close}>Leave</Button>}
      >
        <p id="leave-text">Your answers so far are kept.</p>
      </Dialog>,
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Leave booking?' });
    expect(dialog).toHaveAccessibleDescription('Your answers so far are kept.');
    await user.keyboard('{Escape}');
    await user.click(dialog);
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(dialog).toHaveAttribute('open');
    await user.click(screen.getByRole('button', { name: 'Leave' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
