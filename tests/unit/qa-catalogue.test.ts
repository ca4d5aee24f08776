import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { catalogue, resultsIn, selectAll, type Scenario } from '../../scripts/lib/catalogue'
import { catalogueCsv, catalogueHtml, csvCell, CSV_COLUMNS, resultWords } from '../../scripts/lib/catalogue-html'
import { journeyKey, journeyTitle, type JourneyResult } from '../e2e/journeys/select'
import { ACCOUNT, CANCEL_DIALOG, CHECK_HEADING, CLOSED_HEADING, GOALS } from '../e2e/journeys/words'
import { readOracle, readScreens } from '../model/support/oracle'

const selections = selectAll()
const noResults = () => null
const scenarios = catalogue(noResults, selections)
const screens = [...readScreens().values()]
/** Headings that are not a route's: the application pages' neutral check, a canceled application, the cancel's dialog. */
const OWN_HEADINGS = [CHECK_HEADING, CLOSED_HEADING, CANCEL_DIALOG]
/** Headings a machine's table writes for a route (the sign-up's phone code, on the sign-up's address). */
const ROW_HEADINGS = readOracle('signup')
  .filter((row) => row.heading !== null && row.heading !== '—')
  .map((row) => `${screens.find((screen) => screen.route === row.route)!.url} «${row.heading}»`)

/** RFC 4180 records: quoted fields may hold commas, doubled quotes and line breaks. */
function parseCsv(text: string): string[][] {
  const records: string[][] = []
  let field = ''
  let record: string[] = []
  let quoted = false
  for (let at = 0; at < text.length; at++) {
    const char = text[at]!
    if (quoted && char === '"' && text[at + 1] === '"') {
      field += '"'
      at++
    } else if (char === '"') quoted = !quoted
    else if (quoted) field += char
    else if (char === ',') {
      record.push(field)
      field = ''
    } else if (char === '\r' && text[at + 1] === '\n') {
      record.push(field)
      records.push(record)
      record = []
      field = ''
      at++
    } else field += char
  }
  return records
}

describe('the QA catalogue', () => {
  it('tells every generated browser journey of the told machines, one scenario each unless two tell the same', () => {
    const journeys = Object.values(selections).flatMap((selection) =>
      selection.journeys.map((journey) => journeyKey(journeyTitle(journey))),
    )
    expect(new Set(journeys).size).toBe(journeys.length)
    const told = scenarios.map((scenario) => scenario.test.key)
    expect(scenarios.length).toBeGreaterThanOrEqual(35)
    expect(scenarios.length).toBeLessThanOrEqual(journeys.length)
    for (const key of told) expect(journeys).toContain(key)
    expect(new Set(told).size).toBe(scenarios.length)
  })

  it('gives every scenario an identifier of its own, a goal, preconditions and steps', () => {
    const ids = scenarios.map((scenario) => scenario.id)
    expect(new Set(ids).size).toBe(ids.length)
    for (const scenario of scenarios) {
      expect(scenario.id).toMatch(/^(SOL|FLU|CAL|PRE|OFE|REG|DOC|ACC)-\d{2}$/)
      expect(GOALS).toContain(scenario.goal)
      expect(scenario.preconditions.length).toBeGreaterThan(0)
      expect(scenario.steps.length).toBeGreaterThan(0)
      for (const step of scenario.steps) expect(step.action).not.toBe('')
    }
  })

  it('expects of every scenario an address and a heading the screens table writes (or a page of its own)', () => {
    for (const scenario of scenarios) {
      const { url, heading } = scenario.expected
      expect(url, scenario.id).toMatch(/^\/es\//)
      const row = screens.find((screen) => screen.url === url && screen.heading === heading)
      // The login page's own headings: the team's door and the code step.
      if (!row && url === '/es/ingresar') expect([ACCOUNT.teamHeading, ACCOUNT.mfaHeading], scenario.id).toContain(heading)
      else if (!row && !ROW_HEADINGS.includes(`${url} «${heading}»`)) {
        expect(OWN_HEADINGS, `${scenario.id}: ${url} «${heading}»`).toContain(heading)
        expect(url, scenario.id).toMatch(/^\/es\/application\//)
      }
    }
  })

  it('says a blocked client ends on the login page, signed out', () => {
    const blocked = scenarios.filter((scenario) => scenario.goal === 'Cuenta bloqueada')
    expect(blocked.length).toBeGreaterThan(0)
    for (const scenario of blocked) {
      expect(scenario.expected.url).toBe('/es/ingresar')
      expect(scenario.expected.heading).toBe('Ingresa a tu cuenta')
    }
  })

  it('tells a failed cancel as the dialog that stays open over the page', () => {
    const failed = scenarios.filter((scenario) => scenario.steps.some((step) => step.expect?.heading === CANCEL_DIALOG))
    expect(failed.length).toBeGreaterThan(0)
    for (const scenario of failed)
      expect(scenario.steps.flatMap((step) => step.before).join(' ')).toContain('la llamada que cancela la solicitud')
  })

  it('reads a journey’s last result and screenshot by the journey’s key', () => {
    const dir = mkdtempSync(join(tmpdir(), 'journeys-'))
    const first = scenarios[0]!
    const result: JourneyResult = {
      name: first.test.name,
      status: 'passed',
      finishedAt: '2026-11-27T18:00:00.000Z',
      durationMs: 5000,
      screenshot: `${first.test.key}.jpg`,
    }
    writeFileSync(join(dir, `${journeyKey(first.test.title)}.json`), JSON.stringify(result))
    const read = catalogue(resultsIn(dir), selections)
    const found = read.find((scenario) => scenario.test.key === first.test.key)!
    expect(found.result).toEqual(result)
    expect(read.filter((scenario) => scenario.result !== null)).toHaveLength(1)
    const html = catalogueHtml(read, '../journeys', new Date(2026, 10, 27))
    expect(html).toContain(`src="../journeys/${result.screenshot}"`)
    expect(html).toContain('Generado el 27/11/2026')
  })
})

describe('a journey’s result in words', () => {
  const scenario = (result: JourneyResult | null): Scenario => ({ ...scenarios[0]!, result })
  const ran = (status: JourneyResult['status'], finishedAt: string): JourneyResult => ({
    name: 'x',
    status,
    finishedAt,
    durationMs: 1,
    screenshot: 'x.jpg',
  })

  it.each([
    [null, 'Sin resultado todavía (npm run test:e2e lo deja)'],
    [ran('passed', '2026-11-27T18:00:00.000Z'), 'pasó el 27/11/2026'],
    [ran('failed', '2026-03-01T18:00:00.000Z'), 'falló el 01/03/2026'],
    [ran('timedOut', '2026-03-01T18:00:00.000Z'), 'falló (tiempo agotado) el 01/03/2026'],
  ])('%j reads %s', (result, words) => {
    expect(resultWords(scenario(result))).toBe(words)
  })
})

describe('the catalogue as CSV', () => {
  it.each([
    ['plain', 'plain'],
    ['a, b', '"a, b"'],
    ['di "hola"', '"di ""hola"""'],
    ['uno\ndos', '"uno\ndos"'],
    ['«Ingresar»', '«Ingresar»'],
  ])('writes %j as %j', (value, cell) => {
    expect(csvCell(value)).toBe(cell)
  })

  it('starts with the byte-order mark and the columns, then one record per scenario with its steps in one cell', () => {
    const csv = catalogueCsv(scenarios, 'reports/journeys')
    expect(csv.startsWith('\uFEFFID,Objetivo,Escenario,')).toBe(true)
    const [header, ...records] = parseCsv(csv.slice(1))
    expect(header).toEqual([...CSV_COLUMNS])
    expect(records).toHaveLength(scenarios.length)
    for (const [index, record] of records.entries()) {
      expect(record).toHaveLength(CSV_COLUMNS.length)
      expect(record[0]).toBe(scenarios[index]!.id)
      expect(record[4]!.split('\n')[0]).toMatch(/^1\. /)
      expect(record[5]).toBe(scenarios[index]!.expected.url)
    }
  })
})

describe('the catalogue as a page', () => {
  const html = catalogueHtml(scenarios, '../journeys', new Date(2026, 10, 27))

  it('is in Spanish, with a labelled search box and one article per scenario under its goal', () => {
    expect(html).toContain('<html lang="es-MX">')
    expect(html).toMatch(/<label for="buscar">[^<]+<\/label>\s*<input id="buscar" type="search"/)
    for (const scenario of scenarios) expect(html).toContain(`<article id="${scenario.id}"`)
    expect(html.match(/<article /g)).toHaveLength(scenarios.length)
  })
})
