import type { ApplicationDraft } from '../../../src/domain/application'
import type { PayCycle } from '../../../src/domain/pay-dates'
import { toProblem } from '../../../src/domain/problem'
import type { RouteName } from '../../../src/domain/routes'
import { readScreens } from '../../model/support/oracle'
import type { ApplicationAct, ApplicationArrange, ApplicationSetup } from './application'
import type { AuthAct, AuthArrange, AuthCall, AuthSetup } from './auth'
import { UNKNOWN_PROMO, type CalculatorAct, type CalculatorArrange, type CalculatorSetup } from './calculator'
import { outcomeOf, type Outcome } from './erp'
import type { FlowAct, FlowArrange, FlowSetup } from './flow'
import type { LoanAct, LoanArrange, LoanCall, LoanPress, LoanSetup } from './loan'
import { AMOUNT_OF, type OfferAct, type OfferArrange, type OfferCall, type OfferSetup } from './offer'
import type { UploadAct, UploadArrange, UploadFile, UploadPress, UploadSetup } from './upload'
import type { Journey, JourneyStep } from './select'
import { RESEND_WAIT_MS, TAKEN_EMAIL, type SignupAct, type SignupArrange, type SignupSetup, type SignupShown } from './signup'

/*
 * The generated journeys in the words a person reads on the screen (Spanish): the buttons the
 * browser journeys press, and what the QA catalogue tells a tester to do and to expect. One place,
 * so the catalogue says what the automated journey really does.
 */

/** The application pages' buttons, by the name a person reads. */
export const APPLICATION_BUTTONS = {
  apply: /^Solicitar \$/,
  'try-again': 'Intentar de nuevo',
  'check-now': 'Consultar ahora',
  'quote-retry': 'Mostrar el costo de nuevo',
  'accept-offer': /^Aceptar \$/,
  cancel: 'Cancelar mi solicitud',
  confirmCancel: 'Sí, cancelarla',
  keep: 'Conservar mi solicitud',
} as const

/** The loan page's buttons, by the name a person reads (the way back named as each step names it). */
export const LOAN_BUTTONS: Readonly<Record<LoanPress, string | RegExp>> = {
  retry: 'Intentar de nuevo',
  extend: 'Extender mi fecha de pago',
  resume: 'Paga la comisión de la prórroga',
  continue: 'Continuar',
  repay: 'Pagar mi préstamo',
  'repay-spei': 'Transferencia SPEI',
  'repay-cash': 'Efectivo en tienda',
  'repay-card': /^Tarjeta de débito terminación \d{4}$/,
  'fee-spei': 'Pagar por transferencia SPEI',
  'fee-cash': 'Pagar en efectivo en tienda',
  'try-again': 'Intentar de nuevo',
  'paid-already': 'Ya pagué',
  reissue: 'Pedir una referencia nueva',
  finish: 'Volver a mi préstamo',
  cancel: 'Cancelar',
  'pay-later': 'Pagar después',
  back: 'Volver a mi préstamo',
}

/** The loan page's boxes and the buttons they go with: the agreement signed, the card's charge consented. */
export const LOAN_TICKS = {
  agreement: /Leí el convenio de prórroga y lo firmo/,
  sign: 'Firmar y continuar',
  feeConsent: /para pagar la comisión de la prórroga/,
  feeCharge: /^Cargar \$[\d.]+ a mi tarjeta terminación \d{4}$/,
  repayConsent: /Autorizo a Lana Clara a cargar/,
  repayCharge: /^Pagar \$[\d.]+ ahora$/,
} as const

/** The cancel's confirmation dialog. */
export const CANCEL_DIALOG = '¿Cancelar tu solicitud?'
/** An application page while the application is not confirmed yet: a neutral check. */
export const CHECK_HEADING = 'Tu solicitud'
/** The loading page of a canceled application. */
export const CLOSED_HEADING = 'Tu solicitud fue cancelada'
/** Sandbox mode's bar and panel. */
export const SANDBOX = { panel: 'Panel del modo sandbox', disable: 'Desactivar' } as const
export const SIGN_IN = { login: 'Correo electrónico o teléfono celular', password: 'Contraseña', submit: 'Ingresar' } as const
export const SIGN_OUT = 'Cerrar sesión'

/** The calculator's controls and messages, by the name a person reads. */
export const CALCULATOR = {
  region: 'Calculadora de préstamo',
  slider: '¿Cuánto necesitas?',
  amount: 'Monto',
  tabs: { 0: 'Primer préstamo', 1: 'Ya soy cliente' },
  cycle: '¿Cada cuándo te pagan?',
  /** The pay cycle select's options. */
  cycles: { weekly: 'Semanal', biweekly: 'Catorcenal', semi_monthly: 'Quincenal', monthly: 'Mensual' },
  promoOpen: 'Tengo un código promocional',
  promo: 'Código promocional',
  retry: 'Intentar de nuevo',
  /** The submit's name: a guest on the repeated-client tab is asked to log in. */
  submit: { 0: 'Solicitar ahora', 1: 'Ingresar' },
  configFailed: 'No pudimos cargar la calculadora. Revisa tu conexión e inténtalo de nuevo.',
  offerFailed: 'No pudimos calcular tu oferta.',
  cycleMissing: 'Elige cada cuándo te pagan.',
  promoRefused: 'Código no válido',
  /** The offer's figures, as their labels read. */
  figures: ['Recibes', 'Total a pagar', 'Fecha de pago'],
} as const

/** Each route's address and main heading, as tests/model/oracle/screens.md writes them. */
export const SCREENS = readScreens()

/** What a borrower (or the team) wants from a scenario: the catalogue's groups, in this order. */
export const GOALS = [
  'Entrar a mi cuenta',
  'Elegir cuánto y cuándo pagar',
  'Crear mi cuenta',
  'Solicitar un préstamo',
  'Subir mis documentos',
  'Recibir una oferta',
  'Ser aprobada y elegir cómo recibir el dinero',
  'Cancelar una solicitud',
  'Ver mi préstamo',
  'Pagar mi préstamo',
  'Extender mi préstamo',
  'Seguir mi solicitud',
  'Cuenta bloqueada',
  'Probar el recorrido en modo sandbox (equipo de QA)',
] as const
export type Goal = (typeof GOALS)[number]

/** What a person sees once the machine rests: the address (a route, or the page left open) and the main heading. */
export interface Seen {
  route: RouteName | null
  /** A heading of its own where the page is not one route's (a check, a dialog); null: the route's. */
  heading: string | null
  /** What else to look at, in words. */
  note: string | null
}

export interface Words<Act, Setup, Arrange> {
  /** The scenarios' identifiers start with it. */
  prefix: string
  setup(setup: Setup): string[]
  arrange(arrangement: Arrange): string
  act(act: Act): string
  /** The page an action opens; undefined: the page stays. */
  opens(act: Act): RouteName | undefined
  /** What is seen at a rest (null: the page the person is on stays, with its heading). */
  seen(step: JourneyStep<Act, Arrange>): Seen | null
  goal(journey: Journey<Act, Setup, Arrange>): Goal
}

const OUTCOME_WORDS: Readonly<Record<Outcome, string>> = {
  accepted: 'aprobada',
  rejected: 'rechazada',
  manual_verification: 'en verificación manual',
  yhat_increase: 'con una oferta mayor',
  yhat_decrease: 'con una oferta menor',
  special_offer: 'con una oferta especial',
  decision_error: 'con un error de decisión (se revisa de nuevo)',
}

const CYCLE_WORDS: Readonly<Record<PayCycle, string>> = {
  weekly: 'semanal',
  biweekly: 'catorcenal',
  semi_monthly: 'quincenal',
  monthly: 'mensual',
}

const decide = (outcome: Outcome) =>
  `Como admin@lanaclara.mx, el back office decide la solicitud: ${OUTCOME_WORDS[outcome]} (PUT /web/private/back-office/application/{id}/decision).`

const CALL_WORDS: Readonly<Record<'quote' | 'create' | 'check' | 'cancel' | 'flow' | 'config' | 'offer' | LoanCall, string>> = {
  config: 'que lee los montos de la calculadora (GET /web/public/config/calculator)',
  offer: 'que pide la oferta de la calculadora (GET /web/public/arithmetic/offer/…)',
  quote: 'que pide el costo del préstamo (GET /web/private/client/arithmetic/offer/…)',
  create: 'que crea la solicitud (POST /web/private/client/application)',
  check: 'que consulta la solicitud (GET /web/private/client/application/actual)',
  cancel: 'que cancela la solicitud (POST /web/private/client/application/{id}/cancel)',
  flow: 'que consulta el paso del flujo (GET /web/private/client/flow)',
  loan: 'que lee el préstamo (GET /web/private/client/loan/active)',
  profile: 'que lee el perfil de la clienta (GET /web/private/client/client)',
  spei: 'que pide los datos de la transferencia SPEI (GET /web/private/client/loan/active/repayment/spei)',
  barcode: 'que pide la referencia para pagar en efectivo (POST /web/private/client/openPay/getBarcode)',
  reissue: 'que pide una referencia de retiro nueva (POST /web/private/client/loan/{id}/cash-payout/reissue)',
  'rollover-application': 'que prepara el convenio de la prórroga (POST /web/private/client/loan/{id}/rollover/{id}/application)',
  'charge-fee': 'que carga la comisión de la prórroga a la tarjeta (POST /web/private/client/direct-debit/charge-rollover)',
  'charge-loan': 'que carga el pago del préstamo a la tarjeta (POST /web/private/client/loan/active/repayment/card)',
}

const fault = (call: keyof typeof CALL_WORDS, answer: 'drop' | 500) =>
  `Haz fallar en este navegador la llamada ${CALL_WORDS[call]}: ${answer === 'drop' ? 'sin respuesta, la conexión se corta (DevTools → Network → Block request URL)' : 'responde 500 (DevTools → Network → Override content)'} hasta la siguiente acción.`

const wait = (ms: number) => `Espera ${Math.round(ms / 1000)} s: la página vuelve a consultar sola.`

const quoted = (label: string | RegExp) =>
  `«${typeof label === 'string' ? label : label.source.replace(/^\^/, '').replace(/\\\$/, '$…')}»`

function draftWords(draft: ApplicationDraft | null): string {
  if (draft === null) return 'Sin haber usado la calculadora, abre /es/application/apply.'
  const promo = draft.promoCode ? `, con el código promocional ${draft.promoCode}` : ''
  return `En la calculadora elige $${draft.amount}, cobro ${CYCLE_WORDS[draft.payCycle]}, fecha de pago ${draft.payDates}${promo}, y abre /es/application/apply.`
}

export const applicationWords: Words<ApplicationAct, ApplicationSetup, ApplicationArrange> = {
  prefix: 'SOL',
  setup({ tag, clabe, before }) {
    if (before === 'loan')
      return ['Una clienta con la sesión iniciada y un préstamo activo: solicitud aprobada y contrato firmado con el código SMS.']
    const lines = [
      'Una clienta nueva con la sesión iniciada y el registro completo (datos, domicilio, empleo, referencia y documentos), sin cuenta de depósito.',
    ]
    if (tag)
      lines.push(
        `Su correo lleva la etiqueta +${tag} (por ejemplo qa+${tag}@example.mx): la ERP de referencia decide así cada solicitud que crea.`,
      )
    if (clabe) lines.push('Tiene una CLABE registrada (banco 012): el préstamo aprobado se deposita por transferencia.')
    if (before?.status === 5)
      lines.push('Tuvo una solicitud aprobada que canceló (POST /web/private/client/application/{id}/cancel).')
    else if (before) {
      const outcome = outcomeOf(before.status)
      lines.push(
        `Tiene una solicitud que el back office decidió ${outcome ? OUTCOME_WORDS[outcome] : `con el estado ${before.status}`}.`,
      )
    }
    return lines
  },
  arrange(arrangement) {
    if ('decide' in arrangement) return decide(arrangement.decide)
    if ('clabe' in arrangement) return 'Registra una CLABE de la clienta (POST /web/private/client/bank/saveAccountNumber).'
    return fault(arrangement.fault, arrangement.answer)
  },
  act(act) {
    if ('wait' in act) return wait(act.wait)
    if ('open' in act) {
      if (act.open === 'application-apply') return draftWords(act.draft)
      if (act.open === 'application-loading') return 'Abre /es/application/loading (o recárgala si ya está abierta).'
      return 'Sal de las páginas de la solicitud: abre «Preguntas frecuentes».'
    }
    switch (act.press) {
      case 'cancel':
        return `Pulsa ${quoted(APPLICATION_BUTTONS.cancel)} y, en el diálogo, ${quoted(APPLICATION_BUTTONS.confirmCancel)}.`
      case 'cancel-retry':
        return `En el diálogo, pulsa ${quoted(APPLICATION_BUTTONS.confirmCancel)} otra vez.`
      case 'keep':
        return `En el diálogo, pulsa ${quoted(APPLICATION_BUTTONS.keep)}.`
      default:
        return `Pulsa ${quoted(APPLICATION_BUTTONS[act.press])}.`
    }
  },
  opens(act) {
    if ('open' in act) return act.open === 'faq' ? 'faq' : act.open
    return undefined
  },
  seen(step) {
    const key = step.shows?.key ?? ''
    if (step.states.includes('application.cancelFailed'))
      return {
        route: step.shows?.route ?? null,
        heading: CANCEL_DIALOG,
        note: 'El diálogo sigue abierto con el aviso de que no se pudo cancelar.',
      }
    if (key.startsWith('application-check '))
      return {
        route: null,
        heading: CHECK_HEADING,
        note: step.states.includes('application.following.checkFailed')
          ? `La página abierta no cambia y ofrece ${quoted(APPLICATION_BUTTONS['check-now'])}.`
          : 'La página abierta no cambia mientras se confirma la solicitud.',
      }
    if (step.states.includes('application.closed'))
      return { route: step.shows?.route ?? null, heading: CLOSED_HEADING, note: null }
    if (step.shows?.route) return { route: step.shows.route, heading: null, note: null }
    return null
  },
  goal(journey) {
    const events = journey.steps.map((step) => step.event.type)
    const last = [...journey.steps].reverse().find((step) => step.shows?.route)?.shows?.route
    if (events.includes('application.cancel')) return 'Cancelar una solicitud'
    if (last === 'profile-my-loan') return 'Ver mi préstamo'
    if (last === 'application-accepted' || last === 'application-accepted-cash')
      return 'Ser aprobada y elegir cómo recibir el dinero'
    if (
      last === 'application-offer-increase' ||
      last === 'application-offer-decrease' ||
      events.includes('xstate.done.actor.offer')
    )
      return 'Recibir una oferta'
    return 'Solicitar un préstamo'
  },
}

export const flowWords: Words<FlowAct, FlowSetup, FlowArrange> = {
  prefix: 'FLU',
  setup({ client, sandboxCookie, application, blocked }) {
    const lines: string[] = []
    if (client)
      lines.push(
        'Una clienta nueva con el registro completo (datos, domicilio, empleo, referencia y documentos), sin la sesión iniciada todavía.',
      )
    else lines.push('Una visitante sin sesión.')
    if (application) lines.push(`Tiene una solicitud que el back office decidió ${OUTCOME_WORDS[application]}.`)
    else if (client) lines.push('No tiene ninguna solicitud.')
    if (blocked) lines.push('El back office la bloqueó (PUT /web/private/back-office/client/{id}/status con el estado 2).')
    if (sandboxCookie) lines.push('El navegador tiene la cookie qa-disable-flow=1: una página del flujo abre el modo sandbox.')
    return lines
  },
  arrange(arrangement) {
    if ('decide' in arrangement) return decide(arrangement.decide)
    if ('block' in arrangement)
      return 'El back office bloquea a la clienta (PUT /web/private/back-office/client/{id}/status con el estado 2).'
    return fault(arrangement.fault, arrangement.answer)
  },
  act(act) {
    if ('wait' in act) return wait(act.wait)
    if ('signIn' in act)
      return `Inicia sesión: en «${SIGN_IN.submit}» escribe el correo y la contraseña de la clienta y pulsa «${SIGN_IN.submit}».`
    if ('signOut' in act) return `Abre el menú con el nombre de la clienta y pulsa «${SIGN_OUT}».`
    if ('open' in act) return act.open === 'flow' ? 'Abre /es/flow.' : 'Abre /es/flow/payment.'
    if (act.press === 'sandbox-disable') return `En la barra del modo sandbox, pulsa «${SANDBOX.disable}».`
    if (act.press === 'sandbox-step') return `En el panel del modo sandbox, pulsa el paso «${act.step}».`
    return `En el panel del modo sandbox, pulsa la pantalla «${SCREENS.get(act.route)?.title ?? act.route}».`
  },
  opens(act) {
    if ('signIn' in act) return 'faq'
    if ('signOut' in act) return 'login'
    if ('open' in act) return act.open
    return undefined
  },
  seen(step) {
    if (step.moved) return { route: step.moved, heading: null, note: null }
    // A blocked client: the app closes the session and goes to the login page.
    if (step.event.type === 'xstate.done.actor.loadFlow' && step.shows?.key === 'guest')
      return { route: 'login', heading: null, note: 'La sesión se cerró: la cuenta está bloqueada.' }
    return null
  },
  goal(journey) {
    const setup = journey.setup
    if (setup.sandboxCookie) return 'Probar el recorrido en modo sandbox (equipo de QA)'
    if (setup.blocked || journey.steps.some((step) => step.arrange.some((arrangement) => 'block' in arrangement)))
      return 'Cuenta bloqueada'
    return 'Seguir mi solicitud'
  },
}

/** A loan button in the words of the catalogue: its name, the digits and amounts it shows left as «…». */
const LOAN_PRESS_WORDS: Partial<Record<LoanPress, string>> = { 'repay-card': '«Tarjeta de débito terminación …»' }

export const loanWords: Words<LoanAct, LoanSetup, LoanArrange> = {
  prefix: 'PRE',
  setup({ loan, card, payout, overdue, unpaidRollover }) {
    if (loan === 'none')
      return ['Una clienta recurrente con la sesión iniciada y sin préstamo activo: tuvo un préstamo y lo pagó en efectivo.']
    const lines =
      loan === 'cash'
        ? [
            'Una clienta con la sesión iniciada y un préstamo activo de $3000 que retira en efectivo en Telecomm: solicitud aprobada sin CLABE ni tarjeta, contrato firmado con el código SMS.',
          ]
        : [
            'Una clienta con la sesión iniciada y un préstamo activo de $3000 depositado por SPEI: solicitud aprobada y contrato firmado con el código SMS.',
          ]
    if (payout === 'moving')
      lines.push('El depósito va en camino, detenido en «Enviado» (PUT /web/dev/loans/{id}/payout/steering {"hold": true}).')
    if (payout === 'received' && loan === 'spei')
      lines.push('El depósito ya llegó (PUT /web/dev/loans/{id}/payout/steering {"to": "received"}).')
    if (payout === 'expired')
      lines.push('La referencia de retiro venció sin cobrarse (POST /web/dev/loans/{id}/cash-payout/expire).')
    if (card)
      lines.push('Tiene una tarjeta de débito registrada para cargos (POST /web/private/client/direct-debit/debit-credit-card).')
    if (overdue) lines.push('El préstamo lleva 5 días de atraso (PUT /web/dev/loans/{id}/overdue {"days": 5}).')
    if (unpaidRollover)
      lines.push('Eligió antes una prórroga de 7 días que no ha pagado (PUT /web/private/client/loan/active/rollover).')
    return lines
  },
  arrange(arrangement) {
    if ('payout' in arrangement) return 'El depósito llega (PUT /web/dev/loans/{id}/payout/steering {"to": "received"}).'
    if ('cash' in arrangement)
      return arrangement.cash === 'collected'
        ? 'La sucursal paga el retiro en efectivo (POST /web/dev/loans/{id}/cash-payout/collected).'
        : 'La referencia de retiro vence (POST /web/dev/loans/{id}/cash-payout/expire).'
    if ('pay' in arrangement)
      return arrangement.pay === 'cash'
        ? 'Paga en el proveedor simulado la referencia en efectivo que muestra la página (POST /web/dev/payments/{referencia}/paid).'
        : `Paga en el proveedor simulado la transferencia SPEI ${arrangement.purpose === 'rollover' ? 'de la comisión de la prórroga' : 'que liquida el préstamo'} (POST /web/dev/payments/{referencia}/paid).`
    if ('repaid' in arrangement)
      return 'En otra pestaña, la clienta liquida el préstamo: una referencia en efectivo pagada en el proveedor simulado.'
    if ('reissued' in arrangement)
      return 'En otra pestaña, la clienta pide una referencia de retiro nueva (POST /web/private/client/loan/{id}/cash-payout/reissue).'
    if ('chosenElsewhere' in arrangement)
      return 'En otra pestaña, la clienta elige otra prórroga, de 14 días: la de la página ya no se puede firmar.'
    return fault(arrangement.fault, 'drop')
  },
  act(act) {
    if ('wait' in act) return wait(act.wait)
    if ('open' in act) return `Abre ${SCREENS.get(act.open)?.url ?? act.open}.`
    if ('press' in act) return `Pulsa ${LOAN_PRESS_WORDS[act.press] ?? quoted(LOAN_BUTTONS[act.press])}.`
    if ('choose' in act) return `Elige «${act.choose} días más».`
    if ('sign' in act) return `Marca «Leí el convenio de prórroga y lo firmo.» y pulsa «${LOAN_TICKS.sign}».`
    return act.charge === 'fee'
      ? 'Marca la autorización del cargo de la comisión a la tarjeta y pulsa «Cargar $… a mi tarjeta terminación …».'
      : 'Marca «Autorizo a Lana Clara a cargar…» y pulsa «Pagar $… ahora».'
  },
  opens(act) {
    return 'open' in act ? act.open : undefined
  },
  seen(step) {
    const route = step.shows?.route ?? null
    if (step.states.includes('loan.paid'))
      return { route, heading: null, note: 'La página dice que el préstamo está pagado y ofrece solicitar uno nuevo.' }
    if (step.states.includes('loan.loadFailed'))
      return { route, heading: null, note: 'El préstamo no se pudo leer: la página lo dice y ofrece «Intentar de nuevo».' }
    if (step.states.includes('loan.extending.done'))
      return { route, heading: null, note: 'La página dice la nueva fecha de pago.' }
    return route ? { route, heading: null, note: null } : null
  },
  goal(journey) {
    const events = journey.steps.map((step) => step.event.type)
    if (events.includes('repay.start')) return 'Pagar mi préstamo'
    if (events.includes('extend.start') || events.includes('extend.resume')) return 'Extender mi préstamo'
    return 'Ver mi préstamo'
  },
}

/** What the calculator shows while the machine rests in these states. */
function calculatorNote(states: readonly string[]): string {
  const has = (state: string) => states.includes(`calculator.active.${state}`)
  if (has('config.failed')) return `La calculadora dice «${CALCULATOR.configFailed}» y ofrece «${CALCULATOR.retry}».`
  if (has('offer.failed')) return `La calculadora dice «${CALCULATOR.offerFailed}» y ofrece «${CALCULATOR.retry}».`
  if (has('offer.shown'))
    return `La calculadora muestra la oferta: ${CALCULATOR.figures.map((figure) => `«${figure}»`).join(', ')}.`
  if (has('offer.waiting') || has('offer.loading')) return 'La oferta se calcula de nuevo (un instante) y se muestra.'
  return 'La calculadora no muestra ninguna oferta mientras falte cada cuándo o qué días te pagan.'
}

export const calculatorWords: Words<CalculatorAct, CalculatorSetup, CalculatorArrange> = {
  prefix: 'CAL',
  setup: () => ['Una visitante sin sesión, en un navegador sin la cookie de la calculadora (una ventana de incógnito nueva).'],
  arrange: (arrangement) => fault(arrangement.fault, arrangement.answer),
  act(act) {
    if ('open' in act) return 'Abre la página de inicio (/es/).'
    if ('reopen' in act) return 'Abre «Preguntas frecuentes» y vuelve a la página de inicio con el logotipo.'
    if ('slide' in act) return `Mueve el control «${CALCULATOR.slider}» hasta $${act.slide}.`
    if ('type' in act)
      return `Escribe ${act.type} en «${CALCULATOR.amount}» y sal del campo: queda redondeado al múltiplo de $100 más cercano.`
    if ('tab' in act) return `Pulsa la pestaña «${CALCULATOR.tabs[act.tab]}».`
    if ('cycle' in act) return `En «${CALCULATOR.cycle}» elige «${CALCULATOR.cycles[act.cycle]}».`
    if ('payDay' in act) return 'En el campo de los días de pago elige otra opción que la elegida.'
    if ('promo' in act)
      return `Pulsa «${CALCULATOR.promoOpen}» (si el campo no está abierto), escribe ${act.promo} en «${CALCULATOR.promo}» y sal del campo${act.promo === UNKNOWN_PROMO ? ': es un código que la ERP no conoce' : ''}.`
    if ('wait' in act) return 'Espera un instante: la oferta se pide 300 ms después del último cambio.'
    if (act.press === 'submit')
      return `Sin haber elegido cada cuándo te pagan, pulsa «${CALCULATOR.submit[0]}» (o «${CALCULATOR.submit[1]}» en la pestaña «${CALCULATOR.tabs[1]}»).`
    return `En la calculadora, pulsa «${CALCULATOR.retry}».`
  },
  opens(act) {
    if ('open' in act || 'reopen' in act) return 'home'
    return undefined
  },
  seen(step) {
    const route = step.shows?.route ?? null
    if (!route) return null
    const marked = step.states.length > 0 && step.act !== null && 'press' in step.act && step.act.press === 'submit'
    // The ERP refused the code: it is dropped, and the offer asked again without it.
    const refused = step.event.type === 'xstate.error.actor.loadOffer' && !step.states.includes('calculator.active.offer.failed')
    const note = refused
      ? `«${CALCULATOR.promo}» dice «${CALCULATOR.promoRefused}», y la oferta se calcula sin el código.`
      : calculatorNote(step.states)
    return {
      route,
      heading: null,
      note: marked ? `${note} El campo «${CALCULATOR.cycle}» se marca: «${CALCULATOR.cycleMissing}»` : note,
    }
  },
  goal: () => 'Elegir cuánto y cuándo pagar',
}

/** An offer page's buttons, by the name a person reads. */
export const OFFER_BUTTONS = {
  accept: APPLICATION_BUTTONS['accept-offer'],
  refuse: /^Prefiero \$/,
  retry: 'Intentar de nuevo',
} as const

/** What an offer page says of each failure, with its retry. */
export const OFFER_FAILURES = {
  loadFailed: 'No pudimos cargar los detalles de tu oferta.',
  approveFailed: 'No recibimos respuesta. Revisa tu conexión e inténtalo de nuevo.',
  reloadFailed: 'Guardamos tu elección, pero no pudimos mostrar el resultado.',
} as const

/** The desired amount of the offer journeys' applications, in pesos. */
export const OFFER_DESIRED = 3000

const OFFER_KIND_WORDS: Readonly<Record<OfferSetup['kind'], string>> = {
  increase: 'con una oferta mayor (estado 18)',
  decrease: 'con una oferta menor (estado 17)',
  special: 'con una oferta especial (estado 13)',
}

const OFFER_CALL_WORDS: Readonly<Record<OfferCall, string>> = {
  offer: 'que lee los detalles de la oferta (GET /web/private/client/application/{id}/offer/actual)',
  approve:
    'que aprueba la oferta (PUT /web/private/client/yhat/offer/approve/increase, …/yhat/offer/approve/decrease o …/special/offer/approve)',
  reload: 'que vuelve a leer la solicitud (GET /web/private/client/application/actual)',
}

export const offerWords: Words<OfferAct, OfferSetup, OfferArrange> = {
  prefix: 'OFE',
  setup({ kind, clabe }) {
    return [
      'Una clienta nueva con la sesión iniciada y el registro completo (datos, domicilio, empleo y referencia).',
      `Su correo lleva la etiqueta +${kind} (por ejemplo qa+${kind}@example.mx): la ERP de referencia decide así cada solicitud que crea.`,
      `Solicitó $${OFFER_DESIRED} (POST /web/private/client/application) y la ERP de referencia la decidió ${OFFER_KIND_WORDS[kind]}.`,
      clabe
        ? 'Tiene una CLABE registrada (banco 012): el préstamo aprobado se deposita por transferencia.'
        : 'No tiene CLABE ni tarjeta registrada: el préstamo aprobado se retira en efectivo.',
    ]
  },
  arrange: (arrangement) =>
    `Haz fallar en este navegador la llamada ${OFFER_CALL_WORDS[arrangement.fault]}: sin respuesta, la conexión se corta (DevTools → Network → Block request URL) hasta la siguiente acción.`,
  act(act) {
    if ('open' in act) return `Abre ${SCREENS.get(act.open)!.url}.`
    if (act.press === 'accept') return `Pulsa ${quoted(OFFER_BUTTONS.accept)} (el monto ofrecido).`
    if (act.press === 'refuse') return `Pulsa ${quoted(OFFER_BUTTONS.refuse)} (el monto que pidió, $${OFFER_DESIRED}).`
    return `Pulsa ${quoted(OFFER_BUTTONS.retry)}.`
  },
  opens: (act) => ('open' in act ? act.open : undefined),
  seen(step) {
    const route = step.shows?.route ?? null
    if (!route) return null
    const failed = (['loadFailed', 'approveFailed', 'reloadFailed'] as const).find((state) =>
      step.states.includes(`offer.${state}`),
    )
    if (failed)
      return { route, heading: null, note: `Un aviso dice «${OFFER_FAILURES[failed]}», con ${quoted(OFFER_BUTTONS.retry)}.` }
    if (step.states.includes('offer.ready'))
      return { route, heading: null, note: `Se ven el monto pedido ($${OFFER_DESIRED}) y el ofrecido, con su costo.` }
    if (step.shows?.key.endsWith(AMOUNT_OF.refuse))
      return { route, heading: null, note: `«Tu préstamo» es $${OFFER_DESIRED}: el monto que pidió, y así lo tiene la ERP.` }
    if (step.shows?.key.endsWith(AMOUNT_OF.accept))
      return { route, heading: null, note: '«Tu préstamo» es el monto ofrecido, y así lo tiene la ERP.' }
    return { route, heading: null, note: null }
  },
  goal: () => 'Recibir una oferta',
}

/** The sign-up page's fields, buttons and messages, by the name a person reads. */
export const SIGNUP = {
  fields: {
    firstName: 'Nombre',
    lastNames: 'Apellidos',
    email: 'Correo electrónico',
    phone: 'Teléfono celular',
    curp: 'CURP',
    birthDate: 'Fecha de nacimiento',
    password: 'Contraseña',
    repeatPassword: 'Repite la contraseña',
  },
  /** The three consents the account needs, by their labels. */
  consents: [/aviso de privacidad/, /términos y condiciones/, /historial crediticio/],
  submit: 'Crear mi cuenta',
  captcha: 'Confirma que eres una persona',
  notARobot: 'No soy un robot',
  code: 'Código SMS',
  verify: 'Verificar',
  resend: 'Envíame un código nuevo',
  resent: 'Te enviamos un código nuevo.',
  countdown: 'Podrás pedir un código nuevo en',
  taken: 'Ya hay una cuenta con este dato.',
  wrongCode: 'El código no es correcto. Revísalo e intenta de nuevo.',
  ready: 'Tu cuenta está lista.',
  login: 'Ingresa',
} as const

/** What the sign-up page says at a rest, beyond its heading. */
function signupNote(step: JourneyStep<SignupAct, SignupArrange>): string | null {
  switch (step.event.type) {
    case 'xstate.done.actor.createAccount':
      return step.states.includes('signUp.loginFailed')
        ? `La cuenta se creó pero la sesión no se inició: la página dice «${SIGNUP.ready}» y ofrece «${SIGNUP.login}».`
        : 'La sesión quedó iniciada: el menú lleva el nombre de la visitante.'
    case 'xstate.error.actor.createAccount':
      return toProblem((step.event as unknown as { error: unknown }).error).status === 428
        ? `El formulario conserva lo escrito y pide «${SIGNUP.captcha}», con la casilla «${SIGNUP.notARobot}».`
        : `El formulario conserva lo escrito y el correo dice «${SIGNUP.taken}».`
    case 'xstate.error.actor.verifyPhone':
      return `«${SIGNUP.code}» dice «${SIGNUP.wrongCode}»`
    case 'xstate.done.actor.sendCode':
      return `La página dice «${SIGNUP.resent}»`
    case 'xstate.error.actor.sendCode':
      return `La ERP no envía otro código dentro del minuto: la página cuenta de nuevo, «${SIGNUP.countdown} … s.»`
  }
  return null
}

export const signupWords: Words<SignupAct, SignupSetup, SignupArrange> = {
  prefix: 'REG',
  setup: () => [
    'Una visitante sin sesión, con un correo y un teléfono celular que nadie ha usado, en /es/registration (una ventana de incógnito nueva).',
  ],
  arrange(arrangement) {
    if ('crowd' in arrangement)
      return `Desde la misma dirección IP se piden ${arrangement.crowd} códigos SMS para otros teléfonos (POST /web/public/client/phone/sms-code): la ERP pide entonces un captcha al crear una cuenta.`
    if ('rewind' in arrangement)
      return `En el buzón de desarrollo, los mensajes del teléfono se mueven ${arrangement.rewind} s atrás (POST /web/dev/outbox/rewind): ya pasó el minuto entre códigos.`
    return `Haz fallar en este navegador la llamada que inicia la sesión al crear la cuenta (POST /web/public/client/login): sin respuesta, la conexión se corta (DevTools → Network → Block request URL) hasta la siguiente acción.`
  },
  act(act) {
    if ('submit' in act) {
      const email =
        act.submit === 'taken'
          ? `el correo ${TAKEN_EMAIL} (ya tiene una cuenta)`
          : 'el correo de la visitante (si el formulario tiene otro, cámbialo)'
      const captcha = act.captcha ? `, marca «${SIGNUP.notARobot}» en «${SIGNUP.captcha}»` : ''
      return `Llena el formulario (nombre, apellidos, ${email}, teléfono, CURP, fecha de nacimiento, contraseña dos veces y los tres consentimientos)${captcha} y pulsa «${SIGNUP.submit}».`
    }
    if ('code' in act)
      return act.code === 'right'
        ? `Escribe en «${SIGNUP.code}» el código que llegó al teléfono (GET /web/dev/outbox?destination=…) y pulsa «${SIGNUP.verify}».`
        : `Escribe en «${SIGNUP.code}» un código distinto del que llegó y pulsa «${SIGNUP.verify}».`
    return `Espera ${Math.round(RESEND_WAIT_MS / 1000)} s a que termine la cuenta regresiva y pulsa «${SIGNUP.resend}».`
  },
  opens: () => undefined,
  seen(step) {
    const shown = step.shows as SignupShown | null
    if (!shown) return null
    return { route: shown.route, heading: shown.heading, note: signupNote(step) }
  },
  goal: () => 'Crear mi cuenta',
}

/** A document step's controls and what a file's row says, by the words a person reads (the ID step's). */
export const UPLOAD = {
  picker: 'Elegir un archivo',
  camera: 'Tomar una foto',
  buttons: { retry: 'Intentar de nuevo', dismiss: 'Quitar', delete: 'Eliminar' } satisfies Record<UploadPress, string>,
  received: 'Recibimos tu identificación.',
  /** The reason a refused file (or a failed delete) reads at its row. */
  reasons: {
    'wrong format': 'Este archivo no es una imagen JPG, PNG o HEIC. Elige una foto en alguno de esos formatos.',
    'not fresh': 'Esta foto se tomó hace más de 2 minutos. Toma ahora una foto nueva de tu identificación.',
    'too large': 'El archivo pesa más de 10 MB. Elige una foto más ligera.',
    "too large (the ERP's 413)": 'El archivo pesa más de 10 MB. Elige una foto más ligera.',
    'photo not readable': 'No pudimos leer bien tu foto. Tómala de nuevo con buena luz y con el documento completo a la vista.',
    'no answer':
      'No pudimos comunicarnos con Lana Clara. Revisa tu conexión e intenta de nuevo con este archivo; tus otros archivos se conservan.',
  },
  /** Each file a journey chooses, by its name on the row. */
  files: {
    photo: 'ine.png',
    text: 'texto.png',
    'old-camera': 'vieja.jpg',
    large: 'grande.jpg',
    tiny: 'borrosa.png',
  } satisfies Record<UploadFile, string>,
} as const

const UPLOAD_FILE_WORDS: Readonly<Record<UploadFile, string>> = {
  photo: `En «${UPLOAD.picker}» elige una foto de la identificación (PNG de 400 × 260 px, ${UPLOAD.files.photo}).`,
  text: `En «${UPLOAD.picker}» elige un archivo de texto renombrado ${UPLOAD.files.text}: su contenido no es una imagen.`,
  'old-camera': `En «${UPLOAD.camera}» elige una foto JPEG modificada hace 10 minutos (${UPLOAD.files['old-camera']}): no es una captura reciente.`,
  large: `En «${UPLOAD.picker}» elige una foto JPEG de más de 10 MB (${UPLOAD.files.large}).`,
  tiny: `En «${UPLOAD.picker}» elige una foto PNG de 1 × 1 px (${UPLOAD.files.tiny}): la ERP no puede leer sus medidas.`,
}

const UPLOAD_CALL_WORDS: Readonly<Record<UploadArrange['fault'], string>> = {
  send: 'que envía el archivo (POST /web/private/client/client-document)',
  remove: 'que elimina el documento (DELETE /web/private/client/client-document/{tipo}/{id})',
}

export const uploadWords: Words<UploadAct, UploadSetup, UploadArrange> = {
  prefix: 'DOC',
  setup: () => [
    'Una clienta nueva con la sesión iniciada, sin ningún documento enviado, en el paso de su identificación (/es/registration/id-document-upload).',
  ],
  arrange(arrangement) {
    const call = UPLOAD_CALL_WORDS[arrangement.fault]
    if (arrangement.answer === 'drop')
      return `Haz fallar en este navegador la llamada ${call}: sin respuesta, la conexión se corta (DevTools → Network → Block request URL) hasta la siguiente acción.`
    return `Haz que la llamada ${call} responda en este navegador 413 payload_too_large, la respuesta de la ERP a un cuerpo sobre su límite (DevTools → Network → Override content), hasta la siguiente acción.`
  },
  act(act) {
    if ('choose' in act) return UPLOAD_FILE_WORDS[act.choose]
    return `En la fila del archivo, pulsa «${UPLOAD.buttons[act.press]}».`
  },
  opens: () => undefined,
  seen(step) {
    const route = step.shows?.route ?? null
    if (!route) return null
    const [file, , reason] = (step.shows?.key ?? '').split(' · ')
    const says = reason ? `«${UPLOAD.reasons[reason as keyof typeof UPLOAD.reasons]}»` : ''
    const notes: Record<string, string> = {
      received: `La fila del archivo dice «${UPLOAD.received}» y ofrece «${UPLOAD.buttons.delete}».`,
      refused: `La fila del archivo dice ${says} y ofrece «${UPLOAD.buttons.retry}» y «${UPLOAD.buttons.dismiss}»; la ERP no guarda nada.`,
      'not deleted': `La fila sigue diciendo «${UPLOAD.received}», con ${says}, y ofrece «${UPLOAD.buttons.delete}» otra vez.`,
      gone: 'La fila del archivo ya no aparece en la lista del paso.',
    }
    return { route, heading: null, note: notes[file ?? ''] ?? null }
  },
  goal: () => 'Subir mis documentos',
}

/** The login page's controls and messages, by the name a person reads: the client's form, the team's door, the code step. */
export const ACCOUNT = {
  login: { client: 'Correo electrónico o teléfono celular', admin: 'Correo de trabajo' },
  password: 'Contraseña',
  submit: 'Ingresar',
  /** The team's door (`?cuenta=equipo`) and the code step have headings of their own on the login page. */
  teamHeading: 'Acceso del equipo',
  mfaHeading: 'Confirma que eres tú',
  code: 'Código',
  confirm: 'Confirmar',
  resend: 'Envíame un código nuevo',
  cancel: 'Volver',
  captcha: 'Confirma que eres una persona',
  notARobot: 'No soy un robot',
  signOut: 'Cerrar sesión',
  /** What the login page says of the session that ended. */
  ended: {
    logout: 'Cerraste tu sesión. Hasta pronto.',
    rejected: 'Tu sesión terminó. Ingresa de nuevo para seguir donde estabas.',
    blocked: 'Tu cuenta está bloqueada',
  },
  wrongPassword: 'El correo, teléfono o contraseña no son correctos.',
  wrongCode: /^El código no es correcto/,
} as const

/** The seeded accounts of the auth journeys: a client made for each journey is named Paola; the admin with mfa. */
export const MFA_ADMIN = { email: 'mfa@lanaclara.mx', phone: '5510000009', firstName: 'Mario' } as const

const AUTH_CALL_WORDS: Readonly<Record<AuthCall, string>> = {
  login: 'del inicio de sesión (POST /web/public/client/login o /web/public/user/login)',
  verify: 'que comprueba el código (POST /web/public/user/login/mfa)',
  user: 'que lee la cuenta (GET /web/private/client/client o /web/private/back-office/user/{id})',
  refresh: 'que renueva el token (GET /web/private/client/token/refresh o /web/private/back-office/token/refresh)',
  logout: 'que cierra la sesión en la ERP (POST /web/private/client/logout o /web/private/user/logout)',
  flow: 'que consulta el paso del flujo (GET /web/private/client/flow)',
}

const AUTH_ANSWER_WORDS: Readonly<Record<Extract<AuthArrange, { fault: AuthCall }>['answer'], string>> = {
  drop: 'sin respuesta, la conexión se corta (DevTools → Network → Block request URL)',
  'no-token': 'responde 200 con un token que no sirve, «not a token» (DevTools → Network → Override content)',
  401: 'responde 401 (DevTools → Network → Override content)',
  403: 'responde 403 (DevTools → Network → Override content)',
}

export const authWords: Words<AuthAct, AuthSetup, AuthArrange> = {
  prefix: 'ACC',
  setup({ account }) {
    if (account === 'client')
      return [
        'Una clienta recién registrada (POST /web/public/client), sin la sesión iniciada, en un navegador nuevo (una ventana de incógnito).',
      ]
    return [
      `La administradora con doble factor ${MFA_ADMIN.email} (contraseña Admin2024), sin la sesión iniciada: el código llega por SMS al ${MFA_ADMIN.phone} y se lee en el buzón de la ERP (/web/dev/outbox.html).`,
      'En la segunda ERP de las pruebas (la de tokens de 30 s), donde ninguna otra prueba le pide códigos.',
    ]
  },
  arrange(arrangement) {
    if ('strangers' in arrangement)
      return `Desde otras redes, alguien escribe ${arrangement.strangers} veces una contraseña equivocada para el correo de la clienta (POST /web/public/client/login).`
    if ('spend' in arrangement)
      return 'Con el token del primer paso del inicio de sesión, se envían 4 códigos equivocados (POST /web/public/user/login/mfa): al código le queda un intento.'
    if ('expire' in arrangement)
      return 'Pasan los 10 minutos del primer paso del inicio de sesión (la siguiente llamada del código lleva X-Dev-Clock-Offset: 601).'
    if ('block' in arrangement)
      return 'El back office bloquea a la clienta (PUT /web/private/back-office/client/{id}/status con el estado 2).'
    return `Haz fallar en este navegador, una vez, la llamada ${AUTH_CALL_WORDS[arrangement.fault]}: ${AUTH_ANSWER_WORDS[arrangement.answer]}.`
  },
  act(act) {
    if ('signIn' in act) {
      const door = act.signIn === 'admin' ? 'Abre /es/ingresar?cuenta=equipo' : 'Abre /es/ingresar'
      const password = act.password === 'right' ? 'su contraseña' : 'una contraseña equivocada'
      const captcha = act.captcha ? ` Marca «${ACCOUNT.notARobot}» en «${ACCOUNT.captcha}».` : ''
      return `${door} (si no está abierta), escribe el correo y ${password}.${captcha} Pulsa «${ACCOUNT.submit}».`
    }
    if ('code' in act)
      return act.code === 'right'
        ? `Escribe en «${ACCOUNT.code}» el código que llegó (el último del buzón) y pulsa «${ACCOUNT.confirm}».`
        : `Escribe en «${ACCOUNT.code}» otro código que el que llegó y pulsa «${ACCOUNT.confirm}».`
    if ('press' in act) return `Pulsa «${act.press === 'resend' ? ACCOUNT.resend : ACCOUNT.cancel}».`
    if ('signOut' in act) return `Abre el menú con el nombre de la cuenta y pulsa «${ACCOUNT.signOut}».`
    if (act.for === 'refresh') return 'Espera 4 minutos: la sesión renueva su token sola.'
    if (act.for === 'retry') return 'Espera 10 s: la renovación se intenta de nuevo.'
    return 'Espera 10 s: la página consulta el paso del flujo.'
  },
  opens(act) {
    return 'signIn' in act ? 'login' : undefined
  },
  seen(step) {
    const route = step.shows?.route ?? null
    if (!route) return null
    const has = (state: string) => step.states.includes(`auth.${state}`)
    if (has('loggedOut.mfa.waiting'))
      return {
        route,
        heading: ACCOUNT.mfaHeading,
        note: step.event.type === 'xstate.error.actor.verifyMfa' ? 'El campo del código dice que no es correcto.' : null,
      }
    if (route !== 'login') return { route, heading: null, note: 'El encabezado muestra el menú con el nombre de la cuenta.' }
    const ended = /ended (\w+)/.exec(step.shows?.key ?? '')?.[1] as keyof typeof ACCOUNT.ended | undefined
    if (ended) return { route, heading: null, note: `La página dice «${ACCOUNT.ended[ended]}».` }
    if (step.shows?.key.endsWith('captcha'))
      return { route, heading: null, note: `La página pide «${ACCOUNT.captcha}»; lo escrito sigue en el formulario.` }
    // The code step left: back at the team's door, the password asked again.
    if (step.event.type === 'mfa.cancel') return { route, heading: ACCOUNT.teamHeading, note: null }
    if (/^xstate\.error\.actor\.(verifyMfa|resendMfa)$/.test(step.event.type))
      return {
        route,
        heading: ACCOUNT.teamHeading,
        note: 'El primer paso venció o el código se agotó: se vuelve a pedir la contraseña.',
      }
    if (step.event.type === 'xstate.error.actor.login')
      return { route, heading: null, note: `La contraseña dice «${ACCOUNT.wrongPassword}».` }
    return { route, heading: null, note: 'Nadie entra: la página sigue en el formulario.' }
  },
  goal(journey) {
    if (journey.steps.some((step) => step.arrange.some((arrangement) => 'block' in arrangement))) return 'Cuenta bloqueada'
    return 'Entrar a mi cuenta'
  },
}
