import { Trans, useLingui } from '@lingui/react/macro'
import { type FormEvent, useEffect, useRef, useState } from 'react'
import type { FormEvent as FormMachineEvent } from '../../../machines/form.machine'
import type { FieldIssue } from '../../domain/forms/issues'
import type { Problem } from '../../domain/problem'
import { ALPHABETIC_MASK, PHONE_MASK } from '../../domain/masks'
import { Banner, Button, TextField } from '../../ui'
import { commonProblem, ruleMessage } from '../forms/problems'
import type { StepView } from './AddressScreen'
import '../auth/auth.css'
import './registration.css'

/** The fields of the reference form, as typed (the phone as its ten digits). */
export interface ReferenceDraft {
  fullName: string
  phone: string
}

export const EMPTY_REFERENCE: ReferenceDraft = { fullName: '', phone: '' }

type Field = keyof ReferenceDraft

const ORDER: Field[] = ['fullName', 'phone']

/**
 * The ERP's codes read differently here: its `not_unique` on the phone is the client's own
 * number, its `min_length` on the name is a single word.
 */
const HERE: Record<string, Record<string, string>> = {
  phone: { not_unique: 'own_phone' },
  fullName: { min_length: 'min_words' },
}

function errorsOf(issues: readonly FieldIssue[], i18n: Parameters<typeof ruleMessage>[0]) {
  const errors: Partial<Record<Field, string>> = {}
  for (const issue of issues) {
    const field = ORDER.find((name) => issue.name === name || issue.name.startsWith(`${name}.`))
    if (field && errors[field] === undefined) errors[field] = ruleMessage(i18n, HERE[field]?.[issue.status] ?? issue.status)
  }
  return errors
}

export interface ReferenceScreenProps {
  view: StepView
  send: (event: FormMachineEvent) => void
  draft: ReferenceDraft
  onDraftChange: (draft: ReferenceDraft) => void
  /** The domain rules of the reference form: the issues of a draft, or none. */
  validate: (draft: ReferenceDraft) => FieldIssue[]
  toValues: (draft: ReferenceDraft) => Record<string, string>
  /** The client's own phone is not known yet: the form waits for it (the ERP checks it again anyway). */
  loading: boolean
}

/** `/registration/reference` (spec part 2): a relative we may call, by full name and phone. */
export function ReferenceScreen({ view, send, draft, onDraftChange, validate, toValues, loading }: ReferenceScreenProps) {
  const { t, i18n } = useLingui()
  const [local, setLocal] = useState<FieldIssue[]>([])
  /** Fields changed since the refusal shown: the server's error there no longer applies. */
  const [edited, setEdited] = useState<{ problem: Problem | null; fields: Field[] }>({ problem: null, fields: [] })
  const refs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({})
  const submitting = view.state === 'submitting' || view.state === 'done'
  const server = errorsOf(view.problem?.violations ?? [], i18n)
  if (edited.problem === view.problem) for (const name of edited.fields) delete server[name]
  const errors = { ...server, ...errorsOf(local, i18n) }
  const general = commonProblem(i18n, view.problem)
  const failed = view.problem !== null && view.problem.violations.length === 0 && general === null

  useEffect(() => {
    const first = ORDER.find((name) => errors[name] !== undefined)
    if (first) refs.current[first]?.focus()
    // Focus follows a new refusal only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [view.problem])

  function change(name: Field, value: string) {
    onDraftChange({ ...draft, [name]: value })
    setLocal((current) => current.filter((issue) => issue.name !== name))
    setEdited((current) => ({ problem: view.problem, fields: current.problem === view.problem ? [...current.fields, name] : [name] }))
  }

  function submit(event: FormEvent) {
    event.preventDefault()
    if (submitting || loading) return
    const issues = validate(draft)
    setLocal(issues)
    if (issues.length > 0) {
      const found = errorsOf(issues, i18n)
      const first = ORDER.find((name) => found[name] !== undefined)
      if (first) refs.current[first]?.focus()
      return
    }
    send({ type: 'submit', values: toValues(draft) })
  }

  const field = (name: Field) => ({
    inputRef: (element: HTMLInputElement | null) => {
      refs.current[name] = element
    },
    name,
    isInvalid: errors[name] !== undefined,
    errorMessage: errors[name],
  })

  return (
    <section className="registration-screen" aria-labelledby="page-title">
      <h1 id="page-title">
        <Trans>A personal reference</Trans>
      </h1>
      <p className="auth-screen__lead">
        <Trans>A relative we may call if we cannot reach you. We never tell them about your loan.</Trans>
      </p>
      {general && <Banner tone="error">{general}</Banner>}
      {failed && (
        <Banner tone="error">
          <Trans>We could not save your reference. Try again; what you wrote is still here.</Trans>
        </Banner>
      )}
      <form className="registration-form" noValidate onSubmit={submit} aria-busy={submitting || loading}>
        <fieldset className="registration-form__group">
          <legend>
            <Trans>Your relative</Trans>
          </legend>
          <TextField
            {...field('fullName')}
            label={t`Full name`}
            description={t`First name and last names.`}
            autoComplete="off"
            mask={ALPHABETIC_MASK}
            value={draft.fullName}
            onChange={(value) => change('fullName', value)}
            isRequired
          />
          <TextField
            {...field('phone')}
            type="tel"
            label={t`Their mobile phone`}
            description={t`10 digits; not your own number.`}
            autoComplete="off"
            mask={PHONE_MASK}
            unmask
            value={draft.phone}
            onChange={(value) => change('phone', value)}
            isRequired
          />
        </fieldset>
        <Button type="submit" size="lg" isPending={submitting || loading}>
          <Trans>Continue</Trans>
        </Button>
      </form>
    </section>
  )
}
