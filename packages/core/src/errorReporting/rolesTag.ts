/**
 * Spec section 6: roles come "in the profile role claim, as a string or a list, and are reported
 * to error tracking as a comma-joined string". Blank entries are dropped and each is trimmed;
 * no role at all gives undefined (the tag is removed rather than sent empty).
 */
export function formatRolesTag(
  role: string | readonly string[] | null | undefined,
): string | undefined {
  if (role === null || role === undefined) return undefined;
  const list = typeof role === 'string' ? [role] : role;
  const cleaned = list.map((entry) => entry.trim()).filter((entry) => entry !== '');
  return cleaned.length === 0 ? undefined : cleaned.join(',');
}
