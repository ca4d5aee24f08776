import { describe, expect, it } from 'vitest'
import { MACHINE_PATHS } from '../../scripts/lib/paths-machines'
import { atStart, oracleRowsOf, seenOf, signupJourneys, TAKEN_EMAIL, type SignupShown } from '../e2e/journeys/signup'
import { describePath, selectJourneys } from '../e2e/journeys/select'
import { signupWords } from '../e2e/journeys/words'
import { everyTransition, keyOfTransition, playPath } from '../model/support/graph'

const selection = selectJourneys('signup', signupJourneys)
const setup = MACHINE_PATHS.find((machine) => machine.name === 'signup')!
const input = setup.starts[0]?.input

/**
 * What the browser journeys leave to other tests, with why (docs/QA.md): a signed-in client's
 * return to the phone code is the other start of the machine, which the journeys (a guest's) do
 * not walk; and a submit with the captcha's token takes the transition a plain submit takes.
 */
const NOT_TAKEN = ['signUp.deciding --always[0]']
const NOT_PLAYED = ['submit {"captchaToken":"dev-pass.1.token"}']

const played = (event: { type: string; captchaToken?: string }) =>
  event.captchaToken ? `${event.type} ${JSON.stringify({ captchaToken: event.captchaToken })}` : event.type

describe('the sign-up journeys', () => {
  it('show everything the oracle says the sign-up page shows: the form, the phone code, the login left to do, the next step', () => {
    expect(selection.targets).toEqual([
      'registration · Crea tu cuenta · editing',
      'registration · Crea tu cuenta · loginFailed',
      'registration · Verifica tu teléfono · phone.waiting',
      'registration-address · Tu domicilio · done',
    ])
    const shown = new Set(selection.journeys.flatMap((journey) => journey.steps.map((step) => step.shows?.key)))
    expect(selection.targets.filter((target) => !shown.has(target))).toEqual([])
    expect(selection.undriven).toEqual([])
  })

  it("take every transition of a guest's sign-up; only a signed-in client's return to the phone code is left", () => {
    const taken = new Set<string>()
    for (const journey of selection.journeys) {
      const path = playPath(
        setup.model,
        journey.steps.map((step) => step.event),
        input,
      )
      for (const microstep of [...path.start, ...path.steps.flatMap((step) => step.microsteps)])
        for (const transition of microstep.transitions) taken.add(keyOfTransition(transition))
    }
    expect(
      everyTransition(setup.model)
        .map(keyOfTransition)
        .filter((key) => !taken.has(key)),
    ).toEqual(NOT_TAKEN)
    // The failures each have a journey through them: a refusal, a captcha asked for, a wrong code, a code refused.
    const covers = selection.journeys.flatMap((journey) => journey.covers)
    for (const key of [
      'signUp.creating --xstate.error.actor.createAccount[0]',
      'signUp.creating --xstate.error.actor.createAccount[1]',
      'signUp.phone.verifying --xstate.error.actor.verifyPhone[0]',
      'signUp.phone.resending --xstate.error.actor.sendCode[0]',
      'signUp.phone.resending --xstate.done.actor.sendCode[0]',
    ])
      expect(covers).toContain(`takes ${key}`)
  })

  it('play every event a guest makes happen, but the captcha token a plain submit stands for', () => {
    const events = new Set(selection.journeys.flatMap((journey) => journey.steps.map((step) => played(step.event))))
    const offered = (setup.events as { type: string; captchaToken?: string }[]).map(played)
    expect([...new Set(offered.filter((event) => !events.has(event)))]).toEqual(NOT_PLAYED)
  })

  it('are named by their paths, start on the details form, drive every step and end where the model rests', () => {
    expect(atStart()).toEqual({ states: ['signUp', 'signUp.editing'], route: 'registration', heading: 'Crea tu cuenta' })
    for (const journey of selection.journeys) {
      expect(journey.name).toBe(`signup: ${describePath(journey.steps.map((step) => step.event))}`)
      expect(journey.steps[0]!.event.type).toBe('submit')
      for (const step of journey.steps) expect(step.act === null).toBe(step.by === 'answer')
      expect(journey.steps.at(-1)!.rests).toBe(true)
    }
    expect(selection.journeys.length).toBeLessThanOrEqual(10)
  })

  it("check at each rest the page and heading the oracle's row of the step's last transition says", () => {
    for (const journey of selection.journeys) {
      const path = playPath(
        setup.model,
        journey.steps.map((step) => step.event),
        input,
      )
      journey.steps.forEach((step, index) => {
        if (!step.rests) return
        const rows = oracleRowsOf(path.steps[index]!.microsteps.at(-1)!.transitions)
        const shown = step.shows as SignupShown
        for (const row of rows) expect(seenOf(row)).toEqual({ route: shown.route, heading: shown.heading })
        // As the spec reads the product: the phone code under its own heading, the address once verified.
        const expected = step.states.includes('signUp.done')
          ? { route: 'registration-address', heading: 'Tu domicilio' }
          : step.states.includes('signUp.phone')
            ? { route: 'registration', heading: 'Verifica tu teléfono' }
            : { route: 'registration', heading: 'Crea tu cuenta' }
        expect({ route: shown.route, heading: shown.heading }, `${journey.name} step ${index + 1}`).toEqual(expected)
      })
    }
  })

  it('steer the ERP just before the action that asks: a known e-mail, a crowded address, a failed login, a wrong code, a rewound minute', () => {
    for (const journey of selection.journeys) {
      journey.steps.forEach((step, index) => {
        if (step.arrange.length > 0) expect(step.by).toBe('user')
        if (step.by !== 'answer') return
        const action = journey.steps.slice(0, index).findLast((earlier) => earlier.by === 'user')!
        const arranged = action.arrange
        switch (step.event.type) {
          case 'xstate.done.actor.createAccount':
            // The spec's reading: signed in right after sign-up, the phone code is next; the login left to do only when it failed.
            expect(arranged).toEqual(step.states.includes('signUp.loginFailed') ? [{ fault: 'login', answer: 'drop' }] : [])
            expect(step.states.includes('signUp.loginFailed') || step.states.includes('signUp.phone.waiting')).toBe(true)
            expect(action.act).toEqual({ submit: 'fresh', captcha: false })
            break
          case 'xstate.error.actor.createAccount': {
            const status = (step.event as unknown as { error: { status: number } }).error.status
            if (status === 428) expect(arranged).toEqual([{ crowd: 300 }])
            else expect(action.act).toEqual({ submit: 'taken', captcha: false })
            break
          }
          case 'xstate.done.actor.verifyPhone':
            expect(action.act).toEqual({ code: 'right' })
            break
          case 'xstate.error.actor.verifyPhone':
            expect(action.act).toEqual({ code: 'wrong' })
            break
          case 'xstate.done.actor.sendCode':
            expect(arranged).toEqual([{ rewind: 60 }])
            break
          case 'xstate.error.actor.sendCode':
            expect(arranged).toEqual([])
        }
      })
    }
  })

  it('are told in the catalogue as a guest creating her account', () => {
    expect(signupWords.prefix).toBe('REG')
    for (const journey of selection.journeys) {
      expect(signupWords.goal(journey)).toBe('Crear mi cuenta')
      for (const step of journey.steps) if (step.act) expect(signupWords.act(step.act)).not.toBe('')
      for (const step of journey.steps)
        for (const arrangement of step.arrange) expect(signupWords.arrange(arrangement)).not.toBe('')
    }
    expect(signupWords.act({ submit: 'taken', captcha: false })).toContain(TAKEN_EMAIL)
  })
})
