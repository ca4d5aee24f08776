import { createRoute, z } from '@hono/zod-openapi'
import { failure, invalidRequest, success, listSuccess, PageQuery, PageQueryFields } from '../envelope'

/*
 * Reference data: geography for address forms, banks and other
 * classifications, employment statuses and positions, and the id-document freshness setting.
 * All public, all read-only. Unknown ids answer 404 in the error envelope; a query that breaks
 * the contract answers 400 with one violation per field.
 *
 * Geography paths:
 *   GET /web/public/address/region                  the 32 federal entities
 *   GET /web/public/address/region/{id}/city        a region's municipalities
 *   GET /web/public/address/city?query=&regionId=   cities by name (accents and case ignored)
 *   GET /web/public/address/city/{id}/district      a city's colonias (SEPOMEX's catalogue)
 *   GET /web/public/address/district/{id}/ward      a district's wards (none known: empty)
 */

const tags = ['reference']

/** The language of titles: Spanish by default. Place and bank names are the same in both. */
export const ReferenceLocale = z.enum(['es', 'en']).openapi('ReferenceLocale')

const localeQuery = ReferenceLocale.optional().openapi({
  param: { name: 'locale', in: 'query' },
  description: "Language of the titles, 'es' when absent",
})

function pathId(name: string, description: string) {
  return z
    .string()
    .min(1)
    .max(32)
    .openapi({ param: { name, in: 'path' }, description })
}

// ---------------------------------------------------------------- geography

export const Region = z
  .object({
    id: z.string().openapi({ description: "INEGI two-digit entity code, e.g. '09'", example: '09' }),
    title: z.string().openapi({ example: 'Ciudad de México' }),
  })
  .openapi('Region')

export const City = z
  .object({
    id: z.string().openapi({ description: 'INEGI five-digit municipality code: entity + municipality', example: '09015' }),
    title: z.string().openapi({ example: 'Cuauhtémoc' }),
    regionId: z.string().openapi({ example: '09' }),
  })
  .openapi('City')

export const District = z
  .object({
    id: z.string().openapi({ description: 'City id, a dash and a three-digit number', example: '09015-020' }),
    title: z.string().openapi({ example: 'Roma Norte' }),
    cityId: z.string().openapi({ example: '09015' }),
    postalCode: z.string().openapi({ description: 'SEPOMEX five-digit postal code', example: '06700' }),
  })
  .openapi('District')

export const Ward = z
  .object({
    id: z.string(),
    title: z.string(),
    districtId: z.string(),
  })
  .openapi('Ward')

export type Region = z.infer<typeof Region>
export type City = z.infer<typeof City>
export type District = z.infer<typeof District>
export type Ward = z.infer<typeof Ward>

export const listRegions = createRoute({
  method: 'get',
  path: '/web/public/address/region',
  operationId: 'listRegions',
  tags,
  summary: "Mexico's 32 federal entities, in INEGI code order",
  request: { query: PageQuery },
  responses: {
    200: listSuccess(Region, 'The regions'),
    default: failure,
  },
})

export const listRegionCities = createRoute({
  method: 'get',
  path: '/web/public/address/region/{id}/city',
  operationId: 'listRegionCities',
  tags,
  summary: "A region's municipalities (alcaldías in Ciudad de México), in INEGI code order",
  request: { params: z.object({ id: pathId('id', 'Region id') }), query: PageQuery },
  responses: {
    200: listSuccess(City, 'The cities of the region'),
    404: failure,
    default: failure,
  },
})

export const searchCities = createRoute({
  method: 'get',
  path: '/web/public/address/city',
  operationId: 'searchCities',
  tags,
  summary: 'Cities whose name contains the query, best matches first',
  description:
    'Case and accents are ignored. Exact names come first, then names starting with the query, then names with a word starting with it, then the rest.',
  request: {
    query: z.object({
      ...PageQueryFields,
      query: z
        .string()
        .trim()
        .min(2)
        .max(100)
        .openapi({ param: { name: 'query', in: 'query' }, description: 'At least two characters' }),
      regionId: z
        .string()
        .min(1)
        .max(32)
        .optional()
        .openapi({ param: { name: 'regionId', in: 'query' }, description: 'Only this region; 404 when unknown' }),
      limit: z.coerce
        .number()
        .int()
        .min(1)
        .max(50)
        .optional()
        .openapi({ param: { name: 'limit', in: 'query' }, type: 'integer', description: 'Default 20' }),
    }),
  },
  responses: {
    200: listSuccess(City, 'The matching cities'),
    400: invalidRequest,
    404: failure,
    default: failure,
  },
})

export const listCityDistricts = createRoute({
  method: 'get',
  path: '/web/public/address/city/{id}/district',
  operationId: 'listCityDistricts',
  tags,
  summary: "A city's districts (colonias) with postal codes",
  description:
    "The colonias SEPOMEX's catalogue lists for the municipality, each with its postal code; ids are the city id and SEPOMEX's settlement id ('09015-0947', Roma Norte).",
  request: { params: z.object({ id: pathId('id', 'City id') }), query: PageQuery },
  responses: {
    200: listSuccess(District, 'The districts of the city'),
    404: failure,
    default: failure,
  },
})

export const listDistrictWards = createRoute({
  method: 'get',
  path: '/web/public/address/district/{id}/ward',
  operationId: 'listDistrictWards',
  tags,
  summary: "A district's wards (no ward data yet: an empty list for every district)",
  request: { params: z.object({ id: pathId('id', 'District id') }), query: PageQuery },
  responses: {
    200: listSuccess(Ward, 'The wards of the district'),
    404: failure,
    default: failure,
  },
})

// ---------------------------------------------------------------- classifications and banks

/** One entry of a classification: a stable value and its title. */
export const ClassificationEntry = z
  .object({
    value: z.string().openapi({ example: '012' }),
    title: z.string().openapi({ example: 'BBVA Bancomer' }),
  })
  .openapi('ClassificationEntry')

export type ClassificationEntry = z.infer<typeof ClassificationEntry>

export const ClassificationGroup = z.enum(['clients']).openapi('ClassificationGroup')

export const ClassificationName = z.enum(['banks', 'banks_enabled', 'employment_statuses']).openapi('ClassificationName', {
  description:
    'banks: every institution of the CLABE bank table (value: 3-digit bank code); banks_enabled: the banks the lender disburses to; employment_statuses: value is the status key',
})

export const getClassification = createRoute({
  method: 'get',
  path: '/web/public/classification/{path}',
  operationId: 'getClassification',
  tags,
  summary: 'A classification by name (banks, banks_enabled, employment_statuses)',
  request: {
    params: z.object({ path: pathId('path', 'The classification name; 404 when there is none by that name') }),
    query: z.object({
      ...PageQueryFields,
      locale: localeQuery,
    }),
  },
  responses: {
    200: listSuccess(ClassificationEntry, 'The entries of the classification'),
    400: invalidRequest,
    404: failure,
    default: failure,
  },
})

export const getClassificationByGroup = createRoute({
  method: 'get',
  path: '/web/public/classification',
  operationId: 'getClassificationByGroup',
  tags,
  summary: 'A classification by group and name (group=clients&name=banks or banks_enabled)',
  description:
    'The bank list the front end shows is the entries of banks whose value is in banks_enabled; GET /web/public/bank answers it directly.',
  request: {
    query: z.object({
      ...PageQueryFields,
      group: ClassificationGroup.openapi({ param: { name: 'group', in: 'query' } }),
      name: ClassificationName.openapi({ param: { name: 'name', in: 'query' } }),
      locale: localeQuery,
    }),
  },
  responses: {
    200: listSuccess(ClassificationEntry, 'The entries of the classification'),
    400: invalidRequest,
    default: failure,
  },
})

/** An entry of the bank list: items with a value field. */
export const BankListItem = z
  .object({
    value: z.string().openapi({ description: 'Three-digit CLABE bank code', example: '072' }),
    title: z.string().openapi({ example: 'Banco Mercantil del Norte' }),
  })
  .openapi('BankListItem')

export type BankListItem = z.infer<typeof BankListItem>

export const listBanks = createRoute({
  method: 'get',
  path: '/web/public/bank',
  operationId: 'listBanks',
  tags,
  summary: 'The banks a loan can be disbursed to: entries of banks whose value is in banks_enabled',
  request: { query: PageQuery },
  responses: {
    200: listSuccess(BankListItem, 'The bank list'),
    default: failure,
  },
})

// ---------------------------------------------------------------- employment

export const EmploymentStatusKey = z
  .enum([
    'employed_full_time',
    'employed_part_time',
    'self_employed',
    'business_owner',
    'retired',
    'student',
    'unemployed',
    'housework',
  ])
  .openapi('EmploymentStatusKey')

export const EmploymentStatus = z
  .object({ key: EmploymentStatusKey, title: z.string().openapi({ example: 'Empleado de tiempo completo' }) })
  .openapi('EmploymentStatus')

export const EmploymentPosition = z
  .object({
    key: z.string().openapi({ description: 'snake_case, unique within its status', example: 'cashier' }),
    title: z.string().openapi({ example: 'Cajero' }),
  })
  .openapi('EmploymentPosition')

export type EmploymentStatus = z.infer<typeof EmploymentStatus>
export type EmploymentPosition = z.infer<typeof EmploymentPosition>

export const listEmploymentStatuses = createRoute({
  method: 'get',
  path: '/web/public/client/employment-statuses',
  operationId: 'listEmploymentStatuses',
  tags,
  summary: 'Employment statuses',
  request: {
    query: z.object({
      ...PageQueryFields,
      locale: localeQuery,
    }),
  },
  responses: {
    200: listSuccess(EmploymentStatus, 'The employment statuses'),
    400: invalidRequest,
    default: failure,
  },
})

export const listEmploymentPositions = createRoute({
  method: 'get',
  path: '/web/public/client/employment-positions',
  operationId: 'listEmploymentPositions',
  tags,
  summary: 'The positions of an employment status',
  request: {
    query: z.object({
      ...PageQueryFields,
      employmentStatusKey: EmploymentStatusKey.openapi({ param: { name: 'employmentStatusKey', in: 'query' } }),
      locale: localeQuery,
    }),
  },
  responses: {
    200: listSuccess(EmploymentPosition, 'The positions of the status'),
    400: invalidRequest,
    default: failure,
  },
})

// ---------------------------------------------------------------- settings

export const IdDocumentAutocompleteTimeSetting = z
  .object({
    seconds: z.number().int().positive().openapi({
      description: 'An identity-document photo counts as just taken when modified within this many seconds',
      example: 120,
    }),
  })
  .openapi('IdDocumentAutocompleteTimeSetting')

export const getIdDocumentAutocompleteTimeSetting = createRoute({
  method: 'get',
  path: '/web/public/id-document-autocomplete-time-setting',
  operationId: 'getIdDocumentAutocompleteTimeSetting',
  tags,
  summary: 'How fresh an identity-document photo must be, in seconds',
  responses: {
    200: success(IdDocumentAutocompleteTimeSetting, 'The freshness window'),
    default: failure,
  },
})
