import { listCities, listDistricts, listRegions, normalizeName, searchCities } from '../reference/geography'

/**
 * Address suggestions (GET addresses/list), built from the reference
 * geography: colonias with their postal codes where the data has them (Ciudad de México only,
 * see server/reference/geography/districts.ts), municipalities otherwise.
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

const districts = listRegions().flatMap((region) =>
  (listCities(region.id) ?? []).flatMap((city) =>
    (listDistricts(city.id) ?? []).map((district) => ({
      name: normalizeName(district.title),
      suggestion: {
        label: `${district.title}, ${district.postalCode}, ${city.title}, ${region.title}`,
        districtId: district.id,
        district: district.title,
        postalCode: district.postalCode || null,
        cityId: city.id,
        city: city.title,
        regionId: region.id,
        region: region.title,
      } satisfies AddressSuggestion,
    })),
  ),
)

/** By postal code (exact), else by name (colonias first, then municipalities); at most `limit`. */
export function suggestAddresses(options: {
  query?: string | undefined
  postalCode?: string | undefined
  limit: number
}): AddressSuggestion[] {
  const needle = normalizeName(options.query ?? '')
  if (options.postalCode) {
    return districts
      .filter((entry) => entry.suggestion.postalCode === options.postalCode && (!needle || entry.name.includes(needle)))
      .slice(0, options.limit)
      .map((entry) => entry.suggestion)
  }
  if (needle.length < 2) return []
  const byDistrict = districts
    .filter((entry) => entry.name.includes(needle))
    .sort((a, b) => Number(!a.name.startsWith(needle)) - Number(!b.name.startsWith(needle)) || a.name.localeCompare(b.name, 'es'))
    .map((entry) => entry.suggestion)
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
  return [...byDistrict, ...byCity].slice(0, options.limit)
}
