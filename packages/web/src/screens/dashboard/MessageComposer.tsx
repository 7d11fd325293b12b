import {
  countryOfLocale,
  FieldModel,
  maxLengthRule,
  requiredRule,
  MESSAGE_BODY_MAX_LENGTH,
  MESSAGE_REPLY_BUSINESS_DAYS,
  MESSAGE_SUBJECT_MAX_LENGTH,
  trimText,
  type ValidationRule,
} from '@scanwise/core';
import { useId, type ReactElement } from 'react';
import { useAppLocale } from '../../i18n/useLocaleFormatters';
import { useTranslation } from '../../i18n/useTranslation';
import { TextField } from '../../design/components/TextField/TextField';
import { useService } from '../../composition/useService';
import { TOKENS } from '../../composition/tokens';
import { textField } from '../../forms/useForm';
import { MessageSendForm } from './MessageSendForm';
import styles from './dashboard.module.css';

/** Visible lines of a message body (a new message's or a reply's) before it scrolls. */
export const MESSAGE_BODY_ROWS = 5;

const SUBJECT_RULES: readonly ValidationRule[] = [
  requiredRule(),
  maxLengthRule(MESSAGE_SUBJECT_MAX_LENGTH),
];
export const BODY_RULES: readonly ValidationRule[] = [
  requiredRule(),
  maxLengthRule(MESSAGE_BODY_MAX_LENGTH),
];

interface ComposerFields {
  readonly subject: FieldModel;
  readonly body: FieldModel;
}

/**
 * Writes to the care team (the core's MemberData sends it; the sent message joins the list at
 * once). The fields are core FieldModels on useForm: the spec's messages ("The {label} field is
 * required.", "... must be less than n characters.") on blur and submit, not while typing.
 * MessageSendForm sends, and keeps the typed text when sending fails.
 */
export function MessageComposer(): ReactElement {
  const { t } = useTranslation();
  const memberData = useService(TOKENS.memberData);
  const headingId = useId();
  const replyDays = MESSAGE_REPLY_BUSINESS_DAYS[countryOfLocale(useAppLocale())];

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId}>{t('dashboard.messages.composeTitle')}</h2>
      <p className={styles.muted}>{t('dashboard.messages.replyTime', { count: replyDays })}</p>
      <MessageSendForm
        fields={(): ComposerFields => ({
          subject: new FieldModel({
            label: t('dashboard.messages.subject'),
            initialValue: '',
            rules: SUBJECT_RULES,
            normalize: trimText,
          }),
          body: new FieldModel({
            label: t('dashboard.messages.body'),
            initialValue: '',
            rules: BODY_RULES,
            normalize: trimText,
          }),
        })}
        send={({ subject, body }) =>
          memberData.sendMessage({ subject: subject.normalizedValue, body: body.normalizedValue })
        }
        words={{
          failed: t('dashboard.messages.sendFailed'),
          sent: t('dashboard.messages.sent'),
          send: t('dashboard.messages.send'),
        }}
      >
        {(form) => (
          <>
            <TextField label={form.fields.subject.label} {...textField(form, 'subject')} />
            <TextField
              multiline
              label={form.fields.body.label}
              rows={MESSAGE_BODY_ROWS}
              {...textField(form, 'body')}
            />
          </>
        )}
      </MessageSendForm>
    </section>
  );
}
