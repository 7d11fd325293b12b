import { Subject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { mapDistinct } from './mapDistinct';

describe('mapDistinct', () => {
  it('sends each projected value once, and again only after it changed', () => {
    const source = new Subject<{ status: string; n: number }>();
    const seen: string[] = [];
    const subscription = mapDistinct(source, (value) => value.status).subscribe((status) =>
      seen.push(status),
    );
    source.next({ status: 'signedOut', n: 1 });
    source.next({ status: 'signedOut', n: 2 });
    source.next({ status: 'signedIn', n: 3 });
    source.next({ status: 'signedOut', n: 4 });
    expect(seen).toEqual(['signedOut', 'signedIn', 'signedOut']);
    subscription.unsubscribe();
  });

  it('compares with the equality it is given', () => {
    const source = new Subject<{ status: string; country: string }>();
    const seen: string[] = [];
    mapDistinct(
      source,
      (value) => value,
      (a, b) => a.status === b.status,
    ).subscribe((value) => seen.push(value.country));
    source.next({ status: 'signedIn', country: 'US' });
    source.next({ status: 'signedIn', country: 'GB' });
    expect(seen).toEqual(['US']);
  });

  it('passes on the end and the error, and stops following once unsubscribed', () => {
    const source = new Subject<number>();
    const events: string[] = [];
    const subscription = mapDistinct(source, (n) => n * 2).subscribe({
      next: (n) => events.push(`next ${n}`),
      complete: () => events.push('complete'),
    });
    source.next(1);
    subscription.unsubscribe();
    source.next(2);
    expect(events).toEqual(['next 2']);
    expect(source.observed).toBe(false);

    const failing = new Subject<number>();
    const errors: unknown[] = [];
    mapDistinct(failing, (n) => n).subscribe({ error: (error: unknown) => errors.push(error) });
    failing.error(new Error('boom'));
    expect(errors).toEqual([new Error('boom')]);

    const ending = new Subject<number>();
    mapDistinct(ending, (n) => n).subscribe({ complete: () => events.push('complete') });
    ending.complete();
    expect(events).toEqual(['next 2', 'complete']);
  });
});
