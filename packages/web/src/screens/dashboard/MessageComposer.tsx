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
import { Input, Label, Text, TextArea, TextField as AriaTextField } from 'react-aria-components';
import { useAppLocale } from '../../i18n/useLocaleFormatters';
import { useTranslation } from '../../i18n/useTranslation';
import fieldStyles from '../../design/components/TextField/TextField.module.css';
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
 * A field of the composer, styled as the design system's TextField, with a multi-line variant
 * (the form's first invalid control takes focus on submit).
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
    <AriaTextField
      className={fieldStyles.field}
      isRequired={isRequired}
      isInvalid={error !== undefined}
      // The core's rules validate (on blur, change and submit); the browser must not add its own.
      validationBehavior="aria"
      value={value}
      onChange={onChange}
      onBlur={onBlur}
    >
      <Label className={fieldStyles.label}>
        {label}
        {isRequired ? (
          <span aria-hidden="true" className={fieldStyles.required}>
            {' '}
            *
          </span>
        ) : null}
      </Label>
      {multiline ? (
        <TextArea className={`${fieldStyles.input} ${styles.textArea}`} rows={5} />
      ) : (
        <Input className={fieldStyles.input} />
      )}
      {error ? (
        <Text slot="errorMessage" className={fieldStyles.error} role="alert">
          {error}
        </Text>
      ) : null}
    </AriaTextField>
  );
}
