/**
 * Settles in a task of its own, after what the browser has queued meanwhile (input, a paint):
 * startup's steps before the first render run as several short tasks rather than one long one,
 * which a phone's main thread would be blocked by (Lighthouse's total blocking time counts each
 * task's time over 50 ms).
 */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
