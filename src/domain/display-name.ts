/** The header shows the first name, or the part of the e-mail before the at sign. */
export function displayName(user: { firstName?: string | null; email?: string | null } | null): string {
  const first = user?.firstName?.trim()
  if (first) return first
  const email = user?.email?.trim() ?? ''
  const at = email.indexOf('@')
  return at > 0 ? email.slice(0, at) : email
}
