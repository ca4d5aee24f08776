import { describe, expect, it } from 'vitest'
import {
  CASH_PROVIDER_CODES,
  cashPayoutExpiresAt,
  cashPayoutStateAt,
  isCashPayoutReference,
  isCashPayoutReissuable,
  isCashPayoutWaiting,
  offeredProvider,
  type CashProvider,
} from '../../src/domain/cash-payout'
import { isPayoutUnderWay, isTrackingKey, PAYOUT_STATES, payoutExpectedBy } from '../../src/domain/payout'

/*
 * Where the loan money is, as My loan asks it: a SPEI payout on its way, or cash waiting at a
 * branch with its payout reference.
 */

describe('the loan money sent by SPEI', () => {
  it('goes sent, in transit, then received or returned', () => {
    expect(PAYOUT_STATES).toEqual(['sent', 'in_transit', 'received', 'returned'])
  })

  it('is on its way while sent or in transit, and not once it arrived or came back', () => {
    expect(isPayoutUnderWay({ state: 'sent' })).toBe(true)
    expect(isPayoutUnderWay({ state: 'in_transit' })).toBe(true)
    expect(isPayoutUnderWay({ state: 'received' })).toBe(false)
    expect(isPayoutUnderWay({ state: 'returned' })).toBe(false)
    expect(isPayoutUnderWay(null)).toBe(false)
    expect(isPayoutUnderWay(undefined)).toBe(false)
  })

  it('is expected half an hour after it was sent', () => {
    expect(payoutExpectedBy(new Date('2026-11-21T18:00:00.000Z')).toISOString()).toBe('2026-11-21T18:30:00.000Z')
  })

  it("is traced by a tracking key of 1 to 30 capitals and digits (SPEI's clave de rastreo)", () => {
    expect(isTrackingKey('LANA20261121ABCDEFGHIJ1234')).toBe(true)
    expect(isTrackingKey('A')).toBe(true)
    expect(isTrackingKey('A'.repeat(30))).toBe(true)
    expect(isTrackingKey('A'.repeat(31))).toBe(false)
    expect(isTrackingKey('')).toBe(false)
    expect(isTrackingKey('lana2026')).toBe(false)
    expect(isTrackingKey('LANA-2026')).toBe(false)
    expect(isTrackingKey('X LANA2026')).toBe(false)
  })
})

const telecomm: CashProvider = { code: 'telecomm', name: 'Telecomm', network: 'Telecomm', bring: ['official_id', 'reference'] }

describe('the loan money collected in cash', () => {
  it('is paid by the networks the contract names', () => {
    expect(CASH_PROVIDER_CODES).toEqual(['telecomm', 'banco_azteca', 'cebuana', 'bdo', 'm_lhuillier'])
  })

  it('is collected at a network offered, and only at one', () => {
    expect(offeredProvider('telecomm', [telecomm])).toEqual(telecomm)
    expect(offeredProvider('bdo', [telecomm])).toBeNull()
    expect(offeredProvider('telecomm', [])).toBeNull()
  })

  it('has a reference of twelve digits whose last one checks the others (Luhn)', () => {
    expect(isCashPayoutReference('123456789015')).toBe(true)
    expect(isCashPayoutReference('123456789014')).toBe(false)
    expect(isCashPayoutReference('12345678903')).toBe(false)
    expect(isCashPayoutReference('1234567890155')).toBe(false)
    expect(isCashPayoutReference('12345678901a')).toBe(false)
    expect(isCashPayoutReference('x123456789015')).toBe(false)
  })

  it('has a reference valid for whole days from when it was issued', () => {
    expect(cashPayoutExpiresAt(new Date('2026-11-21T18:00:00.000Z'), 7).toISOString()).toBe('2026-11-28T18:00:00.000Z')
  })

  it('waits at the branch until the deadline, then has expired, unless it was collected', () => {
    const payout = { collectedAt: null, expiresAt: '2026-11-28T18:00:00.000Z' }
    expect(cashPayoutStateAt(payout, new Date('2026-11-28T17:59:59.999Z'))).toBe('ready')
    expect(cashPayoutStateAt(payout, new Date('2026-11-28T18:00:00.000Z'))).toBe('expired')
    expect(cashPayoutStateAt({ ...payout, collectedAt: '2026-11-23T17:00:00.000Z' }, new Date('2026-12-01T00:00:00.000Z'))).toBe(
      'collected',
    )
  })

  it('is watched while it waits, and replaced by a new reference only once expired', () => {
    expect([isCashPayoutWaiting({ state: 'ready' }), isCashPayoutReissuable({ state: 'ready' })]).toEqual([true, false])
    expect([isCashPayoutWaiting({ state: 'expired' }), isCashPayoutReissuable({ state: 'expired' })]).toEqual([false, true])
    expect([isCashPayoutWaiting({ state: 'collected' }), isCashPayoutReissuable({ state: 'collected' })]).toEqual([false, false])
    expect([isCashPayoutWaiting(null), isCashPayoutReissuable(undefined)]).toEqual([false, false])
  })
})
