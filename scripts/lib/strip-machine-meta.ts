import { transformAsync, type PluginObj } from '@babel/core'

/** A machine definition file of machines/ (not ids.ts or navigation.ts). */
export const MACHINE_FILE = /[\\/]machines[\\/][^\\/]+\.machine\.ts$/

/** Removes every `meta: {…}` property: states' and transitions' descriptions, screens and reasons. */
const stripMeta = (): PluginObj => ({
  visitor: {
    ObjectProperty(path) {
      const { key, computed, value } = path.node
      if (!computed && key.type === 'Identifier' && key.name === 'meta' && value.type === 'ObjectExpression') path.remove()
    },
  },
})

/**
 * A machine's source without its `meta`: what the visualiser and the QA report read (at build time,
 * from the source: vite.config.ts `flow-graphs`, scripts/paths.ts) and the running app never does,
 * so a visitor's browser does not download it. Answers null when there is nothing to remove.
 */
export async function stripMachineMeta(code: string, filename: string): Promise<{ code: string; map: unknown } | null> {
  if (!code.includes('meta:')) return null
  const result = await transformAsync(code, {
    filename,
    babelrc: false,
    configFile: false,
    sourceMaps: true,
    parserOpts: { plugins: ['typescript'] },
    plugins: [stripMeta],
  })
  return result?.code ? { code: result.code, map: result.map } : null
}
