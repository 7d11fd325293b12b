interface YieldScope {
  scheduler?: { yield?: () => Promise<void> };
}

/**
 * Settles in a task of its own, after what the browser has queued meanwhile (input, a paint):
 * startup's steps before the first render run as several short tasks rather than one long one,
 * which a phone's main thread would be blocked by (Lighthouse's total blocking time counts each
 * task's time over 50 ms). `scheduler.yield()` where the browser has it (the continuation goes
 * ahead of other queued tasks), else a zero-delay timer.
 */
export function nextTask(scope: YieldScope = globalThis as YieldScope): Promise<void> {
  const scheduler = scope.scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
