import { ADMIN_PASSWORD, apiLogin, CLIENT_PASSWORD, expect, test, useSandboxCookie, useToken, violations } from './support'

/*
 * Sandbox mode: admins, or anyone with the
 * cookie 'qa-disable-flow', start it on a flow page; a local simulation replaces the ERP's flow,
 * the banner says so with Hide and Disable, and a panel jumps to any step or screen.
 */

const BANNER = 'Estás en modo sandbox, no te fíes de lo que ves'

test.describe('sandbox mode', () => {
  test('a client with the cookie enters it on /flow, jumps between steps and screens, hides the banner', async ({
    page,
    request,
    consoleErrors,
  }) => {
    await useSandboxCookie(page)
    await useToken(page, await apiLogin(request, 'nueva@example.mx', CLIENT_PASSWORD))
    let flowCalls = 0
    page.on('request', (req) => {
      if (req.url().endsWith('/web/private/client/flow')) flowCalls += 1
    })
    await page.goto('/es/flow')
    const banner = page.getByRole('status').filter({ hasText: BANNER })
    await expect(banner).toBeVisible()
    // The simulated step new_client_created of a client with a first name: apply.
    await expect(page).toHaveURL(/\/es\/application\/apply$/)
    // From here on the flow is the simulation's (the session's first fetch came before sandbox mode).
    flowCalls = 0
    const panel = page.getByRole('navigation', { name: 'Panel del modo sandbox' })
    await panel.getByRole('button', { name: 'direct_debit_information' }).click()
    await expect(page).toHaveURL(/\/es\/flow\/direct-debit-information$/)
    await panel.getByRole('button', { name: 'work_info' }).click()
    await expect(page).toHaveURL(/\/es\/registration\/employment$/)
    await panel.getByRole('button', { name: 'Verificación de documentos' }).click()
    await expect(page).toHaveURL(/\/es\/flow\/document-verification$/)
    // A simulated decision: the rejected stage, from the simulation, not the ERP.
    await panel.getByRole('button', { name: '6 · rechazada' }).click()
    await panel.getByRole('button', { name: 'reject_page' }).click()
    await expect(page).toHaveURL(/\/es\/application\/rejected$/)
    expect(await violations(page)).toEqual([])
    // The flow is simulated: the ERP's flow is not asked in sandbox mode.
    expect(flowCalls).toBe(0)
    await page.setViewportSize({ width: 375, height: 800 })
    await page.screenshot({ path: '/tmp/pw-flow/sandbox-375.png', fullPage: true })
    await page.getByRole('button', { name: 'Ocultar' }).click()
    await expect(banner).toHaveCount(0)
    await expect(panel).toHaveCount(0)
    await page.getByRole('button', { name: 'Mostrar sandbox' }).click()
    await expect(banner).toBeVisible()
    expect(consoleErrors).toEqual([])
  })

  test('a guest with the cookie runs it through to the loan, and no call of the client leaves the page', async ({
    page,
    consoleErrors,
  }) => {
    await useSandboxCookie(page)
    // A guest has no account the ERP could answer for: in sandbox mode its stand-in answers the
    // client's calls in the page, so none of them reaches the network.
    const sent: string[] = []
    page.on('request', (call) => {
      if (call.url().includes('/web/private/')) sent.push(`${call.method()} ${new URL(call.url()).pathname}`)
    })
    // Nor does any call the page makes come back refused for want of a session.
    const refused: string[] = []
    page.on('response', (answer) => {
      if (answer.status() === 401) refused.push(`${answer.request().method()} ${new URL(answer.url()).pathname}`)
    })
    const heading = (name: string) => page.getByRole('heading', { level: 1, name })
    await page.goto('/es/flow')
    await expect(page.getByRole('status').filter({ hasText: BANNER })).toBeVisible()
    // The simulated client has a first name: new_client_created leads to apply, not to registration.
    await expect(page).toHaveURL(/\/es\/application\/apply$/)
    await expect(heading('Solicita tu préstamo')).toBeVisible()
    const panel = page.getByRole('navigation', { name: 'Panel del modo sandbox' })

    // The registration's steps show the sample client's data; what a step sends is accepted in the page.
    await panel.getByRole('button', { name: 'address', exact: true }).click()
    await expect(page).toHaveURL(/\/es\/registration\/address$/)
    await expect(page.getByLabel('Calle')).toHaveValue('Avenida Simulada')
    await panel.getByRole('button', { name: 'work_info' }).click()
    await expect(page).toHaveURL(/\/es\/registration\/employment$/)
    await expect(heading('Tu empleo e ingresos')).toBeVisible()
    await panel.getByRole('button', { name: 'relative_info' }).click()
    await expect(page).toHaveURL(/\/es\/registration\/reference$/)
    await expect(page.getByLabel('Nombre completo')).toHaveValue('Luis Sandbox Prueba')
    await page.getByRole('button', { name: 'Continuar', exact: true }).click()
    // The step done, the registration leads on to the next one.
    await expect(page).toHaveURL(/\/es\/registration\/id-document-upload$/)
    await expect(heading('Sube tu identificación')).toBeVisible()
    await panel.getByRole('button', { name: 'Verificación de documentos' }).click()
    await expect(page).toHaveURL(/\/es\/flow\/document-verification$/)

    // The decision, then what signing asks for, then the agreement signed with its code.
    await panel.getByRole('button', { name: '3 · aceptada' }).click()
    await panel.getByRole('button', { name: 'tmc_page' }).click()
    await expect(page).toHaveURL(/\/es\/application\/accepted$/)
    await panel.getByRole('button', { name: 'direct_debit_information' }).click()
    await expect(page).toHaveURL(/\/es\/flow\/direct-debit-information$/)
    await expect(page.getByText(/terminación 4242/)).toBeVisible()
    await panel.getByRole('button', { name: 'otp_agreement' }).click()
    await expect(page).toHaveURL(/\/es\/registration\/summary$/)
    await expect(heading('Firma tu contrato de préstamo')).toBeVisible()
    // No SMS goes out in sandbox mode: any code of the right form signs.
    await page.getByLabel('Código SMS').fill('123')
    await page.getByRole('button', { name: 'Firmar mi contrato' }).click()

    // Signed in the simulation: the loan is active, the flow at loan_page.
    await expect(page).toHaveURL(/\/es\/profile\/my-loan$/)
    await expect(heading('Mi préstamo')).toBeVisible()
    await expect(panel.getByRole('button', { name: 'loan_page', exact: true })).toHaveAttribute('aria-pressed', 'true')
    expect(await violations(page)).toEqual([])
    await panel.getByRole('button', { name: 'no_loan_page' }).click()
    await expect(page).toHaveURL(/\/es\/profile\/no-loan$/)
    await expect(heading('No tienes un préstamo activo')).toBeVisible()

    // Never sent to log in or to sign up on the way, and still in sandbox mode.
    await expect(page.getByRole('status').filter({ hasText: BANNER })).toBeVisible()
    expect(sent).toEqual([])
    expect(refused).toEqual([])
    expect(consoleErrors).toEqual([])
  })

  test('Disable gives the normal flow back for the rest of the session', async ({ page, request, consoleErrors }) => {
    await useSandboxCookie(page)
    await useToken(page, await apiLogin(request, 'nueva@example.mx', CLIENT_PASSWORD))
    await page.goto('/es/flow')
    await expect(page.getByRole('status').filter({ hasText: BANNER })).toBeVisible()
    const flow = page.waitForResponse('**/web/private/client/flow')
    await page.getByRole('button', { name: 'Desactivar' }).click()
    await expect(page.getByText(BANNER)).toHaveCount(0)
    // The ERP's flow is asked again.
    await flow
    await page.goto('/es/flow')
    // nueva's details are not confirmed on the ERP: the normal flow leads to the details screen.
    await expect(page).toHaveURL(/\/es\/flow\/details$/)
    await expect(page.getByText(BANNER)).toHaveCount(0)
    expect(consoleErrors).toEqual([])
  })

  test('an admin starts it without the cookie; a client without it never sees it', async ({ page, request }) => {
    await useToken(page, await apiLogin(request, 'admin@lanaclara.mx', ADMIN_PASSWORD, 'admin'))
    await page.goto('/es/flow/facebook-login')
    await expect(page.getByRole('status').filter({ hasText: BANNER })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Ingresar con Facebook' })).toHaveAttribute('href', /applicationId=1/)
    expect(await violations(page)).toEqual([])
    await page.context().clearCookies()
    await page.evaluate(() => window.localStorage.clear())
    const other = await page.context().newPage()
    await useToken(other, await apiLogin(request, 'repetida@example.mx', CLIENT_PASSWORD))
    await other.goto('/es/flow/document-verification')
    // Her flow is completed (her one loan is paid): the flow leads her on to application loading,
    // whose application became that loan: the loan page, which leads on to no loan, as none is
    // active. Where the page rests, no sandbox.
    await expect(other).toHaveURL(/\/es\/profile\/no-loan$/)
    await expect(other.getByRole('heading', { level: 1, name: 'No tienes un préstamo activo' })).toBeVisible()
    await expect(other.getByText(BANNER)).toHaveCount(0)
  })

  test('an admin sees a sample client on the client-data screens, and nothing they read or confirm reaches the ERP', async ({
    page,
    request,
  }) => {
    await useToken(page, await apiLogin(request, 'admin@lanaclara.mx', ADMIN_PASSWORD, 'admin'))
    const sent: string[] = []
    page.on('request', (call) => {
      if (call.url().includes('/web/private/client/')) sent.push(`${call.method()} ${call.url()}`)
    })
    await page.goto('/es/flow/details')
    await expect(page.getByRole('status').filter({ hasText: BANNER })).toBeVisible()
    await expect(page.getByLabel('Nombre', { exact: true })).toHaveValue('Ana')
    await expect(page.getByText('ana.sandbox@example.mx')).toBeVisible()
    await page.getByRole('button', { name: 'Confirmar y continuar' }).click()
    await expect(page).not.toHaveURL(/\/flow\/details$/)

    await page.goto('/es/flow/direct-debit-information')
    await expect(page.getByText(/terminación 4242/)).toBeVisible()
    await page.getByText(/Autorizo a Lana Clara/).click()
    await expect(page.getByRole('checkbox')).toBeChecked()
    await page.getByRole('button', { name: 'Autorizar la domiciliación' }).click()
    await expect(page).not.toHaveURL(/\/flow\/direct-debit-information$/)

    await page.goto('/es/flow/reference')
    await expect(page.getByText('Luis Sandbox Prueba')).toBeVisible()
    await expect(page.getByText('No pudimos cargar tus datos')).toHaveCount(0)
    expect(sent).toEqual([])
  })
})
