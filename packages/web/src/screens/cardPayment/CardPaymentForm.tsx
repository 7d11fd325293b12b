import { isCardFieldComplete, type CardInput } from '@scanwise/core';
import { useEffect, useId, useRef, type FormEvent, type ReactElement, type ReactNode } from 'react';
import { TOKENS } from '../../composition/tokens';
import { useService } from '../../composition/useService';
import { TEST_MODE_CARD } from '../../config/payments';
import { Button } from '../../design/components/Button/Button';
import { Card } from '../../design/components/Card/Card';
import { ErrorState } from '../../design/components/ErrorState/ErrorState';
import { useTranslation } from '../../i18n/useTranslation';
import { Notice } from '../booking/BookingNotice';
import styles from './CardPaymentForm.module.css';
import { useCardField } from './useCardField';

export interface CardPaymentFormProps {
  /** The card's title (default "Card details"). */
  readonly title?: string;
  /** The Pay button's words, with the amount. */
  readonly submitLabel: string;
  /** A payment is under way (the paying service's state): Pay waits. */
  readonly paying: boolean;
  /**
   * Pays with the card field's handle (never card data) through the screen's service; the
   * screen shows the outcome.
   */
  readonly onPay: (card: CardInput) => Promise<unknown>;
  /** Above the card: the held time, why the last attempt did not go through. */
  readonly children?: ReactNode;
  /** Beside Pay (reserve-appointment's "Change center or time"). */
  readonly secondaryAction?: ReactNode;
  /** Read with Pay: what the member agrees to by paying (the cancellation and refund policy). */
  readonly policy?: ReactNode;
}

/**
 * The one card payment form (reserve-appointment and payment-authorize): the card provider's own
 * field (Stripe's Card Element, in its frame) mounted through {@link useCardField}, its error
 * inline and announced, Pay allowed once the card is complete. While the provider cannot be
 * reached the form says so and offers a retry, which hands the focus to the field once it is
 * back; whatever the screen holds (the held time, the pending charge) is left as it is. A
 * test-mode app says no real charge is made and names the test card.
 */
export function CardPaymentForm({
  title,
  submitLabel,
  paying,
  onPay,
  children,
  secondaryAction,
  policy,
}: CardPaymentFormProps): ReactElement {
  const { t } = useTranslation();
  const { payments } = useService(TOKENS.runtimeConfig);
  const { controller, view, hostRef } = useCardField();
  const id = useId();
  const labelId = `${id}-label`;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const policyId = `${id}-policy`;
  const field = view.status === 'mounted' ? view.field : null;
  const complete = isCardFieldComplete(view);
  const unavailable = view.status === 'unavailable' || (view.status === 'loading' && view.retrying);
  const loading = !unavailable && (field === null || !field.ready);
  // Try again took the member's focus with it (its notice goes once the field is back): the new
  // field takes it, so they type the card where they left off.
  const focusWhenReady = useRef(false);
  const ready = field?.ready === true;
  useEffect(() => {
    if (!ready || !focusWhenReady.current) return;
    focusWhenReady.current = false;
    controller.focus();
  }, [ready, controller]);

  const submit = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    if (paying) return;
    const card = controller.input();
    if (!card) {
      controller.focus();
      return;
    }
    controller.setDisabled(true);
    try {
      await onPay(card);
    } finally {
      controller.setDisabled(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      {payments.noRealCharge ? (
        <Notice tone="warning" title={t('booking.card.testModeTitle')}>
          <TestModeBody />
        </Notice>
      ) : null}
      {children}
      <Card title={title ?? t('booking.card.title')}>
        <div className={styles.body}>
          <div
            role="group"
            aria-labelledby={labelId}
            aria-describedby={errorId}
            aria-busy={loading || undefined}
          >
            <p id={labelId} className={styles.label}>
              {t('booking.card.fieldLabel')}
            </p>
            <div
              ref={hostRef}
              className={styles.field}
              hidden={unavailable}
              data-focused={field?.focused || undefined}
              data-invalid={field?.error ? true : undefined}
              data-disabled={paying || undefined}
            />
          </div>
          {loading ? <p className={styles.loading}>{t('booking.card.loading')}</p> : null}
          {/* The field's own error (an incomplete number, an expiry in the past), announced. */}
          <p id={errorId} className={styles.error} aria-live="polite" aria-atomic="true">
            {field?.error?.message ?? ''}
          </p>
          {unavailable ? (
            <ErrorState
              headingLevel={3}
              title={t('booking.card.unavailableTitle')}
              description={t('booking.card.unavailableBody')}
              retryLabel={t('booking.card.retry')}
              onRetry={() => {
                focusWhenReady.current = true;
                controller.retry();
              }}
              isRetrying={view.status === 'loading'}
            />
          ) : null}
          <p className={styles.hint}>{t('booking.card.secure')}</p>
        </div>
      </Card>
      {complete || paying ? null : (
        <p id={hintId} className={styles.hint}>
          {t('booking.card.payHint')}
        </p>
      )}
      <div className={styles.actions}>
        {secondaryAction}
        <Button
          type="submit"
          isPending={paying}
          isDisabled={!complete && !paying}
          aria-describedby={
            [complete || paying ? null : hintId, policy ? policyId : null]
              .filter(Boolean)
              .join(' ') || undefined
          }
        >
          {submitLabel}
        </Button>
      </div>
      {policy ? (
        <p id={policyId} className={styles.policy}>
          {policy}
        </p>
      ) : null}
    </form>
  );
}

/** The test-mode banner's sentence, with the test card kept on one line. */
function TestModeBody(): ReactElement {
  const { t } = useTranslation();
  const [before = '', after = ''] = t('booking.card.testModeBody', { card: '\u0000' }).split(
    '\u0000',
  );
  return (
    <>
      {before}
      <span className={styles.testCard}>{TEST_MODE_CARD}</span>
      {after}
    </>
  );
}
