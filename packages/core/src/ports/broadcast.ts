import type { Observable } from 'rxjs';

/** A channel between the tabs of one browser (BroadcastChannel in browsers). */
export interface CrossTabChannel {
  post(message: unknown): void;
  /** Messages posted by other tabs; never this tab's own. */
  readonly messages$: Observable<unknown>;
  close(): void;
}
