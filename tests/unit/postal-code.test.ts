import { describe, expect, it } from 'vitest'
import { addressMismatch, postalCodeRegion, type PostalPlace } from '../../src/domain/postal-code'

describe('the state of a postal code', () => {
  it.each([
    ['01000', '09'],
    ['06700', '09'],
    ['16999', '09'],
    ['20000', '01'],
    ['22000', '02'],
    ['44100', '14'],
    ['49999', '14'],
    ['50000', '15'],
    ['57000', '15'],
    ['64000', '19'],
    ['83000', '26'],
    ['97000', '31'],
    ['99999', '32'],
  ])('%s is of state %s', (postalCode, regionId) => {
    expect(postalCodeRegion(postalCode)).toBe(regionId)
  })

  it.each(['00100', '17000', '18500', '19999', '4410', '441000', 'abcde', ''])('%s is of no state', (postalCode) => {
    expect(postalCodeRegion(postalCode)).toBeNull()
  })
})

describe('an address that disagrees with its postal code', () => {
  // What SEPOMEX lists for 44160 and 64000 (hand-copied from the catalogue).
  const americana: PostalPlace[] = [{ cityId: '14039', districtId: '14039-0013' }]
  const monterreyCentro: PostalPlace[] = [
    { cityId: '19039', districtId: '19039-0001' },
    { cityId: '19039', districtId: '19039-3429' },
  ]
  const place = (regionId: string, cityId: string, districtId: string, postalCode: string) => ({
    regionId,
    cityId,
    districtId,
    postalCode,
  })

  it.each([
    ['Americana, Guadalajara', place('14', '14039', '14039-0013', '44160'), americana, null],
    ['Guadalajara, no colonia chosen', place('14', '14039', '', '44160'), americana, null],
    ['La Finca, Monterrey', place('19', '19039', '19039-3429', '64000'), monterreyCentro, null],
    [
      'a Jalisco address with a CDMX postal code',
      place('14', '14039', '', '06700'),
      [],
      { field: 'postalCode', code: 'postal_code_state' },
    ],
    [
      'a CDMX postal code given to Nuevo León',
      place('19', '19039', '', '06700'),
      null,
      { field: 'postalCode', code: 'postal_code_state' },
    ],
    ['a postal code of no state', place('09', '09015', '', '18000'), [], { field: 'postalCode', code: 'postal_code_state' }],
    [
      'Zapopan with a Guadalajara postal code',
      place('14', '14120', '', '44160'),
      americana,
      { field: 'cityId', code: 'postal_code_municipality' },
    ],
    [
      'a Monterrey colonia with another Monterrey postal code',
      place('19', '19039', '19039-0011', '64000'),
      monterreyCentro,
      { field: 'districtId', code: 'postal_code_colonia' },
    ],
    [
      'a colonia chosen with a postal code the catalogue lacks',
      place('14', '14039', '14039-0013', '44999'),
      [],
      { field: 'districtId', code: 'postal_code_colonia' },
    ],
    ['a typed municipality with a postal code the catalogue lacks', place('14', '14039', '', '44999'), [], null],
    ['the web app, without the catalogue, with the right state', place('14', '14120', '14120-0001', '44160'), null, null],
    ['a malformed postal code (its own rule says so)', place('14', '14039', '', '4416'), americana, null],
    ['no state chosen yet', place('', '', '', '06700'), null, null],
  ])('%s', (_, address, places, expected) => {
    expect(addressMismatch(address, places)).toEqual(expected)
  })
})
