/** A new password needs at least this many characters (checked by the API too). */
export const MIN_PASSWORD_LENGTH = 8;
