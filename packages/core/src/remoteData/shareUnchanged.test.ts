import { describe, expect, it } from 'vitest';
import { shareUnchanged } from './shareUnchanged';

describe('shareUnchanged', () => {
  it('keeps the previous value when the next one has the same contents', () => {
    const previous = {
      items: [
        { id: 'a', tags: ['x'] },
        { id: 'b', tags: [] },
      ],
      count: 2,
    };
    const next = structuredClone(previous);
    expect(shareUnchanged(previous, next)).toBe(previous);
  });

  it('keeps the unchanged parts of a changed value and takes the changed ones', () => {
    const previous = {
      items: [
        { id: 'a', status: 'open' },
        { id: 'b', status: 'open' },
      ],
      n: 1,
    };
    const next = {
      items: [
        { id: 'a', status: 'open' },
        { id: 'b', status: 'done' },
      ],
      n: 1,
    };
    const shared = shareUnchanged(previous, next);
    expect(shared).toEqual(next);
    expect(shared).not.toBe(previous);
    expect(shared.items[0]).toBe(previous.items[0]);
    expect(shared.items[1]).toBe(next.items[1]);
    expect(shared.items).not.toBe(previous.items);
  });

  it('sees an added, a removed or a renamed key, and an array of another length, as a change', () => {
    expect(shareUnchanged({ a: 1 }, { a: 1, b: 2 })).toEqual({ a: 1, b: 2 });
    const fewer = { a: 1 };
    expect(shareUnchanged({ a: 1, b: 2 }, fewer)).toEqual(fewer);
    expect(shareUnchanged({ a: 1, b: undefined }, { a: 1, c: undefined })).toEqual({
      a: 1,
      c: undefined,
    });
    const item = { id: 'a' };
    const longer = shareUnchanged([item], [{ id: 'a' }, { id: 'b' }]);
    expect(longer).toEqual([{ id: 'a' }, { id: 'b' }]);
    expect(longer[0]).toBe(item);
    const shorter = [{ id: 'a' }];
    expect(shareUnchanged([item, { id: 'b' }], shorter)).toEqual(shorter);
  });

  it('compares what is not a plain object or an array by identity', () => {
    const date = new Date(0);
    const next = { at: new Date(0) };
    expect(shareUnchanged({ at: date }, next)).toBe(next);
    const map = new Map([['a', 1]]);
    const withMap = { map };
    expect(shareUnchanged({ map }, withMap).map).toBe(map);
    expect(shareUnchanged(1, 2)).toBe(2);
    expect(shareUnchanged('same', 'same')).toBe('same');
    expect(shareUnchanged(Number.NaN, Number.NaN)).toBeNaN();
  });

  it('takes the next value whole when the previous one is of another kind or absent', () => {
    const next = [{ id: 'a' }];
    expect(shareUnchanged(undefined, next)).toBe(next);
    expect(shareUnchanged({ 0: { id: 'a' } }, next)).toBe(next);
    expect(shareUnchanged(null, { a: 1 })).toEqual({ a: 1 });
  });
});
