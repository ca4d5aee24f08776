import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { type FormEvent, useEffect, useRef, useState } from 'react'
import type { FormEvent as FormMachineEvent, FormValues } from '../../../machines/form.machine'
import { clabeBank } from '../../domain/clabe'
import type { FieldIssue } from '../../domain/forms/issues'
import { ALPHABETIC_MASK, BANK_CARD_MASK, CLABE_MASK } from '../../domain/masks'
import type { Problem } from '../../domain/problem'
import { Banner, Button, Select, Tab, TabList, TabPanel, Tabs, TextField } from '../../ui'
import { AT_A_NAME, commonProblem, ruleMessage } from '../forms/problems'
import { TITLES } from '../titles'
import '../auth/auth.css'
import './registration.css'

export type DisbursementKind = 'card' | 'clabe'

/**
 * What the form keeps through reloads: the choice, the CLABE and the card's expiry and holder.
 * Never the card number (it lives in the screen's memory only).
 */
export interface DisbursementDraft {
  kind: DisbursementKind
  accountNumber: string
  expiryMonth: string
  expiryYear: string
  holder: string
}

export const EMPTY_DISBURSEMENT: DisbursementDraft = {
  kind: 'clabe',
  accountNumber: '',
  expiryMonth: '',
  expiryYear: '',
  holder: '',
}

/** A bank the lender pays out to. */
export interface BankItem {
  value: string
  title: string
}

export type BanksState = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; items: readonly BankItem[] }

/**
 * The check of a complete CLABE while it is typed (local rules, then the ERP's iban/validate):
 * idle until its 18 digits are there, or when no answer came.
 */
export type ClabeCheckState =
  | { state: 'idle' }
  | { state: 'checking'; clabe: string }
  | { state: 'valid'; clabe: string; bankName: string }
  | { state: 'refused'; clabe: string; status: string }

export interface FormView {
  state: 'editing' | 'submitting' | 'done'
  problem: Problem | null
}

export interface DisbursementScreenProps {
  view: FormView
  send: (event: FormMachineEvent) => void
  draft: DisbursementDraft
  onDraftChange: (draft: DisbursementDraft) => void
  /** The card number as typed (digits only); kept by the route in memory, never in the draft. */
  cardNumber: string
  onCardNumberChange: (digits: string) => void
  banks: BanksState
  onRetryBanks: () => void
  clabeCheck: ClabeCheckState
  /** The domain rules of the chosen kind (clabeSchema, debitCardSchema): the issues, or none. */
  validate: (draft: DisbursementDraft, cardNumber: string) => FieldIssue[]
  /** Today, for the expiry years on offer. */
  today: Date
}

type CardField = 'cardNumber' | 'expiryMonth' | 'expiryYear' | 'holder'
type Field = CardField | 'accountNumber'

const CARD_ORDER: Field[] = ['cardNumber', 'expiryMonth', 'expiryYear', 'holder']
const CLABE_ORDER: Field[] = ['accountNumber']

/** The ERP's fixed messages (server/accounts/banking.ts), each on the field it is about. */
const SERVER_MESSAGES: Record<string, { name: Field; status: string }> = {
  'Disbursement number is not valid.': { name: 'cardNumber', status: 'invalid_card' },
  'Card already registered to someone else!': { name: 'cardNumber', status: 'card_taken' },
  'CLABE is already registered to someone else!': { name: 'accountNumber', status: 'clabe_taken' },
}

const TAKEN = {
  card_taken: msg`This card is already registered to another person. Use another card, or receive your loan by CLABE.`,
  clabe_taken: msg`This CLABE is already registered to another person. Use another account, or receive your loan on a debit card.`,
}

/**
 * The ERP's refusal as field issues: its violations (another client's card or CLABE is
 * `not_unique`, read by field), or a bare fixed message of the ERP placed at its field.
 */
export function serverIssues(problem: Problem | null): FieldIssue[] {
  if (!problem) return []
  const issues = problem.violations.map((violation) => {
    const known = violation.message ? SERVER_MESSAGES[violation.message] : undefined
    if (known) return { name: violation.name, status: known.status }
    if (violation.status === 'not_unique' && violation.name === 'cardNumber') return { name: 'cardNumber', status: 'card_taken' }
    if (violation.status === 'not_unique' && violation.name === 'accountNumber')
      return { name: 'accountNumber', status: 'clabe_taken' }
    // The CLABE rule codes of iban/validate come on `iban`, bank/saveAccountNumber's on `accountNumber`.
    if (violation.name === 'iban') return { name: 'accountNumber', status: violation.status }
    return { name: violation.name, status: violation.status }
  })
  const bare = problem.message ? SERVER_MESSAGES[problem.message] : undefined
  return issues.length === 0 && bare ? [bare] : issues
}

function messageOf(i18n: I18n, field: Field, status: string): string {
  if (status === 'card_taken' || status === 'clabe_taken') return i18n._(TAKEN[status])
  // An expiry not chosen is a choice to make.
  if ((field === 'expiryMonth' || field === 'expiryYear') && (status === 'required' || status === 'invalid_date'))
    return ruleMessage(i18n, 'invalid_choice')
  // The holder is a person's name: the ERP's `invalid_characters` there is the name rule, not the CLABE's.
  if (field === 'holder') return ruleMessage(i18n, AT_A_NAME[status] ?? status)
  return ruleMessage(i18n, status)
}

function errorsOf(issues: readonly FieldIssue[], i18n: I18n, fields: readonly Field[]) {
  const errors: Partial<Record<Field, string>> = {}
  for (const issue of issues) {
    const field = fields.find((name) => issue.name === name || issue.name.startsWith(`${name}.`))
    if (field && errors[field] === undefined) errors[field] = messageOf(i18n, field, issue.status)
  }
  return errors
}

const MONTHS = Array.from({ length: 12 }, (_, index) => String(index + 1).padStart(2, '0'))

/** `/registration/debit-credit-card`: where the loan is paid out, a CLABE or a debit card. */
export function DisbursementScreen(props: DisbursementScreenProps) {
  const { view, send, draft, onDraftChange, cardNumber, onCardNumberChange, banks, onRetryBanks, clabeCheck, validate, today } =
    props
  const { t, i18n } = useLingui()
  const [local, setLocal] = useState<FieldIssue[]>([])
  const [edited, setEdited] = useState<{ problem: Problem | null; fields: readonly string[] }>({ problem: null, fields: [] })
  const boxes = useRef<Partial<Record<Field, HTMLElement | null>>>({})
  const submitting = view.state === 'submitting' || view.state === 'done'
  const order = draft.kind === 'card' ? CARD_ORDER : CLABE_ORDER
  const stale = edited.problem === view.problem ? edited.fields : []
  const server = serverIssues(view.problem).filter((issue) => !stale.includes(issue.name))
  const checkIssues =
    draft.kind === 'clabe' && clabeCheck.state === 'refused' ? [{ name: 'accountNumber', status: clabeCheck.status }] : []
  const errors = { ...errorsOf(checkIssues, i18n, order), ...errorsOf(server, i18n, order), ...errorsOf(local, i18n, order) }
  const general = commonProblem(i18n, view.problem)

  function focus(name: Field | undefined) {
    if (name) boxes.current[name]?.querySelector<HTMLElement>('input:not([type=hidden]):not([aria-hidden=true]), button')?.focus()
  }

  useEffect(() => {
    focus(order.find((name) => errors[name] !== undefined))
    // Focus follows a new refusal only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [view.problem])

  function touched(names: readonly string[]) {
    setLocal((current) => current.filter((issue) => !names.includes(issue.name)))
    setEdited({ problem: view.problem, fields: [...stale, ...names] })
  }

  function change(next: Partial<DisbursementDraft>) {
    // A masked field echoes a value set from outside (a prefill): nothing changed.
    if ((Object.keys(next) as (keyof DisbursementDraft)[]).every((name) => next[name] === draft[name])) return
    onDraftChange({ ...draft, ...next })
    touched(Object.keys(next))
  }

  function submit(event: FormEvent) {
    event.preventDefault()
    if (submitting) return
    const issues = validate(draft, cardNumber)
    setLocal(issues)
    if (issues.length > 0) {
      const found = errorsOf(issues, i18n, order)
      return focus(order.find((name) => found[name] !== undefined))
    }
    const values: FormValues =
      draft.kind === 'card'
        ? { kind: 'card', cardNumber, expiryMonth: draft.expiryMonth, expiryYear: draft.expiryYear, holder: draft.holder }
        : { kind: 'clabe', accountNumber: draft.accountNumber }
    send({ type: 'submit', values })
  }

  const box = (name: Field) => (element: HTMLElement | null) => {
    boxes.current[name] = element
  }
  const invalid = (name: Field) => ({ isInvalid: errors[name] !== undefined, errorMessage: errors[name] })

  const bankCode = draft.accountNumber.length >= 3 ? draft.accountNumber.slice(0, 3) : null
  const enabledBank = bankCode && banks.state === 'ready' ? banks.items.find((bank) => bank.value === bankCode) : undefined
  const knownBank = bankCode ? clabeBank(bankCode) : undefined
  const bankName = enabledBank?.title ?? knownBank?.name
  const years = Array.from({ length: 16 }, (_, index) => String(today.getFullYear() + index))

  const submitButton = (
    <Button type="submit" size="lg" isPending={submitting}>
      <Trans>Save and continue</Trans>
    </Button>
  )

  return (
    <section className="registration-screen" aria-labelledby="page-title">
      <h1 id="page-title">{i18n._(TITLES['registration-debit-credit-card'])}</h1>
      <p className="auth-screen__lead">
        <Trans>Choose where we send your loan: an account by its CLABE, or your debit card. It must be in your name.</Trans>
      </p>
      {general && <Banner tone="error">{general}</Banner>}
      <Tabs
        selectedKey={draft.kind}
        onSelectionChange={(key) => {
          if (key !== draft.kind) {
            setLocal([])
            onDraftChange({ ...draft, kind: key as DisbursementKind })
          }
        }}
      >
        <TabList aria-label={t`How you receive your loan`}>
          <Tab id="clabe">
            <Trans>CLABE account</Trans>
          </Tab>
          <Tab id="card">
            <Trans>Debit card</Trans>
          </Tab>
        </TabList>
        <TabPanel id="clabe">
          <form className="registration-form" noValidate onSubmit={submit} aria-busy={submitting} aria-label={t`CLABE account`}>
            <div ref={box('accountNumber')}>
              <TextField
                label={t`CLABE`}
                description={t`The 18 digits of your interbank account number. Your bank shows it in its app and on your statement.`}
                inputMode="numeric"
                autoComplete="off"
                mask={CLABE_MASK}
                value={draft.accountNumber}
                onChange={(value) => change({ accountNumber: value })}
                isRequired
                name="accountNumber"
                {...invalid('accountNumber')}
              />
            </div>
            <p className="registration-form__bank" aria-live="polite">
              {bankCode === null ? null : clabeCheck.state === 'valid' ? (
                <Trans>Bank: {clabeCheck.bankName}. Your CLABE is correct.</Trans>
              ) : clabeCheck.state === 'checking' ? (
                <Trans>Checking your CLABE…</Trans>
              ) : bankName && (enabledBank || banks.state !== 'ready') ? (
                <Trans>Bank: {bankName}</Trans>
              ) : bankName ? (
                <Trans>Bank: {bankName}. We cannot send your loan to this bank yet.</Trans>
              ) : (
                <Trans>We do not recognise the bank of this CLABE.</Trans>
              )}
            </p>
            {banks.state === 'ready' && banks.items.length > 0 && (
              <details className="registration-form__banks">
                <summary>
                  <Trans>Banks we can send your loan to</Trans>
                </summary>
                <ul aria-label={t`Banks we can send your loan to`}>
                  {banks.items.map((bank) => (
                    <li key={bank.value}>{bank.title}</li>
                  ))}
                </ul>
              </details>
            )}
            {banks.state === 'failed' && (
              <Banner
                tone="info"
                actions={
                  <Button variant="secondary" onPress={onRetryBanks}>
                    <Trans>Try again</Trans>
                  </Button>
                }
              >
                <Trans>
                  We could not load the list of banks. You can still save your CLABE; we check the bank when you send it.
                </Trans>
              </Banner>
            )}
            {submitButton}
          </form>
        </TabPanel>
        <TabPanel id="card">
          <form className="registration-form" noValidate onSubmit={submit} aria-busy={submitting} aria-label={t`Debit card`}>
            <div ref={box('cardNumber')}>
              <TextField
                label={t`Card number`}
                description={t`The 16 digits on the front of your card.`}
                inputMode="numeric"
                autoComplete="cc-number"
                mask={BANK_CARD_MASK}
                unmask
                value={cardNumber}
                onChange={(value) => {
                  onCardNumberChange(value)
                  touched(['cardNumber'])
                }}
                isRequired
                name="cardNumber"
                {...invalid('cardNumber')}
              />
            </div>
            <div className="registration-form__row">
              <div ref={box('expiryMonth')}>
                <Select
                  label={t`Expiry month`}
                  placeholder={t`MM`}
                  items={MONTHS.map((month) => ({ id: String(Number(month)), label: month }))}
                  selectedKey={draft.expiryMonth || null}
                  onSelectionChange={(key) => key && change({ expiryMonth: key })}
                  isRequired
                  name="expiryMonth"
                  {...invalid('expiryMonth')}
                />
              </div>
              <div ref={box('expiryYear')}>
                <Select
                  label={t`Expiry year`}
                  placeholder={t`YYYY`}
                  items={years.map((year) => ({ id: year, label: year }))}
                  selectedKey={draft.expiryYear || null}
                  onSelectionChange={(key) => key && change({ expiryYear: key })}
                  isRequired
                  name="expiryYear"
                  {...invalid('expiryYear')}
                />
              </div>
            </div>
            <div ref={box('holder')}>
              <TextField
                label={t`Name on the card`}
                description={t`As it is printed on the card.`}
                autoComplete="cc-name"
                mask={ALPHABETIC_MASK}
                value={draft.holder}
                onChange={(value) => change({ holder: value })}
                isRequired
                name="holder"
                {...invalid('holder')}
              />
            </div>
            {submitButton}
          </form>
        </TabPanel>
      </Tabs>
    </section>
  )
}
