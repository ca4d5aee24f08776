import { Trans, useLingui } from '@lingui/react/macro'
import { lazy, Suspense, useEffect, useId, useState } from 'react'
import { isValidRange, type AmountSettings } from '../../domain/calculator'
import { formatMoney, parseMoney } from '../../domain/money'
import { PAY_CYCLES, payDateOptions, type PayCycle } from '../../domain/pay-dates'
// Plain-DOM controls only: the calculator loads with the home page, whose start-up budget
// (performance budget) has no room for the widget library's select, text field and slider.
import { Banner, Button } from '../../ui'
import { InputField } from '../../ui/InputField'
import { LightTabs } from '../../ui/LightTabs'
import { NativeSelect } from '../../ui/NativeSelect'
import { RangeSlider } from '../../ui/RangeSlider'
import { usePayCycleLabels } from '../forms/pay-cycle'
import './calculator.css'
import type { CalculatorProps } from './types'

export type { CalculatorProps, CalculatorView } from './types'

/** The loan calculator: at most 400 px wide. */
export function Calculator(props: CalculatorProps) {
  const { view, send, mode, showTabs, disabled } = props
  const { t } = useLingui()
  const reason = useId()
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
  const isDisabled = disabled || !settings
  // Pay cycle and pay date are required to submit: until both are chosen the button says why
  // beside it (the field's own message) and stays focusable (aria-disabled); pressing it marks
  // the fields still empty. A cycle chosen gives its first pay day at once.
  const blocked = !props.hideSalary && !props.editLabel && !(view.payCycle && view.payDates) && !isDisabled
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
      {view.payCycle && view.payDates && (
        <Suspense fallback={<OfferPlace />}>
          <OfferStats {...props} />
        </Suspense>
      )}
      <Button
        size="lg"
        className="calculator__submit"
        isDisabled={isDisabled}
        aria-disabled={blocked || undefined}
        aria-describedby={blocked ? reason : undefined}
        onPress={() => submit(props)}
      >
        {props.editLabel ?? (props.submitLabel === 'login' ? <Trans>Log in</Trans> : <Trans>Apply now</Trans>)}
      </Button>
      {blocked && (
        <p id={reason} className="calculator__submit-reason">
          {view.payCycle ? t`Choose your pay day.` : t`Choose how often you are paid.`}
        </p>
      )}
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

function AmountFields(props: CalculatorProps & { settings: AmountSettings; amount: number }) {
  const { view, send, mode, disabled, settings, amount } = props
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
  // No second stop to slide to (nothing to borrow, or one amount only): locked at the amount there is.
  const empty = !isValidRange(settings)
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
      {/* Only a first-time borrower meets the first-loan ceiling: a returning one is never told it. */}
      {props.clientType === 'first' && view.tab === 0 && amount >= settings.first && settings.max > settings.first && (
        <p className="calculator__hint">
          <Trans>First loans go up to {formatMoney(settings.first)}. Clients who have repaid can borrow more.</Trans>
        </p>
      )}
      {/* Past the ceiling the slider has switched to the returning clients' tab: say why. */}
      {props.showTabs && view.tab === 1 && amount > settings.first && (
        <p className="calculator__hint" data-testid="calculator-tab-switched">
          <Trans>
            More than {formatMoney(settings.first)} is for clients who have repaid a loan with us: log in to ask for it.
          </Trans>
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

// The offer's figures load once a pay day is chosen (the offer call takes longer than the
// chunk), and the promo code's field when it is opened: most visitors never open it, and the home
// page's start-up budget has no room for what only they need.
const PromoCodeField = lazy(() => import('./PromoCodeField'))
const OfferStats = lazy(() => import('./OfferStats'))

/** The offer block's place while its figures load: the same box, busy, so nothing moves. */
function OfferPlace() {
  return (
    <section className="calculator__stats" aria-busy="true">
      <div className="calculator__figures calculator__figures--empty" />
    </section>
  )
}

function PromoCode(props: CalculatorProps) {
  const [open, setOpen] = useState(props.view.promoCode !== '' || props.view.promoRefused !== null)
  if (!open) {
    return (
      <Button variant="link" className="calculator__promo-toggle" onPress={() => setOpen(true)} isDisabled={props.disabled}>
        <Trans>I have a promo code</Trans>
      </Button>
    )
  }
  return (
    <Suspense fallback={null}>
      <PromoCodeField {...props} />
    </Suspense>
  )
}
