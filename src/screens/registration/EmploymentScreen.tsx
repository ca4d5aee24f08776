import { Trans, useLingui } from '@lingui/react/macro'
import type { FormEvent as FormMachineEvent, FormValues } from '../../../machines/form.machine'
import { useStepForm, type StepView } from '../forms/step-form'
import { cleanIncome, isNoJobStatus } from '../../domain/employment'
import type { FieldIssue } from '../../domain/forms/issues'
import { ALPHANUMERIC_MASK, INCOME_MASK, WORK_PHONE_MASK } from '../../domain/masks'
import { PAY_CYCLES, payDateOptions, type PayCycle } from '../../domain/pay-dates'
import { Banner, Button, Select, TextField } from '../../ui'
import { TITLES } from '../titles'
import { commonProblem, ruleMessage } from '../forms/problems'
import { usePayCycleLabels } from '../forms/pay-cycle'
import '../auth/auth.css'
import './registration.css'

/** The employment form as typed (keys of the ERP's lists for status and position). */
export interface EmploymentDraft {
  employmentStatus: string
  position: string
  companyName: string
  workPhone: string
  monthlyIncome: string
  salaryCycle: string
  payDates: string
}

export const EMPTY_EMPLOYMENT: EmploymentDraft = {
  employmentStatus: '',
  position: '',
  companyName: '',
  workPhone: '',
  monthlyIncome: '',
  salaryCycle: '',
  payDates: '',
}

type Field = keyof EmploymentDraft

const ORDER: Field[] = ['employmentStatus', 'position', 'companyName', 'workPhone', 'monthlyIncome', 'salaryCycle', 'payDates']

/** An entry of the status or position list. */
export interface EmploymentOption {
  key: string
  title: string
}

/** A list from the ERP: loading, failed, or its entries. */
export type ListState = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; items: readonly EmploymentOption[] }

export interface EmploymentScreenProps {
  view: StepView
  send: (event: FormMachineEvent) => void
  draft: EmploymentDraft
  onDraftChange: (draft: EmploymentDraft) => void
  statuses: ListState
  /** The positions of the chosen status; null while no status is chosen. */
  positions: ListState | null
  /** Loads the lists that failed again. */
  onRetryLists: () => void
  /** The domain rules of the employment form (employmentSchema): the issues of a draft, or none. */
  validate: (draft: EmploymentDraft) => FieldIssue[]
  /** Today, for the pay-date options. */
  today: Date
}

/**
 * The rule codes the ERP gives on this form mean something more precise here: a phone that is
 * not valid is a landline (`invalid_phone` on workPhone), an income of the wrong shape is the
 * income rule; an empty select asks to choose.
 */
function statusFor(field: Field, status: string): string {
  if (field === 'workPhone' && status === 'invalid_phone') return 'invalid_work_phone'
  if (field === 'monthlyIncome' && (status === 'invalid_format' || status === 'max_length')) return 'invalid_income'
  const isSelect = field === 'employmentStatus' || field === 'position' || field === 'salaryCycle' || field === 'payDates'
  if (isSelect && status === 'required') return 'invalid_choice'
  return status
}

const isPayCycle = (value: string): value is PayCycle => (PAY_CYCLES as readonly string[]).includes(value)

/** `/registration/employment`: the applicant's work, income and pay days. */
export function EmploymentScreen({
  view,
  send,
  draft,
  onDraftChange,
  statuses,
  positions,
  onRetryLists,
  validate,
  today,
}: EmploymentScreenProps) {
  const { t, i18n } = useLingui()
  const cycleLabels = usePayCycleLabels()
  const submitting = view.state === 'submitting' || view.state === 'done'
  const { errors, change, submit, register } = useStepForm({
    draft,
    onDraftChange,
    problem: view.problem,
    busy: submitting,
    order: ORDER,
    message: (field, status) => ruleMessage(i18n, statusFor(field, status)),
    validate,
    onValid: (current) => send({ type: 'submit', values: { ...current } satisfies FormValues }),
  })
  const general = commonProblem(i18n, view.problem)
  const listsFailed = statuses.state === 'failed' || positions?.state === 'failed'

  // Selects are focused through their button, text fields through their input.
  const box = register
  const invalid = (name: Field) => ({ isInvalid: errors[name] !== undefined, errorMessage: errors[name] })

  const statusItems = statuses.state === 'ready' ? statuses.items.map((item) => ({ id: item.key, label: item.title })) : []
  const positionItems = positions?.state === 'ready' ? positions.items.map((item) => ({ id: item.key, label: item.title })) : []
  const cycle = isPayCycle(draft.salaryCycle) ? draft.salaryCycle : null
  const dateItems = cycle ? payDateOptions(cycle, today).map((option) => ({ id: option.value, label: option.label })) : []
  // Without a job (sin empleo, hogar, estudiante, jubilado) nobody is asked for an employer.
  const hasJob = !isNoJobStatus(draft.employmentStatus)

  return (
    <section className="registration-screen" aria-labelledby="page-title">
      <h1 id="page-title">{i18n._(TITLES['registration-employment'])}</h1>
      <p className="auth-screen__lead">
        <Trans>Tell us where you work and how much you earn. We use it to offer you a loan you can repay.</Trans>
      </p>
      {general && <Banner tone="error">{general}</Banner>}
      {listsFailed && (
        <Banner
          tone="error"
          actions={
            <Button variant="secondary" onPress={onRetryLists}>
              <Trans>Try again</Trans>
            </Button>
          }
        >
          <Trans>We could not load the list of options. Check your connection and try again.</Trans>
        </Banner>
      )}
      <form className="registration-form" noValidate onSubmit={submit} aria-busy={submitting}>
        <fieldset className="registration-form__group">
          <legend>
            <Trans>Your work</Trans>
          </legend>
          <div ref={box('employmentStatus')}>
            <Select
              label={t`Employment status`}
              items={statusItems}
              selectedKey={draft.employmentStatus || null}
              onSelectionChange={(key) =>
                key && key !== draft.employmentStatus && change({ employmentStatus: key, position: '' })
              }
              isDisabled={statuses.state !== 'ready'}
              isRequired
              name="employmentStatus"
              {...invalid('employmentStatus')}
            />
          </div>
          {hasJob && (
            <>
              <div ref={box('position')}>
                <Select
                  label={t`Position`}
                  description={draft.employmentStatus === '' ? t`Choose your employment status first.` : undefined}
                  items={positionItems}
                  selectedKey={draft.position || null}
                  onSelectionChange={(key) => key && change({ position: key })}
                  isDisabled={positions?.state !== 'ready'}
                  isRequired
                  name="position"
                  {...invalid('position')}
                />
              </div>
              <div ref={box('companyName')}>
                <TextField
                  label={t`Company name`}
                  description={t`Where you work, or the name of your business.`}
                  autoComplete="organization"
                  mask={ALPHANUMERIC_MASK}
                  value={draft.companyName}
                  onChange={(value) => change({ companyName: value })}
                  isRequired
                  name="companyName"
                  {...invalid('companyName')}
                />
              </div>
              <div ref={box('workPhone')}>
                <TextField
                  type="tel"
                  label={t`Work phone`}
                  description={t`10 digits, with the area code.`}
                  inputMode="numeric"
                  mask={WORK_PHONE_MASK}
                  value={draft.workPhone}
                  onChange={(value) => change({ workPhone: value })}
                  isRequired
                  name="workPhone"
                  {...invalid('workPhone')}
                />
              </div>
            </>
          )}
        </fieldset>
        <fieldset className="registration-form__group">
          <legend>
            <Trans>Your income</Trans>
          </legend>
          <div ref={box('monthlyIncome')}>
            <TextField
              label={t`Monthly income`}
              description={t`In pesos, after taxes.`}
              inputMode="decimal"
              mask={INCOME_MASK}
              value={draft.monthlyIncome}
              onChange={(value) => change({ monthlyIncome: value })}
              // Once left, the field shows the whole pesos it will send ("$20,000.00" reads "20000").
              onBlur={() =>
                draft.monthlyIncome !== cleanIncome(draft.monthlyIncome) &&
                change({ monthlyIncome: cleanIncome(draft.monthlyIncome) })
              }
              isRequired
              name="monthlyIncome"
              {...invalid('monthlyIncome')}
            />
          </div>
          <div ref={box('salaryCycle')}>
            <Select
              label={t`How often are you paid?`}
              items={PAY_CYCLES.map((value) => ({ id: value, label: cycleLabels[value] }))}
              selectedKey={cycle}
              onSelectionChange={(key) => key && key !== draft.salaryCycle && change({ salaryCycle: key, payDates: '' })}
              isRequired
              name="salaryCycle"
              {...invalid('salaryCycle')}
            />
          </div>
          {cycle && (
            <div ref={box('payDates')}>
              <Select
                label={
                  cycle === 'monthly'
                    ? t`Day of the month you are paid`
                    : cycle === 'semi_monthly'
                      ? t`Days you are paid`
                      : t`Your next pay day`
                }
                items={dateItems}
                selectedKey={dateItems.some((item) => item.id === draft.payDates) ? draft.payDates : null}
                onSelectionChange={(key) => key && change({ payDates: key })}
                isRequired
                name="payDates"
                {...invalid('payDates')}
              />
            </div>
          )}
        </fieldset>
        <Button type="submit" size="lg" isPending={submitting}>
          <Trans>Continue</Trans>
        </Button>
      </form>
    </section>
  )
}
