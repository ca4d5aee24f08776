import type { Page } from '@playwright/test'
import { TRACKING_UPLOAD_MS } from '../../machines/tracking.machine'
import { curpCheckDigit } from '../../src/domain/curp'
import type { APIRequestContext } from '@playwright/test'
import { ADMIN_PASSWORD, apiLogin, expect, newClient, registeredClient, test, useToken } from './support'

/**
 * Behaviour tracking against the reference ERP: the forms' timings and
 * counts reach the ERP in chunks, and nothing typed or pasted ever does.
 */

interface Sent {
  url: string
  body: string
}

interface Chunk {
  seq: number
  complete?: boolean
  events: { type: string; field?: string; at: number; interval?: number; count?: number }[]
}

/** Every request the page makes to the ERP's tracking calls, with its body as sent. */
function recordTracking(page: Page): Sent[] {
  const sent: Sent[] = []
  page.on('request', (request) => {
    if (request.url().includes('/web/private/client/tracking/')) sent.push({ url: request.url(), body: request.postData() ?? '' })
  })
  return sent
}

const chunksOf = (sent: Sent[]): Chunk[] => sent.filter((s) => s.url.endsWith('/chunks')).map((s) => JSON.parse(s.body) as Chunk)

/**
 * The tracker's upload timer (every 10 s) moved on by the page's clock until a chunk leaves, rather
 * than waited for; again while none has, in case the timer was set after a move.
 */
async function uploadNow(page: Page, sent: Sent[]) {
  const before = chunksOf(sent).length
  await expect
    .poll(
      async () => {
        if (chunksOf(sent).length === before) await page.clock.fastForward(TRACKING_UPLOAD_MS)
        return chunksOf(sent).length > before
      },
      { intervals: [250] },
    )
    .toBe(true)
}

/** No tracking request carries any of the strings, in its address or its body. */
function expectNoneOf(sent: Sent[], strings: string[]) {
  for (const { url, body } of sent) {
    for (const text of strings) {
      expect(url, `"${text}" in a tracking address`).not.toContain(text)
      expect(body.toLowerCase(), `"${text}" in a tracking upload`).not.toContain(text.toLowerCase())
    }
  }
}

interface StoredSession {
  referenceNumber: string
  completed: boolean
  chunks: Chunk[]
}

/** What the ERP stored of a client's tracking, read through the back office. */
async function storedTracking(request: APIRequestContext, clientId: number): Promise<StoredSession[]> {
  const token = await apiLogin(request, 'admin@lanaclara.mx', ADMIN_PASSWORD, 'admin')
  const answer = await request.get(`/web/private/back-office/client/${clientId}/tracking`, {
    headers: { Authorization: `Bearer ${token}` },
  })
  expect(answer.status()).toBe(200)
  return ((await answer.json()) as { data: StoredSession[] }).data
}

/** An applicant whose every field holds a string that cannot occur in a tracking upload by chance. */
function applicant() {
  const digits = `${Date.now()}${Math.floor(Math.random() * 1e4)}`.slice(-8)
  // The CURP's four letters spell the digits (B for 0 … M for 9): unique like the e-mail and phone.
  const first17 = `${[...digits.slice(-4)].map((d) => 'BCDFGHJKLM'[Number(d)]).join('')}900115MDFRRN0`
  return {
    firstName: 'Zorbaxtela',
    lastNames: 'Quimbrelo Vantuzo',
    email: `trazo${digits}@example.mx`,
    phone: `58${digits}`,
    curp: `${first17}${curpCheckDigit(first17)}`,
    birthDate: '15011990',
    password: 'Pizarra7Kq',
  }
}

test.describe('behaviour tracking', () => {
  test('the sign-up form leaves as timings and counts once the account exists, and nothing typed or pasted leaves the browser', async ({
    page,
    context,
    request,
    consoleErrors,
  }) => {
    test.setTimeout(60_000)
    await page.clock.install()
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    const sent = recordTracking(page)
    const person = applicant()
    // The tracking code (its actor and ERP calls) held back until the first name is typed: what
    // a quick typist does before it arrives is kept all the same.
    let releaseTracking!: () => void
    const trackingHeld = new Promise<void>((resolve) => (releaseTracking = resolve))
    const trackingCode = /\/assets\/tracking-[\w-]{8}\.js$/
    await page.route(trackingCode, async (route) => {
      await trackingHeld
      await route.continue()
    })
    await page.goto('/es/registration')
    await expect(page.getByRole('heading', { level: 1, name: 'Crea tu cuenta' })).toBeVisible()

    // Typed key by key, with a correction (Backspace) at the end of the first name.
    await page.getByLabel('Nombre', { exact: true }).pressSequentially(`${person.firstName}x`, { delay: 15 })
    await page.keyboard.press('Backspace')
    const trackingLoaded = page.waitForResponse(trackingCode)
    releaseTracking()
    await trackingLoaded
    // The last names are pasted.
    await page.evaluate((text) => navigator.clipboard.writeText(text), person.lastNames)
    await page.getByLabel('Apellidos').focus()
    await page.keyboard.press('ControlOrMeta+V')
    await expect(page.getByLabel('Apellidos')).toHaveValue(person.lastNames)
    await page.getByLabel('Correo electrónico').pressSequentially(person.email)
    await page.getByLabel('Teléfono celular').pressSequentially(person.phone)
    await page.getByLabel('CURP').pressSequentially(person.curp)
    await page.getByLabel('Fecha de nacimiento').pressSequentially(person.birthDate)
    await page.getByLabel('Contraseña', { exact: true }).pressSequentially(person.password)
    await page.getByLabel('Repite la contraseña').click()
    await page.keyboard.type(person.password)
    for (const name of [/aviso de privacidad/, /términos y condiciones/, /historial crediticio/]) {
      const box = page.getByRole('checkbox', { name })
      await box.focus()
      await page.keyboard.press('Space')
      await expect(box).toBeChecked()
    }
    // A guest has no session to track yet: the events are held in the page.
    expect(sent).toEqual([])

    const firstChunk = page.waitForResponse((response) => response.url().endsWith('/chunks'))
    const verified = page.waitForResponse((response) => response.url().endsWith('/web/private/client/tracking/verify'))
    const signUp = page.waitForResponse(
      (response) => response.url().endsWith('/web/public/client') && response.request().method() === 'POST',
    )
    await page.getByRole('button', { name: 'Crear mi cuenta' }).click()
    const clientId = ((await (await signUp).json()) as { data: { id: number } }).data.id
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Verifica tu teléfono')
    // Logged in: a reference number is issued and verified, and at the next upload (10 s) the first chunk leaves.
    await verified
    await uploadNow(page, sent)
    expect((await firstChunk).status()).toBe(201)
    expect(sent[0]!.url).toMatch(/\/tracking\/reference$/)
    expect(sent[1]!.url).toMatch(/\/tracking\/verify$/)

    const events = chunksOf(sent).flatMap((chunk) => chunk.events)
    for (const event of events) {
      expect(
        Object.keys(event).every((key) => ['type', 'field', 'at', 'interval', 'count'].includes(key)),
        JSON.stringify(event),
      ).toBe(true)
    }
    const of = (type: string, field?: string) =>
      events.filter((e) => e.type === type && (field === undefined || e.field === field))
    expect(of('focus', 'firstName')).toHaveLength(1)
    expect(of('blur', 'firstName')).toHaveLength(1)
    // One key per character typed; the interval from the field's previous key on every one but the first.
    const keys = of('key', 'firstName')
    expect(keys).toHaveLength(person.firstName.length + 1)
    expect(keys.slice(1).every((key) => typeof key.interval === 'number' && key.interval >= 0)).toBe(true)
    expect(of('correction', 'firstName')).toEqual([expect.objectContaining({ count: 1 })])
    expect(of('paste', 'lastNames')).toEqual([expect.objectContaining({ count: person.lastNames.length })])
    expect(of('key', 'email').length).toBe(person.email.length)
    // The submit pressed with the pointer; the password's rhythm is never kept, only its focus.
    expect(of('pointer').length).toBeGreaterThan(0)
    expect(of('focus', 'password')).toHaveLength(1)
    expect(events.filter((e) => e.field === 'password' || e.field === 'repeatPassword').map((e) => e.type)).not.toContain('key')

    expectNoneOf(sent, Object.values(person))
    // The ERP keeps exactly what left, under the client's reference number.
    const [session] = await storedTracking(request, clientId)
    expect(sent.at(-1)!.url).toContain(`/tracking/${session!.referenceNumber}/chunks`)
    expect(session!.chunks[0]).toEqual(expect.objectContaining({ seq: 0, events: chunksOf(sent)[0]!.events }))
    expect(consoleErrors).toEqual([])
  })

  test('applying completes the tracking: a last upload marked complete', async ({ page, request, consoleErrors }) => {
    const client = await registeredClient(request)
    await useToken(page, client.token)
    const calculator = JSON.stringify({ amount: 3000, tab: 0, payCycle: 'semi_monthly', payDates: '15,30', promoCode: null })
    await page.context().addCookies([
      {
        name: 'calculator',
        value: encodeURIComponent(calculator),
        url: `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3100)}`,
      },
    ])
    const sent = recordTracking(page)
    const verified = page.waitForResponse((response) => response.url().endsWith('/web/private/client/tracking/verify'))
    await page.goto('/es/application/apply')
    expect(((await (await verified).json()) as { data: { verified: boolean } }).data.verified).toBe(true)

    const completed = page.waitForResponse(
      (response) => response.url().endsWith('/chunks') && response.request().postData()?.includes('"complete":true') === true,
    )
    await page.getByRole('button', { name: 'Solicitar $3000' }).click()
    const complete = await completed
    expect(chunksOf(sent).filter((chunk) => chunk.complete === true)).toHaveLength(1)
    expect(complete.status()).toBe(201)
    expect(((await complete.json()) as { data: { completed: boolean } }).data.completed).toBe(true)
    // The ERP closed that session (the forms of later steps are tracked in new ones).
    const reference = /tracking\/([^/]+)\/chunks$/.exec(complete.url())![1]
    const sessions = await storedTracking(request, client.id)
    expect(sessions.find((session) => session.referenceNumber === reference)?.completed).toBe(true)
    expect(consoleErrors).toEqual([])
  })
  test('the employment form of the application is tracked the same way: nothing typed leaves the browser', async ({
    page,
    request,
    consoleErrors,
  }) => {
    const client = await newClient(request)
    await useToken(page, await apiLogin(request, client.email, client.password))
    await page.clock.install()
    const sent = recordTracking(page)
    const verified = page.waitForResponse((response) => response.url().endsWith('/web/private/client/tracking/verify'))
    await page.goto('/es/registration/employment')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tu empleo e ingresos')
    expect(((await (await verified).json()) as { data: { verified: boolean } }).data.verified).toBe(true)

    const typed = { company: 'Ferretera Xochiquetzal Brumosa', phone: '0155598761234', income: '0047391' }
    const firstChunk = page.waitForResponse((response) => response.url().endsWith('/chunks'))
    await page.getByLabel('Nombre de la empresa').pressSequentially(typed.company)
    await page.getByLabel('Teléfono del trabajo').pressSequentially(typed.phone)
    await page.getByLabel('Ingreso mensual').pressSequentially(typed.income)
    await uploadNow(page, sent)
    expect((await firstChunk).status()).toBe(201)

    const events = chunksOf(sent).flatMap((chunk) => chunk.events)
    expect(events.filter((e) => e.type === 'key' && e.field === 'companyName')).toHaveLength(typed.company.length)
    expect(events.filter((e) => e.type === 'focus').map((e) => e.field)).toEqual(['companyName', 'workPhone', 'monthlyIncome'])
    // Typed, and as the masks show them (the phone without its old 01, cut at 10 digits); the
    // income's leading zeros keep it from matching a timing.
    expectNoneOf(sent, [...Object.values(typed), 'Xochiquetzal', '5559876123'])
    expect(consoleErrors).toEqual([])
  })
})
