import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import type { ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { beforeAll, describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { toastMachine } from '../../machines/toast.machine'
import { InputField } from '../../src/ui/InputField'
import { LightTabs } from '../../src/ui/LightTabs'
import { NativeSelect } from '../../src/ui/NativeSelect'
import { RangeSlider } from '../../src/ui/RangeSlider'
import {
  Accordion,
  AccordionItem,
  applyMask,
  Banner,
  Button,
  isExternalHref,
  Link,
  ProgressBar,
  Slider,
  TextField,
  ToastRegion,
} from '../../src/ui'

// No DOM here: components are rendered to HTML on the server, which runs no effects.
beforeAll(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} })
})

const html = (node: ReactNode) => renderToStaticMarkup(<I18nProvider i18n={i18n}>{node}</I18nProvider>)

describe('applyMask', () => {
  const phone = { mask: '00 0000 0000' }

  it('formats an unmasked value', () => {
    expect(applyMask(phone, '5512345678', 'unmasked')).toEqual({
      value: '55 1234 5678',
      unmaskedValue: '5512345678',
      displayValue: '55 1234 5678',
    })
  })

  it('drops characters the mask refuses', () => {
    expect(applyMask(phone, '55ab12', 'masked').unmaskedValue).toBe('5512')
  })

  it('shows placeholder characters of a mask that is not lazy', () => {
    expect(applyMask({ mask: '00/00/0000', lazy: false }, '0102', 'unmasked').displayValue).toBe('01/02/____')
  })
})

describe('TextField', () => {
  it('shows the masked form of an unmasked value', () => {
    const markup = html(<TextField label="Phone" mask={{ mask: '00 0000 0000' }} unmask value="5512345678" />)
    expect(markup).toContain('value="55 1234 5678"')
  })

  it('ties the label, the description and the error to the input', () => {
    const markup = html(
      <TextField
        label="E-mail"
        description="We write to it"
        errorMessage="Required"
        isInvalid
        value=""
        onChange={() => {}}
        onBlur={() => {}}
        name="email"
        type="email"
        autoComplete="email"
        inputMode="email"
      />,
    )
    const input = markup.match(/<input[^>]*>/)?.[0] ?? ''
    const inputId = input.match(/ id="([^"]+)"/)?.[1]
    expect(markup).toContain(`for="${inputId}"`)
    expect(input).toContain('aria-invalid="true"')
    expect(input).toMatch(/aria-describedby="[^"]+ [^"]+"/)
    expect(markup).toContain('Required')
    expect(input).toContain('name="email"')
    expect(input).toMatch(/autocomplete="email"/i)
  })
})

describe('Button', () => {
  it('announces a pending state and blocks presses', () => {
    const markup = html(<Button isPending>Apply now</Button>)
    expect(markup).toContain('aria-disabled="true"')
    expect(markup).toContain('data-pending="true"')
    expect(markup).toMatch(/role="progressbar"[^>]*aria-label="Loading"|aria-label="Loading"[^>]*role="progressbar"/)
    expect(markup).toContain('Apply now')
  })
})

describe('Link', () => {
  // Clicks on paths inside the app go through the router without a reload: tests/e2e/routes.spec.ts.
  it('renders paths inside the app as they are given, with the look of its variant', () => {
    const markup = html(
      <Link href="/es/contactos" variant="nav">
        Contact
      </Link>,
    )
    expect(markup).toContain('href="/es/contactos"')
    expect(markup).toContain('class="ui-link ui-link--nav"')
  })

  it.each(['mailto:ayuda@example.mx', 'tel:+525512345678', 'https://www.condusef.gob.mx'])('leaves %s to the browser', (href) => {
    expect(html(<Link href={href}>out</Link>)).toContain(`href="${href}"`)
    expect(isExternalHref(href)).toBe(true)
  })
})

describe('Banner', () => {
  it('is a status, or an alert for errors', () => {
    expect(html(<Banner tone="warning">Sandbox</Banner>)).toContain('role="status"')
    expect(html(<Banner tone="error">Failed</Banner>)).toContain('role="alert"')
  })
})

describe('Accordion', () => {
  it('puts each trigger in a heading of the asked level', () => {
    const markup = html(
      <Accordion headingLevel={2}>
        <AccordionItem id="a" title="How do I pay?">
          At any bank.
        </AccordionItem>
        <AccordionItem id="b" title="Can I extend?" headingLevel={4}>
          Yes.
        </AccordionItem>
      </Accordion>,
    )
    expect(markup).toMatch(/<h2[^>]*><button[^>]*aria-expanded="false"/)
    expect(markup).toMatch(/<h4[^>]*><button/)
  })
})

describe('Slider', () => {
  it('shows the formatted value and bounds, and speaks numbers without grouping', () => {
    const markup = html(
      <Slider label="Amount" minValue={1000} maxValue={10000} step={500} value={3000} formatValue={(n) => `$${n}`} />,
    )
    expect(markup).toContain('>$3000</output>')
    expect(markup).toMatch(/<span>\$1000<\/span><span>\$10000<\/span>/)
    expect(markup).toContain('aria-valuetext="3000"')
  })
})

describe('ProgressBar', () => {
  it('exposes its value', () => {
    const markup = html(<ProgressBar value={30} label="Application progress" showValueLabel />)
    expect(markup).toContain('role="progressbar"')
    expect(markup).toContain('aria-valuenow="30"')
  })
})

describe('ToastRegion', () => {
  it('renders the toasts of the actor, errors as alerts', () => {
    const actor = createActor(toastMachine).start()
    actor.send({ type: 'toast.show', message: 'Saved' })
    actor.send({ type: 'toast.show', message: 'Could not save', tone: 'error' })
    const markup = html(<ToastRegion actor={actor} />)
    expect(markup).toContain('aria-live="polite"')
    expect(markup).toMatch(/role="status"[^>]*><p[^>]*>Saved/)
    expect(markup).toMatch(/role="alert"[^>]*><p[^>]*>Could not save/)
    expect(markup.match(/aria-label="Close notification"/g)).toHaveLength(2)
    actor.stop()
  })
})

describe('the plain controls of the home calculator', () => {
  it('RangeSlider is a labelled range input that speaks the formatted value', () => {
    const markup = html(
      <RangeSlider
        label="Amount"
        minValue={1000}
        maxValue={5000}
        step={100}
        value={3000}
        onChange={() => {}}
        formatValue={(v) => `$${v}`}
      />,
    )
    expect(markup).toMatch(/<label[^>]*for="([^"]+)"[^>]*>Amount<\/label>/)
    expect(markup).toContain('type="range"')
    expect(markup).toContain('aria-valuetext="$3000"')
    expect(markup).toContain('--ui-range-fill:50%')
    expect(markup).toContain('<span>$1000</span><span>$5000</span>')
  })

  it('NativeSelect offers a placeholder until a choice is made, and ties its error to the select', () => {
    const items = [
      { id: 'weekly', label: 'Weekly' },
      { id: 'monthly', label: 'Monthly' },
    ]
    const empty = html(
      <NativeSelect
        label="Cycle"
        placeholder="Choose"
        items={items}
        selectedKey={null}
        onSelectionChange={() => {}}
        isInvalid
        errorMessage="Required"
      />,
    )
    expect(empty).toContain('<option value="" disabled="" selected="">Choose</option>')
    const id = /<select id="([^"]+)"/.exec(empty)![1]
    expect(empty).toContain(`aria-describedby="${id}-error"`)
    expect(empty).toContain(`<p id="${id}-error" class="ui-field__error">Required</p>`)
    const chosen = html(
      <NativeSelect label="Cycle" placeholder="Choose" items={items} selectedKey="monthly" onSelectionChange={() => {}} />,
    )
    expect(chosen).not.toContain('Choose')
    expect(chosen).not.toContain('aria-describedby')
  })

  it('LightTabs puts only the selected tab in the Tab order and labels the panel with it', () => {
    const markup = html(
      <LightTabs
        label="Kind"
        tabs={[
          { id: 'a', label: 'First' },
          { id: 'b', label: 'Second' },
        ]}
        selected="b"
        onSelect={() => {}}
      >
        panel
      </LightTabs>,
    )
    expect(markup).toContain('role="tablist" aria-label="Kind"')
    expect(markup).toMatch(/id="([^"]+)-tab-a"[^>]*aria-selected="false"[^>]*tabindex="-1"/)
    expect(markup).toMatch(/id="([^"]+)-tab-b"[^>]*aria-selected="true"[^>]*tabindex="0"/)
    const tabB = /id="([^"]+-tab-b)"/.exec(markup)![1]
    expect(markup).toContain(`aria-labelledby="${tabB}"`)
  })

  it('InputField ties its label and description to a plain text input', () => {
    const markup = html(<InputField label="Promo code" description="Optional" value="ABC" onChange={() => {}} />)
    const id = /<input[^>]*id="([^"]+)"/.exec(markup)![1]
    expect(markup).toContain(`for="${id}"`)
    expect(markup).toContain(`aria-describedby="${id}-description"`)
    expect(markup).toContain('value="ABC"')
  })
})
