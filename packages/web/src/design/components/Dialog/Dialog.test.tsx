import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderOnPlatform } from '../../../test/renderOnPlatform';
import { Button } from '../Button/Button';
import { Dialog } from './Dialog';

describe('Dialog', () => {
  it('opens from its trigger named by its title, and Close returns focus to the trigger', async () => {
    const { user } = await renderOnPlatform(
      <Dialog title="Cancel appointment?" trigger={<Button>Cancel</Button>}>
        <p>The slot will be released.</p>
      </Dialog>,
    );
    const trigger = screen.getByRole('button', { name: 'Cancel' });
    await user.click(trigger);
    const dialog = screen.getByRole('dialog', { name: 'Cancel appointment?' });
    expect(dialog).toHaveTextContent('The slot will be released.');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    // react-aria restores focus on the next animation frame.
    await waitFor(() => expect(trigger).toHaveFocus());
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

  it('an alertdialog that is not dismissable ignores Escape and offers its own actions', async () => {
    const onOpenChange = vi.fn();
    const { user } = await renderOnPlatform(
      <Dialog
        title="Leave booking?"
        role="alertdialog"
        isDismissable={false}
        isOpen
        onOpenChange={onOpenChange}
        footer={(close) => <Button onPress={close}>Leave</Button>}
      />,
    );
    expect(screen.getByRole('alertdialog', { name: 'Leave booking?' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(onOpenChange).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Leave' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
