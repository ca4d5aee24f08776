import { describe, expect, it } from 'vitest'
import { encode, readRows } from '../../scripts/generate-postal-catalogue'
import { parseCatalogue } from '../../server/reference/geography/postal-codes'

/*
 * The postal catalogue's way from SEPOMEX's export to the ERP: rows as SEPOMEX writes them (its
 * notice and header lines first, 15 columns; some copies drop the empty c_CP and have 14), the
 * compact lines the generator writes, and what the ERP reads back from them.
 */

const NOTICE = 'El Catálogo Nacional de Códigos Postales, es elaborado por Correos de México.'
const HEADER =
  'd_codigo|d_asenta|d_tipo_asenta|D_mnpio|d_estado|d_ciudad|d_CP|c_estado|c_oficina|c_CP|c_tipo_asenta|c_mnpio|id_asenta_cpcons|d_zona|c_cve_ciudad'

const jalisco = [
  NOTICE,
  HEADER,
  '44130|Arcos Vallarta|Colonia|Guadalajara|Jalisco|Guadalajara|44131|14|44131||09|039|0007|Urbano|03',
  '44100|Guadalajara  Centro|Colonia|Guadalajara|Jalisco|Guadalajara|44101|14|44101||09|039|0003|Urbano|03',
  '44130|Arcos|Fraccionamiento|Guadalajara|Jalisco|Guadalajara|44131|14|44131||21|039|0200|Urbano|03',
].join('\r\n')
const nuevoLeon = [
  '64000|La Finca|Colonia|Monterrey|Nuevo León|Monterrey|64001|19|64001|09|039|3429|Urbano|01',
  '64000|Monterrey Centro|Colonia|Monterrey|Nuevo León|Monterrey|64001|19|64001|09|039|0001|Urbano|01',
  '',
].join('\n')

const ENCODED = [
  '14039|44100:0003 Guadalajara Centro|44130:0007 Arcos Vallarta;0200 Arcos',
  '19039|64000:0001 Monterrey Centro;3429 La Finca',
].join('\n')

describe('the postal catalogue', () => {
  it('gathers SEPOMEX rows by municipality and postal code, in code order, skipping the notice and header', () => {
    const catalogue = readRows([
      { file: 'nuevo_leon.csv', text: nuevoLeon },
      { file: 'jalisco.csv', text: jalisco },
    ])
    expect(encode(catalogue)).toBe(ENCODED)
  })

  it('refuses a row without a municipality code', () => {
    const broken = '44100|Guadalajara Centro|Colonia|Guadalajara|Jalisco|Guadalajara|44101|14|44101||09||0003|Urbano|03'
    expect(() => readRows([{ file: 'broken.txt', text: broken }])).toThrow('broken.txt')
  })

  it('reads the lines back as colonias with ids of their city and SEPOMEX settlement', () => {
    const { byCity, byPostalCode } = parseCatalogue(`${ENCODED}\n`)
    expect(byCity.get('19039')).toEqual([
      { id: '19039-0001', title: 'Monterrey Centro', cityId: '19039', postalCode: '64000' },
      { id: '19039-3429', title: 'La Finca', cityId: '19039', postalCode: '64000' },
    ])
    expect(byPostalCode.get('44130')).toEqual([
      { id: '14039-0007', title: 'Arcos Vallarta', cityId: '14039', postalCode: '44130' },
      { id: '14039-0200', title: 'Arcos', cityId: '14039', postalCode: '44130' },
    ])
    expect(byPostalCode.get('44100')?.map((district) => district.title)).toEqual(['Guadalajara Centro'])
    expect(byPostalCode.has('44999')).toBe(false)
  })
})
