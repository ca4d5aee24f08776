import { findCity, listRegions, normalizeName, searchCities } from '../reference/geography'
import { allDistricts, districtsOfPostalCode, type PostalDistrict } from '../reference/geography/postal-codes'

/**
 * Address suggestions (GET addresses/list), built from the reference geography: the colonias of
 * SEPOMEX's catalogue with their postal codes, in every state, and municipalities.
 */
export interface AddressSuggestion {
  label: string
  districtId: string | null
  district: string | null
  postalCode: string | null
  cityId: string
  city: string
  regionId: string
  region: string
}

const regionTitle = new Map(listRegions().map((region) => [region.id, region.title]))

function suggestion(district: PostalDistrict): AddressSuggestion {
  const city = findCity(district.cityId)
  const regionId = district.cityId.slice(0, 2)
  const region = regionTitle.get(regionId) ?? ''
  return {
    label: `${district.title}, ${district.postalCode}, ${city?.title ?? ''}, ${region}`,
    districtId: district.id,
    district: district.title,
    postalCode: district.postalCode,
    cityId: district.cityId,
    city: city?.title ?? '',
    regionId,
    region,
  }
}

/** The colonias' names as searched (lower case, no accents), built on the first search by name. */
let searchable: { name: string; district: PostalDistrict }[] | undefined

/**
 * By postal code (exact, its colonias in SEPOMEX's order, narrowed by `query`), else by name:
 * municipalities of exactly that name, colonias whose name starts with the query, those containing
 * it (each in alphabetical order), then the other municipalities; at most `limit`.
 */
export function suggestAddresses(options: {
  query?: string | undefined
  postalCode?: string | undefined
  limit: number
}): AddressSuggestion[] {
  const needle = normalizeName(options.query ?? '')
  if (options.postalCode) {
    return districtsOfPostalCode(options.postalCode)
      .filter((district) => !needle || normalizeName(district.title).includes(needle))
      .slice(0, options.limit)
      .map(suggestion)
  }
  if (needle.length < 2) return []
  searchable ??= allDistricts().map((district) => ({ name: normalizeName(district.title), district }))
  const starting: typeof searchable = []
  const containing: typeof searchable = []
  for (const entry of searchable) {
    if (entry.name.startsWith(needle)) starting.push(entry)
    else if (entry.name.includes(needle)) containing.push(entry)
  }
  const byName = (a: { name: string; district: PostalDistrict }, b: { name: string; district: PostalDistrict }) =>
    a.name.localeCompare(b.name, 'es') || a.district.postalCode.localeCompare(b.district.postalCode)
  // Only as many of each as can be shown: a common word ('centro') is in thousands of names.
  const best = (entries: typeof starting) => entries.sort(byName).slice(0, options.limit)
  const byDistrict = [...best(starting), ...best(containing)].map((entry) => suggestion(entry.district))
  const byCity = searchCities(needle, { limit: options.limit }).map((city) => {
    const region = regionTitle.get(city.regionId) ?? ''
    return {
      label: `${city.title}, ${region}`,
      districtId: null,
      district: null,
      postalCode: null,
      cityId: city.id,
      city: city.title,
      regionId: city.regionId,
      region,
    }
  })
  // A municipality named exactly so ('Guadalajara') comes before colonias of that name elsewhere.
  const exact = byCity.filter((city) => normalizeName(city.city) === needle)
  const others = byCity.filter((city) => normalizeName(city.city) !== needle)
  return [...exact, ...byDistrict, ...others].slice(0, options.limit)
}
