import type { ReactElement } from 'react';
import { Label, ProgressBar } from 'react-aria-components';
import { percentOf } from './uploadPresentation';
import styles from './MammoUploadScreen.module.css';

export interface UploadProgressProps {
  /** The progress bar's name ("Total progress", "Upload progress of left.dcm"). */
  readonly label: string;
  /** Shown beside the label: "12 MB of 50 MB". */
  readonly valueText: string;
  readonly sent: number;
  readonly total: number;
  /** The label is read by screen readers only (the file's name is already beside it). */
  readonly hideLabel?: boolean;
  readonly size?: 'md' | 'lg';
}

/**
 * A labelled progress bar (react-aria's: role progressbar with its value and value text). Not
 * a live region: progress is read on demand; the screen's summary line announces the changes.
 */
export function UploadProgress({
  label,
  valueText,
  sent,
  total,
  hideLabel = false,
  size = 'md',
}: UploadProgressProps): ReactElement {
  const percent = percentOf(sent, total);
  return (
    <ProgressBar
      className={styles.progress}
      data-size={size}
      value={percent}
      valueLabel={`${valueText} (${percent}%)`}
    >
      <div className={styles.progressHeader}>
        <Label className={hideLabel ? styles.visuallyHidden : styles.progressLabel}>{label}</Label>
        <span className={styles.progressValue}>
          {valueText} · {percent}%
        </span>
      </div>
      <div className={styles.track}>
        <div className={styles.fill} style={{ inlineSize: `${percent}%` }} />
      </div>
    </ProgressBar>
  );
}
