import { useId, useRef, useState, type FormEvent, type ReactElement } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { TOKENS } from '../../composition/tokens';
import { useService } from '../../composition/useService';
import { Button } from '../../design/components/Button/Button';
import layout from '../../design/layouts/flowPage.module.css';
import { useViewerFeedback } from './useViewerFeedback';
import styles from './viewer.module.css';

const SCORES = [1, 2, 3, 4, 5] as const;

/** Only web links open (a platform value is never trusted as a script URL). */
export function isViewerUrl(value: string | null | undefined): value is string {
  return typeof value === 'string' && /^https?:\/\//i.test(value);
}

export interface ViewerEntryProps {
  readonly encounterId: string;
  /** The platform's viewer URL (spec: the digital report's viewerUrl). */
  readonly viewerUrl: string;
  /** The link's text; default "Open image viewer". */
  readonly label?: string;
}

/**
 * Viewer (screen key without a route): the image viewer is the platform's own page, opened in a new
 * tab (the app's CSP keeps frame-src closed to it; see
 * docs/adr/0034-cat-heart-health-check-and-viewer.md). Once it has been opened, a short, optional
 * happiness score (1 to 5 and a comment) is asked for and posted with POST
 * /api/members/viewerhappinessscore ("data.result. Errors reject."). Nothing typed is lost on a
 * failure or a reload (session storage per report).
 */
export function ViewerEntry({ encounterId, viewerUrl, label }: ViewerEntryProps): ReactElement {
  const { t } = useTranslation();
  const newTabId = useId();
  const [draft, update] = useViewerFeedback(encounterId);
  return (
    <div className={styles.entry}>
      <p>
        <a
          className={styles.openLink}
          href={viewerUrl}
          target="_blank"
          rel="noopener noreferrer"
          aria-describedby={newTabId}
          onClick={() => {
            if (draft.phase === 'idle' || draft.phase === 'dismissed') update({ phase: 'asking' });
          }}
        >
          {label ?? t('cat.viewer.open')}
        </a>
        <span id={newTabId} className="sw-visually-hidden">
          {' '}
          {t('cat.viewer.newTab')}
        </span>
      </p>
      {draft.phase === 'asking' ? (
        <ViewerHappinessPrompt
          encounterId={encounterId}
          score={draft.score}
          comment={draft.comment}
          onChange={update}
          onSent={() => update({ phase: 'sent' })}
          onDismiss={() => update({ phase: 'dismissed' })}
        />
      ) : null}
      {draft.phase === 'sent' ? (
        <p className={styles.thanks} role="status">
          {t('cat.viewer.sent')}
        </p>
      ) : null}
    </div>
  );
}

export interface ViewerHappinessPromptProps {
  readonly encounterId: string;
  readonly score: number | null;
  readonly comment: string;
  readonly onChange: (patch: { score?: number | null; comment?: string }) => void;
  readonly onSent: () => void;
  readonly onDismiss: () => void;
}

/** The rating form: five labelled choices, an optional comment, send or not now. */
export function ViewerHappinessPrompt({
  encounterId,
  score,
  comment,
  onChange,
  onSent,
  onDismiss,
}: ViewerHappinessPromptProps): ReactElement {
  const { t } = useTranslation();
  const api = useService(TOKENS.memberApi);
  const logger = useService(TOKENS.logger);
  const headingId = useId();
  const name = useId();
  const commentId = useId();
  const firstScore = useRef<HTMLInputElement>(null);
  const [pending, setPending] = useState(false);
  const [message, setMessage] = useState<'chooseScore' | 'failed' | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>): Promise<void> => {
    event.preventDefault();
    if (score === null) {
      setMessage('chooseScore');
      firstScore.current?.focus();
      return;
    }
    setPending(true);
    setMessage(null);
    try {
      const trimmed = comment.trim();
      await api.sendViewerHappinessScore({
        encounterId,
        score,
        ...(trimmed === '' ? {} : { comment: trimmed }),
      });
      onSent();
    } catch (error) {
      logger.error('Viewer happiness score not sent', {
        messageKey: (error as { messageKey?: unknown } | null)?.messageKey,
      });
      setMessage('failed');
    } finally {
      setPending(false);
    }
  };

  return (
    <form
      className={styles.prompt}
      aria-labelledby={headingId}
      noValidate
      onSubmit={(event) => void submit(event)}
    >
      <h3 id={headingId}>{t('cat.viewer.feedbackTitle')}</h3>
      <p className={styles.muted}>{t('cat.viewer.feedbackHelp')}</p>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('cat.viewer.scoreLegend')}</legend>
        <ul className={styles.scores}>
          {SCORES.map((value) => (
            <li key={value}>
              <label className={`${styles.score} ${layout.choice}`}>
                <input
                  ref={value === 1 ? firstScore : undefined}
                  type="radio"
                  name={name}
                  value={value}
                  aria-label={`${value} ${t(`cat.viewer.score.${value}`)}`}
                  checked={score === value}
                  onChange={() => {
                    if (message === 'chooseScore') setMessage(null);
                    onChange({ score: value });
                  }}
                />
                <span className={styles.number} aria-hidden="true">
                  {value}
                </span>
                <span aria-hidden="true">{t(`cat.viewer.score.${value}`)}</span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      <div>
        <label className={styles.label} htmlFor={commentId}>
          {t('cat.viewer.comment')}
        </label>
        <textarea
          id={commentId}
          className={styles.textarea}
          maxLength={2000}
          value={comment}
          onChange={(event) => onChange({ comment: event.target.value })}
        />
      </div>
      {message ? (
        <p className={styles.error} role="alert">
          {t(message === 'failed' ? 'cat.viewer.failed' : 'cat.viewer.chooseScore')}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" isPending={pending}>
          {t('cat.viewer.send')}
        </Button>
        <Button variant="ghost" onPress={onDismiss}>
          {t('cat.viewer.notNow')}
        </Button>
      </div>
    </form>
  );
}
