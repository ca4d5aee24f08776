import { test as base, expect, type Page } from '@playwright/test'

/** Spanish document titles of every route of spec part 2, as a user sees them in the tab. */
export const ES_TITLES: Record<string, string> = {
  '/es/': 'Préstamos personales en línea',
  '/es/sobre-nosotros': 'Sobre nosotros',
  '/es/contactos': 'Contacto',
  '/es/documentos': 'Documentos legales',
  '/es/preguntas-frecuentes': 'Preguntas frecuentes',
  '/es/como-pagar-tu-prestamo': 'Cómo pagar tu préstamo',
  '/es/ingresar': 'Ingresar',
  '/es/print': 'Instrucciones de pago',
  '/es/flow': 'Tu solicitud',
  '/es/recover': 'Recupera tu contraseña',
  '/es/registration': 'Crea tu cuenta',
  '/es/registration/address': 'Tu domicilio',
  '/es/registration/employment': 'Tu empleo e ingresos',
  '/es/registration/reference': 'Una referencia personal',
  '/es/registration/id-document-upload': 'Sube tu identificación',
  '/es/registration/payroll-upload': 'Sube tu recibo de nómina',
  '/es/registration/bank-statement-upload': 'Sube tu estado de cuenta',
  '/es/registration/belvo': 'Conecta tu banco',
  '/es/registration/debit-credit-card': 'Dónde te depositamos',
  '/es/registration/summary': 'Revisa y firma',
  '/es/application/apply': 'Solicita tu préstamo',
  '/es/application/loading': 'Estamos revisando tu solicitud',
  '/es/application/offer-increase': 'Puedes pedir más',
  '/es/application/offer-decrease': 'Una oferta para ti',
  '/es/application/manual-verification': 'Estamos verificando tu solicitud',
  '/es/application/rejected': 'Por ahora no podemos ofrecerte un préstamo',
  '/es/application/accepted': 'Tu préstamo está aprobado',
  '/es/application/accepted-cash': 'Tu préstamo está aprobado: retiro en efectivo',
  '/es/profile': 'Mi perfil',
  '/es/profile/my-loan': 'Mi préstamo',
  '/es/profile/no-loan': 'No tienes un préstamo activo',
  '/es/profile/change-email': 'Cambia tu correo electrónico',
  '/es/profile/change-password': 'Cambia tu contraseña',
  '/es/profile/change-phone': 'Cambia tu teléfono',
  '/es/flow/reference': 'Una referencia personal',
  '/es/flow/details': 'Tus datos',
  '/es/flow/document-verification': 'Verificación de documentos',
  '/es/flow/payment': 'Cómo recibes tu dinero',
  '/es/flow/facebook-login': 'Continuar con Facebook',
  '/es/flow/direct-debit-information': 'Autorización de domiciliación',
}

export const PUBLIC_PAGES = [
  '/es/',
  '/es/sobre-nosotros',
  '/es/contactos',
  '/es/documentos',
  '/es/documentos?doc=terminos-y-condiciones',
  '/es/documentos?doc=resumen-del-contrato',
  '/es/preguntas-frecuentes',
  '/es/como-pagar-tu-prestamo',
  '/es/ingresar',
  '/es/registration',
  '/es/recover',
  '/es/print',
  '/es/no-existe',
]

/** A page that records console errors and uncaught exceptions; each test asserts there are none. */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = []
    page.on('console', (msg) => {
      if (msg.type() === 'error') errors.push(msg.text())
    })
    page.on('pageerror', (err) => errors.push(err.message))
    await use(errors)
  },
})

export { expect }

/** An unsigned token with the given claims, stored where the app keeps the session. */
export async function signIn(page: Page, claims: Record<string, unknown>) {
  const enc = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url')
  const token = `${enc({ alg: 'HS256', typ: 'JWT' })}.${enc(claims)}.signature`
  await page.addInitScript((t) => window.localStorage.setItem('auth.token', t), token)
}
