import { ENTITY_EXAMPLES } from '@scanwise/core';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerCall } from '../../test/fakePlatform';
import { MessagesScreen } from './MessagesScreen';
import { MESSAGES, SERVER_ERROR } from './dashboardFixtures';
import { renderDashboardScreen, type DashboardSetup } from './renderDashboardScreen';

const renderMessages = (setup: DashboardSetup) =>
  renderDashboardScreen(<MessagesScreen />, { route: '/messages', setup });

const withMessages: DashboardSetup = (_, ports) => {
  answerCall(ports, 'messageList', { body: MESSAGES });
  answerCall(ports, 'messageMarkRead', { body: { ...ENTITY_EXAMPLES.Message, read: true } });
};

describe('MessagesScreen', () => {
  it('lists the messages, latest first, with the unread one marked in words', async () => {
    renderMessages(withMessages);
    const inbox = await screen.findByRole('region', { name: 'Inbox' });
    expect(inbox).toHaveTextContent('1 unread message');
    const buttons = within(inbox).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual([
      expect.stringContaining('Your appointment'),
      expect.stringContaining('Parking at the center'),
    ]);
    expect(buttons[0]).toHaveTextContent('Unread');
    expect(buttons[0]).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens a message (plain text) and marks it read on the platform', async () => {
    const { ports, user } = renderMessages(withMessages);
    const toggle = await screen.findByRole('button', { name: /Your appointment/ });
    expect(screen.queryByText('Please arrive 15 minutes early.')).not.toBeVisible();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Please arrive 15 minutes early.')).toBeVisible();
    expect(ports.http.requestsTo('POST', '/members/messages/msg_1/read')).toHaveLength(1);
    expect(toggle).not.toHaveTextContent('Unread');
    expect(screen.queryByText('1 unread message')).toBeNull();
  });

  it('puts the message back to unread and says so when marking read fails', async () => {
    const { user } = renderMessages((_, ports) => {
      answerCall(ports, 'messageList', { body: MESSAGES });
      answerCall(ports, 'messageMarkRead', SERVER_ERROR);
    });
    await user.click(await screen.findByRole('button', { name: /Your appointment/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not mark this message as read.',
    );
    expect(screen.getByRole('button', { name: /Your appointment/ })).toHaveTextContent('Unread');
  });

  it('"The {label} field is required." and the max length, checked on submit', async () => {
    const { ports, user } = renderMessages(withMessages);
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
    expect(ports.http.requestsTo('POST', '/members/messages')).toHaveLength(0);
  });

  it('sends a message, clears the form and announces it', async () => {
    const { ports, user } = renderMessages((services, p) => {
      withMessages(services, p);
      answerCall(p, 'messageSend', {
        status: 201,
        body: {
          ...ENTITY_EXAMPLES.Message,
          id: 'msg_new',
          from: 'member',
          subject: 'Question',
          body: 'Can I eat before the scan?',
          created: '2026-03-01T10:00:00Z',
          read: true,
        },
      });
    });
    await screen.findByRole('region', { name: 'Inbox' });
    await user.type(screen.getByRole('textbox', { name: /Subject/ }), 'Question');
    await user.type(screen.getByRole('textbox', { name: /Message/ }), 'Can I eat before the scan?');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(screen.getByText('Your message was sent.')).toBeInTheDocument());
    const [request] = ports.http.requestsTo('POST', '/members/messages');
    expect(JSON.parse(request?.body as string)).toEqual({
      threadId: null,
      subject: 'Question',
      body: 'Can I eat before the scan?',
    });
    expect(screen.getByRole('textbox', { name: /Subject/ })).toHaveValue('');
    expect(screen.getByRole('button', { name: /Question/ })).toBeInTheDocument();
  });

  it('keeps the typed text when sending fails and offers to try again', async () => {
    const { ports, user } = renderMessages((services, p) => {
      withMessages(services, p);
      answerCall(p, 'messageSend', SERVER_ERROR);
    });
    await screen.findByRole('region', { name: 'Inbox' });
    await user.type(screen.getByRole('textbox', { name: /Subject/ }), 'Question');
    await user.type(screen.getByRole('textbox', { name: /Message/ }), 'Can I eat before?');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your message was not sent.');
    expect(alert).toHaveTextContent('Your text is kept below');
    expect(screen.getByRole('textbox', { name: /Subject/ })).toHaveValue('Question');
    expect(screen.getByRole('textbox', { name: /Message/ })).toHaveValue('Can I eat before?');

    answerCall(ports, 'messageSend', {
      status: 201,
      body: { ...ENTITY_EXAMPLES.Message, id: 'msg_new', subject: 'Question', from: 'member' },
    });
    await user.click(screen.getByRole('button', { name: 'Try sending again' }));
    await waitFor(() => expect(screen.getByText('Your message was sent.')).toBeInTheDocument());
    expect(ports.http.requestsTo('POST', '/members/messages')).toHaveLength(2);
  });

  it('shows loading, empty and error (with retry) for the list; writing stays possible', async () => {
    const loading = renderMessages((_, p) => answerCall(p, 'messageList', 'loading'));
    expect(screen.getByText('Loading your messages…')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send message' })).toBeInTheDocument();
    loading.unmount();

    const empty = renderMessages((_, p) => answerCall(p, 'messageList', { body: [] }));
    expect(await screen.findByRole('heading', { name: 'No messages yet' })).toBeInTheDocument();
    empty.unmount();

    const { ports, user } = renderMessages((_, p) => answerCall(p, 'messageList', SERVER_ERROR));
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load your messages');
    answerCall(ports, 'messageList', { body: MESSAGES });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: /Your appointment/ })).toBeInTheDocument();
  });
});
