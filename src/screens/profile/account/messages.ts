import type { I18n } from '@lingui/core'
import type { FieldIssue } from '../../../domain/forms/issues'
import type { Problem } from '../../../domain/problem'
import { ruleMessage } from '../../forms/problems'

/** Messages a form says its own way for some rule codes, by field (already translated). */
export type FieldWording<F extends string> = Partial<Record<F, Record<string, string>>>

/**
 * The first message of each field, from local issues or a refusal's violations (a violation
 * named `mobilePhone.number` belongs to the field `mobilePhone`); a form's own wording first,
 * then the product's rule messages.
 */
export function messagesOf<F extends string>(
  i18n: I18n,
  issues: readonly FieldIssue[],
  fields: readonly F[],
  wording: FieldWording<F> = {},
): Partial<Record<F, string>> {
  const messages: Partial<Record<F, string>> = {}
  for (const issue of issues) {
    const field = fields.find((name) => issue.name === name || issue.name.startsWith(`${name}.`))
    if (field && messages[field] === undefined)
      messages[field] = wording[field]?.[issue.status] ?? ruleMessage(i18n, issue.status)
  }
  return messages
}

/** A refusal's field violations, or none. */
export const violationsOf = (problem: Problem | null): readonly FieldIssue[] => problem?.violations ?? []
