/**
 * `npm run postal:generate -- <folder or file>`: writes server/reference/geography/postal-codes.txt.br,
 * the postal codes and colonias of SEPOMEX's Catálogo Nacional de Códigos Postales that the ERP
 * checks and suggests addresses with (server/reference/geography/postal-codes.ts).
 *
 * The input is SEPOMEX's own export in its text form (CPdescarga.txt, Latin-1, `|`-separated,
 * a notice line and a header line first), whole or split by state: one file, or every `.txt` and
 * `.csv` of a folder. Rows are read by their columns: d_codigo, d_asenta, D_mnpio, c_estado,
 * c_mnpio, id_asenta_cpcons; the state and municipality codes are INEGI's, as are the ids of the
 * ERP's regions and cities. The output is one line per municipality, in code order:
 *
 *   14039|44100:0003 Guadalajara Centro|44110:0005 Vallarta Poniente;0200 Arcos
 *
 * the city id, then each postal code with its colonias (SEPOMEX's settlement id within the
 * municipality, a space, the name), compressed with Brotli (a third smaller than gzip). docs/ADDRESSES.md says where the export comes from.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { brotliCompressSync, constants } from 'node:zlib'

export const POSTAL_CATALOGUE_FILE = 'server/reference/geography/postal-codes.txt.br'

/**
 * The columns of SEPOMEX's export, in its order (15 of them); some copies drop the 10th, c_CP,
 * which SEPOMEX leaves empty, and have 14.
 */
const COLUMNS = { postalCode: 0, colonia: 1, state: 7, municipality: 11, settlement: 12 } as const
const WITHOUT_C_CP = { ...COLUMNS, municipality: 10, settlement: 11 } as const

function inputFiles(path: string): string[] {
  if (!statSync(path).isDirectory()) return [path]
  return readdirSync(path)
    .filter((name) => /\.(txt|csv)$/i.test(name))
    .sort()
    .map((name) => join(path, name))
}

/** City id → postal code → settlement id → colonia name. */
type Catalogue = Map<string, Map<string, Map<string, string>>>

/** The rows of SEPOMEX's export (one file's text, or several), gathered by municipality and postal code. */
export function readRows(files: readonly { file: string; text: string }[]): Catalogue {
  const catalogue: Catalogue = new Map()
  for (const { file, text } of files) {
    for (const line of text.split(/\r?\n/)) {
      const cells = line.split('|').map((cell) => cell.trim())
      const at = cells.length === 14 ? WITHOUT_C_CP : COLUMNS
      const postalCode = cells[at.postalCode] ?? ''
      // The notice and header lines, and blank ones, have no postal code in front (5 digits, or 4 where a
      // spreadsheet dropped the leading zero).
      if (!/^\d{4,5}$/.test(postalCode)) continue
      const state = cells[at.state] ?? ''
      const municipality = cells[at.municipality] ?? ''
      const settlement = cells[at.settlement] ?? ''
      const colonia = (cells[at.colonia] ?? '').replace(/\s+/g, ' ')
      // Codes come with their leading zeros, or without them in copies that went through a spreadsheet.
      if (!/^\d{1,2}$/.test(state) || !/^\d{1,3}$/.test(municipality) || !/^\d{1,4}$/.test(settlement) || colonia === '') {
        throw new Error(`${file}: a row without state, municipality, settlement or name: ${line}`)
      }
      if (/[|:;]/.test(colonia)) throw new Error(`${file}: a colonia with a separator of the output: ${colonia}`)
      const cityId = `${state.padStart(2, '0')}${municipality.padStart(3, '0')}`
      const codes = catalogue.get(cityId) ?? new Map<string, Map<string, string>>()
      catalogue.set(cityId, codes)
      const colonias = codes.get(postalCode.padStart(5, '0')) ?? new Map<string, string>()
      codes.set(postalCode.padStart(5, '0'), colonias)
      colonias.set(settlement.padStart(4, '0'), colonia)
    }
  }
  return catalogue
}

export function encode(catalogue: Catalogue): string {
  const byId = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)
  return [...catalogue.keys()]
    .sort(byId)
    .map((cityId) => {
      const codes = catalogue.get(cityId) ?? new Map<string, Map<string, string>>()
      const parts = [...codes.keys()].sort(byId).map((postalCode) => {
        const colonias = codes.get(postalCode) ?? new Map<string, string>()
        const names = [...colonias.keys()].sort(byId).map((id) => `${id} ${colonias.get(id) ?? ''}`)
        return `${postalCode}:${names.join(';')}`
      })
      return `${cityId}|${parts.join('|')}`
    })
    .join('\n')
}

function main(source: string | undefined) {
  if (!source) {
    console.error('usage: npm run postal:generate -- <CPdescarga.txt, or a folder of its parts>')
    process.exit(1)
  }
  const catalogue = readRows(inputFiles(source).map((file) => ({ file, text: readFileSync(file, 'latin1') })))
  const text = `${encode(catalogue)}\n`
  writeFileSync(
    POSTAL_CATALOGUE_FILE,
    brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_LGWIN]: 24 } }),
  )
  const codes = [...catalogue.values()].reduce((sum, city) => sum + city.size, 0)
  const colonias = [...catalogue.values()].reduce(
    (sum, city) => sum + [...city.values()].reduce((inner, names) => inner + names.size, 0),
    0,
  )
  const states = new Set([...catalogue.keys()].map((id) => id.slice(0, 2))).size
  console.log(
    `${POSTAL_CATALOGUE_FILE}: ${states} states, ${catalogue.size} municipalities, ${codes} postal codes, ${colonias} colonias`,
  )
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main(process.argv[2])
