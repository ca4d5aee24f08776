import { createFileRoute } from '@tanstack/react-router'
import { useEffect, useMemo, useState } from 'react'
import { asLocale } from '../../../domain/routes'
import { employmentCalls } from '../../../api/registration-employment'
import { api } from '../../../app/api'
import { readCalculatorCookie } from '../../../app/cookies'
import { shareLeadInfo } from '../../../app/lead-info'
import { requireApplicant } from '../../../app/guards'
import { useStepDone, useStepDraft, useStepMachine } from '../../../app/step-form'
import { withoutJobFields } from '../../../domain/employment'
import { employmentSchema } from '../../../domain/forms/employment'
import { fieldIssues } from '../../../domain/forms/issues'
import { leadNextPayDate } from '../../../domain/lead-info'
import { isPayCycle, isPayDateOption } from '../../../domain/pay-dates'
import {
  EMPTY_EMPLOYMENT,
  EmploymentScreen,
  type EmploymentDraft,
  type ListState,
} from '../../../screens/registration/EmploymentScreen'
import { mexicoToday } from '../../../domain/today'

export const Route = createFileRoute('/$locale/registration/employment')({
  staticData: { name: 'registration-employment' },
  beforeLoad: requireApplicant,
  component: RegistrationEmploymentRoute,
})

const calls = employmentCalls(api)

/** With no draft yet, the pay cycle and pay day chosen in the calculator, while still on offer. */
function fromCalculator(today: Date): EmploymentDraft {
  const cookie = readCalculatorCookie()
  if (!cookie?.payCycle) return EMPTY_EMPLOYMENT
  const payDates = cookie.payDates && isPayDateOption(cookie.payCycle, cookie.payDates, today) ? cookie.payDates : ''
  return { ...EMPTY_EMPLOYMENT, salaryCycle: cookie.payCycle, payDates }
}

/**
 * The draft as the domain rules read it: a pay day no longer on offer counts as not chosen, and
 * without a job the hidden employer, position and work phone are not sent (kept in the draft in
 * case the status changes back).
 */
function formOf(draft: EmploymentDraft, today: Date) {
  const payDates =
    isPayCycle(draft.salaryCycle) && isPayDateOption(draft.salaryCycle, draft.payDates, today) ? draft.payDates : ''
  return withoutJobFields({ ...draft, payDates })
}

function RegistrationEmploymentRoute() {
  const { locale: param } = Route.useParams()
  const locale = asLocale(param)
  const today = useMemo(() => mexicoToday(new Date()), [])
  const { draft, setDraft, keep, stored, accept } = useStepDraft({
    key: 'draft.registration.employment',
    empty: EMPTY_EMPLOYMENT,
    initial: () => fromCalculator(today),
  })
  const [statuses, setStatuses] = useState<ListState>({ state: 'loading' })
  const [positions, setPositions] = useState<ListState | null>(null)
  const [attempt, setAttempt] = useState(0)

  const { view, send } = useStepMachine(async (input) => {
    const form = employmentSchema(today).parse(formOf(input as unknown as EmploymentDraft, today))
    const saved = await calls.complete(form)
    // Lead info: the next pay day given here re-initialises the calculator's pay dates.
    // The pay days declared here are the ones the application falls due on.
    shareLeadInfo(
      leadNextPayDate(form.salaryCycle, form.payDates, today),
      { cycle: form.salaryCycle, value: form.payDates },
      today,
    )
    return saved
  })

  // A client coming back to this step finds what the ERP already holds (no draft of their own).
  useEffect(() => {
    if (stored() !== null) return
    let live = true
    void calls.saved().then((saved) => {
      if (!live || saved === null || stored() !== null) return
      if (!saved.employmentStatus) return
      setDraft((current) => ({
        ...current,
        employmentStatus: saved.employmentStatus ?? '',
        position: saved.position ?? '',
        companyName: saved.companyName ?? '',
        workPhone: saved.workPhone ?? '',
        monthlyIncome: saved.monthlyIncome === null ? '' : String(saved.monthlyIncome),
        ...(saved.salaryCycle && saved.salaryCycle !== current.salaryCycle
          ? { salaryCycle: saved.salaryCycle, payDates: '' }
          : {}),
      }))
    })
    return () => {
      live = false
    }
  }, [stored, setDraft])

  useEffect(() => {
    let live = true
    setStatuses({ state: 'loading' })
    calls.statuses(locale).then(
      (items) => live && setStatuses({ state: 'ready', items }),
      () => live && setStatuses({ state: 'failed' }),
    )
    return () => {
      live = false
    }
  }, [locale, attempt])

  const status = draft.employmentStatus
  useEffect(() => {
    if (status === '') return setPositions(null)
    let live = true
    setPositions({ state: 'loading' })
    calls.positions(status, locale).then(
      (items) => live && setPositions({ state: 'ready', items }),
      () => live && setPositions({ state: 'failed' }),
    )
    return () => {
      live = false
    }
  }, [status, locale, attempt])

  useStepDone(view.state === 'done', 'registration.employment.submitted', accept)

  return (
    <EmploymentScreen
      view={view}
      send={send}
      draft={draft}
      onDraftChange={keep}
      statuses={statuses}
      positions={positions}
      onRetryLists={() => setAttempt((n) => n + 1)}
      today={today}
      validate={(current) => fieldIssues(employmentSchema(today).safeParse(formOf(current, today)))}
    />
  )
}
