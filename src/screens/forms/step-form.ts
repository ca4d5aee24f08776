import { type FormEvent, useEffect, useRef, useState } from 'react'
import type { FieldIssue } from '../../domain/forms/issues'
import type { Problem } from '../../domain/problem'

/*
 * The screen's side of every registration form step (details, address, employment, reference):
 * the field errors (the rules' and the ERP's), the focus on the first of them, and a submit that
 * validates before it sends. The wiring (draft, form machine, next step) is src/app/step-form.ts.
 */

/** Where a form step stands, as its screen shows it. */
export interface StepView {
  state: 'editing' | 'submitting' | 'done'
  problem: Problem | null
}

export interface StepFormOptions<D extends object> {
  draft: D
  onDraftChange: (draft: D) => void
  /** The ERP's refusal shown now, if any. */
  problem: Problem | null
  /** Sending or sent: a submit does nothing. */
  busy: boolean
  /** The fields in the order of the form: the first with an error takes the focus. */
  order: readonly (keyof D & string)[]
  /** The field an issue (a rule's or the ERP's, `mobilePhone.number`) is shown at; by default the field of that name or path. */
  fieldOf?: (name: string) => (keyof D & string) | undefined
  /** The message of a rule code at a field. */
  message: (field: keyof D & string, status: string) => string
  /** The rules of the form: the issues of a draft, or none. */
  validate: (draft: D) => FieldIssue[]
  /** Sends a draft that passed the rules. */
  onValid: (draft: D) => void
  /** The ERP's error at a field stays after the field is changed (until the next submit). */
  keepServerErrors?: boolean
}

/**
 * A step form's field errors and submit: the rules are checked on submit, their errors and the
 * ERP's are shown at their fields (an ERP error goes once its field changes), the first error
 * takes the focus, and a change clears the rule's error at that field.
 */
export function useStepForm<D extends object>({
  draft,
  onDraftChange,
  problem,
  busy,
  order,
  fieldOf: mapField,
  message,
  validate,
  onValid,
  keepServerErrors = false,
}: StepFormOptions<D>) {
  type Field = keyof D & string
  const fieldOf = mapField ?? ((name: string) => order.find((field) => name === field || name.startsWith(`${field}.`)))
  const [local, setLocal] = useState<FieldIssue[]>([])
  /** Fields changed since the refusal shown: the ERP's error there no longer applies. */
  const [edited, setEdited] = useState<{ problem: Problem | null; fields: readonly string[] }>({ problem: null, fields: [] })
  // Text fields register their input, selects the box around them.
  const elements = useRef<Partial<Record<Field, HTMLElement | null>>>({})

  function errorsOf(issues: readonly FieldIssue[]) {
    const errors: Partial<Record<Field, string>> = {}
    for (const issue of issues) {
      const field = fieldOf(issue.name)
      if (field && errors[field] === undefined) errors[field] = message(field, issue.status)
    }
    return errors
  }

  const stale = !keepServerErrors && edited.problem === problem ? edited.fields : []
  const server = errorsOf(problem?.violations ?? [])
  for (const name of stale) delete server[name as Field]
  const errors: Partial<Record<Field, string>> = { ...server, ...errorsOf(local) }

  function focus(name: Field | undefined) {
    const element = name ? elements.current[name] : undefined
    if (!element) return
    const target =
      element instanceof HTMLInputElement
        ? element
        : element.querySelector<HTMLElement>('input:not([type=hidden]):not([aria-hidden=true]), button')
    target?.focus()
  }

  useEffect(() => {
    focus(order.find((name) => errors[name] !== undefined))
    // Focus follows a new refusal only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [problem])

  /** Some fields changed (a select may empty the ones that depend on it). */
  function change(next: Partial<D>) {
    const names = Object.keys(next) as Field[]
    // A masked field echoes a value set from outside (a prefill): nothing changed.
    if (names.every((name) => next[name] === draft[name])) return
    onDraftChange({ ...draft, ...next })
    setLocal((current) => current.filter((issue) => !names.includes(fieldOf(issue.name) as Field)))
    setEdited((current) => ({ problem, fields: current.problem === problem ? [...current.fields, ...names] : names }))
  }

  function submit(event: FormEvent) {
    event.preventDefault()
    if (busy) return
    const issues = validate(draft)
    setLocal(issues)
    if (issues.length > 0) {
      const found = errorsOf(issues)
      return focus(order.find((name) => found[name] !== undefined))
    }
    onValid(draft)
  }

  /** Registers a field's input, or the box around a select, for the focus. */
  const register = (name: Field) => (element: HTMLElement | null) => {
    elements.current[name] = element
  }

  return { errors, change, submit, register }
}
