/** A run of an async operation: stale once its guard has abandoned it. */
export interface RunToken {
  /** True once a newer run started or the guard abandoned every run (reset, dispose, sign-out). */
  readonly stale: boolean;
}

/**
 * Ignores the answers of an abandoned run: a service takes a token before it awaits and checks
 * `token.stale` after, so a reset, a newer start or a disposal makes late answers change nothing.
 *
 * ```ts
 * const run = this.runs.start();
 * const plans = await api.listPlans();
 * if (run.stale) return;
 * ```
 */
export class RunGuard {
  private generation = 0;

  /** A token of the runs under way: stale once `start` or `abandon` is called. */
  current(): RunToken {
    const generation = this.generation;
    const isStale = (): boolean => generation !== this.generation;
    return {
      get stale(): boolean {
        return isStale();
      },
    };
  }

  /** Abandons every earlier run and returns the token of a new one. */
  start(): RunToken {
    this.abandon();
    return this.current();
  }

  /** Makes every token handed out so far stale. */
  abandon(): void {
    this.generation += 1;
  }
}
