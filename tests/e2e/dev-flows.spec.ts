import { readFile } from 'node:fs/promises'
import type { Download, Page } from '@playwright/test'
import { MACHINES as MACHINE_IDS } from '../../machines/ids'
import { readOracle, rowKey } from '../model/support/oracle'
import { ADMIN_PASSWORD, apiLogin, CLIENT_PASSWORD, expect, test, useToken, violations } from './support'

/**
 * The flow visualiser in the production build, for admins: every machine drawn from
 * its definition, its live states (of this tab, or of another tab of the browser), a state's
 * description and screen, the SVG and Mermaid exports; clients never see it.
 */

const MACHINES = [
  'root',
  'auth',
  'calculator',
  'application',
  'offer',
  'flow',
  'sandbox',
  'loan',
  'signup',
  'form',
  'upload',
  'tracking',
  'popup',
  'toast',
]

const machine = (page: Page, name: string) => page.locator(`[data-machine="${name}"]`)
const liveState = (page: Page, name: string) => machine(page, name).locator('[data-live-state]')

async function asAdmin(page: Page, request: Parameters<typeof apiLogin>[0]) {
  await useToken(page, await apiLogin(request, 'admin@lanaclara.mx', ADMIN_PASSWORD, 'admin'))
  await page.goto('/es/dev/flows')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Diagramas de flujo')
}

const text = async (download: Download) => readFile(await download.path(), 'utf8')

test.describe('the flow visualiser', () => {
  test('an admin sees every machine drawn, its live state, what a state shows, and exports SVG and Mermaid', async ({
    page,
    request,
    consoleErrors,
  }) => {
    // Fourteen diagrams of a few hundred boxes and lines: laying them out and axe's look at them take a while.
    test.setTimeout(120_000)
    await asAdmin(page, request)
    // Laid out by ELK in a worker of the browser, one machine after another.
    await expect(page.getByText('Acomodando el diagrama…')).toHaveCount(0, { timeout: 20_000 })
    for (const name of MACHINES) {
      // A box per state (at least the machine's two first ones).
      await expect(machine(page, name).locator('svg [data-state]').nth(1), name).toBeAttached()
    }
    // This tab's actor system, highlighted as it runs: the admin is signed in.
    await expect(liveState(page, 'auth')).toHaveAttribute('data-live-state', /auth\.loggedIn\.active/)
    await expect(machine(page, 'auth').locator('[data-state="auth.loggedIn"]')).toHaveAttribute('data-active', 'true')
    await expect(liveState(page, 'root')).toHaveAttribute('data-live-state', 'root.running')

    // A state, chosen with the keyboard, tells what it is and the screen it shows (its meta).
    const apply = machine(page, 'application').locator('[data-state="application.applying"]')
    await apply.focus()
    await page.keyboard.press('Enter')
    const details = machine(page, 'application').locator('[data-selected-state="application.applying"]')
    await expect(details).toContainText('What the client applies for, with the offer figures and the submit')
    await expect(details).toContainText('application-apply')

    const auth = machine(page, 'auth')
    const [svg] = await Promise.all([page.waitForEvent('download'), auth.getByRole('button', { name: 'Descargar SVG' }).click()])
    expect(svg.suggestedFilename()).toBe('auth.svg')
    const drawing = await text(svg)
    expect(drawing).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/)
    expect(drawing).toContain('data-state="auth.loggedOut"')
    const [mermaid] = await Promise.all([
      page.waitForEvent('download'),
      auth.getByRole('button', { name: 'Descargar Mermaid' }).click(),
    ])
    expect(mermaid.suggestedFilename()).toBe('auth.mmd')
    const diagram = await text(mermaid)
    expect(diagram.startsWith('stateDiagram-v2\n')).toBe(true)
    expect(diagram).toMatch(/auth_restoring --> auth_loggedIn : always \[isLoggedIn\]/)

    expect(await violations(page)).toEqual([])
    expect(consoleErrors).toEqual([])
  })

  test("each diagram as drawn has exactly the transitions of its machine's QA oracle table, and marks where it starts", async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000)
    await asAdmin(page, request)
    await expect(page.getByText('Acomodando el diagrama…')).toHaveCount(0, { timeout: 30_000 })
    for (const name of Object.keys(MACHINE_IDS)) {
      const svg = machine(page, name).locator('svg')
      // Lines between states, and the events a state handles without moving listed in its box.
      const drawn = await svg.locator('[data-edge]').evaluateAll((nodes) =>
        nodes.map((node) => ({
          from: node.getAttribute('data-from') ?? '',
          event: node.getAttribute('data-event') ?? '',
          guard: node.getAttribute('data-guard') ?? '',
          to: node.getAttribute('data-to') ?? '',
        })),
      )
      expect([...new Set(drawn.map(rowKey))].sort(), name).toEqual([...new Set(readOracle(name).map(rowKey))].sort())
      // A dot and its arrow into the machine's first state (and each compound state's).
      await expect(svg.locator('[data-initial-mark]').first(), name).toBeAttached()
      expect(await svg.locator('[data-initial]').count(), name).toBe(await svg.locator('[data-initial-mark]').count())
    }
    // A transition declared on the machine's root leaves from the mark "from any state", never from nowhere.
    const application = machine(page, 'application').locator('svg')
    await expect(application.locator('[data-any-state]')).toContainText('desde cualquier estado')
    await expect(application.locator('[data-edge][data-from="application"][data-event="apply.opened"]')).toContainText(
      'apply.opened',
    )
    // An event a state ignores is listed in its box, not drawn as a loop back into it.
    await expect(application.locator('text[data-from="creating"][data-event="apply.opened"]')).toHaveText('ignora apply.opened')
  })

  test('the largest diagram is usable at 1440 × 900: readable when it opens, zoomed, moved, searched, its text never under 11 px', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000)
    await page.setViewportSize({ width: 1440, height: 900 })
    await asAdmin(page, request)
    await expect(page.getByText('Acomodando el diagrama…')).toHaveCount(0, { timeout: 30_000 })
    // The machine with the most states.
    const counts = await page
      .locator('[data-machine]')
      .evaluateAll((sections) =>
        sections.map(
          (section) => [section.getAttribute('data-machine')!, section.querySelectorAll('[data-state]').length] as const,
        ),
      )
    const [largest] = [...counts].sort((a, b) => b[1] - a[1])[0]!
    const section = machine(page, largest)
    const canvas = section.getByRole('group', { name: `Diagrama de la máquina ${largest}` })
    const zoom = section.locator('[data-zoom]')
    const scale = async () => Number(await zoom.getAttribute('data-zoom'))
    const viewBox = async () => (await canvas.locator('svg').first().getAttribute('viewBox'))!.split(' ').map(Number)
    /** Every text drawn in the diagram, with the size it is seen at. */
    const seenSizes = async () => {
      const zoomNow = await scale()
      return canvas
        .locator('svg')
        .first()
        .locator('text')
        .evaluateAll(
          (texts, factor) =>
            texts
              .filter((text) => getComputedStyle(text).display !== 'none')
              .map((text) => Number(getComputedStyle(text).fontSize.replace('px', '')) * factor),
          zoomNow,
        )
    }

    // It opens readable: at a zoom where every text drawn is 11 px or more.
    expect(await scale()).toBeGreaterThanOrEqual(11 / 12)
    const opened = await seenSizes()
    expect(opened.length).toBeGreaterThan(0)
    expect(Math.min(...opened)).toBeGreaterThanOrEqual(11)

    // The whole machine at once: too small to read, so the text hides rather than shrink.
    await section.getByRole('button', { name: 'Máquina completa' }).click()
    expect(await scale()).toBeLessThan(1)
    for (const size of await seenSizes()) expect(size).toBeGreaterThanOrEqual(11)

    // The keyboard: 1 for 100 %, the arrows move, + zooms in.
    await canvas.focus()
    await page.keyboard.press('1')
    await expect(zoom).toHaveAttribute('data-zoom', '1.00')
    const before = await viewBox()
    await page.keyboard.press('ArrowRight')
    await page.keyboard.press('ArrowDown')
    const after = await viewBox()
    expect(after[0]).toBeGreaterThan(before[0]!)
    expect(after[1]).toBeGreaterThan(before[1]!)
    await page.keyboard.press('+')
    await expect(zoom).toHaveAttribute('data-zoom', '1.25')
    await section.getByRole('button', { name: 'Alejar' }).click()
    await expect(zoom).toHaveAttribute('data-zoom', '1.00')

    // Ctrl and the wheel zoom where the pointer is.
    const box = (await canvas.boundingBox())!
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
    await page.keyboard.down('Control')
    await page.mouse.wheel(0, 300)
    await page.keyboard.up('Control')
    await expect.poll(scale).toBeLessThan(1)

    // The minimap: a click there moves the view to that part of the machine.
    const view = await viewBox()
    const minimap = section.locator('.dev-flows__minimap')
    const map = (await minimap.boundingBox())!
    await page.mouse.click(map.x + map.width - 4, map.y + map.height - 4)
    expect((await viewBox())[1]).not.toBe(view[1])

    // Search: a state found is centred and chosen.
    const first = await section.locator('[data-state]').nth(3).getAttribute('data-state')
    const key = first!.split('.').at(-1)!
    await section.getByLabel('Buscar un estado o un evento').fill(key)
    await section.getByRole('list', { name: 'Encontrado en el diagrama' }).getByRole('button').first().click()
    await expect(section.locator('[data-selected-state]')).toHaveAttribute('data-selected-state', new RegExp(key))

    expect(await violations(page)).toEqual([])
  })

  test('the highlighted state follows the app in another tab as the user there logs in', async ({ page, request }) => {
    await asAdmin(page, request)
    await expect(page.getByText('Abre la aplicación en otra pestaña de este navegador para seguirla aquí.')).toBeVisible()

    // The second tab shares the browser's storage: it starts without the admin's session.
    const other = await page.context().newPage()
    await other.addInitScript(() => window.localStorage.removeItem('auth.token'))
    await other.goto('/es/ingresar')
    await expect(other.getByRole('heading', { level: 1 })).toHaveText('Ingresa a tu cuenta')

    const follow = page.getByLabel('Estados en vivo de')
    await expect(follow.locator('option', { hasText: '/es/ingresar' })).toHaveCount(1)
    await follow.selectOption({ label: 'Pestaña 1: /es/ingresar' })
    await expect(liveState(page, 'auth')).toHaveAttribute('data-live-state', /auth\.loggedOut/)
    await expect(machine(page, 'auth').locator('[data-state="auth.loggedOut"]')).toHaveAttribute('data-active', 'true')

    await other.getByLabel('Correo electrónico o teléfono celular').fill('repetida@example.mx')
    await other.getByLabel('Contraseña', { exact: true }).fill(CLIENT_PASSWORD)
    await other.getByRole('button', { name: 'Ingresar', exact: true }).click()
    await expect(other).toHaveURL(/\/es\/profile/)

    await expect(liveState(page, 'auth')).toHaveAttribute('data-live-state', /auth\.loggedIn\.active/)
    await expect(machine(page, 'auth').locator('[data-state="auth.loggedOut"]')).not.toHaveAttribute('data-active', 'true')
    // The flow actor joins the other tab's system once a client is signed in.
    await expect(liveState(page, 'flow')).toHaveAttribute('data-live-state', /flow\.client/)

    // A closed tab leaves the list at once, even when its goodbye never leaves (a crash, a busy
    // machine): the browser lets go of the tab's lock. The diagrams go back to this tab.
    await other.evaluate(() => {
      // eslint-disable-next-line @typescript-eslint/unbound-method -- called below with each channel as `this`
      const post = BroadcastChannel.prototype.postMessage
      BroadcastChannel.prototype.postMessage = function (this: BroadcastChannel, message: { type?: string }) {
        if (message.type !== 'flows.gone') post.call(this, message)
      }
    })
    await other.close()
    await expect(page.getByRole('status').filter({ hasText: 'Esa pestaña se cerró; se muestra esta pestaña.' })).toBeVisible()
    await expect(liveState(page, 'auth')).toHaveAttribute('data-live-state', /auth\.loggedIn\.active/)
  })

  test('a product owner follows a borrower through login, apply, a reload and logout in another tab, staying signed in herself', async ({
    page,
  }) => {
    // The team login, as a product owner signs in: her session is this tab's own.
    await page.goto('/es/dev/flows')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Acceso del equipo')
    await page.getByLabel('Correo de trabajo').fill('admin@lanaclara.mx')
    await page.getByLabel('Contraseña', { exact: true }).fill(ADMIN_PASSWORD)
    await page.getByRole('button', { name: 'Ingresar', exact: true }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Diagramas de flujo')

    // The borrower's tab of the same browser (its localStorage shared).
    const other = await page.context().newPage()
    await other.goto('/es/ingresar')
    const follow = page.getByLabel('Estados en vivo de')
    await follow.selectOption({ label: 'Pestaña 1: /es/ingresar' })
    await expect(liveState(page, 'auth')).toHaveAttribute('data-live-state', /auth\.loggedOut/)

    await other.getByLabel('Correo electrónico o teléfono celular').fill('repetida@example.mx')
    await other.getByLabel('Contraseña', { exact: true }).fill(CLIENT_PASSWORD)
    await other.getByRole('button', { name: 'Ingresar', exact: true }).click()
    await expect(other).toHaveURL(/\/es\/profile/)
    await expect(liveState(page, 'auth')).toHaveAttribute('data-live-state', /auth\.loggedIn\.active/)
    const log = page.getByRole('region', { name: 'Últimas transiciones' })
    await expect(log.locator('tr[data-log-actor="auth"]').filter({ hasText: 'login' }).first()).toBeVisible()
    // The login's transition is the one highlighted on the auth diagram.
    await expect(machine(page, 'auth').locator('[data-edge][data-last]').first()).toBeAttached()

    await other.goto('/es/application/apply')
    await expect(liveState(page, 'application')).toHaveAttribute('data-live-state', /application\./)
    await expect(log.locator('tr[data-log-actor="application"]').first()).toBeVisible()

    // Reloaded, the borrower's tab is still the one followed, and what was logged stays.
    await other.reload()
    await expect(other.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(follow).not.toHaveValue('here')
    await expect(follow.locator('option:checked')).toHaveText(/^Pestaña 1: \/es\/application\/apply$/)
    await expect(liveState(page, 'auth')).toHaveAttribute('data-live-state', /auth\.loggedIn/)
    await expect(log.locator('tr[data-log-actor="auth"]').filter({ hasText: 'login' }).first()).toBeVisible()

    await other.getByRole('button', { name: /Menú de la cuenta/ }).click()
    await other.getByRole('button', { name: 'Cerrar sesión' }).click()
    await expect(liveState(page, 'auth')).toHaveAttribute('data-live-state', /auth\.loggedOut/)

    // Her own session was neither replaced nor ended by the borrower's.
    await page.reload()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Diagramas de flujo')
    await expect(liveState(page, 'auth')).toHaveAttribute('data-live-state', /auth\.loggedIn\.active/)
    expect(await violations(page)).toEqual([])
  })

  test("a screen's own actor is followed in the other tab while its screen is open", async ({ page, request }) => {
    await asAdmin(page, request)
    const other = await page.context().newPage()
    await other.addInitScript(() => window.localStorage.removeItem('auth.token'))
    await other.goto('/es/registration')
    await expect(other.getByRole('heading', { level: 1 })).toHaveText('Crea tu cuenta')

    await page.getByLabel('Estados en vivo de').selectOption({ label: 'Pestaña 1: /es/registration' })
    // The details form starts its sign-up actor for itself, outside the actor system.
    await expect(liveState(page, 'signup')).toHaveAttribute('data-live-state', 'signUp.editing')
    await expect(machine(page, 'signup').locator('[data-state="signUp.editing"]')).toHaveAttribute('data-active', 'true')

    // Its screen closed, the machine says so rather than a state it left.
    await other.getByRole('link', { name: 'Preguntas frecuentes' }).first().click()
    await expect(other.getByRole('heading', { level: 1 })).toHaveText('Preguntas frecuentes')
    await expect(liveState(page, 'signup')).toHaveText('Lo inicia su pantalla: no está abierta ahora.')
    await expect(liveState(page, 'signup')).toHaveAttribute('data-live-state', '')
  })

  test('a client is refused; a guest logs in at the team login and comes back to the diagrams', async ({ page, request }) => {
    await useToken(page, await apiLogin(request, 'repetida@example.mx', CLIENT_PASSWORD))
    await page.goto('/es/dev/flows')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('No pudimos encontrar esta página')
    await expect(page.locator('[data-machine]')).toHaveCount(0)

    const guest = await page.context().browser()!.newPage({ locale: 'es-MX' })
    const base = new URL(page.url()).origin
    await guest.goto(`${base}/es/dev/flows`)
    await expect(guest).toHaveURL(/\/es\/ingresar\?cuenta=equipo&redirect=/)
    await expect(guest.getByRole('heading', { level: 1 })).toHaveText('Acceso del equipo')
    await guest.getByLabel('Correo de trabajo').fill('admin@lanaclara.mx')
    await guest.getByLabel('Contraseña', { exact: true }).fill(ADMIN_PASSWORD)
    await guest.getByRole('button', { name: 'Ingresar', exact: true }).click()
    await expect(guest).toHaveURL(/\/es\/dev\/flows$/)
    await expect(guest.getByRole('heading', { level: 1 })).toHaveText('Diagramas de flujo')
    await guest.close()
  })
})
