/**
 * The body of POST members register/mammogram: the second object's fields override the first's,
 * and the time zone is always the one given.
 */
export type MammogramRegistrationBody<A extends object, B extends object> = Omit<
  A,
  keyof B | 'timeZone'
> &
  Omit<B, 'timeZone'> & { readonly timeZone: string };

/**
 * Spec section 7: "two merged objects plus timeZone"; section 3: "The mammogram registration adds
 * timeZone to caller-supplied data". A shallow merge (`{ ...member, ...booking }`) with
 * `timeZone` added last, so a timeZone field in either object never wins. Inputs are not mutated.
 */
export function buildMammogramRegistration<A extends object, B extends object>(
  member: A,
  booking: B,
  timeZone: string,
): MammogramRegistrationBody<A, B> {
  return { ...member, ...booking, timeZone };
}
