import type { UserProfile } from '../ports';

/**
 * "Roles come in the profile role claim, as a string or a list." Returns the list form:
 * empty for a missing claim, non-string entries and blank names dropped.
 */
export function readProfileRoles(profile: UserProfile | null | undefined): readonly string[] {
  const claim: unknown = profile?.role;
  const values: readonly unknown[] = Array.isArray(claim) ? claim : [claim];
  return values.filter(
    (value): value is string => typeof value === 'string' && value.trim() !== '',
  );
}

/**
 * "Member data is loaded unless the profile is flagged IsPartial (social and on-behalf-of
 * flows)." The claim arrives as a boolean or as the text 'true' (any case, JSON claims being
 * strings at some providers).
 */
export function isPartialProfile(profile: UserProfile | null | undefined): boolean {
  const flag: unknown = profile?.IsPartial;
  if (flag === true) return true;
  return typeof flag === 'string' && flag.trim().toLowerCase() === 'true';
}
