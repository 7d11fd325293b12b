import { RunGuard } from './runGuard';
import { StateStore, type StateStoreOptions } from './stateStore';

/**
 * The base of a service that runs one operation at a time and keeps its outcome on show (a form's
 * submit: idle, busy, then saved or failed). Its runs are guarded, so an answer that arrives after
 * `reset` or `dispose` changes nothing.
 */
export abstract class OutcomeStore<S extends { readonly status: string }> extends StateStore<S> {
  /** Start a run with `runs.start()`; check `run.stale` after every await. */
  protected readonly runs = new RunGuard();

  /**
   * @param resting - the state with no outcome on show (what `reset` and `clearOutcome` go back to)
   * @param busyStatus - the status while an operation runs (`clearOutcome` leaves it alone)
   */
  protected constructor(
    private readonly resting: S,
    private readonly busyStatus: S['status'],
    options?: StateStoreOptions<S>,
  ) {
    super(resting, options);
  }

  /** Forgets the outcome of the last run (a message shown earlier); a run under way goes on. */
  clearOutcome(): void {
    if (this.getSnapshot().status !== this.busyStatus) this.set(this.resting);
  }

  /** Back to the resting state; a run under way is abandoned (its later steps are not taken). */
  reset(): void {
    this.runs.abandon();
    this.set(this.resting);
  }

  override dispose(): void {
    this.runs.abandon();
    super.dispose();
  }
}
