import type { Page } from '@playwright/test'
import { apiLogin, choose, expect, newClient, select, test, useToken, violations } from './support'

/*
 * Registration step two, /registration/address, against the reference ERP as a new applicant
 * (signed up and logged in through the ERP's own calls): dependent selects, suggestions, a postal
 * code that fills in the place, the municipality and colonia typed for a postal code SEPOMEX's
 * catalogue lacks, rules at the fields, drafts through a reload.
 */

async function signedIn(page: Page, request: Parameters<typeof newClient>[0]) {
  const client = await newClient(request)
  const token = await apiLogin(request, client.email, client.password)
  await useToken(page, token)
  return { ...client, token }
}

test.describe('registration, address step', () => {
  test('a guest is sent to the start of registration', async ({ page }) => {
    await page.goto('/es/registration/address')
    await expect(page).toHaveURL(/\/es\/registration$/)
  })

  test('a suggestion fills state, municipality, colonia and postal code; the step goes on to employment', async ({
    page,
    request,
  }) => {
    const client = await signedIn(page, request)
    await page.goto('/es/registration/address')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tu domicilio')
    await page.getByLabel('Código postal, colonia o municipio').fill('Roma Norte')
    await page
      .getByRole('list', { name: 'Domicilios sugeridos' })
      .getByRole('button', { name: /^Roma Norte, 06700/ })
      .click()
    await expect(select(page, 'Estado')).toHaveAccessibleName(/^Ciudad de México/)
    await expect(select(page, 'Municipio o alcaldía')).toHaveAccessibleName(/^Cuauhtémoc/)
    await expect(select(page, 'Colonia (opcional)')).toHaveAccessibleName(/^Roma Norte/)
    await expect(page.getByLabel('Código postal', { exact: true })).toHaveValue('06700')
    await expect(page.getByLabel('Calle')).toBeFocused()
    await page.getByLabel('Calle').fill('Colima')
    await page.getByLabel('Número exterior').fill('123')
    await page.getByLabel('Número interior (opcional)').fill('4B')
    await page.getByRole('button', { name: 'Continuar' }).click()
    await expect(page).toHaveURL(/\/es\/registration\/employment$/)

    const saved = await request.get('/web/private/client/account-details', {
      headers: { Authorization: `Bearer ${client.token}` },
    })
    const { address } = ((await saved.json()) as { data: { address: Record<string, string | null> } }).data
    expect(address).toEqual({
      regionId: '09',
      cityId: '09015',
      districtId: '09015-0947',
      wardId: null,
      street: 'Colima',
      exteriorNumber: '123',
      interiorNumber: '4B',
      postalCode: '06700',
    })
  })

  test("street and numbers take an address's writing, refuse other symbols and stop at 50 characters, through a reload", async ({
    page,
    request,
  }) => {
    const client = await signedIn(page, request)
    await page.goto('/es/registration/address')
    await choose(page, 'Estado', 'Ciudad de México')
    await choose(page, 'Municipio o alcaldía', 'Benito Juárez')
    const street = page.getByLabel('Calle')
    // 60 characters typed, 50 kept.
    const long = 'Calzada de Tlalpan 1234 '.repeat(3).slice(0, 60)
    await street.pressSequentially(long)
    await expect(street).toHaveValue(long.slice(0, 50))
    // '@' and '$' are refused; the dot, '#', '-' and '/' of real addresses are not.
    await street.clear()
    await street.pressSequentially('Av. Insurgentes Sur @$#1602')
    await expect(street).toHaveValue('Av. Insurgentes Sur #1602')
    await page.getByLabel('Número exterior').pressSequentially('S/N%')
    await expect(page.getByLabel('Número exterior')).toHaveValue('S/N')
    await page.getByLabel('Número interior (opcional)').pressSequentially('Int. 4-B!')
    await expect(page.getByLabel('Número interior (opcional)')).toHaveValue('Int. 4-B')
    await page.getByLabel('Código postal', { exact: true }).fill('03900')
    await page.reload()
    await expect(street).toHaveValue('Av. Insurgentes Sur #1602')
    await expect(page.getByLabel('Número interior (opcional)')).toHaveValue('Int. 4-B')
    await page.getByRole('button', { name: 'Continuar' }).click()
    await expect(page).toHaveURL(/\/es\/registration\/employment$/)
    const saved = await request.get('/web/private/client/account-details', {
      headers: { Authorization: `Bearer ${client.token}` },
    })
    const { address } = ((await saved.json()) as { data: { address: Record<string, string | null> } }).data
    expect(address).toMatchObject({
      street: 'Av. Insurgentes Sur #1602',
      exteriorNumber: 'S/N',
      interiorNumber: 'Int. 4-B',
      postalCode: '03900',
    })
  })

  for (const width of [375, 1280]) {
    test.describe(`at ${width} px`, () => {
      test.use({ viewport: { width, height: 800 } })

      test('a Jalisco postal code fills in the state and municipality and offers its colonias; the step is saved', async ({
        page,
        request,
      }) => {
        const client = await signedIn(page, request)
        await page.goto('/es/registration/address')
        await page.getByLabel('Código postal', { exact: true }).fill('44130')
        await expect(select(page, 'Estado')).toHaveAccessibleName(/^Jalisco/)
        await expect(select(page, 'Municipio o alcaldía')).toHaveAccessibleName(/^Guadalajara/)
        // 44130 has two colonias, and only they are offered.
        await select(page, 'Colonia (opcional)').click()
        await expect(page.getByRole('option')).toHaveText(['Arcos Vallarta (44130)', 'Arcos (44130)'])
        await page.getByRole('option', { name: 'Arcos Vallarta (44130)', exact: true }).click()
        await page.getByLabel('Calle').fill('Avenida Vallarta')
        await page.getByLabel('Número exterior').fill('1500')
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
        await page.getByRole('button', { name: 'Continuar' }).click()
        await expect(page).toHaveURL(/\/es\/registration\/employment$/)
        const saved = await request.get('/web/private/client/account-details', {
          headers: { Authorization: `Bearer ${client.token}` },
        })
        const { address } = ((await saved.json()) as { data: { address: Record<string, string | null> } }).data
        expect(address).toMatchObject({ regionId: '14', cityId: '14039', districtId: '14039-0007', postalCode: '44130' })
      })
    })
  }

  test('a postal code the catalogue does not know lets her type the municipality and colonia, checked by the ERP', async ({
    page,
    request,
  }) => {
    const client = await signedIn(page, request)
    await page.goto('/es/registration/address')
    await page.getByLabel('Código postal', { exact: true }).fill('44999')
    await expect(page.getByText('Aún no conocemos este código postal')).toBeVisible()
    // The state comes from the postal code's first digits; the municipality is typed, not chosen.
    await expect(select(page, 'Estado')).toHaveAccessibleName(/^Jalisco/)
    await expect(select(page, 'Municipio o alcaldía')).toHaveCount(0)
    await page.getByLabel('Municipio o alcaldía').fill('Monterrey')
    await page.getByLabel('Colonia (opcional)').fill('Colinas del Bosque')
    await page.getByLabel('Calle').fill('Paseo de los Robles')
    await page.getByLabel('Número exterior').fill('20')
    await page.getByRole('button', { name: 'Continuar' }).click()
    await expect(page.getByText('El estado que elegiste no tiene un municipio con ese nombre.')).toBeVisible()
    await expect(page.getByLabel('Municipio o alcaldía')).toBeFocused()
    // The state's municipalities named like the one typed are offered (GET address/city).
    await page.getByLabel('Municipio o alcaldía').fill('zapop')
    await page
      .getByRole('list', { name: 'Municipios de este estado con un nombre parecido al tuyo' })
      .getByRole('button', { name: 'Zapopan' })
      .click()
    await expect(page.getByLabel('Municipio o alcaldía')).toHaveValue('Zapopan')
    await page.getByRole('button', { name: 'Continuar' }).click()
    await expect(page).toHaveURL(/\/es\/registration\/employment$/)
    const saved = await request.get('/web/private/client/account-details', {
      headers: { Authorization: `Bearer ${client.token}` },
    })
    const { address } = ((await saved.json()) as { data: { address: Record<string, string | null> } }).data
    expect(address).toMatchObject({
      regionId: '14',
      cityId: '14120',
      districtId: null,
      street: 'Paseo de los Robles, Col. Colinas del Bosque',
      postalCode: '44999',
    })
  })

  test('wrong inputs show their messages at the fields, and the first one gets the focus', async ({ page, request }) => {
    await signedIn(page, request)
    await page.goto('/es/registration/address')
    await expect(select(page, 'Estado')).toBeEnabled()
    await page.getByRole('button', { name: 'Continuar' }).click()
    await expect(page.getByLabel('Código postal', { exact: true })).toBeFocused()
    await expect(page.getByText('Este campo es obligatorio.')).toHaveCount(4)
    await expect(page.getByLabel('Calle')).toHaveAttribute('aria-invalid', 'true')
    await page.getByLabel('Código postal', { exact: true }).fill('123')
    await page.getByRole('button', { name: 'Continuar' }).click()
    await expect(page.getByLabel('Código postal', { exact: true })).toHaveAttribute('aria-invalid', 'true')
    await expect(page.getByText('Escribe el código postal de 5 dígitos.')).toBeVisible()
    // A CDMX postal code, then a Jalisco municipality chosen: the postal code is the field blamed.
    await page.getByLabel('Código postal', { exact: true }).fill('06700')
    await expect(select(page, 'Municipio o alcaldía')).toHaveAccessibleName(/^Cuauhtémoc/)
    await choose(page, 'Estado', 'Jalisco')
    await choose(page, 'Municipio o alcaldía', 'Guadalajara')
    await page.getByRole('button', { name: 'Continuar' }).click()
    await expect(page.getByText('Este código postal no es del estado que elegiste. Revisa ambos.')).toBeVisible()
    await expect(page.locator('[role=log] [role=img]')).toHaveCount(0, { timeout: 10_000 })
    expect(await violations(page)).toEqual([])
  })

  test('a reload keeps what was typed and chosen', async ({ page, request }) => {
    await signedIn(page, request)
    await page.goto('/es/registration/address')
    await choose(page, 'Estado', 'Jalisco')
    await choose(page, 'Municipio o alcaldía', 'Guadalajara')
    // A colonia missing from the list is written instead.
    await page.getByRole('button', { name: 'Mi colonia no está en la lista' }).click()
    await expect(select(page, 'Colonia (opcional)')).toHaveCount(0)
    await page.getByLabel('Colonia (opcional)').fill('Rancho Nuevo')
    await page.getByLabel('Calle').fill('Avenida Vallarta')
    await page.getByLabel('Número exterior').fill('300')
    await page.reload()
    await expect(page.getByLabel('Colonia (opcional)')).toHaveValue('Rancho Nuevo')
    await expect(select(page, 'Estado')).toHaveAccessibleName(/^Jalisco/)
    await expect(select(page, 'Municipio o alcaldía')).toHaveAccessibleName(/^Guadalajara/)
    await expect(page.getByLabel('Calle')).toHaveValue('Avenida Vallarta')
    await expect(page.getByLabel('Número exterior')).toHaveValue('300')
    // A postal code the catalogue lacks: the municipality chosen is written into the field to type.
    await page.getByLabel('Código postal', { exact: true }).fill('44999')
    // The select becomes a field to type once the lookup answers: wait for the field itself.
    await expect(page.getByRole('textbox', { name: 'Municipio o alcaldía' })).toHaveValue('Guadalajara')
  })

  test('a list that fails to load says so and loads again on retry', async ({ page, request }) => {
    await signedIn(page, request)
    let failures = 1
    await page.route('**/web/public/address/region/*/city', (route) => (failures-- > 0 ? route.abort() : route.continue()))
    await page.goto('/es/registration/address')
    await select(page, 'Estado').click()
    await page.getByRole('option', { name: 'Jalisco', exact: true }).click()
    await expect(page.getByText('No pudimos cargar las opciones.')).toBeVisible()
    await page.getByRole('button', { name: 'Intentar de nuevo' }).click()
    await choose(page, 'Municipio o alcaldía', 'Zapopan')
    await expect(page.getByText('No pudimos cargar las opciones.')).toHaveCount(0)
  })

  test('the location is shared only on her press and with her browser’s leave; without it she goes on', async ({
    browser,
    request,
    baseURL,
  }) => {
    // Allowed: the press asks the browser, and the position it gives is what the ERP receives.
    const allowed = await browser.newContext({
      baseURL,
      locale: 'es-MX',
      permissions: ['geolocation'],
      geolocation: { latitude: 19.4194, longitude: -99.1617 },
    })
    const page = await allowed.newPage()
    await signedIn(page, request)
    const sent: unknown[] = []
    page.on('request', (call) => {
      if (call.url().endsWith('/web/private/client/geo')) sent.push(call.postDataJSON())
    })
    await page.goto('/es/registration/address')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tu domicilio')
    expect(sent).toEqual([])
    await page.getByRole('button', { name: 'Compartir mi ubicación (opcional)' }).click()
    await expect(page.getByText('Gracias: guardamos tu ubicación.')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Compartir mi ubicación (opcional)' })).toBeDisabled()
    expect(sent).toEqual([{ lat: 19.4194, lng: -99.1617 }])
    await allowed.close()

    // Refused: the ERP hears nothing, the form says she can go on, and it goes on.
    const refused = await browser.newContext({ baseURL, locale: 'es-MX' })
    const second = await refused.newPage()
    await signedIn(second, request)
    let calls = 0
    second.on('request', (call) => {
      if (call.url().endsWith('/web/private/client/geo')) calls += 1
    })
    await second.goto('/es/registration/address')
    await second.getByRole('button', { name: 'Compartir mi ubicación (opcional)' }).click()
    await expect(second.getByText('No permitiste compartir tu ubicación. Puedes continuar sin ella.')).toBeVisible()
    expect(calls).toBe(0)
    await second.getByLabel('Código postal, colonia o municipio').fill('06700')
    await second.getByRole('list', { name: 'Domicilios sugeridos' }).getByRole('button').first().click()
    await second.getByLabel('Calle').fill('Colima')
    await second.getByLabel('Número exterior').fill('1')
    await second.getByRole('button', { name: 'Continuar' }).click()
    await expect(second).toHaveURL(/\/es\/registration\/employment$/)
    await refused.close()
  })

  test.describe('at phone width', () => {
    test.use({ viewport: { width: 375, height: 740 } })

    test('the step works at 375 px', async ({ page, request }) => {
      await signedIn(page, request)
      await page.goto('/es/registration/address')
      await page.getByLabel('Código postal, colonia o municipio').fill('06700')
      await page.getByRole('list', { name: 'Domicilios sugeridos' }).getByRole('button').first().click()
      await page.getByLabel('Calle').fill('Colima')
      await page.getByLabel('Número exterior').fill('1')
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
      await page.getByRole('button', { name: 'Continuar' }).click()
      await expect(page).toHaveURL(/\/es\/registration\/employment$/)
    })
  })
})
