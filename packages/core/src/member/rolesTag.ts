/** The error-reporting tag that carries the member's roles. */
export const ROLES_ERROR_TAG = 'roles';

/**
 * Spec section 6: roles "are reported to error tracking as a comma-joined string". Blank names
 * are dropped; no roles gives undefined, which removes the tag (ErrorReporting.setTag). The list
 * comes from the profile claim via `readProfileRoles` (session).
 */
export function rolesTag(roles: readonly string[]): string | undefined {
  const names = roles.map((role) => role.trim()).filter((role) => role !== '');
  return names.length === 0 ? undefined : names.join(',');
}
