import { useActorRef, useSelector } from '@xstate/react'
import { useCallback, useEffect, useRef } from 'react'
import { fromPromise, type SnapshotFrom } from 'xstate'
import { formMachine, type FormValues } from '../../machines/form.machine'
import type { StepDone } from '../../machines/registration.machine'
import type { StepView } from '../screens/forms/step-form'
import { useRestoredState } from '../ui/hydration'
import { sessionStore } from './storage'
import { sendToRegistration } from './registration'
import { useFollowed } from './followed-actors'
import { FORM } from '../../machines/ids'

/*
 * The wiring every registration form step shares (details, address, employment, reference): the
 * draft kept in session storage until the step is accepted, the form machine that sends it, and
 * the sequence told once it is accepted. The screen's side (field errors, focus, submit) is
 * src/screens/forms/step-form.ts.
 */

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
  useFollowed(FORM, actor)
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
  // A step whose HTML is rendered at build time shows the empty form until hydrated (ui/hydration.ts).
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

/** Once the step is done, its draft is forgotten and the registration sequence hears it (it opens the next step). */
export function useStepDone(done: boolean, event: StepDone, accept: () => void) {
  useEffect(() => {
    if (!done) return
    accept()
    sendToRegistration({ type: event })
  }, [done, event, accept])
}
