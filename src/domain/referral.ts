import { BRAND } from './facts'

/**
 * What a client earns for a friend who borrows: stated on the profile's invitations and in the
 * invitation itself, and recorded by the ERP (the referral becomes `rewarded`) once the friend's
 * first loan is signed. Pesos, no cents.
 */
export const REFERRAL_REWARD = 100

/** The query parameter of a shared invitation link; the home page it opens reads nothing else. */
export const INVITATION_PARAM = 'invitacion'

/** The path a friend opens from an invitation: the home page and its calculator, in Spanish. */
export function invitationPath(code: string): string {
  return `/es/?${INVITATION_PARAM}=${encodeURIComponent(code)}`
}

/** The full link a friend taps, on the site's public address (no trailing slash). */
export function invitationLink(publicUrl: string, code: string): string {
  return `${publicUrl.replace(/\/+$/, '')}${invitationPath(code)}`
}

/**
 * The invitation as the friend reads it, by SMS or e-mail: who invites, the link, and nothing
 * about the referrer beyond the first name they gave us. Spanish: every friend reads Spanish.
 */
export function invitationText(referrerFirstName: string, link: string): string {
  const who = referrerFirstName.trim() || 'Un amigo'
  return `${BRAND}: ${who} te invita a pedir tu préstamo en línea. Elige tu monto y regístrate aquí: ${link}`
}
