import { Trans, useLingui } from '@lingui/react/macro'
import { type FormEvent, useState } from 'react'
import type { FieldIssue } from '../../domain/forms/issues'
import { formatPhone } from '../../domain/identifier'
import { ALPHABETIC_MASK } from '../../domain/masks'
import type { Problem } from '../../domain/problem'
import { Banner, Button, TextField } from '../../ui'
import { AT_A_NAME, commonProblem, fieldErrors, ruleMessage } from '../forms/problems'
import { LoadState } from './LoadState'
import '../registration/registration.css'
import './flow.css'

export interface NamesDraft {
  firstName: string
  middleName: string
  lastNames: string
}

export interface ClientFacts {
  email: string
  phone: string
  curp: string | null
  /** dd/mm/yyyy */
  birthDate: string | null
}

export type DetailsState = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; names: NamesDraft; facts: ClientFacts }

export interface DetailsView {
  state: 'editing' | 'submitting' | 'done'
  problem: Problem | null
}

export interface FlowDetailsScreenProps {
  details: DetailsState
  view: DetailsView
  onRetry: () => void
  validate: (names: NamesDraft) => FieldIssue[]
  onSubmit: (names: NamesDraft) => void
}

const FIELDS = ['firstName', 'middleName', 'lastNames'] as const

/**
 * `/flow/details` (step new_client_created: the details, then the application): the client
 * confirms the names the contract is made out with (PUT client, the ERP's details step) and sees
 * the rest of what the lender holds; then the application.
 */
export function FlowDetailsScreen({ details, view, onRetry, validate, onSubmit }: FlowDetailsScreenProps) {
  return (
    <section className="registration-screen" aria-labelledby="page-title">
      <h1 id="page-title">
        <Trans>Your details</Trans>
      </h1>
      <p>
        <Trans>Check that your details are right: your loan contract is made out with them.</Trans>
      </p>
      {details.state === 'ready' ? (
        <NamesForm initial={details.names} facts={details.facts} view={view} validate={validate} onSubmit={onSubmit} />
      ) : (
        <LoadState state={details.state} onRetry={onRetry} />
      )}
    </section>
  )
}

function NamesForm({
  initial,
  facts,
  view,
  validate,
  onSubmit,
}: {
  initial: NamesDraft
  facts: ClientFacts
  view: DetailsView
  validate: (names: NamesDraft) => FieldIssue[]
  onSubmit: (names: NamesDraft) => void
}) {
  const { t, i18n } = useLingui()
  const [names, setNames] = useState(initial)
  const [local, setLocal] = useState<FieldIssue[]>([])
  const submitting = view.state !== 'editing'
  const server = fieldErrors(i18n, view.problem, FIELDS, { firstName: AT_A_NAME, middleName: AT_A_NAME, lastNames: AT_A_NAME })
  const errors: Partial<Record<(typeof FIELDS)[number], string>> = { ...server }
  for (const issue of local) {
    const field = FIELDS.find((name) => name === issue.name)
    if (field && errors[field] === undefined) errors[field] = ruleMessage(i18n, issue.status)
  }
  const general = commonProblem(i18n, view.problem)

  function submit(event: FormEvent) {
    event.preventDefault()
    if (submitting) return
    const issues = validate(names)
    setLocal(issues)
    if (issues.length === 0) onSubmit(names)
  }

  const field = (name: (typeof FIELDS)[number]) => ({
    name,
    value: names[name],
    onChange: (value: string) => {
      setNames((current) => ({ ...current, [name]: value }))
      setLocal((current) => current.filter((issue) => issue.name !== name))
    },
    isInvalid: errors[name] !== undefined,
    errorMessage: errors[name],
    mask: ALPHABETIC_MASK,
  })

  return (
    <form className="registration-form" onSubmit={submit} noValidate aria-label={t`Your details`}>
      {general && (
        <Banner tone="error">
          <p>{general}</p>
        </Banner>
      )}
      <fieldset className="registration-form__group">
        <legend>
          <Trans>Your name, as on your INE</Trans>
        </legend>
        <TextField {...field('firstName')} label={t`First name`} autoComplete="given-name" isRequired />
        <TextField {...field('middleName')} label={t`Middle name (optional)`} autoComplete="additional-name" />
        <TextField {...field('lastNames')} label={t`Last names`} autoComplete="family-name" isRequired />
      </fieldset>
      <dl className="flow-facts">
        <dt>
          <Trans>E-mail</Trans>
        </dt>
        <dd>{facts.email}</dd>
        <dt>
          <Trans>Mobile phone</Trans>
        </dt>
        <dd>{formatPhone(facts.phone)}</dd>
        <dt>CURP</dt>
        <dd>{facts.curp ?? '—'}</dd>
        <dt>
          <Trans>Date of birth</Trans>
        </dt>
        <dd>{facts.birthDate ?? '—'}</dd>
      </dl>
      <p>
        <Trans>Something is wrong? Write to us or call us before you apply and we will correct it.</Trans>
      </p>
      <Button type="submit" size="lg" isPending={submitting}>
        <Trans>Confirm and continue</Trans>
      </Button>
    </form>
  )
}
