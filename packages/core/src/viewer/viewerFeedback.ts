import { enums, nullable, size, string, type as objectType } from 'superstruct';
import type { MemberApi } from '../api';
import type { KeyValueStorage, Logger } from '../ports';
import { createPersistedStateStoreFor, type PersistedStateStore } from '../persistence';
import { VIEWER_COMMENT_MAX_LENGTH, ViewerScoreSchema } from '../schemas/requests';
import { StateStore } from '../store';

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

export interface ViewerFeedbackState extends ViewerFeedbackDraft {
  /** The score is being sent. */
  readonly sending: boolean;
  /** What the prompt says: choose a score first, or the send failed; null when nothing. */
  readonly problem: 'chooseScore' | 'failed' | null;
}

const ViewerFeedbackDraftSchema = objectType({
  phase: enums(['idle', 'asking', 'sent', 'dismissed']),
  score: nullable(ViewerScoreSchema),
  comment: size(string(), 0, VIEWER_COMMENT_MAX_LENGTH),
});

const EMPTY_DRAFT: ViewerFeedbackDraft = { phase: 'idle', score: null, comment: '' };

/** Session-storage key of one encounter's viewer feedback. */
export const viewerFeedbackKey = (encounterId: string): string =>
  `scanwise.viewerFeedback.${encounterId}`;

export type ViewerFeedbackCalls = Pick<MemberApi, 'sendViewerHappinessScore'>;

export interface ViewerFeedbackOptions {
  readonly calls: ViewerFeedbackCalls;
  /** Session storage: the draft survives a reload of the tab. */
  readonly storage: KeyValueStorage;
  readonly logger?: Logger | undefined;
}

/**
 * The optional happiness score of one report's image viewer, asked once the viewer has been
 * opened and posted with POST /api/members/viewerhappinessscore ("data.result. Errors reject.").
 * The draft lives in session storage; a failed send keeps it and says so.
 */
export class ViewerFeedback extends StateStore<ViewerFeedbackState> {
  private readonly draft: PersistedStateStore<ViewerFeedbackDraft>;
  private readonly unsubscribe: () => void;

  constructor(
    readonly encounterId: string,
    private readonly options: ViewerFeedbackOptions,
  ) {
    const draft = createPersistedStateStoreFor<ViewerFeedbackDraft>(options, {
      key: viewerFeedbackKey(encounterId),
      version: null,
      schema: ViewerFeedbackDraftSchema,
      defaults: EMPTY_DRAFT,
      label: 'Viewer feedback',
    });
    super({ ...draft.getSnapshot(), sending: false, problem: null });
    this.draft = draft;
    this.unsubscribe = draft.subscribe((next) => this.update((state) => ({ ...state, ...next })));
  }

  /** The member opened the viewer: the prompt shows, unless it was answered already. */
  viewerOpened(): void {
    const { phase } = this.draft.getSnapshot();
    if (phase === 'idle' || phase === 'dismissed') this.draft.update({ phase: 'asking' });
  }

  chooseScore(score: number): void {
    this.draft.update({ score });
    if (this.getSnapshot().problem === 'chooseScore') this.setProblem(null);
  }

  setComment(comment: string): void {
    this.draft.update({ comment: comment.slice(0, VIEWER_COMMENT_MAX_LENGTH) });
  }

  /** "Not now": the prompt goes away until the viewer is opened again. */
  dismiss(): void {
    this.draft.update({ phase: 'dismissed' });
  }

  /**
   * Sends the score and the trimmed comment; resolves whether it was sent. Without a score it
   * sends nothing and asks for one.
   */
  async send(): Promise<boolean> {
    const { score, comment } = this.draft.getSnapshot();
    if (this.getSnapshot().sending) return false;
    if (score === null) {
      this.setProblem('chooseScore');
      return false;
    }
    this.update((state) => ({ ...state, sending: true, problem: null }));
    try {
      const trimmed = comment.trim();
      await this.options.calls.sendViewerHappinessScore({
        encounterId: this.encounterId,
        score,
        ...(trimmed === '' ? {} : { comment: trimmed }),
      });
      this.update((state) => ({ ...state, sending: false }));
      this.draft.update({ phase: 'sent' });
      return true;
    } catch (error) {
      this.options.logger?.error('Viewer happiness score not sent', {
        messageKey: (error as { readonly messageKey?: unknown } | null)?.messageKey,
      });
      this.update((state) => ({ ...state, sending: false, problem: 'failed' }));
      return false;
    }
  }

  override dispose(): void {
    this.unsubscribe();
    this.draft.dispose();
    super.dispose();
  }

  private setProblem(problem: ViewerFeedbackState['problem']): void {
    this.update((state) => ({ ...state, problem }));
  }
}

/** The viewer feedback of each report, one store per encounter for the app's life. */
export class ViewerFeedbacks {
  private readonly byEncounter = new Map<string, ViewerFeedback>();

  constructor(private readonly options: ViewerFeedbackOptions) {}

  /** The feedback of `encounterId`: the same store for the same encounter. */
  forEncounter(encounterId: string): ViewerFeedback {
    let feedback = this.byEncounter.get(encounterId);
    if (!feedback) {
      feedback = new ViewerFeedback(encounterId, this.options);
      this.byEncounter.set(encounterId, feedback);
    }
    return feedback;
  }

  dispose(): void {
    for (const feedback of this.byEncounter.values()) feedback.dispose();
    this.byEncounter.clear();
  }
}
