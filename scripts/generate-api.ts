/**
 * Writes the contract's generated outputs: api/openapi.json and api/schema.d.ts.
 * Both are committed; tests/unit/api-contract-drift.test.ts fails when they fall behind api/.
 * Usage: npm run api:generate
 */
import { writeFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import openapiTS, { astToString, COMMENT_HEADER, type OpenAPI3 } from 'openapi-typescript'
import { openApiDocument } from '../api'

export const OPENAPI_JSON = fileURLToPath(new URL('../api/openapi.json', import.meta.url))
export const SCHEMA_TYPES = fileURLToPath(new URL('../api/schema.d.ts', import.meta.url))

/** The document as committed: two-space JSON with a final newline. */
export function renderOpenApiJson(): string {
  return `${JSON.stringify(openApiDocument(), null, 2)}\n`
}

/** The client types, built from the same document through openapi-typescript's Node API. */
export async function renderSchemaTypes(): Promise<string> {
  const ast = await openapiTS(openApiDocument() as unknown as OpenAPI3, { silent: true })
  return COMMENT_HEADER + astToString(ast)
}

async function main(): Promise<void> {
  await writeFile(OPENAPI_JSON, renderOpenApiJson())
  await writeFile(SCHEMA_TYPES, await renderSchemaTypes())
  console.log(`Wrote ${OPENAPI_JSON}\nWrote ${SCHEMA_TYPES}`)
}

// Run only as a script, so tests can import the renderers without writing files.
if (process.argv[1] === fileURLToPath(import.meta.url)) await main()
