import { DEMO_MEMBER } from '@scanwise/mock-server/in-process';
import type { AppLocale } from '@scanwise/core';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  allOf,
  failing,
  holding,
  joined,
  signedIn,
  type SceneSetup,
} from '../../test/platform/platformScene';
import { TOKENS } from '../../composition/tokens';
import { MessagesScreen } from './MessagesScreen';
import { renderDashboardScreen } from './renderDashboardScreen';

const renderMessages = (scene: SceneSetup = signedIn(), locale: AppLocale = 'en-us') =>
  renderDashboardScreen(<MessagesScreen />, {
    route: locale === 'en-gb' ? '/en-gb/messages' : '/messages',
    scene,
    locale,
  });

/** The seed's unread care-team message of the demo member. */
const UNREAD = { id: 'msg_demo_3', subject: 'Before your mammography' };

describe('MessagesScreen', () => {
  it('groups the messages into conversations, latest first, the unread one marked in words', async () => {
    await renderMessages();
    const inbox = await screen.findByRole('region', { name: 'Inbox' });
    expect(inbox).toHaveTextContent('1 unread message');
    const buttons = within(inbox).getAllByRole('button', { expanded: false });
    expect(buttons.map((button) => button.textContent)).toEqual([
      expect.stringContaining(UNREAD.subject),
      // The reply and its question are one conversation, named by its first subject.
      expect.stringMatching(/^Your Heart CT report is ready.*You · .* · 2 messages$/),
    ]);
    expect(buttons[0]).toHaveTextContent('Unread');
    expect(buttons[1]).not.toHaveTextContent('Unread');
  });

  it('shows a conversation oldest first: who wrote each message and when', async () => {
    const { user } = await renderMessages();
    await user.click(await screen.findByRole('button', { name: /^Your Heart CT report is ready/ }));
    const thread = screen.getByRole('region', {
      name: 'Conversation: Your Heart CT report is ready',
    });
    const entries = within(thread).getAllByRole('listitem');
    expect(entries.map((entry) => entry.querySelector('p')?.textContent)).toEqual([
      expect.stringMatching(/^Care team[A-Z][a-z]{2} \d{1,2}(, \d{4})? at \d{1,2}:\d{2} [AP]M$/),
      expect.stringMatching(/^You[A-Z][a-z]{2} \d{1,2}(, \d{4})? at \d{1,2}:\d{2} [AP]M$/),
    ]);
    expect(entries[0]).toHaveTextContent('Reply here with any questions.');
    expect(within(thread).getAllByRole('time')[0]).toHaveAttribute(
      'datetime',
      expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    );
  });

  it('opens an unread conversation (plain text) and marks it read on the platform', async () => {
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

  it('puts the conversation back to unread and says so when marking read fails', async () => {
    const { user } = await renderMessages(allOf(failing('messageMarkRead'), signedIn()));
    await user.click(await screen.findByRole('button', { name: new RegExp(UNREAD.subject) }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not mark this message as read.',
    );
    expect(screen.getByRole('button', { name: new RegExp(UNREAD.subject) })).toHaveTextContent(
      'Unread',
    );
  });

  it('a reply from the care team, pushed by the hub, joins its conversation and marks it unread', async () => {
    const { scene, services, user } = await renderMessages();
    const heart = await screen.findByRole('button', { name: /^Your Heart CT report is ready/ });
    await waitFor(() => expect(services.get(TOKENS.realtime).isConnected()).toBe(true));
    await act(async () => {
      scene.platform.careTeamWrites(DEMO_MEMBER.id, {
        threadId: 'thr_demo_1',
        body: 'Your results look good.',
      });
      await Promise.resolve();
    });
    await waitFor(() => expect(heart).toHaveTextContent('Unread'));
    expect(screen.getByRole('region', { name: 'Inbox' })).toHaveTextContent('2 unread messages');
    // The conversation with the newest message comes first.
    const inbox = screen.getByRole('region', { name: 'Inbox' });
    expect(within(inbox).getAllByRole('button', { expanded: false })[0]).toBe(heart);
    await user.click(heart);
    expect(screen.getByText('Your results look good.')).toBeVisible();
    expect(heart).toHaveTextContent('3 messages');
  });

  it('answers in the conversation: the reply is sent in its thread with "Re: " and its subject', async () => {
    const { scene, user } = await renderMessages();
    await user.click(await screen.findByRole('button', { name: new RegExp(UNREAD.subject) }));
    const thread = screen.getByRole('region', { name: `Conversation: ${UNREAD.subject}` });
    await user.type(within(thread).getByRole('textbox', { name: /Reply/ }), 'Done, thank you.');
    await user.click(within(thread).getByRole('button', { name: 'Send reply' }));
    expect(await within(thread).findByText('Your reply was sent.')).toBeInTheDocument();
    expect(scene.platform.listMessages(DEMO_MEMBER.id)).toContainEqual(
      expect.objectContaining({
        threadId: 'thr_demo_2',
        from: 'member',
        subject: `Re: ${UNREAD.subject}`,
        body: 'Done, thank you.',
      }),
    );
    expect(within(thread).getByText('Done, thank you.')).toBeVisible();
    expect(within(thread).getByRole('textbox', { name: /Reply/ })).toHaveValue('');
  });

  it('says what to do in an emergency (911) and how soon the care team answers, before writing', async () => {
    await renderMessages();
    const note = await screen.findByText('In a medical emergency, call 911 now.');
    const composer = screen.getByRole('region', { name: 'Write to your care team' });
    expect(note.compareDocumentPosition(composer) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByText(/Do not wait for a reply to a message/)).toBeVisible();
    expect(screen.getByRole('link', { name: '(888) 555-0142' })).toHaveAttribute(
      'href',
      'tel:+18885550142',
    );
    expect(composer).toHaveTextContent('We usually answer within 1 business day.');
  });

  it('on en-GB pages: 999, the UK care team and a working day', async () => {
    await renderMessages(signedIn(), 'en-gb');
    expect(await screen.findByText('In a medical emergency, call 999 now.')).toBeVisible();
    expect(screen.getByRole('link', { name: '020 7946 0958' })).toHaveAttribute(
      'href',
      'tel:+442079460958',
    );
    expect(screen.getByRole('region', { name: 'Write to your care team' })).toHaveTextContent(
      'We usually answer within 1 working day.',
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
    expect(screen.getByRole('button', { name: /^Question/ })).toBeInTheDocument();
  });

  it('keeps the typed text when sending fails and offers to try again', async () => {
    const { scene, user } = await renderMessages(allOf(failing('messageSend'), signedIn()));
    await screen.findByRole('region', { name: 'Inbox' });
    await user.type(screen.getByRole('textbox', { name: /Subject/ }), 'Question');
    await user.type(screen.getByRole('textbox', { name: /Message/ }), 'Can I eat before?');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your message was not sent.');
    expect(alert).toHaveTextContent('Your text is still in the form');
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
