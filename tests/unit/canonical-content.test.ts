import { describe, expect, it } from 'vitest'
import { agreementContentDigest, canonicalJson, sha256Hex } from '../../server/loans/canonical-content'
import { maskPhone } from '../../server/loans/signature-events'

describe('canonical JSON', () => {
  it.each([
    [{ b: 1, a: 'x' }, '{"a":"x","b":1}'],
    [{ z: { d: null, c: [3, { f: 1, e: 2 }] }, a: undefined }, '{"z":{"c":[3,{"e":2,"f":1}],"d":null}}'],
    [['b', 'a'], '["b","a"]'],
    [{ ñ: 1, n: 2, N: 3 }, '{"N":3,"n":2,"ñ":1}'],
  ])('writes %j as %s', (value, expected) => {
    expect(canonicalJson(value)).toBe(expected)
  })
})

describe('the agreement content digest', () => {
  // The expected digests were computed outside the code, with
  //   printf '%s' '<canonical JSON>' | sha256sum
  const figures = {
    draft: false,
    total: 126680,
    number: 'LC-00000001',
    clientName: 'Ana López',
    clientCurp: null,
    principal: 100000,
    termDays: 15,
    startDate: '2025-06-15',
    dueDate: '2025-06-30',
    interest: 7000,
    fees: 8000,
    vat: 3680,
    cat: 512.3,
    earlyPayoff: { days: 7, amount: 117400 },
    signedOn: '2025-06-15',
    rollover: undefined,
  }
  const HAND_CHECKED = '78896d13c118235c0a62f17f11b2314251111a8d27873df4f7e65c750b2a19ce'

  it.each([
    ['the signed figures', figures, HAND_CHECKED],
    ['the same figures marked draft (a rendering detail)', { ...figures, draft: true }, HAND_CHECKED],
    ['the figures with their keys in another order', Object.fromEntries(Object.entries(figures).reverse()), HAND_CHECKED],
  ])('of %s is the SHA-256 of their canonical JSON', (_, value, expected) => {
    expect(agreementContentDigest(value)).toBe(expected)
  })

  it('changes with any figure', () => {
    expect(agreementContentDigest({ ...figures, total: 126681 })).not.toBe(HAND_CHECKED)
  })

  it('hashes text as UTF-8', () => {
    expect(sha256Hex('{"a":"x","b":1}')).toBe('cdab067e9f3beb32d1252cfd63e492592fecbf591b0d08cadb24bb17f3864246')
  })
})

describe('the masked phone of a signature', () => {
  it.each([
    ['5512345678', '** **** **78'],
    ['4421234567', '*** *** **67'],
    ['+52 55 1234 5634', '** **** **34'],
  ])('%s reads %s', (phone, masked) => {
    expect(maskPhone(phone)).toBe(masked)
  })
})
