import { Trans, useLingui } from '@lingui/react/macro'
import type { FormEvent as FormMachineEvent } from '../../../machines/form.machine'
import { useStepForm, type StepView } from '../forms/step-form'
import type { FieldIssue } from '../../domain/forms/issues'
import { ALPHABETIC_MASK, PHONE_MASK } from '../../domain/masks'
import { Banner, Button, TextField } from '../../ui'
import { AT_A_NAME, commonProblem, ruleMessage } from '../forms/problems'
import '../auth/auth.css'
import './registration.css'

/** The fields of the reference form, as typed (the relative's phone as its ten digits, the alternative one as written). */
export interface ReferenceDraft {
  fullName: string
  phone: string
  alternativePhone: string
}

export const EMPTY_REFERENCE: ReferenceDraft = { fullName: '', phone: '', alternativePhone: '' }

type Field = keyof ReferenceDraft

const ORDER: Field[] = ['fullName', 'phone', 'alternativePhone']

/**
 * The ERP's codes read differently here: its `not_unique` on the phone is the client's own
 * number, its `min_length` on the name is a single word, its `invalid_characters` the name rule.
 */
const HERE: Record<string, Record<string, string>> = {
  phone: { not_unique: 'own_phone' },
  fullName: { min_length: 'min_words', ...AT_A_NAME },
  // additional/contact's codes for a phone that is not 8 to 15 digits.
  alternativePhone: { min_length: 'contact_phone', max_length: 'contact_phone', invalid_phone: 'contact_phone' },
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

/**
 * `/registration/reference`: a relative we may call, by full name and phone, and, if the client
 * wishes, another phone of her own; the last step of registration.
 */
export function ReferenceScreen({ view, send, draft, onDraftChange, validate, toValues, loading }: ReferenceScreenProps) {
  const { t, i18n } = useLingui()
  const submitting = view.state === 'submitting' || view.state === 'done'
  const { errors, change, submit, register } = useStepForm({
    draft,
    onDraftChange,
    problem: view.problem,
    busy: submitting || loading,
    order: ORDER,
    message: (field, status) => ruleMessage(i18n, HERE[field]?.[status] ?? status),
    validate,
    onValid: (current) => send({ type: 'submit', values: toValues(current) }),
  })
  const general = commonProblem(i18n, view.problem)
  const failed = view.problem !== null && view.problem.violations.length === 0 && general === null

  const field = (name: Field) => ({
    inputRef: register(name),
    name,
    isInvalid: errors[name] !== undefined,
    errorMessage: errors[name],
    value: draft[name],
    onChange: (value: string) => change({ [name]: value }),
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
            isRequired
          />
        </fieldset>
        <fieldset className="registration-form__group">
          <legend>
            <Trans>Another phone of yours (optional)</Trans>
          </legend>
          <TextField
            {...field('alternativePhone')}
            type="tel"
            inputMode="tel"
            label={t`Alternative phone`}
            description={t`A landline or another mobile where we can also reach you: 8 to 15 digits.`}
            autoComplete="tel"
          />
        </fieldset>
        <Button type="submit" size="lg" isPending={submitting || loading}>
          <Trans>Continue</Trans>
        </Button>
      </form>
    </section>
  )
}
