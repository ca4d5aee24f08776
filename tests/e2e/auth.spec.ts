import type { Page } from '@playwright/test'
import {
  ADMIN_PASSWORD,
  apiLogin,
  bearer,
  CLIENT_PASSWORD,
  expect,
  latestMessage,
  newClient,
  SHORT_TOKEN_BASE,
  storedToken,
  test,
} from './support'

async function logIn(page: Page, login: string, password: string) {
  await page.getByLabel('Correo electrónico o teléfono celular').fill(login)
  await page.getByLabel('Contraseña', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Ingresar', exact: true }).click()
}

async function logOut(page: Page, name: RegExp) {
  await page.getByRole('button', { name }).click()
  await page.getByRole('button', { name: 'Cerrar sesión' }).click()
}

test.describe('login and logout', () => {
  test('a client logs in with e-mail and password, sees their first name, and logs out to the login page', async ({
    page,
    request,
  }) => {
    await page.goto('/es/ingresar')
    await logIn(page, 'activa@example.mx', CLIENT_PASSWORD)
    await expect(page).toHaveURL(/\/es\/profile$/)
    // The new page's heading takes the focus once drawn (src/app/heading-focus.ts): a menu opened before closes then.
    await expect(page.getByRole('heading', { level: 1, name: 'Mi perfil' })).toBeFocused()
    await expect(page.getByRole('button', { name: /Carmen/ })).toBeVisible()
    const token = await storedToken(page)
    expect(token).toBeTruthy()

    await logOut(page, /Carmen/)
    await expect(page).toHaveURL(/\/es\/ingresar$/)
    await expect(page.getByText('Cerraste tu sesión. Hasta pronto.')).toBeVisible()
    await expect(page.getByRole('banner').getByRole('link', { name: 'Ingresar' })).toBeVisible()
    expect(await storedToken(page)).toBeNull()
    // Logout revoked the token at the ERP: it buys nothing any more.
    await expect
      .poll(async () =>
        (await request.get('/web/private/client/client', { headers: { Authorization: `Bearer ${token}` } })).status(),
      )
      .toBe(401)
  })

  test('a client logs in with the mobile phone instead of the e-mail', async ({ page }) => {
    await page.goto('/es/ingresar')
    await logIn(page, '55 1000 0001', CLIENT_PASSWORD)
    await expect(page.getByRole('button', { name: /Ana/ })).toBeVisible()
  })

  test('an admin logs in at team access, has no client area, and logs out', async ({ page }) => {
    // The borrowers' login page does not send anyone to the team's.
    await page.goto('/es/ingresar')
    await expect(page.getByRole('link', { name: 'Acceso del equipo' })).toHaveCount(0)
    await page.goto('/es/ingresar?cuenta=equipo')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Acceso del equipo')
    await page.getByLabel('Correo de trabajo').fill('admin@lanaclara.mx')
    await page.getByLabel('Contraseña', { exact: true }).fill(ADMIN_PASSWORD)
    await page.getByRole('button', { name: 'Ingresar', exact: true }).click()
    await expect(page).toHaveURL(/\/es\/?$/)
    await page.getByRole('button', { name: /Alma/ }).click()
    await expect(page.getByRole('link', { name: 'Mi perfil' })).toHaveCount(0)
    await page.getByRole('button', { name: 'Cerrar sesión' }).click()
    await expect(page).toHaveURL(/\/es\/ingresar$/)
    expect(await storedToken(page)).toBeNull()
  })

  test("a wrong password shows the server's refusal at the password field", async ({ page }) => {
    await page.goto('/es/ingresar')
    await logIn(page, 'activa@example.mx', 'equivocada1')
    const password = page.getByLabel('Contraseña', { exact: true })
    await expect(password).toHaveAttribute('aria-invalid', 'true')
    await expect(password).toBeFocused()
    await expect(page.getByText('El correo, teléfono o contraseña no son correctos.')).toBeVisible()
    // What the user typed stays.
    await expect(page.getByLabel('Correo electrónico o teléfono celular')).toHaveValue('activa@example.mx')
  })

  test('empty or malformed fields are caught before anything is sent', async ({ page }) => {
    await page.goto('/es/ingresar')
    await logIn(page, 'no-es-un-correo', '')
    await expect(page.getByText('Escribe tu correo o tu teléfono celular de 10 dígitos.')).toBeVisible()
    await expect(page.getByText('Escribe tu contraseña.')).toBeVisible()
    await expect(page.getByLabel('Correo electrónico o teléfono celular')).toBeFocused()
  })

  test('a blocked client cannot log in and is told why', async ({ page }) => {
    await page.goto('/es/ingresar')
    await logIn(page, 'bloqueada@example.mx', CLIENT_PASSWORD)
    await expect(page.getByText('Tu cuenta está bloqueada')).toBeVisible()
    expect(await storedToken(page)).toBeNull()
  })

  test('a reload keeps the session', async ({ page }) => {
    await page.goto('/es/ingresar')
    await logIn(page, 'repetida@example.mx', CLIENT_PASSWORD)
    await expect(page).toHaveURL(/\/es\/profile$/)
    await page.reload()
    await expect(page).toHaveURL(/\/es\/profile$/)
    await expect(page.getByRole('button', { name: /Bruno/ })).toBeVisible()
  })

  test('a private page asked while logged out returns there after login', async ({ page }) => {
    await page.goto('/es/profile/my-loan')
    await expect(page).toHaveURL(/\/es\/ingresar\?redirect=%2Fes%2Fprofile%2Fmy-loan$/)
    await logIn(page, 'activa@example.mx', CLIENT_PASSWORD)
    await expect(page).toHaveURL(/\/es\/profile\/my-loan$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mi préstamo')
  })

  test('the login page of someone signed in moves on to their profile', async ({ page }) => {
    await page.goto('/es/ingresar')
    await logIn(page, 'nueva@example.mx', CLIENT_PASSWORD)
    await expect(page).toHaveURL(/\/es\/profile$/)
    await page.goto('/es/ingresar')
    await expect(page).toHaveURL(/\/es\/profile$/)
  })
})

test.describe('mfa', () => {
  test('an admin with mfa writes the code sent by SMS; a wrong code is refused at the field', async ({ page, request }) => {
    await page.goto('/es/ingresar?cuenta=equipo')
    await page.getByLabel('Correo de trabajo').fill('mfa@lanaclara.mx')
    await page.getByLabel('Contraseña', { exact: true }).fill(ADMIN_PASSWORD)
    await page.getByRole('button', { name: 'Ingresar', exact: true }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Confirma que eres tú')
    await expect(page.getByText(/por SMS a tu teléfono \*+0009/)).toBeVisible()
    const code = page.getByLabel('Código')
    await expect(code).toBeFocused()

    const { code: sent } = await latestMessage(request, '5510000009')
    await code.fill(sent === '000000' ? '111111' : '000000')
    await page.getByRole('button', { name: 'Confirmar' }).click()
    await expect(page.getByText('El código no es correcto. Revísalo e intenta de nuevo.')).toBeVisible()
    await expect(code).toHaveAttribute('aria-invalid', 'true')
    expect(await storedToken(page)).toBeNull()

    await code.fill(sent)
    await page.getByRole('button', { name: 'Confirmar' }).click()
    await expect(page).toHaveURL(/\/es\/?$/)
    await expect(page.getByRole('button', { name: /Mario/ })).toBeVisible()
    expect(await storedToken(page)).toBeTruthy()
    // A team member's session is her tab's own: nothing of it in the storage every tab of the browser shares.
    expect(await page.evaluate(() => window.localStorage.getItem('auth.token'))).toBeNull()
  })
})

test.describe('password recovery', () => {
  test('a client asks for a link, opens it from the outbox, sets a new password and logs in with it', async ({
    page,
    request,
  }) => {
    const client = await newClient(request)
    await page.goto('/es/ingresar')
    await page.getByRole('link', { name: '¿Olvidaste tu contraseña?' }).click()
    await expect(page).toHaveURL(/\/es\/recover$/)
    // The login form has a field of the same name until the recovery screen replaces it.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Recupera tu contraseña')
    await page.getByLabel('Correo electrónico o teléfono celular').fill(client.email)
    await page.getByRole('button', { name: 'Envíame el enlace' }).click()
    await expect(page.getByText('Revisa tu correo o tus mensajes')).toBeVisible()

    const { message } = await latestMessage(request, client.email)
    const link = /\/es\/recover\?token=[\w-]+/.exec(message)?.[0]
    expect(link, message).toBeTruthy()
    await page.goto(link!)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Crea una contraseña nueva')
    await page.getByLabel('Contraseña nueva', { exact: true }).fill('Nueva2024')
    await page.getByLabel('Repite la contraseña nueva').fill('Nueva2025')
    await page.getByRole('button', { name: 'Guardar la contraseña nueva' }).click()
    await expect(page.getByText('Las contraseñas no coinciden.')).toBeVisible()
    await page.getByLabel('Repite la contraseña nueva').fill('Nueva2024')
    await page.getByRole('button', { name: 'Guardar la contraseña nueva' }).click()

    await expect(page).toHaveURL(/\/es\/ingresar\?restablecida=true$/)
    await expect(page.getByText('Cambiamos tu contraseña. Ingresa con la nueva.')).toBeVisible()
    await logIn(page, client.email, 'Nueva2024')
    await expect(page.getByRole('button', { name: /Paola/ })).toBeVisible()

    // The link worked once.
    await page.goto(link!)
    await page.getByLabel('Contraseña nueva', { exact: true }).fill('Otra2024')
    await page.getByLabel('Repite la contraseña nueva').fill('Otra2024')
    await page.getByRole('button', { name: 'Guardar la contraseña nueva' }).click()
    await expect(page.getByText('Este enlace ya no funciona')).toBeVisible()
  })
})

test.describe('a session that ends', () => {
  test('a 401 in the middle of a session logs out to the login page, which returns there after login', async ({
    page,
    request,
  }) => {
    await page.clock.install()
    // A client with a loan (my loan leads a client without one to no-loan).
    await page.goto('/es/ingresar?redirect=%2Fes%2Fprofile%2Fmy-loan')
    await logIn(page, 'activa@example.mx', CLIENT_PASSWORD)
    await expect(page).toHaveURL(/\/es\/profile\/my-loan$/)
    // The session is revoked behind the page's back (a logout from another device).
    const token = await storedToken(page)
    expect((await request.post('/web/private/client/logout', { headers: { Authorization: `Bearer ${token}` } })).status()).toBe(
      200,
    )
    // The next call (the token refresh, due after 240 s) answers 401.
    await page.clock.fastForward('04:05')
    await expect(page).toHaveURL(/\/es\/ingresar\?redirect=%2Fes%2Fprofile%2Fmy-loan$/)
    await expect(page.getByText('Tu sesión terminó. Ingresa de nuevo para seguir donde estabas.')).toBeVisible()
    expect(await storedToken(page)).toBeNull()
    await logIn(page, 'activa@example.mx', CLIENT_PASSWORD)
    await expect(page).toHaveURL(/\/es\/profile\/my-loan$/)
  })

  test('a client blocked by the back office is logged out at once', async ({ page, request }) => {
    await page.clock.install()
    const client = await newClient(request)
    await page.goto('/es/ingresar')
    // The flow's first read after login (flow, profile, journey; then the flow every 10 s) must not be the call that hears it.
    const flowRead = page.waitForResponse('**/web/private/client/client-journey/current')
    await logIn(page, client.email, client.password)
    await expect(page).toHaveURL(/\/es\/profile$/)
    await flowRead
    const admin = await apiLogin(request, 'admin@lanaclara.mx', ADMIN_PASSWORD, 'admin')
    const blocked = await request.put(`/web/private/back-office/client/${client.id}/status`, {
      headers: { Authorization: `Bearer ${admin}` },
      data: { status: 2 },
    })
    expect(blocked.status()).toBe(200)
    // The next call the page makes hears 'User is blocked.': the flow's poll, due within its 10 s, on
    // the page's clock moved on rather than waited for. (A reload here raced that poll: when the poll
    // came first, the reload wiped the login page's message.)
    await page.clock.fastForward(10_000)
    await expect(page).toHaveURL(/\/es\/ingresar/)
    await expect(page.getByText('Tu cuenta está bloqueada')).toBeVisible()
    expect(await storedToken(page)).toBeNull()
  })
})

test.describe('tokens that expire', () => {
  test.use({ baseURL: SHORT_TOKEN_BASE })

  test('a token that expires is refreshed without the user noticing', async ({ page, request }) => {
    // Time moves instead of being waited out: the page's clock, and this ERP's for the calls of
    // this test alone (ERP_DEV_CLOCK, playwright.config.ts), by the same seconds.
    const ahead = (seconds: number) => ({ 'X-Dev-Clock-Offset': String(seconds) })
    const statusOf = async (token: string, seconds: number) => {
      const answer = await request.get('/web/private/client/client', { headers: { ...bearer(token), ...ahead(seconds) } })
      return { status: answer.status(), body: (await answer.json()) as { data: { error?: { code: string } } } }
    }
    await page.clock.install()
    const client = await newClient(request)
    await page.goto('/es/ingresar')
    await logIn(page, client.email, client.password)
    await expect(page).toHaveURL(/\/es\/profile$/)
    const first = (await storedToken(page))!
    // This ERP's tokens live 30 s: the page renews the token 20 s into its life, a third of it left.
    await page.setExtraHTTPHeaders(ahead(20))
    const renewal = page.waitForResponse('**/web/private/client/token/refresh')
    await page.clock.fastForward(20_000)
    expect((await renewal).status()).toBe(200)
    await expect.poll(() => storedToken(page)).not.toBe(first)
    // A second later the first token has expired at the ERP (the state the rest of the test is about).
    await page.setExtraHTTPHeaders(ahead(31))
    const refused = await statusOf(first, 31)
    expect(refused.status).toBe(401)
    expect(refused.body.data.error?.code).toBe('token_expired')
    // Still signed in, with a token the ERP accepts.
    await page.getByRole('button', { name: /Paola/ }).click()
    await page.getByRole('link', { name: 'Mi préstamo' }).click()
    // A new client has no loan: my loan leads on to no-loan, through calls made with the renewed token.
    await expect(page).toHaveURL(/\/es\/profile\/no-loan$/)
    expect((await statusOf((await storedToken(page))!, 31)).status).toBe(200)
  })
})
