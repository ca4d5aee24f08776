import { readFile } from 'node:fs/promises'
import type { Page } from '@playwright/test'
import { ADMIN_PASSWORD, apiLogin, expect, test, useToken, violations } from './support'

/**
 * The flow visualiser's simulator, in the production build, for an admin: a machine stepped from a
 * start by the events its states handle, in a worker of its own, without the ERP; its states,
 * context and screen as they change; reset; the machine exported as JSON for Stately's tools.
 */

async function openSimulator(page: Page, request: Parameters<typeof apiLogin>[0]) {
  await useToken(page, await apiLogin(request, 'admin@lanaclara.mx', ADMIN_PASSWORD, 'admin'))
  await page.goto('/es/dev/flows')
  const simulator = page.locator('[data-simulator]')
  await expect(simulator.getByRole('heading', { level: 2 })).toHaveText('Simular sin el ERP')
  await simulator.getByRole('button', { name: 'Abrir el simulador' }).click()
  // Opened, the keyboard goes on from the machine's choice.
  await expect(simulator.getByLabel('Máquina')).toBeFocused()
  return simulator
}

test.describe("the flow visualiser's simulator", () => {
  test('an admin steps the calculator from a guest start, sees its states, context and screen change, resets and exports it', async ({
    page,
    request,
    consoleErrors,
  }) => {
    test.setTimeout(90_000)
    const calls: string[] = []
    page.on('request', (sent) => {
      if (new URL(sent.url()).pathname === '/web/public/config/calculator') calls.push(sent.url())
    })
    const simulator = await openSimulator(page, request)
    await simulator.getByLabel('Máquina').selectOption('calculator')
    await expect(simulator.getByLabel('Inicio')).toHaveValue('0')
    await expect(simulator.getByLabel('Inicio').locator('option')).toHaveText(['un visitante'])
    await simulator.getByRole('button', { name: 'Empezar' }).click()

    const run = simulator.locator('[data-sim-machine="calculator"]')
    const screen = run.locator('[data-sim-screen]')
    const context = run.getByRole('region', { name: 'Contexto' })
    await expect(run).toHaveAttribute('data-sim-states', 'calculator.dormant')
    // The state's description in Spanish, from the dev catalog.
    await expect(run.locator('[data-sim-state="calculator.dormant"]')).toContainText(
      'Nada en pantalla muestra aún la calculadora',
    )
    await expect(screen).toHaveAttribute('data-sim-screen', '')
    await expect(context).toContainText('"amount": null')
    // Only what the dormant calculator handles: no answer of a call it has not made.
    await expect(run.locator('[data-sim-event]')).toHaveCount(3)
    await expect(run.getByRole('button', { name: 'done: loadConfig' })).toHaveCount(0)

    // 1. Shown: it asks for its config (an effect the simulator does not run) and shows on the home page.
    // By keyboard: the button keeps the focus, as the event is still handled afterwards.
    const shown = run.getByRole('button', { name: 'calculator.shown', exact: true })
    await shown.focus()
    await page.keyboard.press('Enter')
    await expect(run).toHaveAttribute('data-sim-states', /calculator\.active\.config\.loading/)
    await expect(screen).toHaveAttribute('data-sim-screen', 'home')
    await expect(screen).toContainText('«Préstamos personales en línea» home (/es/)')
    // Its picture, as the generated journeys took it.
    await expect(run.getByRole('img', { name: 'La pantalla home' })).toBeVisible()
    expect(
      await run.getByRole('img', { name: 'La pantalla home' }).evaluate((img: HTMLImageElement) => img.naturalWidth),
    ).toBeGreaterThan(0)
    await expect(simulator.locator('[data-sim-step]').last()).toContainText('inicia loadConfig')
    await expect(shown).toBeFocused()

    // 2. The config call's answer, as the model tests give it.
    await run.getByRole('button', { name: 'done: loadConfig' }).click()
    await expect(run).toHaveAttribute('data-sim-states', /calculator\.active\.config\.ready/)
    const changedKeys = () =>
      context.locator('mark[data-changed]').evaluateAll((marks) => marks.map((mark) => mark.dataset.changed))
    await expect.poll(changedKeys).toEqual(['config', 'settings', 'amount'])
    await expect(context.locator('mark[data-changed="config"]')).toContainText('"minMainLoan": 1000')
    // A raise for a client only (its guard): a guest's calculator refuses it.
    await expect(run.getByRole('button', { name: 'increase.offered' })).toBeDisabled()

    // 3. An amount, its example data changed by hand: only the amount is marked as changed.
    const amount = run.locator('[data-sim-event="amount.changed"]')
    await amount.getByText('Datos de amount.changed').click()
    await amount.getByLabel('Los datos del evento, en JSON (sin su tipo)').fill('{ "amount": 4200 }')
    await amount.getByRole('button', { name: 'amount.changed' }).click()
    await expect(context.locator('mark[data-changed="amount"]')).toContainText('"amount": 4200')
    // The amount, and the settings' current amount.
    await expect.poll(changedKeys).toEqual(['settings', 'amount'])
    await expect(simulator.locator('[data-sim-step]')).toHaveCount(3)
    await expect(simulator.getByRole('status').first()).toBeVisible()

    expect(await violations(page)).toEqual([])

    // Reset: back to the start, no step kept.
    await simulator.getByRole('button', { name: 'Reiniciar' }).click()
    await expect(run).toHaveAttribute('data-sim-states', 'calculator.dormant')
    await expect(simulator.locator('[data-sim-step]')).toHaveCount(0)
    await expect(context).toContainText('"amount": null')

    // The machine for Stately's tools: its definition as JSON, with its states' descriptions.
    const [file] = await Promise.all([
      page.waitForEvent('download'),
      simulator.getByRole('button', { name: 'Descargar JSON para Stately' }).click(),
    ])
    expect(file.suggestedFilename()).toBe('calculator.stately.json')
    const definition = JSON.parse(await readFile(await file.path(), 'utf8')) as {
      id: string
      initial: string
      states: Record<string, { description?: string; on?: Record<string, unknown> }>
    }
    expect(definition.id).toBe('calculator')
    expect(definition.initial).toBe('dormant')
    expect(Object.keys(definition.states)).toEqual(['dormant', 'active'])
    expect(definition.states.dormant?.description).toBe('Nothing on screen shows the calculator yet: no call is made')
    expect(definition.states.dormant?.on).toHaveProperty(['calculator.shown'])

    // Nothing reached the ERP's config call: the simulated calculator asked for it, the simulator did not run it.
    expect(calls).toEqual([])
    expect(consoleErrors).toEqual([])
  })

  test("the loan steps through its call's answers, one example chosen of several, followed in its diagram", async ({
    page,
    request,
  }) => {
    const simulator = await openSimulator(page, request)
    await simulator.getByLabel('Máquina').selectOption('loan')
    await simulator.getByRole('button', { name: 'Empezar' }).click()
    const run = simulator.locator('[data-sim-machine="loan"]')
    await expect(run).toHaveAttribute('data-sim-states', 'loan.idle')
    await run.getByRole('button', { name: 'loan.open' }).click()
    await expect(run).toHaveAttribute('data-sim-states', 'loan.loading')
    // The loan's reading without a loan: the no-loan view.
    const answer = run.locator('[data-sim-event="xstate.done.actor.loadLoan"]')
    const example = answer.getByLabel('Ejemplo de done: loadLoan')
    await expect(example.locator('option').nth(5)).toHaveText('Ejemplo 6: {"output":null}')
    await example.selectOption({ index: 5 })
    await answer.getByRole('button', { name: 'done: loadLoan' }).press('Enter')
    await expect(run).toHaveAttribute('data-sim-states', 'loan.noLoan')
    // Its button gone with the answer, the keyboard goes on from the events' heading.
    await expect(run.getByRole('heading', { name: 'Eventos que atiende ahora' })).toBeFocused()
    await expect(run.locator('[data-sim-screen]')).toContainText(
      '«No tienes un préstamo activo» profile-no-loan (/es/profile/no-loan)',
    )

    // The diagrams follow the simulation as they follow a tab: its state highlighted, its steps in the event log.
    await page.getByLabel('Estados en vivo de').selectOption({ label: 'El simulador (loan)' })
    const diagram = page.locator('[data-machine="loan"]')
    await expect(diagram.locator('[data-live-state]')).toHaveAttribute('data-live-state', 'loan.noLoan')
    await expect(diagram.locator('[data-state="loan.noLoan"]')).toHaveAttribute('data-active', 'true', { timeout: 20_000 })
    await expect(page.locator('[data-log-actor]')).toHaveCount(2)
    await expect(diagram.locator('[data-last]')).toHaveAttribute('data-event', 'done loadLoan')
  })
})
