import type { FieldModel, FieldModels, MessageChangeResult } from '@scanwise/core';
import { useRef, useState, type ReactElement, type ReactNode } from 'react';
import { Button } from '../../design/components/Button/Button';
import { useForm, type Form } from '../../forms/useForm';
import { useTranslation } from '../../i18n/useTranslation';
import { failureMessageKey } from './failureMessage';
import styles from './dashboard.module.css';

/** Where a send stands: nothing yet, on its way, sent, or refused (with why). */
export type SendState =
  | { readonly status: 'idle' }
  | { readonly status: 'sending' }
  | { readonly status: 'sent' }
  | { readonly status: 'failed'; readonly error: unknown };

/** The words that differ between a new message and a reply. */
export interface MessageSendWords {
  /** Said first when the send fails ("Your message was not sent."). */
  readonly failed: string;
  /** Announced once the platform has it ("Your message was sent."). */
  readonly sent: string;
  /** The submit button before a failure ("Send message"); after one it offers to try again. */
  readonly send: string;
}

export interface MessageSendFormProps<F extends FieldModels<F>> {
  /** The form's fields (created once per mount); each goes back to its start once sent. */
  readonly fields: () => F;
  /** Sends what the fields hold (core MemberData.sendMessage). */
  readonly send: (fields: F) => Promise<MessageChangeResult>;
  readonly words: MessageSendWords;
  readonly className?: string | undefined;
  /** The fields' controls, bound to the form. */
  readonly children: (form: Form<F>) => ReactNode;
}

/**
 * A form that sends a message to the care team, for a new message and a reply alike: one send
 * at a time, "sent" announced in a status region and the fields emptied; a refused send keeps
 * the typed text, says why in an alert and turns the button into "Try sending again".
 */
export function MessageSendForm<F extends FieldModels<F>>({
  fields,
  send,
  words,
  className,
  children,
}: MessageSendFormProps<F>): ReactElement {
  const { t } = useTranslation();
  const [state, setState] = useState<SendState>({ status: 'idle' });
  // Set before the render that shows it: a second submit in the same moment is not sent twice.
  const sending = useRef(false);

  const submit = async (values: F): Promise<void> => {
    if (sending.current) return;
    sending.current = true;
    setState({ status: 'sending' });
    const result = await send(values);
    sending.current = false;
    if (result.ok) {
      for (const field of Object.values<FieldModel<unknown>>(values)) field.reset();
      setState({ status: 'sent' });
    } else {
      // The typed text stays as it was: nothing is lost.
      setState({ status: 'failed', error: result.error });
    }
  };
  const form = useForm(fields, (values) => void submit(values));

  return (
    <form {...form.formProps} className={className}>
      {children(form)}
      {state.status === 'failed' ? (
        <div className={styles.sendFailure} role="alert">
          <p>
            <strong>{words.failed}</strong> {t(failureMessageKey(state.error))}
          </p>
          <p>{t('dashboard.messages.sendFailedKept')}</p>
        </div>
      ) : null}
      <div role="status" className={styles.sendStatus}>
        {state.status === 'sent' ? words.sent : ''}
      </div>
      <Button type="submit" isPending={state.status === 'sending'}>
        {state.status === 'failed' ? t('dashboard.messages.retrySend') : words.send}
      </Button>
    </form>
  );
}
