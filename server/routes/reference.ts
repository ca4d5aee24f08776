import type { OpenAPIHono } from '@hono/zod-openapi'
import type { Context } from 'hono'
import {
  getClassification,
  getClassificationByGroup,
  getIdDocumentAutocompleteTimeSetting,
  listBanks,
  listCityDistricts,
  listDistrictWards,
  listEmploymentPositions,
  listEmploymentStatuses,
  listRegionCities,
  listRegions,
  searchCities,
} from '../../api'
import { errorBody } from '../errors'
import * as reference from '../reference'

/** Reference data changes with a release only: shared caches may keep an answer for an hour. */
const CACHE_POLICY = 'public, max-age=3600'

/** 404 in the error envelope, typed with its literal status so a handler may return it. */
function unknown(c: Context, what: string) {
  return c.json(errorBody(`Unknown ${what}.`, { code: 'not_found' }), 404)
}

function cacheable(c: Context): void {
  c.header('Cache-Control', CACHE_POLICY)
}

/** Geography, banks, classifications, employment and settings (api/routes/reference.ts). */
export function mountReference(app: OpenAPIHono): void {
  app.openapi(listRegions, (c) => {
    cacheable(c)
    return c.json({ data: [...reference.listRegions()] }, 200)
  })

  app.openapi(listRegionCities, (c) => {
    const cities = reference.listCities(c.req.valid('param').id)
    if (!cities) return unknown(c, 'region')
    cacheable(c)
    return c.json({ data: [...cities] }, 200)
  })

  app.openapi(searchCities, (c) => {
    const { query, regionId, limit } = c.req.valid('query')
    if (regionId !== undefined && !reference.isRegion(regionId)) return unknown(c, 'region')
    cacheable(c)
    return c.json({ data: reference.searchCities(query, { regionId, limit: limit ?? 20 }) }, 200)
  })

  app.openapi(listCityDistricts, (c) => {
    const districts = reference.listDistricts(c.req.valid('param').id)
    if (!districts) return unknown(c, 'city')
    cacheable(c)
    return c.json({ data: [...districts] }, 200)
  })

  app.openapi(listDistrictWards, (c) => {
    const wards = reference.listWards(c.req.valid('param').id)
    if (!wards) return unknown(c, 'district')
    cacheable(c)
    return c.json({ data: [...wards] }, 200)
  })

  app.openapi(getClassification, (c) => {
    const entries = reference.readClassification(c.req.valid('param').path, { locale: c.req.valid('query').locale })
    if (!entries) return unknown(c, 'classification')
    cacheable(c)
    return c.json({ data: [...entries] }, 200)
  })

  app.openapi(getClassificationByGroup, (c) => {
    const { group, name, locale } = c.req.valid('query')
    // The contract's enums admit only names of the group, so a well-formed request always finds one.
    const entries = reference.readClassification(name, { group, locale }) ?? []
    cacheable(c)
    return c.json({ data: [...entries] }, 200)
  })

  app.openapi(listBanks, (c) => {
    cacheable(c)
    return c.json({ data: [...reference.bankList()] }, 200)
  })

  app.openapi(listEmploymentStatuses, (c) => {
    cacheable(c)
    return c.json({ data: reference.listEmploymentStatuses(c.req.valid('query').locale) }, 200)
  })

  app.openapi(listEmploymentPositions, (c) => {
    const { employmentStatusKey, locale } = c.req.valid('query')
    cacheable(c)
    return c.json({ data: reference.listEmploymentPositions(employmentStatusKey, locale) }, 200)
  })

  app.openapi(getIdDocumentAutocompleteTimeSetting, (c) =>
    c.json({ data: { seconds: reference.ID_DOCUMENT_AUTOCOMPLETE_SECONDS } }, 200),
  )
}
