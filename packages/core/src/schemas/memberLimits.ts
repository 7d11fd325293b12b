/** The shortest new password, in characters (strength rules are the identity server's). */
export const NEW_PASSWORD_MIN_LENGTH = 8;

/** The longest new password, in characters. */
export const NEW_PASSWORD_MAX_LENGTH = 128;

/** The longest first or last name a member may have, in characters. */
export const MEMBER_NAME_MAX_LENGTH = 100;
