import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliDecompressSync } from 'node:zlib'

/*
 * SEPOMEX's Catálogo Nacional de Códigos Postales, as shipped in postal-codes.txt.br (written by
 * scripts/generate-postal-catalogue.ts; docs/ADDRESSES.md says what it covers and how to refresh
 * it): every postal code of the 32 states with its colonias, by municipality. About 156,000
 * colonias, so it is read on the first address call rather than at start-up, and only here: the
 * web app asks the ERP, it never carries the catalogue.
 */

const FILE = 'postal-codes.txt.br'

/** A colonia of the catalogue; its id is the city id, a dash and SEPOMEX's settlement id in the municipality. */
export interface PostalDistrict {
  id: string
  title: string
  cityId: string
  postalCode: string
}

interface Catalogue {
  byCity: Map<string, PostalDistrict[]>
  byPostalCode: Map<string, PostalDistrict[]>
}

/**
 * Beside this module in the source tree; from dist-server/, where `npm run build:server` puts the
 * bundle, the same file in server/.
 */
function catalogueFile(): string {
  const here = join(import.meta.dirname, FILE)
  return existsSync(here) ? here : join(import.meta.dirname, '..', 'server', 'reference', 'geography', FILE)
}

/** Parses the lines `cityId|postalCode:settlement name;settlement name|…`. */
export function parseCatalogue(text: string): Catalogue {
  const catalogue: Catalogue = { byCity: new Map(), byPostalCode: new Map() }
  for (const line of text.split('\n')) {
    if (line === '') continue
    const [cityId = '', ...codes] = line.split('|')
    const districts: PostalDistrict[] = []
    for (const code of codes) {
      const [postalCode = '', names = ''] = code.split(':')
      const here: PostalDistrict[] = []
      for (const entry of names.split(';')) {
        const space = entry.indexOf(' ')
        const district = { id: `${cityId}-${entry.slice(0, space)}`, title: entry.slice(space + 1), cityId, postalCode }
        here.push(district)
      }
      districts.push(...here)
      const known = catalogue.byPostalCode.get(postalCode)
      catalogue.byPostalCode.set(postalCode, known ? [...known, ...here] : here)
    }
    catalogue.byCity.set(cityId, districts)
  }
  return catalogue
}

let loaded: Catalogue | undefined

function catalogue(): Catalogue {
  loaded ??= parseCatalogue(brotliDecompressSync(readFileSync(catalogueFile())).toString('utf8'))
  return loaded
}

/** A municipality's colonias, by postal code and then SEPOMEX's order; none for a city the catalogue lacks. */
export function districtsOfCity(cityId: string): readonly PostalDistrict[] {
  return catalogue().byCity.get(cityId) ?? []
}

/** The colonias of a postal code (a few span two municipalities); none for a code the catalogue does not know. */
export function districtsOfPostalCode(postalCode: string): readonly PostalDistrict[] {
  return catalogue().byPostalCode.get(postalCode) ?? []
}

/** A colonia by its id, looked up among its city's (the id starts with the city's): no index of its own to keep in memory. */
export function findDistrict(districtId: string): PostalDistrict | undefined {
  return catalogue()
    .byCity.get(districtId.slice(0, 5))
    ?.find((district) => district.id === districtId)
}

/** Every colonia of the catalogue, in municipality order: what a search by name goes through. */
export function allDistricts(): readonly PostalDistrict[] {
  return [...catalogue().byCity.values()].flat()
}
