import { readFile } from 'node:fs/promises'
import { describe, expect, it } from 'vitest'
import { OPENAPI_JSON, renderOpenApiJson, renderSchemaTypes, SCHEMA_TYPES } from '../../scripts/generate-api'

// The generated files are committed; when api/ changes without `npm run api:generate`, these fail.
describe('the committed contract outputs', () => {
  it('api/openapi.json matches the document built from api/', async () => {
    expect(await readFile(OPENAPI_JSON, 'utf8'), 'run `npm run api:generate`').toBe(renderOpenApiJson())
  })

  it('api/schema.d.ts matches the types generated from the document', async () => {
    expect(await readFile(SCHEMA_TYPES, 'utf8'), 'run `npm run api:generate`').toBe(await renderSchemaTypes())
  })
})
