import { describe, expect, it } from 'vitest'
import { drawnGraphs } from '../../src/app/dev-flows-graphs'
import { ROUTES } from '../../src/domain/routes'
import { HANDOVERS, JOURNEY_MACHINES, journeyGraph, journeyStages } from '../../src/screens/dev/journey-model'
import { readOracle, readScreens } from '../model/support/oracle'

const graph = journeyGraph(drawnGraphs())
const boxes = new Map(graph.boxes.map((box) => [box.id, box]))
const linked = (from: string, to: string) => graph.links.some((link) => link.from === from && link.to === to)
/** A state's path in its machine, as the oracle's tables write it. */
const path = (id: string) => id.split('.').slice(1).join('.')

describe('the loan journey overview', () => {
  it('leads a guest from the home page through registration, the decision and signing to her loan, repaid or extended', () => {
    // Written from the product's journey (spec 2 and 4), box by box.
    const journey = [
      'calculator.active',
      'registration.signUp',
      'registration.address',
      'registration.employment',
      'registration.reference',
      'registration.idDocument',
      'registration.payroll',
      'registration.bankStatement',
      'registration.belvo',
      'registration.card',
      'registration.handedOver',
      'flow.client.loading',
      'flow.client.waiting.reading',
      'flow.client.waiting.elsewhere',
      'application.following',
      'application.following.evaluating',
      'application.decided.showing',
      'application.decided.accepted',
      'flow.client.loading',
      'flow.client.waiting.reading',
      'flow.client.waiting.elsewhere',
      'registration.summary',
      'registration.signed',
      'loan.loading',
      'loan.overview',
      'loan.repaying',
    ]
    const missing = journey.slice(1).flatMap((to, index) => (linked(journey[index]!, to) ? [] : [`${journey[index]} → ${to}`]))
    expect(missing).toEqual([])
    expect(linked('loan.overview', 'loan.extending')).toBe(true)
    // Transitions of a state around a screen are the screen's: an offer answered goes back to the decision.
    expect(linked('application.offer.increase', 'application.following')).toBe(true)
    expect(linked('flow.client.waiting.details', 'flow.client.loading')).toBe(true)
    expect(linked('loan.repaying.charging', 'loan.paid')).toBe(true)
  })

  it('draws the decisions the app takes on its own as decisions, and the pages as screens', () => {
    const decisions = graph.boxes.filter((box) => box.kind === 'decision').map((box) => box.id)
    expect(decisions).toEqual(
      expect.arrayContaining([
        'flow.client.waiting.reading',
        'application.following.evaluating',
        'application.offer.showing',
        'application.decided.showing',
      ]),
    )
    for (const id of ['application.applying', 'application.offer.increase', 'application.decided.rejected', 'loan.noLoan'])
      expect(boxes.get(id)?.kind, id).toBe('screen')
  })

  it("gives every screen box the routes of the screens table, and every screen of the journey's machines a box", () => {
    const screens = readScreens()
    for (const box of graph.boxes.filter((one) => one.kind === 'screen')) {
      expect(box.screens.length, box.id).toBeGreaterThan(0)
      for (const screen of box.screens) {
        expect(Object.hasOwn(ROUTES, screen), `${box.id}: ${screen}`).toBe(true)
        expect(screens.has(screen), `${box.id}: ${screen} in screens.md`).toBe(true)
      }
    }
    // Every route the journey machines' oracle tables lead to is shown by some box.
    const shown = new Set(graph.boxes.flatMap((box) => box.screens))
    const led = JOURNEY_MACHINES.flatMap((machine) =>
      readOracle(machine).flatMap((row) => (row.route ?? '').split(/ or | \| /).map((route) => route.trim())),
    ).filter((route) => Object.hasOwn(ROUTES, route))
    expect([...new Set(led)].filter((route) => !shown.has(route))).toEqual([])
  })

  it("stands every link within a machine for transitions of that machine's oracle table", () => {
    const unknown: string[] = []
    for (const link of graph.links.filter((one) => one.handover === null)) {
      const from = boxes.get(link.from)!
      const rows = readOracle(from.machine)
      for (const transition of link.transitions) {
        const found = rows.some(
          (row) =>
            row.event === transition.event &&
            row.guard === transition.guard &&
            // A box's transition leaves it, one of its inner states, or a state around it (the machine's root aside).
            (row.from === path(link.from) ||
              row.from.startsWith(`${path(link.from)}.`) ||
              path(link.from).startsWith(`${row.from}.`)),
        )
        if (!found) unknown.push(`${link.id}: ${transition.event} [${transition.guard}]`)
      }
    }
    expect(unknown).toEqual([])
  })

  it('joins machines only by the hand-overs written down, each between states that show a screen', () => {
    const across = graph.links.filter((link) => boxes.get(link.from)!.machine !== boxes.get(link.to)!.machine)
    expect(across.map((link) => `${link.from} → ${link.to}`).sort()).toEqual(
      HANDOVERS.map((handover) => `${handover.from} → ${handover.to}`).sort(),
    )
    for (const handover of HANDOVERS) {
      expect(boxes.get(handover.from)?.kind, handover.from).toBe('screen')
      expect(boxes.get(handover.to)?.kind, handover.to).toBe('screen')
    }
  })
})

describe('the loan journey overview, part by part', () => {
  const stages = journeyStages(graph)

  it('draws one part per machine of the journey, in its order, every box in exactly one', () => {
    expect(stages.map((stage) => stage.machine)).toEqual(['calculator', 'registration', 'flow', 'application', 'loan'])
    const drawn = stages.flatMap((stage) => stage.boxes.map((one) => one.id))
    expect(drawn.sort()).toEqual(graph.boxes.map((one) => one.id).sort())
  })

  it('leaves a part by an exit and enters the next by an entry for each hand-over, and keeps every other link inside its part', () => {
    const exits = stages.flatMap((stage) => stage.exits.map((link) => link.id))
    const entries = stages.flatMap((stage) => stage.entries.map((link) => link.id))
    const handovers = HANDOVERS.map((handover) => `${handover.from}→${handover.to}`).sort()
    expect(exits.sort()).toEqual(handovers)
    expect(entries.sort()).toEqual(handovers)
    const inside = stages.flatMap((stage) => stage.links).length
    expect(inside + handovers.length).toBe(graph.links.length)
    expect(stages.find((stage) => stage.machine === 'calculator')!.exits.map((link) => link.to)).toEqual([
      'registration.signUp',
      'application.applying',
    ])
  })
})
