import { FieldModel, requiredRule, trimText, type MessageChangeResult } from '@scanwise/core';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TextField } from '../../design/components/TextField/TextField';
import { textField } from '../../forms/useForm';
import { deferred } from '../../test/deferred';
import { renderOnPlatform } from '../../test/renderOnPlatform';
import { MessageSendForm } from './MessageSendForm';

interface Fields {
  readonly subject: FieldModel;
  readonly body: FieldModel;
}

const field = (label: string): FieldModel =>
  new FieldModel({ label, initialValue: '', rules: [requiredRule()], normalize: trimText });

const SENT: MessageChangeResult = {
  ok: true,
  message: {
    id: 'msg_1',
    threadId: 'thr_1',
    subject: 'Question',
    body: 'Can I eat before?',
    from: 'member',
    created: '2026-03-02T09:30:00Z',
    read: true,
  },
};

async function renderForm(send: (fields: Fields) => Promise<MessageChangeResult>) {
  return renderOnPlatform(
    <MessageSendForm
      fields={(): Fields => ({ subject: field('Subject'), body: field('Message') })}
      send={send}
      words={{ failed: 'Not sent.', sent: 'Sent.', send: 'Send it' }}
    >
      {(form) => (
        <>
          <TextField label="Subject" {...textField(form, 'subject')} />
          <TextField multiline label="Message" {...textField(form, 'body')} />
        </>
      )}
    </MessageSendForm>,
  );
}

describe('MessageSendForm', () => {
  it('sends what the fields hold once, announces it and empties every field', async () => {
    const answer = deferred<MessageChangeResult>();
    const send = vi.fn((fields: Fields) => {
      void fields;
      return answer.promise;
    });
    const { user } = await renderForm(send);
    await user.type(screen.getByRole('textbox', { name: /Subject/ }), '  Question ');
    await user.type(screen.getByRole('textbox', { name: /Message/ }), 'Can I eat before?');
    await user.click(screen.getByRole('button', { name: 'Send it' }));
    // Busy while under way: pressing again (or Enter in the subject) sends nothing more.
    expect(screen.getByRole('button', { name: 'Send it' })).toHaveAttribute('aria-busy', 'true');
    await user.click(screen.getByRole('button', { name: 'Send it' }));
    await user.type(screen.getByRole('textbox', { name: /Subject/ }), '{Enter}');
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]?.[0].subject.normalizedValue).toBe('Question');

    answer.resolve(SENT);
    expect(await screen.findByRole('status')).toHaveTextContent('Sent.');
    expect(screen.getByRole('textbox', { name: /Subject/ })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: /Message/ })).toHaveValue('');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps the typed text when the send is refused, says why and offers to try again', async () => {
    const send = vi
      .fn<(fields: Fields) => Promise<MessageChangeResult>>()
      .mockResolvedValueOnce({ ok: false, error: new Error('refused') })
      .mockResolvedValueOnce(SENT);
    const { user } = await renderForm(send);
    await user.type(screen.getByRole('textbox', { name: /Subject/ }), 'Question');
    await user.type(screen.getByRole('textbox', { name: /Message/ }), 'Can I eat before?');
    await user.click(screen.getByRole('button', { name: 'Send it' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Not sent. Something went wrong. Please try again.');
    // The alert comes after the fields: it does not send the member looking below it.
    expect(alert).toHaveTextContent('Your text is still in the form, so you can try again.');
    expect(
      screen.getByRole('textbox', { name: /Message/ }).compareDocumentPosition(alert) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /Message/ })).toHaveValue('Can I eat before?');
    expect(screen.getByRole('status')).toHaveTextContent('');

    await user.click(screen.getByRole('button', { name: 'Try sending again' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Sent.');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send it' })).toBeInTheDocument();
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('sends nothing while a required field is empty: the field says why', async () => {
    const send = vi.fn(() => Promise.resolve(SENT));
    const { user } = await renderForm(send);
    await user.type(screen.getByRole('textbox', { name: /Subject/ }), 'Question');
    await user.click(screen.getByRole('button', { name: 'Send it' }));
    expect(await screen.findByText('The Message field is required.')).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
  });
});
