import { RecordingLogger } from '@scanwise/core/testing';
import { describe, expect, it, vi } from 'vitest';
import { createScanwiseI18n } from './createScanwiseI18n';
import { WARM_UP_KEY, warmUpTranslation } from './warmUpTranslation';

const newI18n = () => createScanwiseI18n({ locale: 'en-us', logger: new RecordingLogger() });

describe('warmUpTranslation', () => {
  it('translates nothing until its task runs', () => {
    const instance = newI18n();
    const t = vi.spyOn(instance, 't');
    const tasks: Array<() => void> = [];
    warmUpTranslation(instance, (task) => tasks.push(task));
    expect(t).not.toHaveBeenCalled();
    expect(tasks).toHaveLength(1);
  });

  it('translates a plural key of the entry’s strings, with a count, in its task', () => {
    const instance = newI18n();
    const t = vi.spyOn(instance, 't');
    warmUpTranslation(instance, (task) => task());
    expect(t).toHaveBeenCalledWith(WARM_UP_KEY, { count: 2 });
    // A key of the entry's strings (not the missing-key path) with a form per count.
    expect(instance.t(WARM_UP_KEY, { count: 1 })).toBe('Menu, 1 unread message');
    expect(instance.t(WARM_UP_KEY, { count: 2 })).toBe('Menu, 2 unread messages');
  });
});
