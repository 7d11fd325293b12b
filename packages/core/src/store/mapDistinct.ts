import { Observable } from 'rxjs';

/**
 * `source$`'s values through `project`, each sent only when it differs from the last one sent
 * (`equal`, by default the same value): rxjs's `map` then `distinctUntilChanged`, written over the
 * `Observable` every page loads, so a public journey's services (the offers, the heart check) load
 * without the operators' chunk of the dashboard's shell (docs/adr/0135).
 */
export function mapDistinct<T, R>(
  source$: Observable<T>,
  project: (value: T) => R,
  equal: (previous: R, next: R) => boolean = Object.is,
): Observable<R> {
  return new Observable<R>((subscriber) => {
    let last: { readonly value: R } | null = null;
    return source$.subscribe({
      next: (value) => {
        const next = project(value);
        if (last !== null && equal(last.value, next)) return;
        last = { value: next };
        subscriber.next(next);
      },
      error: (error: unknown) => subscriber.error(error),
      complete: () => subscriber.complete(),
    });
  });
}
