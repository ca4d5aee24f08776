import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useId, useState, type ReactNode } from 'react'
import type { CalculatorEvent, CalculatorTab } from '../../../machines/calculator.machine'
import type { AmountSettings } from '../../domain/calculator'
import { PROMO_CODE_MAX, promoCodeRule } from '../../domain/calculator'
import { formatDate, fromWireDate } from '../../domain/dates'
import { formatMoney, parseMoney } from '../../domain/money'
import { PAY_CYCLES, payDateOptions, type PayCycle } from '../../domain/pay-dates'
import type { Offer } from '../../domain/pricing/offer'
// Plain-DOM controls only: the calculator loads with the home page, whose start-up budget
// (performance budget) has no room for the widget library's select, text field and slider.
import { Banner, Button } from '../../ui'
import { InputField } from '../../ui/InputField'
import { LightTabs } from '../../ui/LightTabs'
import { NativeSelect } from '../../ui/NativeSelect'
import { RangeSlider } from '../../ui/RangeSlider'
import { usePayCycleLabels } from '../forms/pay-cycle'
import './calculator.css'

/** What the calculator actor's snapshot shows. */
export interface CalculatorView {
  config: 'loading' | 'failed' | 'ready'
  settings: AmountSettings | null
  amount: number | null
  tab: CalculatorTab
  payCycle: PayCycle | null
  payDates: string | null
  promoCode: string
  offer: Offer | null
  offerState: 'incomplete' | 'waiting' | 'loading' | 'shown' | 'failed'
  showErrors: boolean
  today: Date
}

export interface CalculatorProps {
  view: CalculatorView
  send: (event: CalculatorEvent) => void
  /** `full` on the home page; `compact` (amount input behind an edit toggle) inside the flow. */
  mode: 'full' | 'compact'
  /** The tabs are hidden when the limit is 'first'. */
  showTabs: boolean
  /** Salary fields are hidden when editing, for repeated or additional clients, or when asked. */
  hideSalary: boolean
  /** Disabled with an actual application or active refinancing. */
  disabled: boolean
  /** 'login' or 'apply': the label of the submit button. */
  submitLabel: 'login' | 'apply'
  /** Editing an open application: the submit button's label; it only calls onSubmit. */
  editLabel?: ReactNode
  /** Called when the form is complete and submitted. */
  onSubmit: () => void
  /** The '?' link: hovered (opens after 1 s), left, or pressed (opens at once). */
  onInfo: (action: 'hover' | 'unhover' | 'open') => void
}

/** The loan calculator: at most 400 px wide. */
export function Calculator(props: CalculatorProps) {
  const { view, send, mode, showTabs, disabled } = props
  const { t } = useLingui()
  if (view.config === 'failed') {
    return (
      <section className="calculator" aria-label={t`Loan calculator`}>
        <Banner
          tone="error"
          actions={
            <Button variant="secondary" onPress={() => send({ type: 'config.retry' })}>
              <Trans>Try again</Trans>
            </Button>
          }
        >
          {/* The product's fixed message: the catalog gives it in the visitor's words; errors report it as it is. */}
          <Trans>[API] failed to load configs</Trans>
        </Banner>
      </section>
    )
  }
  const settings = view.settings
  const body = (
    <>
      {settings && view.amount !== null ? (
        <AmountFields {...props} settings={settings} amount={view.amount} />
      ) : (
        <AmountSkeleton />
      )}
      {!props.hideSalary && <PayFields {...props} />}
      {/* The update payload carries the amount only. */}
      {!props.editLabel && <PromoCode {...props} />}
      {view.payCycle && view.payDates && <OfferStats {...props} />}
      <Button size="lg" className="calculator__submit" isDisabled={disabled || !settings} onPress={() => submit(props)}>
        {props.editLabel ?? (props.submitLabel === 'login' ? <Trans>Log in</Trans> : <Trans>Apply now</Trans>)}
      </Button>
    </>
  )
  return (
    <section className="calculator" aria-label={t`Loan calculator`} aria-busy={view.config === 'loading'} data-mode={mode}>
      {showTabs ? (
        // Both tabs show the same form with other limits. One panel follows the selected tab, so
        // that a slider crossing the first-loan limit (which switches the tab) keeps its focus.
        <LightTabs
          label={t`Kind of client`}
          tabs={[
            { id: '0', label: <Trans>First loan</Trans> },
            { id: '1', label: <Trans>I am already a client</Trans> },
          ]}
          selected={view.tab === 1 ? '1' : '0'}
          onSelect={(key) => send({ type: 'tab.selected', tab: key === '1' ? 1 : 0 })}
          isDisabled={disabled}
          listClassName="calculator__tabs"
          panelClassName="calculator__panel"
        >
          {body}
        </LightTabs>
      ) : (
        body
      )}
    </section>
  )
}

function submit({ view, send, onSubmit, hideSalary, editLabel }: CalculatorProps) {
  // An edit is sent by the page (the update-application action), not applied for.
  if (editLabel) return onSubmit()
  send({ type: 'submit' })
  if (hideSalary || (view.payCycle && view.payDates)) onSubmit()
}

/** Holds the calculator's height while the limits load, so nothing moves when they arrive. */
function AmountSkeleton() {
  const { t } = useLingui()
  return <div className="calculator__skeleton" role="status" aria-label={t`Loading the amounts available…`} />
}

function AmountFields({
  view,
  send,
  mode,
  disabled,
  settings,
  amount,
}: CalculatorProps & { settings: AmountSettings; amount: number }) {
  const { t } = useLingui()
  const [editing, setEditing] = useState(mode === 'full')
  // The amount as money is written on screen: `$1500`, no grouping (formatMoney).
  const shown = formatMoney(amount)
  const [typed, setTyped] = useState(shown)
  // The slider and the tabs move the amount: the input follows unless the user is typing in it;
  // on blur it shows the amount the calculator uses ("1,500.50" typed reads "$1500" after).
  const [focused, setFocused] = useState(false)
  useEffect(() => {
    if (!focused) setTyped(shown)
  }, [shown, focused])
  const empty = settings.max <= 0
  return (
    <div className="calculator__amount">
      <RangeSlider
        label={t`How much do you need?`}
        minValue={settings.min}
        maxValue={Math.max(settings.max, settings.min + settings.interval)}
        step={settings.interval}
        value={amount}
        onChange={(value) => send({ type: 'amount.changed', amount: value })}
        formatValue={formatMoney}
        isDisabled={disabled || empty}
      />
      {mode === 'compact' && !editing && (
        <Button variant="link" onPress={() => setEditing(true)} isDisabled={disabled}>
          <Trans>Edit the amount</Trans>
        </Button>
      )}
      {editing && (
        <InputField
          label={t`Amount`}
          description={t`From ${formatMoney(settings.min)} to ${formatMoney(settings.max)}, in steps of ${formatMoney(settings.interval)}.`}
          inputMode="decimal"
          inputWidth="amount"
          // Kept as typed (no mask, for the home page's budget) and read on blur by parseMoney.
          value={typed}
          onChange={setTyped}
          onFocus={() => setFocused(true)}
          onBlur={() => {
            setFocused(false)
            // Pesos as Mexicans write them (parseMoney); a text that is no amount (or none) keeps
            // the amount there was, and the field shows it again.
            send({ type: 'amount.committed', amount: parseMoney(typed) ?? amount })
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') event.currentTarget.blur()
          }}
          isDisabled={disabled || empty}
          name="amount"
        />
      )}
      {view.tab === 0 && amount >= settings.first && settings.max > settings.first && (
        <p className="calculator__hint">
          <Trans>First loans go up to {formatMoney(settings.first)}. Clients who have repaid can borrow more.</Trans>
        </p>
      )}
    </div>
  )
}

function PayFields({ view, send, disabled }: CalculatorProps) {
  const { t } = useLingui()
  const labels = usePayCycleLabels()
  const cycleMissing = view.showErrors && !view.payCycle
  const datesMissing = view.showErrors && view.payCycle !== null && !view.payDates
  const options = view.payCycle ? payDateOptions(view.payCycle, view.today) : []
  return (
    <div className="calculator__pay">
      <NativeSelect
        label={t`How often are you paid?`}
        placeholder={t`Select an option`}
        items={PAY_CYCLES.map((cycle) => ({ id: cycle, label: labels[cycle] }))}
        selectedKey={view.payCycle}
        onSelectionChange={(key) => send({ type: 'payCycle.selected', payCycle: key as PayCycle })}
        isInvalid={cycleMissing}
        errorMessage={t`Choose how often you are paid.`}
        isRequired
        isDisabled={disabled}
        name="payCycle"
      />
      {view.payCycle && (
        <NativeSelect
          placeholder={t`Select an option`}
          label={
            view.payCycle === 'monthly'
              ? t`Day of the month you are paid`
              : view.payCycle === 'semi_monthly'
                ? t`Days you are paid`
                : t`Your next pay day`
          }
          items={options.map((option) => ({ id: option.value, label: option.label }))}
          selectedKey={view.payDates}
          onSelectionChange={(key) => send({ type: 'payDates.selected', payDates: key })}
          isInvalid={datesMissing}
          errorMessage={t`Choose your pay day.`}
          isRequired
          isDisabled={disabled}
          name="payDates"
        />
      )}
    </div>
  )
}

function PromoCode({ view, send, disabled }: CalculatorProps) {
  const { t, i18n } = useLingui()
  const [open, setOpen] = useState(view.promoCode !== '')
  const [code, setCode] = useState(view.promoCode)
  const rule = code.trim() === '' ? null : promoCodeRule(code)
  if (!open) {
    return (
      <Button variant="link" className="calculator__promo-toggle" onPress={() => setOpen(true)} isDisabled={disabled}>
        <Trans>I have a promo code</Trans>
      </Button>
    )
  }
  return (
    <InputField
      label={t`Promo code`}
      value={code}
      maxLength={PROMO_CODE_MAX}
      autoComplete="off"
      onChange={setCode}
      onBlur={() => rule === null && send({ type: 'promoCode.changed', promoCode: code.trim().toUpperCase() })}
      isInvalid={rule !== null}
      errorMessage={
        rule ? i18n._(rule === 'min_length' ? t`Write at least 2 characters.` : t`Write at most 64 characters.`) : undefined
      }
      isDisabled={disabled}
      name="promoCode"
    />
  )
}

function OfferStats({ view, send, onInfo }: CalculatorProps) {
  const { t } = useLingui()
  const titleId = useId()
  const offer = view.offer
  const busy = view.offerState === 'waiting' || view.offerState === 'loading'
  if (view.offerState === 'failed') {
    return (
      <div className="calculator__stats calculator__stats--error" role="alert">
        <p>
          <Trans>We could not calculate your offer.</Trans>
        </p>
        <Button variant="secondary" onPress={() => send({ type: 'offer.retry' })}>
          <Trans>Try again</Trans>
        </Button>
      </div>
    )
  }
  const discount = offer ? Math.max(offer.discount.interest, offer.discount.serviceFee) : 0
  const fees = offer ? offer.serviceFee.amount + offer.processingFee : 0
  const feesBefore = offer ? offer.serviceFee_without_discount + offer.processing_fee_without_discount : 0
  const due = offer ? fromWireDate(offer.endDate) : null
  return (
    <section className="calculator__stats" aria-labelledby={titleId} aria-busy={busy}>
      <div className="calculator__stats-head">
        <h2 id={titleId}>
          <Trans>Your loan</Trans>
        </h2>
        {discount > 0 && (
          <span className="calculator__discount" aria-label={t`${discount}% off with your promo code`}>
            -{discount}%
          </span>
        )}
        <a
          href="#offer-info"
          className="calculator__info"
          aria-label={t`What these figures mean`}
          onPointerEnter={() => onInfo('hover')}
          onPointerLeave={() => onInfo('unhover')}
          onClick={(event) => {
            event.preventDefault()
            onInfo('open')
          }}
        >
          ?
        </a>
      </div>
      {offer ? (
        <dl className="calculator__figures">
          <Figure label={t`You receive`} value={formatMoney(offer.principal)} />
          <Figure
            label={t`Interest`}
            value={formatMoney(offer.interest.amount)}
            before={discount > 0 ? formatMoney(offer.interest_without_discount) : null}
          />
          <Figure
            label={t`Fees`}
            value={formatMoney(fees)}
            before={discount > 0 && feesBefore !== fees ? formatMoney(feesBefore) : null}
          />
          <Figure label={t`IVA (16%)`} value={formatMoney(offer.vat.amount)} />
          <Figure
            label={t`Total to pay`}
            value={formatMoney(offer.total)}
            before={discount > 0 ? formatMoney(offer.total_without_discount) : null}
            strong
          />
          <Figure label={t`Due date`} value={due ? formatDate(due) : offer.endDate} />
          <Figure
            label={t`CAT`}
            value={`${offer.apr.toFixed(1)}%`}
            before={discount > 0 ? `${offer.apr_without_discount.toFixed(1)}%` : null}
          />
        </dl>
      ) : (
        <div className="calculator__figures calculator__figures--empty" />
      )}
      <p className="calculator__legend">
        <Trans>CAT (Costo Anual Total) without IVA, for information and comparison only.</Trans>
      </p>
      {busy && (
        <div className="calculator__overlay" role="status">
          <span className="ui-spinner" aria-hidden="true" />
          <span className="ui-visually-hidden">
            <Trans>Calculating your offer…</Trans>
          </span>
        </div>
      )}
    </section>
  )
}

function Figure({ label, value, before, strong }: { label: string; value: string; before?: string | null; strong?: boolean }) {
  const { t } = useLingui()
  return (
    <div className={strong ? 'calculator__figure calculator__figure--strong' : 'calculator__figure'}>
      <dt>{label}</dt>
      <dd>
        {before && (
          <s className="calculator__before" aria-label={t`before ${before}`}>
            {before}
          </s>
        )}{' '}
        <span data-testid={`figure-${label}`}>{value}</span>
      </dd>
    </div>
  )
}
