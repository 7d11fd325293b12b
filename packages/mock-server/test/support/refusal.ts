import { PlatformError } from '../../src/platform';

/** The platform's refusal of `action` (a test fails if it answers instead, or throws otherwise). */
export function refusal(action: () => unknown): PlatformError {
  try {
    action();
  } catch (error) {
    if (error instanceof PlatformError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}
