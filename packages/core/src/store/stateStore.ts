import { BehaviorSubject, type Observable } from 'rxjs';
import type { Store } from './readableStore';

export interface StateStoreOptions<S> {
  /** When two states count as the same (no emission); default `Object.is`. */
  readonly equals?: (previous: S, next: S) => boolean;
}

/**
 * The base of the core's stores and services: holds one immutable state, emits it on change
 * and implements {@link Store}. Subclasses change it through `set` and `update` only, so every
 * change is an emission and every snapshot is a value React can compare by identity.
 */
export class StateStore<S> implements Store<S> {
  private readonly subject: BehaviorSubject<S>;
  private readonly equals: (previous: S, next: S) => boolean;
  private isDisposed = false;

  readonly state$: Observable<S>;

  constructor(initial: S, options: StateStoreOptions<S> = {}) {
    this.subject = new BehaviorSubject(initial);
    this.state$ = this.subject.asObservable();
    this.equals = options.equals ?? Object.is;
  }

  readonly getSnapshot = (): S => this.subject.getValue();

  readonly subscribe = (listener: (state: S) => void): (() => void) => {
    const subscription = this.subject.subscribe(listener);
    return () => subscription.unsubscribe();
  };

  /** Whether `dispose` has run: later changes are dropped. */
  get disposed(): boolean {
    return this.isDisposed;
  }

  /** Completes `state$`; the last state stays readable through `getSnapshot`. */
  dispose(): void {
    this.isDisposed = true;
    this.subject.complete();
  }

  /** Replaces the state and emits it, unless it equals the current one or the store is disposed. */
  protected set(next: S): S {
    if (this.isDisposed) return this.subject.getValue();
    if (this.equals(this.subject.getValue(), next)) return this.subject.getValue();
    this.subject.next(next);
    return next;
  }

  /** `set` of a state derived from the current one. */
  protected update(change: (current: S) => S): S {
    return this.set(change(this.subject.getValue()));
  }
}

/**
 * A {@link StateStore} whose owner sets it from outside (a factory's private cell, or a small
 * store with no rules of its own). Hand out {@link readableOf} it when callers must not write.
 */
export class StateCell<S> extends StateStore<S> {
  override set(next: S): S {
    return super.set(next);
  }

  override update(change: (current: S) => S): S {
    return super.update(change);
  }
}
