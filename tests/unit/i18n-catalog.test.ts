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
})
