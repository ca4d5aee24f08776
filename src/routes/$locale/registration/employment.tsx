import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { useActorRef, useSelector } from '@xstate/react'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { fromPromise, type SnapshotFrom } from 'xstate'
import { formMachine, type FormValues } from '../../../../machines/form.machine'
import { DEFAULT_LOCALE, isLocale, pathFor } from '../../../../machines/routes'
import { settle } from '../../../api/client'
import { employmentCalls } from '../../../api/registration-employment'
import { api } from '../../../app/api'
import { readCalculatorCookie } from '../../../app/cookies'
import { requireApplicant } from '../../../app/guards'
import { sessionStore } from '../../../app/storage'
import { employmentSchema } from '../../../domain/forms/employment'
import { fieldIssues } from '../../../domain/forms/issues'
import { isPayCycle, isPayDateOption } from '../../../domain/pay-dates'
import {
  EMPTY_EMPLOYMENT,
  EmploymentScreen,
  type EmploymentDraft,
  type FormView,
  type ListState,
} from '../../../screens/registration/EmploymentScreen'

export const Route = createFileRoute('/$locale/registration/employment')({
  staticData: { name: 'registration-employment' },
  beforeLoad: requireApplicant,
  component: RegistrationEmploymentRoute,
})

const DRAFT_KEY = 'draft.registration.employment'
const calls = employmentCalls(api)

function readDraft(): EmploymentDraft | null {
  const raw = sessionStore.get(DRAFT_KEY)
  if (raw === null) return null
  try {
    const saved = JSON.parse(raw) as Partial<EmploymentDraft>
    const draft = { ...EMPTY_EMPLOYMENT }
    for (const key of Object.keys(draft) as (keyof EmploymentDraft)[]) if (typeof saved[key] === 'string') draft[key] = saved[key]
    return draft
  } catch {
    return null
  }
}

/** With no draft yet, the pay cycle and pay day chosen in the calculator, while still on offer. */
function fromCalculator(today: Date): EmploymentDraft {
  const cookie = readCalculatorCookie()
  if (!cookie?.payCycle) return EMPTY_EMPLOYMENT
  const payDates = cookie.payDates && isPayDateOption(cookie.payCycle, cookie.payDates, today) ? cookie.payDates : ''
  return { ...EMPTY_EMPLOYMENT, salaryCycle: cookie.payCycle, payDates }
}

/** The draft as the domain rules read it; a pay day no longer on offer counts as not chosen. */
function formOf(draft: EmploymentDraft, today: Date) {
  const payDates = isPayCycle(draft.salaryCycle) && isPayDateOption(draft.salaryCycle, draft.payDates, today) ? draft.payDates : ''
  return { ...draft, payDates }
}

function formView(snapshot: SnapshotFrom<typeof formMachine>): FormView {
  const state = snapshot.matches('submitting') ? 'submitting' : snapshot.matches('done') ? 'done' : 'editing'
  return { state, problem: snapshot.context.problem }
}

const sameView = (a: FormView, b: FormView) => a.state === b.state && a.problem === b.problem

function RegistrationEmploymentRoute() {
  const { locale: param } = Route.useParams()
  const locale = isLocale(param) ? param : DEFAULT_LOCALE
  const navigate = useNavigate()
  const today = useMemo(() => new Date(), [])
  const [draft, setDraft] = useState<EmploymentDraft>(() => readDraft() ?? fromCalculator(today))
  const [statuses, setStatuses] = useState<ListState>({ state: 'loading' })
  const [positions, setPositions] = useState<ListState | null>(null)
  const [attempt, setAttempt] = useState(0)

  const actor = useActorRef(
    formMachine.provide({
      actors: {
        submit: fromPromise(({ input }: { input: FormValues }) => {
          const values = employmentSchema(today).parse(formOf(input as unknown as EmploymentDraft, today))
          return calls.complete(values)
        }),
      },
    }),
  )
  const view = useSelector(actor, formView, sameView)

  // GOTCHA: a masked TextField may report a change while the screen unmounts, with a stale draft;
  // once the step is accepted nothing is kept again.
  const accepted = useRef(false)
  const keep = useCallback((next: EmploymentDraft) => {
    if (accepted.current) return
    setDraft(next)
    sessionStore.set(DRAFT_KEY, JSON.stringify(next))
  }, [])

  // A client coming back to this step finds what the ERP already holds (no draft of their own).
  useEffect(() => {
    if (readDraft() !== null) return
    let live = true
    void settle(api.GET('/web/private/client/account-details')).then((answer) => {
      if (!live || !answer.ok || readDraft() !== null) return
      const saved = answer.data.employment
      if (!saved.employmentStatus) return
      setDraft((current) => ({
        ...current,
        employmentStatus: saved.employmentStatus ?? '',
        position: saved.position ?? '',
        companyName: saved.companyName ?? '',
        workPhone: saved.workPhone ?? '',
        monthlyIncome: saved.monthlyIncome === null ? '' : String(saved.monthlyIncome),
        ...(saved.salaryCycle && saved.salaryCycle !== current.salaryCycle ? { salaryCycle: saved.salaryCycle, payDates: '' } : {}),
      }))
    })
    return () => {
      live = false
    }
  }, [])

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

  useEffect(() => {
    if (view.state !== 'done') return
    accepted.current = true
    sessionStore.remove(DRAFT_KEY)
    void navigate({ href: pathFor('registration-reference', locale) })
  }, [view.state, locale, navigate])

  return (
    <EmploymentScreen
      view={view}
      send={actor.send}
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
