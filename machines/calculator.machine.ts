import { assign, fromPromise, raise, setup } from 'xstate'
import {
  amountSettings,
  clampAmount,
  clientType,
  offerKey,
  roundAmountOnBlur,
  type AmountSettings,
  type CalculatorConfig,
  type CalculatorLimit,
  type ClientStanding,
} from '../src/domain/calculator'
import { needsOfferUpdate, type CalculatorCookie } from '../src/domain/calculator-cookie'
import { defaultPayDate, isPayCycle, type KnownPayDay, type PayCycle, type SavedPayDay } from '../src/domain/pay-dates'
import type { Offer } from '../src/domain/pricing/offer'
import { hasRule, toProblem, type Problem } from '../src/domain/problem'

/** Tabs: new client (0) and repeated client (1). */
export type CalculatorTab = 0 | 1

/** The offer call's question: the sequence type, the amount, the pay cycle and date, the promo code. */
export interface OfferQuestion {
  sequenceType: 'first' | 'repeated' | 'additional'
  amount: number
  payCycle: PayCycle
  payDates: string
  promoCode: string | null
  /** A signed-in client asks the private variant of the offer call. */
  loggedIn: boolean
}

/** What the calculator knows of who is using it: a guest (null) or a client's standing and pay days. */
export interface CalculatorClient extends ClientStanding {
  id: string
  nextPayDate: Date | null
  /** The pay days declared at the employment step: the calculator and the application due on them. */
  savedPayDay: SavedPayDay | null
  hasSavedSalaryCycle: boolean
  /** The pay cycle saved in the profile: a repeated client's calculator uses it without asking. */
  salaryCycle: PayCycle | null
  /** The calculator is disabled with an actual application or an active refinancing. */
  hasActualApplication: boolean
  hasActiveRefinancing: boolean
  /** Days to the active loan's repayment (repaymentInvoice.dueDays): the calculator hides at 1 or less. */
  repaymentDueDays?: number | null
}

export interface CalculatorInput {
  /** The calculator cookie (kept 86400 s), restored on start. */
  saved: CalculatorCookie | null
  /** Today, for the pay-date options. */
  today: Date
}

export interface CalculatorContext {
  config: CalculatorConfig | null
  client: CalculatorClient | null
  /** The limit of the page showing the calculator: 'first' caps the max at the new-client ceiling. */
  limit: CalculatorLimit
  settings: AmountSettings | null
  amount: number | null
  tab: CalculatorTab
  payCycle: PayCycle | null
  payDates: string | null
  promoCode: string
  /** The lead's next pay date (lead info salaryCycle.next), when a lead arrived with one. */
  leadNextPayDate: Date | null
  /** The pay days the lead declared at the employment step (lead info), until the profile has them. */
  leadPayDay: SavedPayDay | null
  /** The promo code the ERP refused for this client (unknown, or not for her loan): dropped from the offer, told at the field. */
  promoRefused: string | null
  today: Date
  offer: Offer | null
  /** The key of the offer on screen: an answer for another key is never shown. */
  offerKey: string | null
  offerProblem: Problem | null
  /** Set by a submit with a missing pay cycle or date: the empty fields show their error state. */
  showErrors: boolean
  /** The calculator cookie as the application last received it: an update is sent only when it differs. */
  applied: CalculatorCookie | null
  /** Why the last application update failed, if it did. */
  applicationProblem: Problem | null
}

export type CalculatorEvent =
  /** A page shows the calculator, with its limit ('all' unless said). */
  | { type: 'calculator.shown'; limit?: CalculatorLimit }
  | { type: 'config.retry' }
  | { type: 'amount.changed'; amount: number }
  | { type: 'amount.committed'; amount: number }
  | { type: 'tab.selected'; tab: CalculatorTab }
  | { type: 'payCycle.selected'; payCycle: PayCycle }
  | { type: 'payDates.selected'; payDates: string }
  | { type: 'promoCode.changed'; promoCode: string }
  | { type: 'client.changed'; client: CalculatorClient | null }
  | {
      type: 'leadInfo.changed'
      nextPayDate: Date | null
      /** The cycle and pay days declared with it: they replace the calculator's own choice. */
      payDay?: SavedPayDay | null
    }
  | { type: 'increase.offered'; availableAmount: number }
  | { type: 'offer.retry' }
  | { type: 'submit' }
  /** The flow's update-application action: the offer payload goes to the application when it changed. */
  | { type: 'application.update'; applicationId: number }
  /** Internal: something the offer depends on changed; the offer region checks its offer again. */
  | { type: 'question.changed' }

/**
 * Where the submit button leads: a signed-in client applies; a guest on the
 * repeated-client tab logs in; anyone else registers.
 */
export function submitRoute(loggedIn: boolean, tab: CalculatorTab): 'application-apply' | 'login' | 'registration' {
  if (loggedIn) return 'application-apply'
  return tab === 1 ? 'login' : 'registration'
}

function known(context: Pick<CalculatorContext, 'client' | 'leadNextPayDate' | 'leadPayDay'>): KnownPayDay {
  return {
    saved: context.leadPayDay ?? context.client?.savedPayDay ?? null,
    nextPayDate: context.client?.nextPayDate ?? context.leadNextPayDate,
    hasSavedSalaryCycle: context.client?.hasSavedSalaryCycle ?? false,
  }
}

/** The client's declared pay days as one comparable text; null when none are known. */
function savedKey(client: CalculatorClient | null): string | null {
  return client?.savedPayDay ? `${client.savedPayDay.cycle}:${client.savedPayDay.value}` : null
}

/** The pay date a cycle starts with: the client's next pay date, else the first or second option. */
function payDatesFor(context: CalculatorContext, payCycle: PayCycle | null): string | null {
  return payCycle ? (defaultPayDate(payCycle, context.today, known(context)) ?? null) : null
}

/** The question the offer call answers now, or null while the pay cycle or date is missing. */
export function offerQuestion(context: CalculatorContext): OfferQuestion | null {
  const { amount, payCycle, payDates, client, tab } = context
  if (amount === null || amount <= 0 || !payCycle || !payDates) return null
  // A guest on the repeated tab asks for repeated prices; a client's sequence is who they are.
  const sequenceType = client ? clientType(client) : tab === 1 ? 'repeated' : 'first'
  const promo = context.promoCode.trim()
  return { sequenceType, amount, payCycle, payDates, promoCode: promo.length >= 2 ? promo : null, loggedIn: client !== null }
}

/** The key of the current question: the offer is refetched whenever it changes. */
export function questionKey(context: CalculatorContext): string | null {
  const question = offerQuestion(context)
  if (!question) return null
  const key = offerKey({ ...question, promoCode: question.promoCode })
  return key === null ? null : `${question.sequenceType}|${key}`
}

function restore({ saved, today }: CalculatorInput): CalculatorContext {
  const payCycle = saved?.payCycle && isPayCycle(saved.payCycle) ? saved.payCycle : null
  return {
    config: null,
    client: null,
    limit: 'all',
    settings: null,
    amount: saved?.amount ?? null,
    tab: saved?.tab ?? 0,
    payCycle,
    payDates: payCycle ? (saved?.payDates ?? null) : null,
    promoCode: saved?.promoCode ?? '',
    leadNextPayDate: null,
    leadPayDay: null,
    promoRefused: null,
    today,
    offer: null,
    offerKey: null,
    offerProblem: null,
    showErrors: false,
    applied: saved,
    applicationProblem: null,
  }
}

/** Settings for the config and client, with the amount brought into range. */
function withSettings(context: CalculatorContext, amount: number | null): Partial<CalculatorContext> {
  if (!context.config) return { amount }
  const settings = amountSettings(context.config, context.client, amount ?? undefined, context.limit)
  return { settings, amount: settings.current }
}

/**
 * The loan calculator: amount, tab, pay cycle and date, promo code, and the
 * live offer, asked 300 ms after the last change and again whenever its key changes. It starts
 * when a screen shows it; config and offer calls are given with `provide`, as is `persist`, which
 * keeps the state in the calculator cookie.
 */
export const calculatorMachine = setup({
  types: {
    context: {} as CalculatorContext,
    events: {} as CalculatorEvent,
    input: {} as CalculatorInput,
  },
  actors: {
    loadConfig: fromPromise<CalculatorConfig>(async () => {
      throw new Error('loadConfig is provided by the app')
    }),
    loadOffer: fromPromise<Offer, OfferQuestion>(async () => {
      throw new Error('loadOffer is provided by the app')
    }),
    updateApplication: fromPromise<unknown, { applicationId: number; amount: number }>(async () => {
      throw new Error('updateApplication is provided by the app')
    }),
  },
  actions: {
    persist: () => {},
    reportConfigFailure: () => {},
    assignLimit: assign(({ context, event }) => {
      const limit = event.type === 'calculator.shown' ? (event.limit ?? 'all') : context.limit
      return { limit, ...withSettings({ ...context, limit }, context.amount) }
    }),
    assignConfig: assign(({ context }, params: { config: CalculatorConfig }) => ({
      config: params.config,
      ...withSettings({ ...context, config: params.config }, context.amount),
    })),
    assignAmount: assign(({ context }, params: { amount: number }) => {
      const settings = context.settings
      if (!settings) return {}
      const amount = clampAmount(params.amount, settings)
      // A slider value above the first-loan limit switches the tab to repeated.
      const tab: CalculatorTab = context.tab === 0 && amount > settings.first && !context.client ? 1 : context.tab
      return { amount, tab, settings: { ...settings, current: amount } }
    }),
    commitAmount: assign(({ context }, params: { amount: number }) => {
      const settings = context.settings
      if (!settings) return {}
      const amount = roundAmountOnBlur(params.amount, settings)
      const tab: CalculatorTab = context.tab === 0 && amount > settings.first && !context.client ? 1 : context.tab
      return { amount, tab, settings: { ...settings, current: amount } }
    }),
    assignTab: assign(({ context }, params: { tab: CalculatorTab }) => {
      const settings = context.settings
      // Back on the first-loan tab with a higher amount: reset to the first-loan maximum.
      if (params.tab === 0 && settings && context.amount !== null && context.amount > settings.first) {
        return { tab: params.tab, amount: settings.first, settings: { ...settings, current: settings.first } }
      }
      return { tab: params.tab }
    }),
    assignPayCycle: assign(({ context }, params: { payCycle: PayCycle }) => ({
      payCycle: params.payCycle,
      payDates: payDatesFor(context, params.payCycle),
    })),
    assignPayDates: assign({ payDates: (_, params: { payDates: string }) => params.payDates }),
    assignPromoCode: assign({ promoCode: (_, params: { promoCode: string }) => params.promoCode }),
    // A refused code (a first-loan code kept in the cookie after that loan was repaid, a typo) is
    // not kept applied: the offer is asked again without it, and the field says why.
    dropPromoCode: assign(({ context }) => ({ promoRefused: context.promoCode, promoCode: '' })),
    assignClient: assign(({ context }, params: { client: CalculatorClient | null }) => {
      const next = { ...context, client: params.client }
      // On logout the calculator resets to the first-loan maximum, on the first-loan tab.
      const loggedOut = params.client === null && context.client !== null
      const amount = loggedOut ? null : context.amount
      const payDay = context.client?.nextPayDate?.getTime() ?? null
      const newPayDay = params.client?.nextPayDate?.getTime() ?? null
      // Pay days newly declared (at the employment step, or a client just signed in) are the
      // borrower's latest word: their cycle and dates replace an earlier choice.
      const declared = savedKey(params.client) !== savedKey(context.client) ? (params.client?.savedPayDay ?? null) : null
      // A client's saved pay cycle stands for the one they would choose.
      const payCycle = declared?.cycle ?? context.payCycle ?? params.client?.salaryCycle ?? null
      // A change of the client's saved pay date sets the pay date to it.
      const payDates =
        declared || payDay !== newPayDay || payCycle !== context.payCycle ? payDatesFor(next, payCycle) : context.payDates
      return { ...withSettings(next, amount), client: params.client, tab: loggedOut ? 0 : context.tab, payCycle, payDates }
    }),
    assignLeadInfo: assign(({ context }, params: { nextPayDate: Date | null; payDay: SavedPayDay | null }) => {
      // A change of lead info re-initialises the pay dates; pay days declared with it (the
      // employment step) are the borrower's latest word, cycle included.
      const leadPayDay = params.payDay ?? context.leadPayDay
      const next = { ...context, leadNextPayDate: params.nextPayDate, leadPayDay }
      const payCycle = params.payDay?.cycle ?? context.payCycle
      return { leadNextPayDate: params.nextPayDate, leadPayDay, payCycle, payDates: payDatesFor(next, payCycle) }
    }),
    assignIncrease: assign(({ context }, params: { availableAmount: number }) => {
      // When status is increase the amount is set to the available loan amount.
      if (!context.settings) return {}
      // A page for a first loan keeps its ceiling even then.
      const offered =
        context.limit === 'first' ? Math.min(params.availableAmount, context.settings.first) : params.availableAmount
      const settings = { ...context.settings, max: Math.max(context.settings.max, offered) }
      const amount = clampAmount(params.availableAmount, settings)
      return { settings: { ...settings, current: amount }, amount }
    }),
    assignOffer: assign((_, params: { offer: Offer; key: string | null }) => ({
      offer: params.offer,
      offerKey: params.key,
      offerProblem: null,
    })),
    assignOfferProblem: assign({ offerProblem: (_, params: { error: unknown }) => toProblem(params.error) }),
    clearOffer: assign({ offer: null, offerKey: null, offerProblem: null }),
    showErrors: assign({ showErrors: true }),
    questionChanged: raise({ type: 'question.changed' }),
    markApplied: assign(({ context }) => ({
      applicationProblem: null,
      applied: {
        amount: context.amount ?? 0,
        tab: context.tab,
        payCycle: context.payCycle,
        payDates: context.payDates,
        promoCode: context.promoCode.trim() || null,
        ...(context.offer ? { term: context.offer.term } : {}),
      },
    })),
    assignApplicationProblem: assign({ applicationProblem: (_, params: { error: unknown }) => toProblem(params.error) }),
  },
  guards: {
    // The offer payload is sent only when amount or term differ from the cookie.
    offerDiffers: ({ context }) =>
      context.amount !== null && needsOfferUpdate(context.applied, { amount: context.amount, term: context.offer?.term ?? -1 }),
    // The pay-date select only appears once a cycle is chosen.
    hasPayCycle: ({ context }) => context.payCycle !== null,
    // Increases are offered to clients on their application.
    isClient: ({ context }) => context.client !== null,
    lacksQuestion: ({ context }) => questionKey(context) === null,
    // The question changed since the offer on screen was asked.
    isStale: ({ context }) => questionKey(context) !== context.offerKey,
    isComplete: ({ context }) => context.payCycle !== null && context.payDates !== null,
    promoRefused: ({ event }) => hasRule(toProblem((event as { error?: unknown }).error), 'invalid_promo_code'),
  },
  delays: {
    // Offer requests are debounced 300 ms.
    offerDebounce: 300,
  },
}).createMachine({
  id: 'calculator',
  context: ({ input }) => restore(input),
  initial: 'dormant',
  states: {
    dormant: {
      meta: { description: 'Nothing on screen shows the calculator yet: no call is made' },
      on: {
        'calculator.shown': { target: 'active', actions: 'assignLimit' },
        'client.changed': { actions: { type: 'assignClient', params: ({ event }) => ({ client: event.client }) } },
        'leadInfo.changed': {
          actions: [
            { type: 'assignLeadInfo', params: ({ event }) => ({ nextPayDate: event.nextPayDate, payDay: event.payDay ?? null }) },
            'persist',
          ],
        },
      },
    },
    active: {
      meta: {
        screen: 'home',
        description: "The calculator is on screen: the home page's, or the compact one of no-loan and an accepted application",
      },
      type: 'parallel',
      // GOTCHA: a transition that targets a state of one region from the other (or from here)
      // exits and re-enters both regions, reloading the config. So changes are made where they
      // are handled, and the offer region hears of them through the raised 'question.changed'.
      on: {
        // Another page shows it (the home page's after an accepted application's, or back): its limit applies.
        'calculator.shown': { actions: ['assignLimit', 'persist', 'questionChanged'] },
        'client.changed': {
          actions: [{ type: 'assignClient', params: ({ event }) => ({ client: event.client }) }, 'persist', 'questionChanged'],
        },
        // The tabs show while the limits load: a tab chosen then is kept, not lost.
        'tab.selected': {
          actions: [{ type: 'assignTab', params: ({ event }) => ({ tab: event.tab }) }, 'persist', 'questionChanged'],
        },
        'leadInfo.changed': {
          actions: [
            { type: 'assignLeadInfo', params: ({ event }) => ({ nextPayDate: event.nextPayDate, payDay: event.payDay ?? null }) },
            'persist',
            'questionChanged',
          ],
        },
      },
      states: {
        config: {
          meta: { description: 'The amount limits of the calculator config: loading, ready or failed' },
          initial: 'loading',
          states: {
            loading: {
              meta: { description: 'Reading the amount limits (GET /web/public/config/calculator)' },
              invoke: {
                id: 'loadConfig',
                src: 'loadConfig',
                onDone: {
                  target: 'ready',
                  actions: [
                    { type: 'assignConfig', params: ({ event }) => ({ config: event.output }) },
                    'persist',
                    'questionChanged',
                  ],
                },
                // Reported as the product's fixed message '[API] failed to load configs'.
                onError: { target: 'failed', actions: 'reportConfigFailure' },
              },
            },
            ready: {
              meta: { description: 'The amount settings are known: the form can be used' },
              on: {
                'amount.changed': {
                  actions: [
                    { type: 'assignAmount', params: ({ event }) => ({ amount: event.amount }) },
                    'persist',
                    'questionChanged',
                  ],
                },
                'amount.committed': {
                  actions: [
                    { type: 'commitAmount', params: ({ event }) => ({ amount: event.amount }) },
                    'persist',
                    'questionChanged',
                  ],
                },
                'increase.offered': {
                  guard: 'isClient',
                  actions: [
                    { type: 'assignIncrease', params: ({ event }) => ({ availableAmount: event.availableAmount }) },
                    'persist',
                    'questionChanged',
                  ],
                },
              },
            },
            failed: {
              meta: { description: "The limits could not be read: '[API] failed to load configs', with a retry" },
              on: { 'config.retry': 'loading' },
            },
          },
        },
        application: {
          meta: { description: "An open application's amount, sent again when it differs from the calculator cookie" },
          initial: 'idle',
          states: {
            idle: {
              meta: { description: 'The application has the figures on screen, or there is none to update' },
              on: { 'application.update': { guard: 'offerDiffers', target: 'updating' } },
            },
            updating: {
              meta: { description: 'Sending the amount to the application (PUT application/{id}); it is decided again' },
              invoke: {
                id: 'updateApplication',
                src: 'updateApplication',
                input: ({ context, event }) => ({
                  applicationId: (event as Extract<CalculatorEvent, { type: 'application.update' }>).applicationId,
                  amount: context.amount ?? 0,
                }),
                onDone: { target: 'idle', actions: ['markApplied', 'persist'] },
                onError: {
                  target: 'idle',
                  actions: { type: 'assignApplicationProblem', params: ({ event }) => ({ error: event.error }) },
                },
              },
            },
          },
        },
        offer: {
          meta: { description: 'The offer for the amount, pay cycle and pay date on screen (debounced 300 ms)' },
          initial: 'checking',
          on: {
            // Whatever changed the question, the offer on screen is checked against it again.
            'question.changed': '.checking',
            'payCycle.selected': {
              target: '.checking',
              actions: [{ type: 'assignPayCycle', params: ({ event }) => ({ payCycle: event.payCycle }) }, 'persist'],
            },
            'payDates.selected': {
              guard: 'hasPayCycle',
              target: '.checking',
              actions: [{ type: 'assignPayDates', params: ({ event }) => ({ payDates: event.payDates }) }, 'persist'],
            },
            'promoCode.changed': {
              target: '.checking',
              actions: [{ type: 'assignPromoCode', params: ({ event }) => ({ promoCode: event.promoCode }) }, 'persist'],
            },
            submit: [{ guard: 'isComplete', actions: ['markApplied', 'persist'] }, { actions: 'showErrors' }],
          },
          states: {
            checking: {
              meta: { description: 'Deciding whether the offer on screen still answers the question' },
              always: [
                { guard: 'lacksQuestion', target: 'incomplete', actions: 'clearOffer' },
                { guard: 'isStale', target: 'waiting' },
                { target: 'shown' },
              ],
            },
            waiting: {
              meta: { description: 'Waiting 300 ms after the last change before asking for the offer' },
              after: { offerDebounce: 'loading' },
            },
            incomplete: {
              meta: { description: 'No offer until both the pay cycle and the pay date are chosen' },
            },
            loading: {
              meta: { description: 'Asking the ERP for the offer; a loading overlay covers the figures' },
              invoke: {
                id: 'loadOffer',
                src: 'loadOffer',
                input: ({ context }) => offerQuestion(context)!,
                onDone: {
                  target: 'shown',
                  actions: {
                    type: 'assignOffer',
                    params: ({ context, event }) => ({ offer: event.output, key: questionKey(context) }),
                  },
                },
                onError: [
                  { guard: 'promoRefused', target: 'checking', actions: ['dropPromoCode', 'persist'] },
                  {
                    target: 'failed',
                    actions: { type: 'assignOfferProblem', params: ({ event }) => ({ error: event.error }) },
                  },
                ],
              },
            },
            shown: {
              meta: { description: 'The offer answers the current question' },
            },
            failed: {
              meta: { description: 'The offer could not be read: an error block with retry on click' },
              on: { 'offer.retry': 'loading' },
            },
          },
        },
      },
    },
  },
})
