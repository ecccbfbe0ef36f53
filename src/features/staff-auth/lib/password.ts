/** Staff passwords: at least this many characters (no composition rules; length is what counts). */
export const MIN_PASSWORD_LENGTH = 12

export const PASSWORD_TOO_SHORT = `Das Passwort muss mindestens ${MIN_PASSWORD_LENGTH} Zeichen lang sein.`

/** The German message for a password that breaks the rule, or null when it is fine. */
export function passwordProblem(password: unknown): string | null {
  if (typeof password !== 'string') return 'Bitte geben Sie ein Passwort ein.'
  // count characters (code points), not UTF-16 units
  return [...password].length < MIN_PASSWORD_LENGTH ? PASSWORD_TOO_SHORT : null
}
