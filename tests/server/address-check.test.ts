import { describe, expect, it } from 'vitest'
import { checkAddress } from '../../server/accounts/registration-steps'

/*
 * complete-step-two's check against SEPOMEX's catalogue as shipped: the postal code, state,
 * municipality and colonia must agree, and for a postal code the catalogue lacks the municipality
 * may be typed. The ids and names below are hand-copied from the catalogue and INEGI's list.
 */

const base = { street: 'Avenida Chapultepec', exteriorNumber: '15', interiorNumber: null, wardId: null }

function outcome(address: {
  regionId: string
  cityId: string
  districtId?: string | null
  municipality?: string | null
  postalCode: string
}) {
  const checked = checkAddress({ ...base, ...address })
  if (!checked.ok)
    return checked.violations.map(
      (violation) => `${violation.propertyPath.replace(/^children\[(\w+)\]\.data$/, '$1')}: ${violation.status}`,
    )
  return { city: checked.value.city_id, district: checked.value.district_id }
}

describe('complete-step-two: an address whose parts agree', () => {
  it.each([
    [
      'Americana, Guadalajara, Jalisco',
      { regionId: '14', cityId: '14039', districtId: '14039-0013', postalCode: '44160' },
      { city: '14039', district: '14039-0013' },
    ],
    [
      'Monterrey Centro, Nuevo León',
      { regionId: '19', cityId: '19039', districtId: '19039-0001', postalCode: '64000' },
      { city: '19039', district: '19039-0001' },
    ],
    [
      'Mérida Centro, Yucatán',
      { regionId: '31', cityId: '31050', districtId: '31050-0001', postalCode: '97000' },
      { city: '31050', district: '31050-0001' },
    ],
    [
      'Roma Norte, CDMX',
      { regionId: '09', cityId: '09015', districtId: '09015-0947', postalCode: '06700' },
      { city: '09015', district: '09015-0947' },
    ],
    [
      'Guadalajara without a colonia chosen',
      { regionId: '14', cityId: '14039', districtId: null, postalCode: '44160' },
      { city: '14039', district: null },
    ],
    [
      'a typed municipality, postal code unknown to the catalogue',
      { regionId: '14', cityId: '', municipality: 'zapopan', postalCode: '44999' },
      { city: '14120', district: null },
    ],
    [
      'a typed municipality with accents left out',
      { regionId: '31', cityId: '', municipality: 'Merida', postalCode: '97999' },
      { city: '31050', district: null },
    ],
    [
      'a typed municipality the postal code has',
      { regionId: '14', cityId: '', municipality: 'Guadalajara', postalCode: '44160' },
      { city: '14039', district: null },
    ],
  ])('accepts %s', (_, address, expected) => {
    expect(outcome(address)).toEqual(expected)
  })
})

describe('complete-step-two: an address whose parts disagree', () => {
  it.each([
    [
      'a Jalisco address with a CDMX postal code',
      { regionId: '14', cityId: '14039', postalCode: '06700' },
      ['postalCode: postal_code_state'],
    ],
    [
      'a Roma Norte colonia in Jalisco',
      { regionId: '14', cityId: '14039', districtId: '09015-0947', postalCode: '44160' },
      ['districtId: invalid_choice'],
    ],
    [
      'Zapopan with a Guadalajara postal code',
      { regionId: '14', cityId: '14120', postalCode: '44160' },
      ['cityId: postal_code_municipality'],
    ],
    [
      'a Monterrey colonia of another postal code',
      { regionId: '19', cityId: '19039', districtId: '19039-0011', postalCode: '64000' },
      ['districtId: postal_code_colonia'],
    ],
    [
      'a typed municipality of another state',
      { regionId: '14', cityId: '', municipality: 'Monterrey', postalCode: '44999' },
      ['municipality: unknown_municipality'],
    ],
    [
      'a typed municipality the known postal code lacks',
      { regionId: '14', cityId: '', municipality: 'Zapopan', postalCode: '44160' },
      ['municipality: postal_code_municipality'],
    ],
    [
      'a typed municipality with symbols',
      { regionId: '14', cityId: '', municipality: 'Zapopan!!', postalCode: '44999' },
      ['municipality: place_characters'],
    ],
    [
      'neither a municipality id nor a name',
      { regionId: '14', cityId: '', municipality: '', postalCode: '44999' },
      ['cityId: required'],
    ],
  ])('refuses %s', (_, address, expected) => {
    expect(outcome(address)).toEqual(expected)
  })
})
