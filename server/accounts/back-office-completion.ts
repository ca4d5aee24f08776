import type { Violation } from '../../api'
import { hashPassword, verifyPassword } from '../auth/password'
import { endClientSessions, findSession, openSession } from '../auth/session-store'
import { stamp, type ClientRow, type ConsentKind } from '../db'
import type { Services } from '../services'
import { PasswordRule } from './change-password'
import { recordConsents, type ConsentOrigin } from './consents'
import { Rule } from './forms'
import { passwordViolations } from './password-rules'
import { violation } from './registration-steps'

/*
 * PUT complete-back-office-client. An agent creates a client in the back
 * office (clients.origin 'back_office', migration 0007) with a temporary password given to the
 * client, and no consents: only the client can accept them. Logged in with the temporary
 * password, the client completes the account once: an own password (the rules of sign-up,
 * different from the temporary one) and the terms, privacy and credit-bureau consents (marketing
 * optional), each recorded with its text's version, address and device (./consents.ts).
 * Every session ends then, as after change/password (the agent knew the old password); the
 * device that completed continues on a successor session, `sid`, with the same deadline.
 */

export interface BackOfficeCompletion {
  password: string
  repeatPassword: string
  consents: { terms: boolean; privacy: boolean; creditBureau: boolean; marketing?: boolean | undefined }
}

export type CompletionOutcome =
  { ok: true; sid: string } | { ok: false; notPending: true } | { ok: false; violations: Violation[] }

/** A back-office client who has not completed the account yet. */
export function backOfficeCompletionPending(client: Pick<ClientRow, 'origin' | 'account_completed_at'>): boolean {
  return client.origin === 'back_office' && client.account_completed_at === null
}

async function completionViolations(client: ClientRow, input: BackOfficeCompletion): Promise<Violation[]> {
  const violations = passwordViolations('password', input.password)
  if (violations.length === 0 && (await verifyPassword(input.password, client.password_hash))) {
    violations.push(violation('password', PasswordRule.sameAsOld, 'Choose a password other than the temporary one.'))
  }
  if (input.repeatPassword !== input.password) violations.push(violation('repeatPassword', PasswordRule.notRepeated))
  if (!input.consents.terms) violations.push(violation('consents.terms', Rule.required))
  if (!input.consents.privacy) violations.push(violation('consents.privacy', Rule.required))
  if (!input.consents.creditBureau) violations.push(violation('consents.creditBureau', Rule.required))
  return violations
}

export async function completeBackOfficeClient(
  services: Services,
  client: ClientRow,
  input: BackOfficeCompletion,
  currentSid: string,
  origin: ConsentOrigin,
): Promise<CompletionOutcome> {
  if (!backOfficeCompletionPending(client)) return { ok: false, notPending: true }
  const violations = await completionViolations(client, input)
  if (violations.length > 0) return { ok: false, violations }
  const now = services.now()
  const at = stamp(now)
  const hash = await hashPassword(input.password, services.passwordCost)
  const current = await findSession(services.db, currentSid)
  return services.db.transaction().execute(async (trx): Promise<CompletionOutcome> => {
    const completed = await trx
      .updateTable('clients')
      .set({
        password_hash: hash,
        consent_terms_at: at,
        consent_privacy_at: at,
        consent_credit_bureau_at: at,
        consent_marketing: input.consents.marketing ? 1 : 0,
        account_completed_at: at,
        updated_at: at,
      })
      .where('id', '=', client.id)
      // Only one of two parallel completions wins.
      .where('account_completed_at', 'is', null)
      .executeTakeFirst()
    if (completed.numUpdatedRows === 0n) return { ok: false, notPending: true }
    // No phone code is part of completing, so the credit-bureau authorisation is its checkbox.
    const kinds: ConsentKind[] = [
      'terms',
      'privacy',
      'credit_bureau',
      ...(input.consents.marketing ? ['marketing' as const] : []),
    ]
    await recordConsents(trx, client.id, kinds, 'checkbox', origin, now)
    const generation = await endClientSessions(trx, client.id, 'account_completed', now)
    const successor = await openSession(trx, { accountType: 'client', id: client.id }, generation, now, current?.expires_at ?? at)
    return { ok: true, sid: successor.id }
  })
}
