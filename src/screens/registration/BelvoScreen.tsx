import { Trans, useLingui } from '@lingui/react/macro'
import { type FormEvent, useEffect, useId, useRef, useState } from 'react'
import type { FormEvent as FormMachineEvent } from '../../../machines/form.machine'
import { BANK_BRANDS } from '../../domain/bank-names'
import type { Problem } from '../../domain/problem'
import { Banner, Button } from '../../ui'
import { commonProblem } from '../forms/problems'
import { TITLES } from '../titles'
import '../auth/auth.css'
import './registration.css'

/**
 * The banks the simulated open-banking widget offers (Belvo's Mexican institutions), named as
 * everywhere else in the product (domain/bank-names.ts) by their CLABE bank codes.
 */
export const BELVO_BANKS = [
  { id: 'bbva_mx_retail', name: BANK_BRANDS['012']! },
  { id: 'banorte_mx_retail', name: BANK_BRANDS['072']! },
  { id: 'santander_mx_retail', name: BANK_BRANDS['014']! },
  { id: 'banamex_mx_retail', name: BANK_BRANDS['002']! },
  { id: 'hsbc_mx_retail', name: BANK_BRANDS['021']! },
  { id: 'scotiabank_mx_retail', name: BANK_BRANDS['044']! },
  { id: 'azteca_mx_retail', name: BANK_BRANDS['127']! },
  { id: 'bancoppel_mx_retail', name: BANK_BRANDS['137']! },
] as const

export interface BelvoView {
  state: 'editing' | 'submitting' | 'done'
  /** Which action is being sent: the link or the skip. */
  action: 'link' | 'skip' | null
  problem: Problem | null
}

export interface BelvoScreenProps {
  view: BelvoView
  send: (event: FormMachineEvent) => void
  /** The bank chosen (kept as a draft). */
  bank: string
  onBankChange: (bank: string) => void
}

/** `/registration/belvo`: link a bank account through open banking, or skip it. */
export function BelvoScreen({ view, send, bank, onBankChange }: BelvoScreenProps) {
  const { t, i18n } = useLingui()
  const errorId = useId()
  const firstRef = useRef<HTMLInputElement>(null)
  const [local, setLocal] = useState<string | null>(null)
  const busy = view.state !== 'editing'
  const general = view.problem
    ? (commonProblem(i18n, view.problem) ?? t`We could not connect your bank. Try again, or continue without connecting it.`)
    : null

  useEffect(() => {
    if (local) firstRef.current?.focus()
  }, [local])

  function connect(event: FormEvent) {
    event.preventDefault()
    if (busy) return
    const chosen = BELVO_BANKS.find((item) => item.id === bank)
    if (!chosen) {
      setLocal(t`Choose your bank.`)
      firstRef.current?.focus()
      return
    }
    setLocal(null)
    send({ type: 'submit', values: { action: 'link', institution: chosen.id } })
  }

  return (
    <section className="registration-screen" aria-labelledby="page-title">
      <h1 id="page-title">{i18n._(TITLES['registration-belvo'])}</h1>
      <p className="auth-screen__lead">
        <Trans>
          Connect the account where you receive your salary. With read-only access to your movements we can offer you a better
          loan, sooner. It is optional: you can continue without it.
        </Trans>
      </p>
      {general && <Banner tone="error">{general}</Banner>}
      <form className="registration-form" noValidate onSubmit={connect} aria-busy={busy}>
        <fieldset className="registration-form__group" aria-describedby={local ? errorId : undefined}>
          <legend>
            <Trans>Choose your bank</Trans>
          </legend>
          <div className="belvo__banks">
            {BELVO_BANKS.map((item, index) => (
              <label key={item.id} className="belvo__bank">
                <input
                  ref={index === 0 ? firstRef : undefined}
                  type="radio"
                  name="bank"
                  value={item.id}
                  checked={bank === item.id}
                  aria-invalid={local ? true : undefined}
                  onChange={() => {
                    onBankChange(item.id)
                    setLocal(null)
                  }}
                />
                {item.name}
              </label>
            ))}
          </div>
          {local && (
            <p id={errorId} className="upload__error" role="alert">
              {local}
            </p>
          )}
          <p className="upload__help">
            <Trans>
              We connect through Belvo, a regulated open-banking provider. Lana Clara never sees your bank password and cannot
              move your money.
            </Trans>
          </p>
        </fieldset>
        <div className="belvo__actions">
          <Button
            type="submit"
            size="lg"
            isPending={view.state !== 'editing' && view.action === 'link'}
            isDisabled={busy && view.action !== 'link'}
          >
            <Trans>Connect my bank</Trans>
          </Button>
          <Button
            variant="secondary"
            size="lg"
            isPending={view.state !== 'editing' && view.action === 'skip'}
            isDisabled={busy && view.action !== 'skip'}
            onPress={() => send({ type: 'submit', values: { action: 'skip' } })}
          >
            <Trans>Continue without connecting</Trans>
          </Button>
        </div>
      </form>
    </section>
  )
}
