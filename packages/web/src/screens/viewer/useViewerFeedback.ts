import type { KeyValueStorage } from '@scanwise/core';
import { useCallback, useState } from 'react';
import { integer, max, min, nullable, enums, size, string, type, is } from 'superstruct';
import { TOKENS } from '../../composition/tokens';
import { useService } from '../../composition/useService';

/**
 * Where the viewer's happiness score stands for one report: `idle` before the viewer was opened,
 * `asking` after (the prompt shows), `sent` or `dismissed` after that. The score and comment are
 * kept with it, so a failed send or a reload loses nothing.
 */
export interface ViewerFeedbackDraft {
  readonly phase: 'idle' | 'asking' | 'sent' | 'dismissed';
  readonly score: number | null;
  readonly comment: string;
}

const ViewerFeedbackDraftSchema = type({
  phase: enums(['idle', 'asking', 'sent', 'dismissed']),
  score: nullable(max(min(integer(), 1), 5)),
  comment: size(string(), 0, 2000),
});

const EMPTY: ViewerFeedbackDraft = { phase: 'idle', score: null, comment: '' };

/** Session-storage key of one encounter's viewer feedback. */
export const viewerFeedbackKey = (encounterId: string): string =>
  `scanwise.viewerFeedback.${encounterId}`;

function read(storage: KeyValueStorage, key: string): ViewerFeedbackDraft {
  try {
    const raw = storage.getItem(key);
    if (raw === null) return EMPTY;
    const value: unknown = JSON.parse(raw);
    if (is(value, ViewerFeedbackDraftSchema)) return value;
    storage.removeItem(key);
  } catch {
    // Unreadable storage or text: start afresh (below).
  }
  return EMPTY;
}

/** The viewer feedback draft of an encounter, kept in session storage. */
export function useViewerFeedback(
  encounterId: string,
): readonly [ViewerFeedbackDraft, (patch: Partial<ViewerFeedbackDraft>) => void] {
  const storage = useService(TOKENS.storage).session;
  const logger = useService(TOKENS.logger);
  const key = viewerFeedbackKey(encounterId);
  const [state, setState] = useState(() => ({ key, draft: read(storage, key) }));
  const draft = state.key === key ? state.draft : read(storage, key);
  const update = useCallback(
    (patch: Partial<ViewerFeedbackDraft>) => {
      setState((current) => {
        const base = current.key === key ? current.draft : read(storage, key);
        const next = { ...base, ...patch };
        try {
          storage.setItem(key, JSON.stringify(next));
        } catch (error) {
          logger.warn('Viewer feedback could not be stored', { error: String(error) });
        }
        return { key, draft: next };
      });
    },
    [key, storage, logger],
  );
  return [draft, update] as const;
}
