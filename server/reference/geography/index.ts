import { MUNICIPALITIES } from './municipalities'
import { districtsOfCity, findDistrict } from './postal-codes'
import { REGIONS } from './regions'

/**
 * Mexico's geography for address forms: regions are the 32 federal entities, cities
 * their municipalities (alcaldías in Ciudad de México), districts the colonias, wards the level
 * below. Ids are INEGI codes: region '09', city '09015' (region + municipality), and for a district
 * the city and SEPOMEX's settlement id, '09015-0947' (Roma Norte). Regions and cities are built at
 * import from the tables next to this file; districts come from SEPOMEX's catalogue
 * (./postal-codes.ts), read on first use.
 */

export interface RegionItem {
  id: string
  title: string
}

export interface CityItem {
  id: string
  title: string
  regionId: string
}

export interface DistrictItem {
  id: string
  title: string
  cityId: string
  postalCode: string
}

export interface WardItem {
  id: string
  title: string
  districtId: string
}

/** Splits a `|`-separated table entry; empty segments stay (they hold a code's place). */
function segments(text: string): string[] {
  return text.split('|').map((part) => part.trim())
}

const regions: RegionItem[] = REGIONS.map(([id, title]) => ({ id, title }))
const regionIds = new Set(regions.map((region) => region.id))

const citiesByRegion = new Map<string, CityItem[]>()
const cityById = new Map<string, CityItem>()
for (const region of regions) {
  const cities: CityItem[] = []
  segments(MUNICIPALITIES[region.id] ?? '').forEach((title, index) => {
    if (!title) return
    const city = { id: `${region.id}${String(index + 1).padStart(3, '0')}`, title, regionId: region.id }
    cities.push(city)
    cityById.set(city.id, city)
  })
  citiesByRegion.set(region.id, cities)
}

/** The 32 federal entities, in INEGI code order. */
export function listRegions(): readonly RegionItem[] {
  return regions
}

/** A region's cities in code order; undefined for an unknown region. */
export function listCities(regionId: string): readonly CityItem[] | undefined {
  return citiesByRegion.get(regionId)
}

export function findCity(cityId: string): CityItem | undefined {
  return cityById.get(cityId)
}

export function isRegion(regionId: string): boolean {
  return regionIds.has(regionId)
}

/** A city's districts, the colonias SEPOMEX lists for it; undefined for an unknown city. */
export function listDistricts(cityId: string): readonly DistrictItem[] | undefined {
  if (!cityById.has(cityId)) return undefined
  return districtsOfCity(cityId)
}

/** A district's wards: none are known, so an empty list; undefined for an unknown district. */
export function listWards(districtId: string): readonly WardItem[] | undefined {
  return findDistrict(districtId) ? [] : undefined
}

/** Lower case, accents dropped, spaces collapsed: 'Tláhuac' and 'tlahuac' match. */
export function normalizeName(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim()
}

/** The city of a region whose name is `name`, ignoring case, accents and spacing (a municipality typed by hand). */
export function findCityByName(regionId: string, name: string): CityItem | undefined {
  const needle = normalizeName(name)
  return citiesByRegion.get(regionId)?.find((city) => normalizeName(city.title) === needle)
}

const searchable = [...cityById.values()].map((city) => ({ city, name: normalizeName(city.title) }))

/**
 * Cities whose name contains the query, ignoring case and accents. Best first: the exact name, then
 * names starting with the query, then names with a word starting with it, then the rest; ties in
 * alphabetical order, then by id (many names repeat across states: Benito Juárez, Guadalupe, ...).
 */
export function searchCities(query: string, options: { regionId?: string; limit: number }): CityItem[] {
  const needle = normalizeName(query)
  if (!needle) return []
  const rank = (name: string) => (name === needle ? 0 : name.startsWith(needle) ? 1 : name.includes(` ${needle}`) ? 2 : 3)
  return searchable
    .filter(({ city, name }) => (!options.regionId || city.regionId === options.regionId) && name.includes(needle))
    .map((entry) => ({ ...entry, rank: rank(entry.name) }))
    .sort((a, b) => a.rank - b.rank || a.name.localeCompare(b.name, 'es') || a.city.id.localeCompare(b.city.id))
    .slice(0, options.limit)
    .map(({ city }) => city)
}
