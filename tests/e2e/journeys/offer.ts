import type { AnyEventObject, AnyMachineSnapshot } from 'xstate'
import type { OfferContext } from '../../../machines/offer.machine'
import { MACHINE_PATHS } from '../../../scripts/lib/paths-machines'
import type { RouteName } from '../../../src/domain/routes'
import { GOES_ON } from '../../model/support/oracle'
import { oracleRoutes } from './oracle-route'
import { leafStates, type Driver, type JourneyMachine, type Played, type Plan, type Undrivable } from './select'

/*
 * The offer machine's drivers on an offer page: the client whose application the reference ERP
 * decided as an offer (her e-mail's tag) opens it, accepts it or keeps the amount she asked for
 * (an increase), and retries a failure; the ERP answers, or a call is made to fail in the browser
 * where a path has a failure. Each kind of offer is a journey machine of its own (the machine's
 * starts: an increase, a decrease, a special offer), chosen by the one generator. What is seen is
 * the oracle's (tests/model/oracle/offer.md): its route column, and the screens table for that
 * page's address and heading.
 */

/** The three offers the back office may make (spec 4 Application status: 18, 17 and 13). */
export type OfferStart = 'increase' | 'decrease' | 'special'
export const OFFER_STARTS: readonly OfferStart[] = ['increase', 'decrease', 'special']

/** The offer page of each kind (spec 2: /application/offer-increase, /application/offer-decrease). */
export const OFFER_PAGE: Readonly<Record<OfferStart, RouteName>> = {
  increase: 'application-offer-increase',
  decrease: 'application-offer-decrease',
  special: 'application-offer-decrease',
}

export type OfferAct =
  /** The offer page opened: the app reads the application and starts the offer there. */
  | { open: RouteName }
  /** Accept the offered amount; keep the amount asked for (an increase); try a failed call again. */
  | { press: 'accept' | 'refuse' | 'retry' }

export interface OfferSetup {
  /** The client's e-mail tag: the reference ERP decides her application so (docs/API.md "Decisions"). */
  kind: OfferStart
  /** A CLABE registered before the journey: the accepted application is then paid by bank transfer. */
  clabe: boolean
}

/** The offer's three ERP calls, failed in this browser (no answer) until the next action of a person. */
export type OfferCall = 'offer' | 'approve' | 'reload'
export type OfferArrange = { fault: OfferCall; answer: 'drop' }

/** The ERP's answer the journeys cannot give, with why. */
const NULL_RELOAD =
  'right after an approval the ERP always has the application to read back (an approved one is never removed); the model tests walk an empty answer (tests/model/oracles.test.ts)'

const ACTOR = /^xstate\.(done|error)\.actor\.(loadOffer|approve|reloadApplication)$/
const CALL_OF: Readonly<Record<string, OfferCall>> = { loadOffer: 'offer', approve: 'approve', reloadApplication: 'reload' }

const context = (snapshot: AnyMachineSnapshot) => snapshot.context as OfferContext

/** The amount each choice approves (spec 4 Offers: refusing an increase approves the original desired amount). */
export const AMOUNT_OF = { accept: 'the amount offered', refuse: 'the amount asked for' } as const

function driver(event: AnyEventObject, snapshot: AnyMachineSnapshot): Driver<OfferAct> | Undrivable {
  switch (event.type) {
    case 'offer.accept':
      return { by: 'user', act: { press: 'accept' } }
    case 'offer.refuse':
      // Spec 4 Offers: only an increase can be refused; a decrease's page offers its amount alone.
      if (context(snapshot).kind !== 'increase')
        return { undrivable: 'a decrease or special offer is taken or left with the application: its page has no refuse' }
      return { by: 'user', act: { press: 'refuse' } }
    case 'offer.retry':
      return { by: 'user', act: { press: 'retry' } }
  }
  const actor = ACTOR.exec(event.type)
  if (!actor) return { undrivable: 'no driver' }
  if (actor[1] === 'done' && actor[2] === 'reloadApplication' && (event as unknown as { output: unknown }).output === null)
    return { undrivable: NULL_RELOAD }
  return { by: 'answer' }
}

/** The route cells of tests/model/oracle/offer.md for a step's last transitions. */
const OFFER_ROUTES = oracleRoutes('offer')

/**
 * The page the oracle says is seen after a step, its `a or b` read as the table's intro says: the
 * offer's kind decides between the two offer pages, the client's payout account between the two
 * accepted pages.
 */
export function routeAfter(start: OfferStart, clabe: boolean, said: string): RouteName {
  if (said === GOES_ON || said === 'none' || said === 'stays') throw new Error(`an offer step rests where its table says ${said}`)
  const allowed = said.split(' or ') as RouteName[]
  const offerPage = OFFER_PAGE[start]
  const acceptedPage: RouteName = clabe ? 'application-accepted' : 'application-accepted-cash'
  const picked = allowed.find((route) => route === offerPage || route === acceptedPage)
  if (!picked) throw new Error(`the offer table says ${said} after a step of a ${start} offer`)
  return picked
}

/** The client of each kind's journeys: the decrease's has a CLABE, so one offer ends at the bank-transfer stage. */
export const hasClabe = (start: OfferStart) => start === 'decrease'

/**
 * How the ERP is steered along a path: the client's tag makes the offer, the page opened first
 * (with a call made to fail from then on when the first answer is a failure), and a call that fails
 * fails from the person's action before it until the next action.
 */
function planFor(start: OfferStart) {
  return (played: readonly Played<OfferAct>[]): Plan<OfferSetup, OfferArrange, OfferAct> | Undrivable => {
    const steps: { arrange: OfferArrange[]; act?: OfferAct }[] = played.map(() => ({ arrange: [] }))
    // The page is opened before the first answer: the offer machine starts as it opens.
    steps[0]!.act = { open: OFFER_PAGE[start] }
    let trigger = 0
    for (const [index, { event, driver: found }] of played.entries()) {
      if (found.by === 'user') trigger = index
      const actor = ACTOR.exec(event.type)
      if (!actor || actor[1] !== 'error') continue
      const call = CALL_OF[actor[2]!]!
      if (steps[trigger]!.arrange.some((arranged) => arranged.fault === call))
        return { undrivable: `${event.type}: a call made to fail fails until the next action` }
      steps[trigger]!.arrange.push({ fault: call, answer: 'drop' })
    }
    return { setup: { kind: start, clabe: hasClabe(start) }, steps }
  }
}

const PATHS = MACHINE_PATHS.find((setup) => setup.name === 'offer')!

/** The offer machine walked from one of its starts (the offer's kind), with its drivers. */
export function offerJourneys(start: OfferStart): JourneyMachine<OfferAct, OfferSetup, OfferArrange> {
  const label = start === 'special' ? 'special offer' : start
  const first = PATHS.starts.find((entry) => entry.label === label)
  if (!first) throw new Error(`the offer machine's paths have no start ${label}`)
  return {
    paths: { ...PATHS, starts: [first] },
    driver,
    shows(snapshot, _moved, taken) {
      const routes = new Set(OFFER_ROUTES(taken).map((said) => routeAfter(start, hasClabe(start), said)))
      if (routes.size === 0) return null
      if (routes.size !== 1) throw new Error(`the rows of a step's last transitions say ${[...routes].join(', ')}`)
      const route = [...routes][0]!
      // Once approved, the accepted page shows the amount the choice approved (spec 4 Offers).
      const approved = snapshot.status === 'done' ? ` · ${AMOUNT_OF[context(snapshot).choice ?? 'accept']}` : ''
      return { key: `${route} · ${leafStates(snapshot)}${approved}`, route }
    },
    plan: planFor(start),
  }
}

/** The name each kind's journeys go by (their Playwright group, the catalogue's machine). */
export const offerSelectionName = (start: OfferStart) => `offer-${start}`
