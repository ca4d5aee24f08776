import { getConfig } from '@lingui/conf'
import { getCatalogs } from '@lingui/cli/api'
import { describe, expect, it } from 'vitest'

// Every message in the source code must be in the Spanish catalog, translated.
describe('the es catalog', async () => {
  const config = getConfig({ cwd: process.cwd() })
  const catalogs = await getCatalogs(config)

  for (const catalog of catalogs) {
    const name = catalog.path.split('/').pop()
    it(`has a Spanish translation for every message of the ${name} catalog`, { timeout: 120_000 }, async () => {
      const source = (await catalog.collect()) ?? {}
      const spanish = await catalog.read('es')
      const missing = Object.entries(source)
        .filter(([id]) => !spanish?.[id]?.translation?.trim())
        .map(([id, m]) => `${id}: ${m.message ?? ''}`)
      expect(missing, `run \`npm run i18n:extract\` and translate these in locales/es/${name}.po`).toEqual([])
    })
  }

  // A page loads several catalogs into one set of messages: a message in two of them must read the same.
  it('gives a message the same Spanish wording in every catalog it is in', { timeout: 120_000 }, async () => {
    const wordings = new Map<string, Map<string, string>>()
    for (const catalog of catalogs) {
      const name = catalog.path.split('/').pop()!
      for (const [id, message] of Object.entries((await catalog.read('es')) ?? {})) {
        const translation = message.translation?.trim()
        if (!translation || message.obsolete) continue
        if (!wordings.has(id)) wordings.set(id, new Map())
        wordings.get(id)!.set(name, translation)
      }
    }
    const differing = [...wordings]
      .filter(([, by]) => new Set(by.values()).size > 1)
      .map(([id, by]) => `${id}: ${JSON.stringify(Object.fromEntries(by))}`)
    expect(differing).toEqual([])
  })
})
