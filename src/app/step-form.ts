import { useNavigate } from '@tanstack/react-router'
import { useActorRef, useSelector } from '@xstate/react'
import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react'
import { fromPromise, type SnapshotFrom } from 'xstate'
import { formMachine, type FormValues } from '../../machines/form.machine'
import { DEFAULT_LOCALE, isLocale, pathFor, type RouteName } from '../../machines/routes'
import type { FieldIssue } from '../domain/forms/issues'
import type { Problem } from '../domain/problem'
import { useRestoredState } from './hydration'
import { sessionStore } from './storage'

/*
 * The plumbing every registration form step shares (details, address, employment, reference):
 * the draft kept in session storage until the step is accepted, the form machine that sends it,
 * the move to the next step, and in the screen the field errors (the rules' and the ERP's), the
 * focus on the first of them, and a submit that validates before it sends.
 */

/** Where a form step stands, as its screen shows it. */
export interface StepView {
  state: 'editing' | 'submitting' | 'done'
  problem: Problem | null
}

function stepViewOf(snapshot: SnapshotFrom<typeof formMachine>): StepView {
  const state = snapshot.matches('submitting') ? 'submitting' : snapshot.matches('done') ? 'done' : 'editing'
  return { state, problem: snapshot.context.problem }
}

const sameStepView = (a: StepView, b: StepView) => a.state === b.state && a.problem === b.problem

/** A form machine that sends with `submit` (sent once however often the form is submitted), and its view. */
export function useStepMachine(submit: (values: FormValues) => Promise<unknown>) {
  const actor = useActorRef(
    formMachine.provide({ actors: { submit: fromPromise<unknown, FormValues>(({ input }) => submit(input)) } }),
  )
  const view = useSelector(actor, stepViewOf, sameStepView)
  // eslint-disable-next-line @typescript-eslint/unbound-method -- xstate binds send to its actor
  return { actor, view, send: actor.send }
}

export interface StepDraftOptions<D extends object> {
  /** The session storage key of the draft. */
  key: string
  /** The empty form: its keys and their types are what a stored draft may bring back. */
  empty: D
  /** Fields never kept (passwords): stored without them, restored empty. */
  forget?: readonly (keyof D)[]
  /** The draft to start with when none is stored (a prefill from the calculator). */
  initial?: () => D
}

/**
 * A stored draft read back: the empty form's fields where the stored value has the same type
 * (an older or edited draft brings nothing else), the `forget` ones empty; null when there is
 * none or it is not a JSON object.
 */
export function restoreDraft<D extends object>(raw: string | null, empty: D, forget: readonly (keyof D)[] = []): D | null {
  if (raw === null) return null
  try {
    const saved = JSON.parse(raw) as unknown
    if (typeof saved !== 'object' || saved === null || Array.isArray(saved)) return null
    const draft = { ...empty }
    for (const name of Object.keys(empty) as (keyof D)[]) {
      const value = (saved as Record<PropertyKey, unknown>)[name]
      if (!forget.includes(name) && typeof value === typeof empty[name]) draft[name] = value as D[keyof D]
    }
    return draft
  } catch {
    return null
  }
}

/** What is stored of a draft: all but its `forget` fields. */
export function draftToKeep<D extends object>(draft: D, forget: readonly (keyof D)[] = []): string {
  const kept: Partial<D> = { ...draft }
  for (const name of forget) delete kept[name]
  return JSON.stringify(kept)
}

const readStored = <D extends object>({ key, empty, forget }: StepDraftOptions<D>) =>
  restoreDraft(sessionStore.get(key), empty, forget)

/**
 * The draft of a step: what the user typed survives a reload and a refusal, kept in
 * session storage until the step is accepted, and never its `forget` fields.
 */
export function useStepDraft<D extends object>(options: StepDraftOptions<D>) {
  const latest = useRef(options)
  latest.current = options
  // A step whose HTML is rendered at build time shows the empty form until hydrated (app/hydration.ts).
  const [draft, setDraft] = useRestoredState<D>(() => readStored(options) ?? options.initial?.() ?? options.empty, options.empty)
  // GOTCHA: a masked TextField may report a change while the screen unmounts, with a stale draft;
  // once the step is accepted nothing is kept again.
  const accepted = useRef(false)

  /** The user changed the form: shown and kept. */
  const keep = useCallback(
    (next: D) => {
      if (accepted.current) return
      setDraft(next)
      const { key, forget } = latest.current
      sessionStore.set(key, draftToKeep(next, forget))
    },
    [setDraft],
  )

  /** The draft kept now, read again (a prefill gives way to one). */
  const stored = useCallback(() => readStored(latest.current), [])

  /** The step is accepted: the draft is forgotten. */
  const accept = useCallback(() => {
    accepted.current = true
    sessionStore.remove(latest.current.key)
  }, [])

  return { draft, setDraft, keep, stored, accept }
}

/** Once the step is done, its draft is forgotten and the next step opens. */
export function useStepDone(done: boolean, locale: string, next: RouteName, accept: () => void) {
  const navigate = useNavigate()
  useEffect(() => {
    if (!done) return
    accept()
    void navigate({ href: pathFor(next, isLocale(locale) ? locale : DEFAULT_LOCALE) })
  }, [done, locale, next, navigate, accept])
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
