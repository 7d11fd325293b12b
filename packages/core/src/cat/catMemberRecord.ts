import type { Observable, Subscription } from 'rxjs';
import type { Logger } from '../ports';
import type { CatResult } from '../schemas/cat';
import { StateStore } from '../store';
import { catAnsweredCount } from './catQuestionnaire';
import type { CatDraft, CatQuestionnaire } from './catQuestionnaireService';

/**
 * Bringing a signed-in member's saved answers into a tab that holds none: `pending` until a page
 * of the check opens signed in, `done` once loaded, found missing, or when the tab has answers
 * of its own (work in progress wins).
 */
export type CatRestoreStatus = 'pending' | 'loading' | 'failed' | 'done';

/** The platform's scoring of one saved version of the answers (`savedAt`). */
export type CatScoring =
  | { readonly status: 'idle' }
  | { readonly status: 'loading'; readonly savedAt: string }
  | { readonly status: 'ready'; readonly savedAt: string; readonly result: CatResult }
  | { readonly status: 'failed'; readonly savedAt: string };

export interface CatMemberRecordState {
  readonly restore: CatRestoreStatus;
  readonly scoring: CatScoring;
}

/**
 * The check's pages: the questions; the results, which save complete answers and show their
 * scoring; the way to keep the answers (sign-up), which saves them once the member is signed in.
 */
export type CatPage = 'questionnaire' | 'results' | 'signUp';

export interface CatMemberRecordOptions {
  readonly questionnaire: CatQuestionnaire;
  /** Whether a member is signed in; signing out forgets the record's state. */
  readonly signedIn$: Observable<boolean>;
  readonly logger: Logger;
}

/**
 * Whether a page of the check waits for the member's saved answers: a signed-in member's tab
 * holds none and they are loading, or will as soon as the page opens.
 */
export function catAwaitsSavedAnswers(
  restore: CatRestoreStatus,
  draft: CatDraft,
  signedIn: boolean,
): boolean {
  if (!signedIn) return false;
  return restore === 'loading' || (restore === 'pending' && catAnsweredCount(draft.answers) === 0);
}

const SCORING_IDLE: CatScoring = Object.freeze({ status: 'idle' });
const INITIAL: CatMemberRecordState = Object.freeze({ restore: 'pending', scoring: SCORING_IDLE });

/**
 * The signed-in member's side of the heart check, while one of its pages is open: their saved
 * answers restored into a tab that has none (GET members cat), complete answers saved (POST
 * members cat) and the saved version scored by the platform (GET members cat results) on the
 * results page. A page opens it for as long as it shows (`open`) and renders its state; what to
 * load next follows from the session and the questionnaire's state, so a session restored after
 * the page's first render, answers saved by the sign-in or a changed answer need nothing from the
 * page. Failures are logged and kept as `failed` until the member retries.
 */
export class CatMemberRecord extends StateStore<CatMemberRecordState> {
  private readonly subscriptions: Subscription[] = [];
  private readonly openPages: Record<CatPage, number> = { questionnaire: 0, results: 0, signUp: 0 };
  private signedIn = false;
  // A load that started before a sign-out (or another load) is not this state's any more.
  private generation = 0;

  constructor(private readonly options: CatMemberRecordOptions) {
    super(INITIAL);
    this.subscriptions.push(
      options.signedIn$.subscribe((signedIn) => {
        this.signedIn = signedIn;
        if (!signedIn) {
          this.generation += 1;
          this.set(INITIAL);
        }
        this.next();
      }),
      options.questionnaire.state$.subscribe(() => this.next()),
    );
  }

  /** A page of the check shows: what it needs loads while it is open. Returns its closing. */
  open(page: CatPage): () => void {
    this.openPages[page] += 1;
    this.next();
    let open = true;
    return () => {
      if (!open) return;
      open = false;
      this.openPages[page] -= 1;
    };
  }

  /** The saved answers could not be loaded: ask again. */
  retryRestore(): void {
    if (this.getSnapshot().restore !== 'failed') return;
    this.patch({ restore: 'pending' });
    this.next();
  }

  /** The saved answers could not be loaded and the member starts afresh instead. */
  startFresh(): void {
    if (this.getSnapshot().restore !== 'failed') return;
    this.patch({ restore: 'done' });
    this.next();
  }

  /** The save or the scoring failed: try the one that failed again. */
  retryResults(): void {
    const { draft, saveStatus } = this.options.questionnaire.getSnapshot();
    if (saveStatus === 'failed') {
      void this.options.questionnaire.save();
      return;
    }
    const { scoring } = this.getSnapshot();
    if (scoring.status === 'failed' && scoring.savedAt === draft.savedAt)
      this.score(scoring.savedAt);
  }

  /** Stops following the session and the questionnaire. */
  override dispose(): void {
    for (const subscription of this.subscriptions) subscription.unsubscribe();
    super.dispose();
  }

  /** Starts what an open page needs next, if anything. */
  private next(): void {
    if (this.disposed) return;
    const { questionnaire } = this.options;
    const { draft, saveStatus } = questionnaire.getSnapshot();
    const { restore, scoring } = this.getSnapshot();
    // A changed answer: the scoring of the version saved before is not this draft's.
    if (scoring.status !== 'idle' && scoring.savedAt !== draft.savedAt) {
      this.generation += 1;
      this.patch({ scoring: SCORING_IDLE });
    }
    const {
      questionnaire: questionsOpen,
      results: resultsOpen,
      signUp: signUpOpen,
    } = this.openPages;
    if (!this.signedIn || questionsOpen + resultsOpen + signUpOpen === 0) return;
    if (restore === 'pending') {
      if (catAwaitsSavedAnswers(restore, draft, this.signedIn)) {
        this.restore();
        return;
      }
      this.patch({ restore: 'done' });
    }
    if (restore === 'loading' || restore === 'failed' || resultsOpen + signUpOpen === 0) return;
    if (draft.completedAt !== null && saveStatus === 'idle') {
      void questionnaire.save();
      return;
    }
    if (
      resultsOpen > 0 &&
      saveStatus === 'saved' &&
      draft.savedAt !== null &&
      this.getSnapshot().scoring.status === 'idle'
    ) {
      this.score(draft.savedAt);
    }
  }

  private restore(): void {
    const generation = ++this.generation;
    this.patch({ restore: 'loading' });
    void this.options.questionnaire.restoreSaved().then((outcome) => {
      if (generation !== this.generation) return;
      if (outcome === 'failed') this.options.logger.warn('CAT: saved answers not loaded');
      this.patch({ restore: outcome === 'failed' ? 'failed' : 'done' });
      this.next();
    });
  }

  private score(savedAt: string): void {
    const generation = ++this.generation;
    this.patch({ scoring: { status: 'loading', savedAt } });
    this.options.questionnaire.loadResults().then(
      (result) => {
        if (generation === this.generation)
          this.patch({ scoring: { status: 'ready', savedAt, result } });
      },
      (error: unknown) => {
        this.options.logger.error('CAT results could not be loaded', { error: String(error) });
        if (generation === this.generation) this.patch({ scoring: { status: 'failed', savedAt } });
      },
    );
  }

  private patch(change: Partial<CatMemberRecordState>): void {
    this.update((state) => Object.freeze({ ...state, ...change }));
  }
}
