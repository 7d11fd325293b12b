import { DEMO_MEMBER } from '@scanwise/mock-server/in-process';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  allOf,
  failing,
  holding,
  joined,
  signedIn,
  type SceneSetup,
} from '../../test/platform/platformScene';
import { MessagesScreen } from './MessagesScreen';
import { renderDashboardScreen } from './renderDashboardScreen';

const renderMessages = (scene: SceneSetup = signedIn()) =>
  renderDashboardScreen(<MessagesScreen />, { route: '/messages', scene });

/** The seed's unread care-team message of the demo member. */
const UNREAD = { id: 'msg_demo_3', subject: 'Before your mammography' };

describe('MessagesScreen', () => {
  it('lists the messages, latest first, with the unread one marked in words', async () => {
    await renderMessages();
    const inbox = await screen.findByRole('region', { name: 'Inbox' });
    expect(inbox).toHaveTextContent('1 unread message');
    const buttons = within(inbox).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual([
      expect.stringContaining(UNREAD.subject),
      expect.stringContaining('Re: Your Heart CT report is ready'),
      expect.stringContaining('Your Heart CT report is ready'),
    ]);
    expect(buttons[0]).toHaveTextContent('Unread');
    expect(buttons[0]).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens a message (plain text) and marks it read on the platform', async () => {
    const { scene, user } = await renderMessages();
    const toggle = await screen.findByRole('button', { name: new RegExp(UNREAD.subject) });
    const body =
      'Please complete your medical questionnaire and upload prior mammograms before your visit.';
    expect(screen.queryByText(body)).not.toBeVisible();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(body)).toBeVisible();
    await waitFor(() =>
      expect(
        scene.platform.listMessages(DEMO_MEMBER.id).find((m) => m.id === UNREAD.id)?.read,
      ).toBe(true),
    );
    expect(toggle).not.toHaveTextContent('Unread');
    expect(screen.queryByText('1 unread message')).toBeNull();
  });

  it('puts the message back to unread and says so when marking read fails', async () => {
    const { user } = await renderMessages(allOf(failing('messageMarkRead'), signedIn()));
    await user.click(await screen.findByRole('button', { name: new RegExp(UNREAD.subject) }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not mark this message as read.',
    );
    expect(screen.getByRole('button', { name: new RegExp(UNREAD.subject) })).toHaveTextContent(
      'Unread',
    );
  });

  it('"The {label} field is required." and the max length, checked on submit', async () => {
    const { scene, user } = await renderMessages();
    await screen.findByRole('region', { name: 'Inbox' });
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    const subject = screen.getByRole('textbox', { name: /Subject/ });
    expect(subject).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('The Subject field is required.')).toBeInTheDocument();
    expect(subject).toHaveFocus();
    // Pasted, not typed key by key: 201 key presses take seconds on a busy machine.
    await user.paste('x'.repeat(201));
    await user.tab();
    expect(
      screen.getByText('The Subject field must be less than 200 characters.'),
    ).toBeInTheDocument();
    expect(scene.platform.listMessages(DEMO_MEMBER.id)).toHaveLength(3);
  });

  it('sends a message, clears the form and announces it', async () => {
    const { scene, user } = await renderMessages();
    await screen.findByRole('region', { name: 'Inbox' });
    await user.type(screen.getByRole('textbox', { name: /Subject/ }), 'Question');
    await user.type(screen.getByRole('textbox', { name: /Message/ }), 'Can I eat before the scan?');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(screen.getByText('Your message was sent.')).toBeInTheDocument());
    // A new thread on the platform, from the member.
    expect(scene.platform.listMessages(DEMO_MEMBER.id)).toContainEqual(
      expect.objectContaining({
        from: 'member',
        subject: 'Question',
        body: 'Can I eat before the scan?',
      }),
    );
    expect(screen.getByRole('textbox', { name: /Subject/ })).toHaveValue('');
    expect(screen.getByRole('button', { name: /Question/ })).toBeInTheDocument();
  });

  it('keeps the typed text when sending fails and offers to try again', async () => {
    const { scene, user } = await renderMessages(allOf(failing('messageSend'), signedIn()));
    await screen.findByRole('region', { name: 'Inbox' });
    await user.type(screen.getByRole('textbox', { name: /Subject/ }), 'Question');
    await user.type(screen.getByRole('textbox', { name: /Message/ }), 'Can I eat before?');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your message was not sent.');
    expect(alert).toHaveTextContent('Your text is kept below');
    expect(screen.getByRole('textbox', { name: /Subject/ })).toHaveValue('Question');
    expect(screen.getByRole('textbox', { name: /Message/ })).toHaveValue('Can I eat before?');

    scene.faults.clear();
    await user.click(screen.getByRole('button', { name: 'Try sending again' }));
    await waitFor(() => expect(screen.getByText('Your message was sent.')).toBeInTheDocument());
    expect(
      scene.platform.listMessages(DEMO_MEMBER.id).filter((m) => m.subject === 'Question'),
    ).toHaveLength(1);
  });

  it('shows loading, empty and error (with retry) for the list; writing stays possible', async () => {
    const loading = await renderMessages(allOf(holding('messageList'), signedIn()));
    expect(screen.getByText('Loading your messages…')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send message' })).toBeInTheDocument();
    loading.unmount();

    const empty = await renderMessages(joined);
    expect(await screen.findByRole('heading', { name: 'No messages yet' })).toBeInTheDocument();
    empty.unmount();

    const { scene, user } = await renderMessages(allOf(failing('messageList'), signedIn()));
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load your messages');
    scene.faults.clear();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('button', { name: new RegExp(UNREAD.subject) }),
    ).toBeInTheDocument();
  });
});
