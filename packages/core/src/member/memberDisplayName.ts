/** The fields a display name is made of; any may be missing on a partial member. */
export interface MemberNameFields {
  readonly firstName?: string | null | undefined;
  readonly lastName?: string | null | undefined;
  readonly email?: string | null | undefined;
}

const clean = (value: string | null | undefined): string => (value ?? '').trim();

/**
 * The name to greet the member by: first and last name, or whichever of them is set, or else the
 * e-mail address, or '' when nothing is known. Spacing inside the names is collapsed at the join.
 */
export function memberDisplayName(member: MemberNameFields): string {
  const fullName = [clean(member.firstName), clean(member.lastName)]
    .filter((part) => part !== '')
    .join(' ');
  return fullName !== '' ? fullName : clean(member.email);
}
