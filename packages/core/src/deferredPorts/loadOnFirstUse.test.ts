import { describe, expect, it, vi } from 'vitest';
import { loadOnFirstUse } from './loadOnFirstUse';

describe('a part loaded on its first use', () => {
  it('shares one load between callers and gives the part made by it from then on', async () => {
    let part: string | undefined;
    const load = vi.fn(() => Promise.resolve((part = 'made')));
    const get = loadOnFirstUse(() => part, load);

    const [first, second] = await Promise.all([get(), get()]);
    expect([first, second, await get()]).toEqual(['made', 'made', 'made']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('never loads a part a caller already made at once', async () => {
    const load = vi.fn(() => Promise.resolve('loaded'));
    const get = loadOnFirstUse(() => 'made at once', load);

    expect(await get()).toBe('made at once');
    expect(load).not.toHaveBeenCalled();
  });

  it('forgets a failed load, so the next call tries again', async () => {
    let part: string | undefined;
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockImplementation(() => Promise.resolve((part = 'made')));
    const get = loadOnFirstUse(() => part, load);

    await expect(get()).rejects.toThrow('chunk failed');
    expect(await get()).toBe('made');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
