import { expect, test, violations } from './support'

/*
 * The legal pages as a person reads them. The figures are worked by hand from the first-loan
 * price list (1% a day, a 3% service fee, a $50 opening fee, 16% IVA) for a loan of $3000 over
 * 15 days, so that a page that stops reading the pricing code, or a price that changes without
 * its texts, shows here.
 */
test.describe('legal texts', () => {
  test('the contract summary’s example is the pricing code’s loan: $3000 for 15 days costs $3684.40', async ({ page }) => {
    await page.goto('/es/documentos?doc=resumen-del-contrato')
    const cost = page.getByTestId('summary-cost-example')
    await expect(cost.getByRole('caption')).toContainText('un primer préstamo de $3000 a 15 días')
    const row = (name: string | RegExp) => cost.getByRole('row', { name })
    await expect(row('Monto que recibes')).toContainText('$3000')
    await expect(row(/Intereses ordinarios por 15 días \(1% diario\)/)).toContainText('$450')
    await expect(row('Comisión por servicio')).toContainText('$90')
    await expect(row('Comisión por apertura')).toContainText('$50')
    await expect(row(/IVA 16%/)).toContainText('$94.40')
    await expect(row('Total a pagar en la fecha de vencimiento')).toContainText('$3684.40')
    await expect(row('CAT del ejemplo, sin IVA')).toContainText('7336.3%')
    // The CAT legend, with the day the CAT promedio was calculated and how long it holds.
    await expect(page.getByTestId('cat-legend')).toHaveText(
      'CAT promedio 7336.3 % sin IVA, para fines informativos y de comparación. Calculado el 01/11/2026, vigente hasta el 30/04/2027.',
    )
    await expect(page.getByTestId('summary-early-example')).toContainText(
      'Liquidado el día 7, el ejemplo cuesta $3406 en lugar de $3684.40',
    )

    const extensions = page.getByTestId('summary-extension-example')
    await expect(extensions.getByRole('row', { name: '7 días más' })).toContainText('$300$348')
    await expect(extensions.getByRole('row', { name: '14 días más' })).toContainText('$510$591.60')
    await expect(extensions.getByRole('row', { name: '30 días más' })).toContainText('$990$1148.40')

    await expect(page.getByTestId('summary-late-payment')).toContainText(
      'intereses moratorios de 1% diario sobre el capital que aún se debe, más IVA: sobre los $3000 del ejemplo, $34.80 por día ($30 de intereses y $4.80 de IVA)',
    )
    await expect(page.getByTestId('summary-late-payment')).toContainText('No hay comisión por pago tardío.')
    const rates = page.getByTestId('summary-rates')
    await expect(rates).toContainText('Tasa ordinaria, primer préstamo360%')
    await expect(rates).toContainText('Tasa ordinaria, préstamos siguientes288%')
    await expect(rates).toContainText('Tasa ordinaria, préstamo adicional324%')
    await expect(rates).toContainText('Tasa moratoria (pago tardío)360%')
    await expect(page.getByRole('main')).toContainText('15372-439-041873/01-02365-0926')
    await expect(page.getByRole('main')).toContainText(
      'Primer préstamo de $1000 a $5000; los siguientes, hasta $10000; un préstamo adicional junto a uno activo, desde $500',
    )
    await expect(page.getByRole('main')).toContainText('De 7 a 37 días')
  })

  test('the terms state the term rule, the late-payment terms and the RECA number', async ({ page }) => {
    await page.goto('/es/documentos?doc=terminos-y-condiciones')
    const main = page.getByRole('main')
    await expect(main).toContainText('su plazo va de 7 a 37 días')
    await expect(main).toContainText('intereses moratorios de 1% diario (360% anual, antes de IVA)')
    await expect(main).toContainText('por 7, 14 o 30 días')
    await expect(main).toContainText('con el número 15372-439-041873/01-02365-0926')
    await expect(main).not.toContainText('30 días, fijado')
  })

  test('the FAQ states the limits and what a day late costs', async ({ page }) => {
    await page.goto('/es/preguntas-frecuentes')
    await page.getByRole('button', { name: '¿Cuánto me pueden prestar y por cuánto tiempo?' }).click()
    await expect(page.getByRole('main')).toContainText('Un primer préstamo va de $1000 a $5000')
    await page.getByRole('button', { name: '¿Qué pasa si pago tarde?' }).click()
    await expect(page.getByTestId('faq-late-payment-example')).toHaveText(
      'Por ejemplo, en un préstamo de $3000, cada día de atraso suma $34.80, intereses e IVA incluidos. No hay comisión por pago tardío.',
    )
  })

  test('the footer names the lender and gives CONDUSEF, the UNE and the Buró de Entidades Financieras, at 375 px', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 })
    await page.goto('/es/')
    const footer = page.getByRole('contentinfo')
    await expect(footer).toContainText(
      'Lana Clara, S.A.P.I. de C.V., SOFOM, E.N.R., Sociedad Financiera de Objeto Múltiple, Entidad No Regulada',
    )
    await expect(footer.getByRole('link', { name: '55 5340 0999' })).toHaveAttribute('href', 'tel:+525553400999')
    await expect(footer.getByRole('link', { name: '800 999 8080' })).toHaveAttribute('href', 'tel:+528009998080')
    await expect(footer.getByRole('link', { name: 'www.condusef.gob.mx' })).toBeVisible()
    await expect(footer.getByRole('link', { name: 'Buró de Entidades Financieras' })).toHaveAttribute(
      'href',
      'https://www.buro.gob.mx',
    )
    await expect(footer.getByRole('link', { name: 'Aviso de privacidad' })).toBeVisible()

    // The UNE's phone and e-mail, and the way to its officer, address and hours on the contacts page.
    await expect(footer).toContainText('Unidad Especializada de Atención a Usuarios (UNE): 55 4161 2040, une@lanaclara.mx')
    await expect(footer.getByRole('link', { name: '55 4161 2040' })).toHaveAttribute('href', 'tel:+525541612040')
    await expect(footer.getByRole('link', { name: 'une@lanaclara.mx' })).toBeVisible()
    await expect(footer.getByRole('link', { name: 'Titular, domicilio y horario' })).toHaveAttribute('href', '/es/contactos#une')
    // Nothing of the footer runs wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
    expect(await violations(page)).toEqual([])
  })

  test('the contact page gives the UNE, CONDUSEF and the Buró de Entidades Financieras in full', async ({ page }) => {
    await page.goto('/es/contactos')
    const une = page.getByTestId('une-details')
    await expect(une).toContainText('TitularLic. Mariana Robles Ortega')
    await expect(une).toContainText(
      'DomicilioAv. Insurgentes Sur 1602, piso 4, Crédito Constructor, Benito Juárez, 03940, Ciudad de México',
    )
    await expect(une).toContainText('HorarioLunes a viernes de 9:00 a 18:00 (hora del centro de México)')
    await expect(une.getByRole('link', { name: '55 4161 2040' })).toHaveAttribute('href', 'tel:+525541612040')
    await expect(une.getByRole('link', { name: 'une@lanaclara.mx' })).toHaveAttribute('href', 'mailto:une@lanaclara.mx')
    const condusef = page.getByTestId('condusef-details')
    await expect(condusef.getByRole('link', { name: '55 5340 0999' })).toBeVisible()
    await expect(condusef.getByRole('link', { name: '800 999 8080' })).toBeVisible()
    await expect(condusef.getByRole('link', { name: 'www.condusef.gob.mx' })).toHaveAttribute(
      'href',
      'https://www.condusef.gob.mx',
    )
    await expect(page.getByRole('main').getByRole('link', { name: 'www.buro.gob.mx' })).toHaveAttribute(
      'href',
      'https://www.buro.gob.mx',
    )
    await expect(page.getByRole('main')).toContainText('Sociedad Financiera de Objeto Múltiple, Entidad No Regulada')
    await expect(page.getByRole('main').getByRole('link', { name: 'aviso de privacidad' })).toBeVisible()
    expect(await violations(page)).toEqual([])
  })
})
