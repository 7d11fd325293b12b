import { afterEach, describe, expect, it, vi } from 'vitest';
import { warmUpDateFormatting } from './warmUpDateFormatting';

describe('warmUpDateFormatting', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("creates the locale's first date formatter in a task of its own, not at the call", () => {
    const created: unknown[] = [];
    class RecordingDateTimeFormat extends Intl.DateTimeFormat {
      constructor(locales?: string | string[], options?: Intl.DateTimeFormatOptions) {
        super(locales, options);
        created.push(locales);
      }
    }
    vi.stubGlobal(
      'Intl',
      Object.assign(Object.create(Intl) as typeof Intl, {
        DateTimeFormat: RecordingDateTimeFormat,
      }),
    );
    const tasks: Array<() => void> = [];
    warmUpDateFormatting('en-gb', (task) => tasks.push(task));
    expect(created).toEqual([]);
    expect(tasks).toHaveLength(1);
    tasks[0]?.();
    expect(created).toEqual(['en-GB']);
  });
});
