import { Trans, useLingui } from '@lingui/react/macro'
import { type FormEvent, useRef, useState } from 'react'
import type { CashPayoutChoice, CashPayoutItem, CashProvider, CashProviderCode } from '../../domain/cash-payout'
import type { Problem } from '../../domain/problem'
import { Banner, Button } from '../../ui'
import { LoadState } from '../flow/LoadState'
import { commonProblem } from '../forms/problems'

export interface CashPickerView {
  state: 'loading' | 'loadFailed' | 'choosing' | 'saving'
  choice: CashPayoutChoice | null
  selected: CashProviderCode | null
  problem: Problem | null
}

export interface CashProviderPickerProps {
  view: CashPickerView
  onSelect: (provider: CashProviderCode) => void
  /** The network picked is where the money is collected: on to the agreement. */
  onConfirm: () => void
  onRetry: () => void
}

/**
 * The accepted-in-cash stage's choice of where to collect the money: the networks offered as a
 * radio group (the browser's own radios: arrows move between them, Space picks), what to bring,
 * and the button that saves the choice and goes on to sign. Nothing is saved until then.
 */
export function CashProviderPicker({ view, onSelect, onConfirm, onRetry }: CashProviderPickerProps) {
  const { t, i18n } = useLingui()
  const [missing, setMissing] = useState(false)
  const firstRadio = useRef<HTMLInputElement>(null)
  if (view.state === 'loading' || view.state === 'loadFailed' || !view.choice)
    return (
      <LoadState
        state={view.state === 'loadFailed' ? 'failed' : 'loading'}
        onRetry={onRetry}
        failure={<Trans>We could not load where you can collect your money. Please try again.</Trans>}
      />
    )
  const { providers } = view.choice
  const saving = view.state === 'saving'
  const refused = view.problem?.violations.some((violation) => violation.status === 'provider_not_offered')
  const problem = view.problem
    ? refused
      ? t`This network is no longer offered. Choose another one.`
      : (commonProblem(i18n, view.problem) ?? t`We could not save your choice. Please try again.`)
    : null
  const bring = providers.find((provider) => provider.code === view.selected)?.bring ?? providers[0]?.bring ?? []

  function submit(event: FormEvent) {
    event.preventDefault()
    if (saving) return
    if (view.selected === null) {
      setMissing(true)
      firstRadio.current?.focus()
      return
    }
    onConfirm()
  }

  return (
    <form className="application-card" onSubmit={submit} noValidate data-testid="cash-picker">
      <fieldset
        className="ui-choices"
        aria-describedby={missing ? 'cash-missing' : undefined}
        aria-invalid={missing || undefined}
      >
        <legend>
          <Trans>Where will you collect your money?</Trans>
        </legend>
        {providers.map((provider, index) => (
          <label key={provider.code} className="ui-choice">
            <input
              ref={index === 0 ? firstRadio : undefined}
              type="radio"
              name="cash-provider"
              value={provider.code}
              checked={view.selected === provider.code}
              disabled={saving}
              onChange={() => {
                setMissing(false)
                onSelect(provider.code)
              }}
            />
            <span className="ui-choice__text">
              <span className="ui-choice__title">{provider.name}</span>
              <span>
                <CashWhere provider={provider} />
              </span>
            </span>
          </label>
        ))}
      </fieldset>
      {missing && (
        <p id="cash-missing" className="ui-field__error">
          <Trans>Choose where you will collect your money.</Trans>
        </p>
      )}
      <div>
        <h2 id="cash-bring-title">
          <Trans>What to bring</Trans>
        </h2>
        <CashBring items={bring} />
      </div>
      {problem && (
        <Banner tone="error">
          <p>{problem}</p>
        </Banner>
      )}
      <p>
        <Button type="submit" isPending={saving}>
          <Trans>Continue to the agreement</Trans>
        </Button>
      </p>
    </form>
  )
}

/** Where a cash payout network pays: any of its branches. */
function CashWhere({ provider }: { provider: CashProvider }) {
  const network = provider.network
  return <Trans>At any {network} branch in Mexico</Trans>
}

/** What the client brings to the branch, as a list (the reference comes with signing). */
function CashBring({ items }: { items: readonly CashPayoutItem[] }) {
  const { t } = useLingui()
  const labels: Record<CashPayoutItem, string> = {
    official_id: t`An official ID with photo (INE or passport), in your name`,
    reference: t`Your payout reference (we give it to you when you sign)`,
  }
  return (
    <ul className="cash-bring">
      {items.map((item) => (
        <li key={item}>{labels[item]}</li>
      ))}
    </ul>
  )
}
