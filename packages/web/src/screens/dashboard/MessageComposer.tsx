import {
  countryOfLocale,
  FieldModel,
  maxLengthRule,
  requiredRule,
  MESSAGE_REPLY_BUSINESS_DAYS,
  trimText,
  type ValidationRule,
} from '@scanwise/core';
import { useId, type ReactElement } from 'react';
import { useAppLocale } from '../../i18n/useLocaleFormatters';
import { useTranslation } from '../../i18n/useTranslation';
import { FieldFrame } from '../../design/components/FieldFrame/FieldFrame';
import textFieldStyles from '../../design/components/TextField/TextField.module.css';
import { useService } from '../../composition/useService';
import { TOKENS } from '../../composition/tokens';
import { textField, type TextBinding } from '../../forms/useForm';
import { MessageSendForm } from './MessageSendForm';
import styles from './dashboard.module.css';

/** The platform's limits of a message (core MessageSendRequestSchema): subject 200, body 10,000. */
export const SUBJECT_MAX_LENGTH = 200;
export const BODY_MAX_LENGTH = 10_000;

const SUBJECT_RULES: readonly ValidationRule[] = [
  requiredRule(),
  maxLengthRule(SUBJECT_MAX_LENGTH),
];
export const BODY_RULES: readonly ValidationRule[] = [
  requiredRule(),
  maxLengthRule(BODY_MAX_LENGTH),
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
            <ComposerField label={form.fields.subject.label} {...textField(form, 'subject')} />
            <ComposerField multiline label={form.fields.body.label} {...textField(form, 'body')} />
          </>
        )}
      </MessageSendForm>
    </section>
  );
}

export interface ComposerFieldProps extends TextBinding {
  readonly label: string;
  readonly multiline?: boolean;
}

/**
 * A field of the composer in the fields' frame (FieldFrame), styled as the design system's
 * TextField, with a multi-line variant (the form's first invalid control takes focus on submit).
 * The core's rules validate (on blur, change and submit), not the browser.
 */
export function ComposerField({
  label,
  value,
  errorMessage: error,
  onChange,
  onBlur,
  isRequired,
  multiline = false,
}: ComposerFieldProps): ReactElement {
  return (
    <FieldFrame label={label} errorMessage={error} isRequired={isRequired}>
      {(frame) => {
        const control = { ...frame, value, onBlur };
        return multiline ? (
          <textarea
            {...control}
            className={`${textFieldStyles.input} ${styles.textArea}`}
            rows={5}
            onChange={(event) => onChange(event.currentTarget.value)}
          />
        ) : (
          <input
            {...control}
            type="text"
            className={textFieldStyles.input}
            onChange={(event) => onChange(event.currentTarget.value)}
          />
        );
      }}
    </FieldFrame>
  );
}
