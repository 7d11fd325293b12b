import { VIEWER_COMMENT_MAX_LENGTH, VIEWER_SCORES, type ViewerFeedback } from '@scanwise/core';
import { useId, useRef, type FormEvent, type ReactElement } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { TOKENS } from '../../composition/tokens';
import { useService } from '../../composition/useService';
import { useStore } from '../../composition/useStore';
import { Button } from '../../design/components/Button/Button';
import { TextField } from '../../design/components/TextField/TextField';
import layout from '../../design/layouts/flowPage.module.css';
import styles from './viewer.module.css';

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
 * happiness score (1 to 5 and a comment) is asked for: the core's ViewerFeedback posts it and
 * keeps the draft, so nothing typed is lost on a failure or a reload.
 */
export function ViewerEntry({ encounterId, viewerUrl, label }: ViewerEntryProps): ReactElement {
  const { t } = useTranslation();
  const newTabId = useId();
  const feedback = useService(TOKENS.viewerFeedback).forEncounter(encounterId);
  const state = useStore(feedback);
  return (
    <div className={styles.entry}>
      <p>
        <a
          className={styles.openLink}
          href={viewerUrl}
          target="_blank"
          rel="noopener noreferrer"
          aria-describedby={newTabId}
          onClick={() => feedback.viewerOpened()}
        >
          {label ?? t('cat.viewer.open')}
        </a>
        <span id={newTabId} className="sw-visually-hidden">
          {' '}
          {t('cat.viewer.newTab')}
        </span>
      </p>
      {state.phase === 'asking' ? <ViewerHappinessPrompt feedback={feedback} /> : null}
      {state.phase === 'sent' ? (
        <p className={styles.thanks} role="status">
          {t('cat.viewer.sent')}
        </p>
      ) : null}
    </div>
  );
}

export interface ViewerHappinessPromptProps {
  /** The report's feedback (core): its draft, sending and problem. */
  readonly feedback: ViewerFeedback;
}

/** The rating form: five labelled choices, an optional comment, send or not now. */
export function ViewerHappinessPrompt({ feedback }: ViewerHappinessPromptProps): ReactElement {
  const { t } = useTranslation();
  const { score, comment, sending, problem } = useStore(feedback);
  const headingId = useId();
  const name = useId();
  const firstScore = useRef<HTMLInputElement>(null);

  const submit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    // Without a score nothing is sent and the member is asked to choose: focus goes to the choices.
    if (score === null) firstScore.current?.focus();
    void feedback.send();
  };

  return (
    <form className={styles.prompt} aria-labelledby={headingId} noValidate onSubmit={submit}>
      <h3 id={headingId}>{t('cat.viewer.feedbackTitle')}</h3>
      <p className={styles.muted}>{t('cat.viewer.feedbackHelp')}</p>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('cat.viewer.scoreLegend')}</legend>
        <ul className={styles.scores}>
          {VIEWER_SCORES.map((value) => (
            <li key={value}>
              <label className={`${styles.score} ${layout.choice}`}>
                <input
                  ref={value === 1 ? firstScore : undefined}
                  type="radio"
                  name={name}
                  value={value}
                  aria-label={`${value} ${t(`cat.viewer.score.${value}`)}`}
                  checked={score === value}
                  onChange={() => feedback.chooseScore(value)}
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
      <TextField
        multiline
        label={t('cat.viewer.comment')}
        value={comment}
        maxLength={VIEWER_COMMENT_MAX_LENGTH}
        onChange={(text) => feedback.setComment(text)}
      />
      {problem ? (
        <p className={styles.error} role="alert">
          {t(problem === 'failed' ? 'cat.viewer.failed' : 'cat.viewer.chooseScore')}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" isPending={sending}>
          {t('cat.viewer.send')}
        </Button>
        <Button variant="ghost" onPress={() => feedback.dismiss()}>
          {t('cat.viewer.notNow')}
        </Button>
      </div>
    </form>
  );
}
