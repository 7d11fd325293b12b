import { maxLengthRule, requiredRule, validateValue, type ValidationRule } from '@scanwise/core';
import { useId, useRef, useState, type FormEvent, type ReactElement, type RefObject } from 'react';
import { Input, Label, Text, TextArea, TextField as AriaTextField } from 'react-aria-components';
import { useTranslation } from '../../i18n/useTranslation';
import { Button } from '../../design/components/Button/Button';
import fieldStyles from '../../design/components/TextField/TextField.module.css';
import { useService } from '../../composition/useService';
import { TOKENS } from '../../composition/tokens';
import { failureMessageKey } from './failureMessage';
import styles from './dashboard.module.css';

/** The platform's limits of a message (core MessageSendRequestSchema): subject 200, body 10,000. */
export const SUBJECT_MAX_LENGTH = 200;
export const BODY_MAX_LENGTH = 10_000;

const SUBJECT_RULES: readonly ValidationRule[] = [
  requiredRule(),
  maxLengthRule(SUBJECT_MAX_LENGTH),
];
const BODY_RULES: readonly ValidationRule[] = [requiredRule(), maxLengthRule(BODY_MAX_LENGTH)];

type SendState =
  | { readonly status: 'idle' }
  | { readonly status: 'sending' }
  | { readonly status: 'sent' }
  | { readonly status: 'failed'; readonly error: unknown };

/**
 * Writes to the care team (the core's MemberData sends it; the sent message joins the list at
 * once). Validation with the core's rules and the spec's messages ("The {label} field is
 * required.", "... must be less than n characters.") on blur, change and submit, not while
 * typing. A failed send keeps the typed text and offers to try again.
 */
export function MessageComposer(): ReactElement {
  const { t } = useTranslation();
  const memberData = useService(TOKENS.memberData);
  const headingId = useId();
  const subjectLabel = t('dashboard.messages.subject');
  const bodyLabel = t('dashboard.messages.body');
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [subjectError, setSubjectError] = useState<string | undefined>();
  const [bodyError, setBodyError] = useState<string | undefined>();
  const [send, setSend] = useState<SendState>({ status: 'idle' });
  const subjectRef = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const bodyRef = useRef<HTMLInputElement & HTMLTextAreaElement>(null);

  const check = (value: string, rules: readonly ValidationRule[], label: string) =>
    validateValue(value, rules, label)[0];

  const submit = async (event?: FormEvent): Promise<void> => {
    event?.preventDefault();
    if (send.status === 'sending') return;
    const nextSubjectError = check(subject, SUBJECT_RULES, subjectLabel);
    const nextBodyError = check(body, BODY_RULES, bodyLabel);
    setSubjectError(nextSubjectError);
    setBodyError(nextBodyError);
    if (nextSubjectError) {
      subjectRef.current?.focus();
      return;
    }
    if (nextBodyError) {
      bodyRef.current?.focus();
      return;
    }
    setSend({ status: 'sending' });
    const result = await memberData.sendMessage({ subject, body });
    if (result.ok) {
      setSubject('');
      setBody('');
      setSend({ status: 'sent' });
    } else {
      // The typed text stays as it was: nothing is lost.
      setSend({ status: 'failed', error: result.error });
    }
  };

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId}>{t('dashboard.messages.composeTitle')}</h2>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <ComposerField
          inputRef={subjectRef}
          label={subjectLabel}
          value={subject}
          error={subjectError}
          onChange={(value) => {
            setSubject(value);
            if (subjectError) setSubjectError(check(value, SUBJECT_RULES, subjectLabel));
          }}
          onBlur={() => {
            if (subject !== '' || subjectError) {
              setSubjectError(check(subject, SUBJECT_RULES, subjectLabel));
            }
          }}
        />
        <ComposerField
          multiline
          inputRef={bodyRef}
          label={bodyLabel}
          value={body}
          error={bodyError}
          onChange={(value) => {
            setBody(value);
            if (bodyError) setBodyError(check(value, BODY_RULES, bodyLabel));
          }}
          onBlur={() => {
            if (body !== '' || bodyError) setBodyError(check(body, BODY_RULES, bodyLabel));
          }}
        />
        {send.status === 'failed' ? (
          <div className={styles.sendFailure} role="alert">
            <p>
              <strong>{t('dashboard.messages.sendFailed')}</strong>{' '}
              {t(failureMessageKey(send.error))}
            </p>
            <p>{t('dashboard.messages.sendFailedKept')}</p>
          </div>
        ) : null}
        <div role="status" className={styles.sendStatus}>
          {send.status === 'sent' ? t('dashboard.messages.sent') : ''}
        </div>
        <Button type="submit" isPending={send.status === 'sending'}>
          {send.status === 'failed'
            ? t('dashboard.messages.retrySend')
            : t('dashboard.messages.send')}
        </Button>
      </form>
    </section>
  );
}

interface ComposerFieldProps {
  readonly label: string;
  readonly value: string;
  readonly error: string | undefined;
  readonly onChange: (value: string) => void;
  readonly onBlur: () => void;
  readonly inputRef: RefObject<(HTMLInputElement & HTMLTextAreaElement) | null>;
  readonly multiline?: boolean;
}

/**
 * A required field of the composer, styled as the design system's TextField, with a ref to its
 * control (focus moves to the first invalid field on submit) and a multi-line variant.
 */
function ComposerField({
  label,
  value,
  error,
  onChange,
  onBlur,
  inputRef,
  multiline = false,
}: ComposerFieldProps): ReactElement {
  return (
    <AriaTextField
      className={fieldStyles.field}
      isRequired
      isInvalid={error !== undefined}
      // The core's rules validate (on blur, change and submit); the browser must not add its own.
      validationBehavior="aria"
      value={value}
      onChange={onChange}
      onBlur={onBlur}
    >
      <Label className={fieldStyles.label}>
        {label}
        <span aria-hidden="true" className={fieldStyles.required}>
          {' '}
          *
        </span>
      </Label>
      {multiline ? (
        <TextArea ref={inputRef} className={`${fieldStyles.input} ${styles.textArea}`} rows={5} />
      ) : (
        <Input ref={inputRef} className={fieldStyles.input} />
      )}
      {error ? (
        <Text slot="errorMessage" className={fieldStyles.error} role="alert">
          {error}
        </Text>
      ) : null}
    </AriaTextField>
  );
}
