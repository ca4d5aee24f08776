import { useLingui } from '@lingui/react'
import { useActorRef, useSelector } from '@xstate/react'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { fromPromise, type SnapshotFrom } from 'xstate'
import { formMachine, type FormValues } from '../../machines/form.machine'
import { disbursementCalls } from '../api/registration-disbursement'
import { clabeSchema, debitCardSchema } from '../domain/forms/disbursement'
import { fieldIssues } from '../domain/forms/issues'
import {
  DisbursementScreen,
  EMPTY_DISBURSEMENT,
  type BanksState,
  type ClabeCheckState,
  type DisbursementDraft,
  type FormView,
} from '../screens/registration/DisbursementScreen'
import { api } from './api'
import { sessionStore } from './storage'
import { mexicoToday } from '../domain/today'
import { asLocale } from '../domain/routes'
import { toProblem } from '../domain/problem'
import { useFollowed } from './followed-actors'
import { FORM } from '../../machines/ids'

const DRAFT_KEY = 'draft.registration.disbursement'
const calls = disbursementCalls(api)

/** The draft kept through reloads and errors: never a card number (no card number is ever kept). */
function readDraft(): DisbursementDraft {
  try {
    const saved = JSON.parse(sessionStore.get(DRAFT_KEY) ?? '{}') as Partial<Record<keyof DisbursementDraft, unknown>>
    const text = (value: unknown) => (typeof value === 'string' ? value : '')
    return {
      kind: saved.kind === 'card' ? 'card' : 'clabe',
      accountNumber: text(saved.accountNumber),
      expiryMonth: text(saved.expiryMonth),
      expiryYear: text(saved.expiryYear),
      holder: text(saved.holder),
    }
  } catch {
    return EMPTY_DISBURSEMENT
  }
}

function keepDraft(draft: DisbursementDraft): void {
  const { kind, accountNumber, expiryMonth, expiryYear, holder } = draft
  sessionStore.set(DRAFT_KEY, JSON.stringify({ kind, accountNumber, expiryMonth, expiryYear, holder }))
}

/**
 * The bank codes a CLABE is checked against: the whitelist of GET /web/public/bank; while it is
 * not known, the CLABE's own bank (the ERP checks the whitelist anyway).
 */
function allowedCodes(banks: BanksState, clabe: string): string[] {
  return banks.state === 'ready' ? banks.items.map((bank) => bank.value) : [clabe.slice(0, 3)]
}

/** How long typing rests before a complete CLABE is sent to the ERP's check. */
const CLABE_CHECK_DELAY_MS = 400

/**
 * The CLABE's check while it is typed: nothing until its 18 digits are there; then the local rules
 * (length, digits, check digit, bank and city codes of clabe-validator, the bank list), whose first
 * failure is the field's message at once; a CLABE they accept goes, once typing rests, to the
 * ERP's iban/validate, which names its bank or its problem. No answer says nothing: saving checks
 * it again.
 */
function useClabeCheck(accountNumber: string, banks: BanksState): ClabeCheckState {
  const clabe = accountNumber.replace(/\s/g, '')
  const [checked, setChecked] = useState<ClabeCheckState>({ state: 'idle' })
  const complete = /^\d{18}$/.test(clabe)
  const local = complete
    ? fieldIssues(clabeSchema(allowedCodes(banks, clabe)).safeParse({ accountNumber: clabe }))[0]?.status
    : undefined
  useEffect(() => {
    if (!complete || local !== undefined) return
    const controller = new AbortController()
    const timer = setTimeout(() => {
      setChecked({ state: 'checking', clabe })
      calls.validateClabe(clabe, controller.signal).then(
        ({ bankName }) => setChecked({ state: 'valid', clabe, bankName }),
        (error: unknown) => {
          if (controller.signal.aborted) return
          const status = toProblem(error).violations.find((violation) => violation.name === 'iban')?.status
          setChecked(status ? { state: 'refused', clabe, status } : { state: 'idle' })
        },
      )
    }, CLABE_CHECK_DELAY_MS)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [clabe, complete, local])
  if (!complete) return { state: 'idle' }
  if (local !== undefined) return { state: 'refused', clabe, status: local }
  return checked.state !== 'idle' && checked.clabe === clabe ? checked : { state: 'idle' }
}

function cardForm(values: { cardNumber: string; expiryMonth: string; expiryYear: string; holder: string }) {
  return { cardNumber: values.cardNumber, expiryMonth: values.expiryMonth, expiryYear: values.expiryYear, holder: values.holder }
}

function formView(snapshot: SnapshotFrom<typeof formMachine>): FormView {
  const state = snapshot.matches('submitting') ? 'submitting' : snapshot.matches('done') ? 'done' : 'editing'
  return { state, problem: snapshot.context.problem }
}

const sameView = (a: FormView, b: FormView) => a.state === b.state && a.problem === b.problem

/**
 * The disbursement step (the flow's payment screen): a CLABE or a debit card, its
 * draft through reloads (never the card number), the bank whitelist, then `onSaved` (the
 * registration step tells its sequence, the flow's payment screen its flow). The registration
 * step and the flow's payment screen both show it.
 */
export function DisbursementContainer({ onSaved }: { onSaved: () => void }) {
  const today = useMemo(() => mexicoToday(new Date()), [])
  const [draft, setDraft] = useState(readDraft)
  const [cardNumber, setCardNumber] = useState('')
  const [banks, setBanks] = useState<BanksState>({ state: 'loading' })
  const [attempt, setAttempt] = useState(0)
  const locale = asLocale(useLingui().i18n.locale)
  const clabeCheck = useClabeCheck(draft.kind === 'clabe' ? draft.accountNumber : '', banks)

  const actor = useActorRef(
    formMachine.provide({
      actors: {
        submit: fromPromise(({ input }: { input: FormValues }) => {
          if (input.kind === 'card') {
            const card = debitCardSchema(today).parse(
              cardForm({ cardNumber: '', expiryMonth: '', expiryYear: '', holder: '', ...input }),
            )
            return calls.saveCard(card)
          }
          const { accountNumber } = clabeSchema([(input.accountNumber ?? '').slice(0, 3)]).parse({
            accountNumber: input.accountNumber ?? '',
          })
          return calls.saveClabe(accountNumber)
        }),
      },
    }),
  )
  useFollowed(FORM, actor)
  const view = useSelector(actor, formView, sameView)

  // GOTCHA: a masked TextField may report a change while the screen unmounts, with a stale draft;
  // once the step is accepted nothing is kept again.
  const accepted = useRef(false)
  const keep = useCallback((next: DisbursementDraft) => {
    if (accepted.current) return
    setDraft(next)
    keepDraft(next)
  }, [])

  useEffect(() => {
    let live = true
    setBanks({ state: 'loading' })
    calls.banks(locale).then(
      (items) => live && setBanks({ state: 'ready', items }),
      () => live && setBanks({ state: 'failed' }),
    )
    return () => {
      live = false
    }
  }, [attempt, locale])

  useEffect(() => {
    if (view.state !== 'done') return
    accepted.current = true
    sessionStore.remove(DRAFT_KEY)
    onSaved()
  }, [view.state, onSaved])

  return (
    <DisbursementScreen
      view={view}
      // eslint-disable-next-line @typescript-eslint/unbound-method -- xstate binds send to its actor
      send={actor.send}
      draft={draft}
      onDraftChange={keep}
      cardNumber={cardNumber}
      onCardNumberChange={setCardNumber}
      banks={banks}
      onRetryBanks={() => setAttempt((n) => n + 1)}
      clabeCheck={clabeCheck}
      today={today}
      validate={(current, number) =>
        current.kind === 'card'
          ? fieldIssues(debitCardSchema(today).safeParse(cardForm({ ...current, cardNumber: number })))
          : fieldIssues(
              clabeSchema(allowedCodes(banks, current.accountNumber)).safeParse({ accountNumber: current.accountNumber }),
            )
      }
    />
  )
}
