import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { renderToStaticMarkup } from 'react-dom/server'
import { beforeAll, describe, expect, it } from 'vitest'
import { Calculator, type CalculatorProps, type CalculatorView } from '../../src/screens/calculator/Calculator'

// No DOM here: the screen is rendered to HTML on the server, which runs no effects.
beforeAll(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} })
})

const view: CalculatorView = {
  config: 'ready',
  settings: { min: 1000, max: 10000, first: 5000, interval: 100, current: 3000 },
  amount: 3000,
  tab: 0,
  payCycle: null,
  payDates: null,
  promoCode: '',
  promoRefused: null,
  offer: null,
  offerState: 'incomplete',
  showErrors: false,
  today: new Date(2026, 10, 21),
}

function html(overrides: Partial<CalculatorProps> = {}, viewOverrides: Partial<CalculatorView> = {}) {
  const props: CalculatorProps = {
    view: { ...view, ...viewOverrides },
    send: () => {},
    mode: 'full',
    showTabs: false,
    clientType: 'first',
    hideSalary: false,
    disabled: false,
    submitLabel: 'apply',
    onSubmit: () => {},
    onInfo: () => {},
    ...overrides,
  }
  return renderToStaticMarkup(
    <I18nProvider i18n={i18n}>
      <Calculator {...props} />
    </I18nProvider>,
  )
}

describe('the calculator screen', () => {
  it.each([
    ['a guest at the first-loan ceiling is told how far first loans go', { clientType: 'first' as const }, {}, true, false],
    ['a returning client is never told of the first-loan ceiling', { clientType: 'repeated' as const }, {}, false, false],
    ['a client with a loan is never told of it either', { clientType: 'additional' as const }, {}, false, false],
    [
      'a guest past the ceiling is told why the tab switched',
      { clientType: 'first' as const, showTabs: true },
      { tab: 1 as const, amount: 6000 },
      false,
      true,
    ],
  ])('%s', (_, props, viewOverrides, ceiling, switched) => {
    const markup = html(props, { amount: 5000, ...viewOverrides })
    expect(markup.includes('First loans go up to $5000.')).toBe(ceiling)
    expect(markup.includes('More than $5000 is for clients who have repaid a loan with us')).toBe(switched)
  })

  it('holds its place with a skeleton while the limits load', () => {
    const markup = html({}, { config: 'loading', settings: null, amount: null })
    expect(markup).toContain('calculator__skeleton')
    expect(markup).toContain('aria-busy="true"')
  })

  it("says '[API] failed to load configs' with a retry when the limits cannot be read", () => {
    const markup = html({}, { config: 'failed', settings: null, amount: null })
    expect(markup).toContain('role="alert"')
    expect(markup).toContain('[API] failed to load configs')
    expect(markup).toContain('Try again')
    expect(markup).not.toContain('type="range"')
  })

  it('shows a native range slider with its min and max labels', () => {
    const markup = html()
    expect(markup).toMatch(/<input[^>]*type="range"[^>]*min="1000"[^>]*max="10000"[^>]*step="100"/)
    expect(markup).toContain('<div class="ui-slider__bounds"><span>$1000</span><span>$10000</span></div>')
  })

  it('editing an open application: its own submit label, no promo code', () => {
    const markup = html({ editLabel: 'Change the amount', hideSalary: true })
    expect(markup).toContain('Change the amount')
    expect(markup).not.toContain('Apply now')
    expect(markup).not.toContain('promo code')
    expect(markup).not.toContain('How often are you paid?')
  })
})
