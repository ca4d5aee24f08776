import { RuleCode } from './forms/rules'

/*
 * Where a Mexican address's postal code, state, municipality and colonia agree: one rule for the
 * form and the ERP. SEPOMEX gives each state whole blocks of postal codes, named by their first two
 * digits (Jalisco 44–49, Nuevo León 64–67), so the state of a postal code is known without its
 * catalogue; the municipality and the colonia of a postal code are known only from the catalogue,
 * which the ERP has and the web app does not.
 */

/** The first two digits of SEPOMEX's postal codes by state (INEGI code): [first, last, state]. */
const AREAS: ReadonlyArray<readonly [first: number, last: number, regionId: string]> = [
  [1, 16, '09'],
  [20, 20, '01'],
  [21, 22, '02'],
  [23, 23, '03'],
  [24, 24, '04'],
  [25, 27, '05'],
  [28, 28, '06'],
  [29, 30, '07'],
  [31, 33, '08'],
  [34, 35, '10'],
  [36, 38, '11'],
  [39, 41, '12'],
  [42, 43, '13'],
  [44, 49, '14'],
  [50, 57, '15'],
  [58, 61, '16'],
  [62, 62, '17'],
  [63, 63, '18'],
  [64, 67, '19'],
  [68, 71, '20'],
  [72, 75, '21'],
  [76, 76, '22'],
  [77, 77, '23'],
  [78, 79, '24'],
  [80, 82, '25'],
  [83, 85, '26'],
  [86, 86, '27'],
  [87, 89, '28'],
  [90, 90, '29'],
  [91, 96, '30'],
  [97, 97, '31'],
  [98, 99, '32'],
]

/** The state (INEGI code) of a five-digit postal code; null for one no state has (00…, 17…–19…) or a malformed one. */
export function postalCodeRegion(postalCode: string): string | null {
  if (!/^\d{5}$/.test(postalCode)) return null
  const area = Number(postalCode.slice(0, 2))
  return AREAS.find(([first, last]) => area >= first && area <= last)?.[2] ?? null
}

/** A colonia of the catalogue with a postal code: its municipality and its id. */
export interface PostalPlace {
  cityId: string
  districtId: string
}

export const AddressMismatch = {
  /** The postal code is of another state than the one chosen (or of none). */
  state: RuleCode.postalCodeState,
  /** The catalogue knows the postal code, in other municipalities than the one chosen. */
  municipality: RuleCode.postalCodeMunicipality,
  /** The colonia chosen is not one of the postal code's. */
  colonia: RuleCode.postalCodeColonia,
} as const

export type AddressMismatch = (typeof AddressMismatch)[keyof typeof AddressMismatch]

export interface AddressPlace {
  regionId: string
  cityId: string
  /** Empty when no colonia of the catalogue was chosen (typed by hand, or none). */
  districtId: string
  postalCode: string
}

/**
 * The first field that disagrees with the postal code, and how; null when they agree or the
 * postal code is malformed (its own rule says so). `places` are the catalogue's colonias of the
 * postal code: null where the catalogue is not at hand (the web app: only the state is checked),
 * empty for a postal code it does not know (then no colonia of it can be chosen, and a municipality
 * typed by hand is not checked against it).
 */
export function addressMismatch(
  address: AddressPlace,
  places: readonly PostalPlace[] | null,
): { field: keyof AddressPlace; code: AddressMismatch } | null {
  if (!/^\d{5}$/.test(address.postalCode)) return null
  if (address.regionId !== '' && postalCodeRegion(address.postalCode) !== address.regionId)
    return { field: 'postalCode', code: AddressMismatch.state }
  if (places === null) return null
  if (address.cityId !== '' && places.length > 0 && !places.some((place) => place.cityId === address.cityId))
    return { field: 'cityId', code: AddressMismatch.municipality }
  if (address.districtId !== '' && !places.some((place) => place.districtId === address.districtId))
    return { field: 'districtId', code: AddressMismatch.colonia }
  return null
}
