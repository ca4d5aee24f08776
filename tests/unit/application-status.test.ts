import { describe, expect, it } from 'vitest'
import { OUTCOME_STATUS } from '../../server/applications/decision'
import { APPLICATION_STATUS, increaseOffered, isOpenStatus, offerKindOf, readStatus } from '../../src/domain/application-status'

describe('isOpenStatus (the client may not apply again, and may cancel)', () => {
  it.each([
    [1, true],
    [2, true],
    [3, true],
    [7, true],
    [13, true],
    [14, true],
    [17, true],
    [18, true],
    [401, true],
    [4, false],
    [5, false],
    [6, false],
    [23, false],
  ])('status %i: open %s', (status, open) => {
    expect(isOpenStatus(status)).toBe(open)
  })
})

describe('readStatus (application status → application stage)', () => {
  it('pays an accepted or signing application out by transfer when the client has a CLABE or card, else in cash', () => {
    for (const status of [APPLICATION_STATUS.accepted, APPLICATION_STATUS.signing]) {
      expect(readStatus(status, true)).toEqual({ kind: 'stage', stage: 'accepted' })
      expect(readStatus(status, false)).toEqual({ kind: 'stage', stage: 'accepted-cash' })
    }
  })

  it('shows each decision its own stage', () => {
    expect(readStatus(6, true)).toEqual({ kind: 'stage', stage: 'rejected' })
    expect(readStatus(14, true)).toEqual({ kind: 'stage', stage: 'manual-verification' })
    expect(readStatus(18, true)).toEqual({ kind: 'stage', stage: 'offer-increase' })
    expect(readStatus(17, true)).toEqual({ kind: 'stage', stage: 'offer-decrease' })
    expect(readStatus(13, true)).toEqual({ kind: 'stage', stage: 'offer-decrease' })
    expect(readStatus(401, true)).toEqual({ kind: 'stage', stage: 'decision-error' })
  })

  it('keeps polling while new or in verification, and for a status it does not know', () => {
    expect(readStatus(1, true)).toEqual({ kind: 'pending' })
    expect(readStatus(7, false)).toEqual({ kind: 'pending' })
    expect(readStatus(99, false)).toEqual({ kind: 'pending' })
  })

  it('reads completed, canceled and terminated as no longer in progress', () => {
    for (const status of [4, 5, 23]) expect(readStatus(status, true)).toEqual({ kind: 'closed' })
  })

  it('maps every outcome the reference ERP can steer to the stage of its name (docs/API.md "Decisions")', () => {
    const expected = {
      accepted: 'accepted',
      rejected: 'rejected',
      manual_verification: 'manual-verification',
      yhat_increase: 'offer-increase',
      yhat_decrease: 'offer-decrease',
      special_offer: 'offer-decrease',
      decision_error: 'decision-error',
    } as const
    for (const [outcome, stage] of Object.entries(expected)) {
      expect(readStatus(OUTCOME_STATUS[outcome as keyof typeof expected], true), outcome).toEqual({ kind: 'stage', stage })
    }
  })
})

describe('offerKindOf', () => {
  it('tells the increase, the yhat decrease and the special offer apart', () => {
    expect(offerKindOf(18)).toBe('increase')
    expect(offerKindOf(17)).toBe('decrease')
    expect(offerKindOf(13)).toBe('special')
    expect(offerKindOf(3)).toBeNull()
  })
})

describe('increaseOffered (at status increase the calculator takes the available amount)', () => {
  it('is the offered amount of an application at status increase', () => {
    expect(increaseOffered({ status: APPLICATION_STATUS.yhatIncrease, offeredAmount: { amount: 5000 } })).toBe(5000)
  })
  it('is null at any other status, without an offered amount, or without an application', () => {
    expect(increaseOffered({ status: APPLICATION_STATUS.yhatDecrease, offeredAmount: { amount: 2000 } })).toBeNull()
    expect(increaseOffered({ status: APPLICATION_STATUS.accepted, offeredAmount: { amount: 5000 } })).toBeNull()
    expect(increaseOffered({ status: APPLICATION_STATUS.yhatIncrease, offeredAmount: null })).toBeNull()
    expect(increaseOffered(null)).toBeNull()
  })
})
