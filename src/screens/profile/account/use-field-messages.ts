import { useLingui } from '@lingui/react/macro'
import { useEffect, useRef, useState } from 'react'
import type { FieldIssue } from '../../../domain/forms/issues'
import type { Problem } from '../../../domain/problem'
import { messagesOf, violationsOf, type FieldWording } from './messages'

const belongsTo = (issue: FieldIssue, name: string) => issue.name === name || issue.name.startsWith(`${name}.`)

/**
 * The messages of a form's fields: its own checks and the ERP's refusal (`problem`), each at its
 * field; a field changed since the refusal loses the refusal's message, and a new refusal or a
 * failed check moves the focus to its first field.
 */
export function useFieldMessages<F extends string>(problem: Problem | null, fields: readonly F[], wording: FieldWording<F>) {
  const { i18n } = useLingui()
  const [local, setLocal] = useState<FieldIssue[]>([])
  const [edited, setEdited] = useState<F[]>([])
  const refs = useRef<Partial<Record<F, HTMLInputElement | null>>>({})
  const server = messagesOf(i18n, violationsOf(problem), fields, wording)
  for (const name of edited) delete server[name]
  const focusFirst = (issues: readonly FieldIssue[]) => {
    const first = fields.find((name) => issues.some((issue) => belongsTo(issue, name)))
    if (first) refs.current[first]?.focus()
    return first
  }

  useEffect(() => {
    setEdited([])
    focusFirst(violationsOf(problem))
    // Focus follows a new refusal only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [problem])

  return {
    errors: { ...server, ...messagesOf(i18n, local, fields, wording) },
    /** The user changed these fields: their messages go until the next check or refusal. */
    changed: (names: readonly F[]) => {
      setLocal((current) => current.filter((issue) => !names.some((name) => belongsTo(issue, name))))
      setEdited((current) => [...current, ...names])
    },
    /** The form's own check: its issues shown and the first one focused; true when there are none. */
    check: (issues: FieldIssue[]): boolean => {
      setLocal(issues)
      return focusFirst(issues) === undefined
    },
    ref: (name: F) => (element: HTMLInputElement | null) => {
      refs.current[name] = element
    },
  }
}
