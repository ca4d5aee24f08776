/** A password has at least 4 characters; the input mask allows up to 24 alphanumerics. */
export const PASSWORD_MIN = 4
export const PASSWORD_MAX = 24

export type PasswordRule = 'required' | 'min_length' | 'max_length'

/** The first rule a new password breaks, or null. The same rules the ERP applies. */
export function passwordRule(password: string): PasswordRule | null {
  if (password === '') return 'required'
  if (password.length < PASSWORD_MIN) return 'min_length'
  if (password.length > PASSWORD_MAX) return 'max_length'
  return null
}
