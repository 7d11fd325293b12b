import type { AuthState } from '@scanwise/core';
import { TOKENS } from './tokens';
import { useService } from './useService';
import { useStore } from './useStore';

/**
 * The session's state (signed in or not, the member, the last sign-in error): the one way a
 * component reads it, re-rendering when it changes.
 */
export function useAuthState(): AuthState {
  return useStore(useService(TOKENS.auth));
}
