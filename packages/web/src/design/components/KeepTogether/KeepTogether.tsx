import { Fragment, type ReactElement } from 'react';
import styles from './KeepTogether.module.css';

export interface KeepTogetherProps {
  /** The sentence, already translated. */
  readonly text: string;
  /** What in it must not break across lines (an invoice number); kept wherever it appears. */
  readonly part: string;
}

/**
 * A translated sentence with one part kept on one line: a line may break after a hyphen, and an
 * invoice number split as "SW-" / "2026-0003" reads as two things. The text itself is unchanged,
 * so it reads, copies and is named as the words say.
 */
export function KeepTogether({ text, part }: KeepTogetherProps): ReactElement {
  if (part === '' || !text.includes(part)) return <>{text}</>;
  const pieces = text.split(part);
  return (
    <>
      {pieces.map((piece, index) => (
        <Fragment key={index}>
          {piece}
          {index < pieces.length - 1 ? <span className={styles.together}>{part}</span> : null}
        </Fragment>
      ))}
    </>
  );
}
