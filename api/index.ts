import { OpenAPIHono } from '@hono/zod-openapi'
import { getOffer } from './routes/arithmetic'
import {
  getBackOfficeUser,
  loginClient,
  loginUser,
  loginUserMfa,
  logoutClient,
  logoutUser,
  refreshClientToken,
  refreshUserToken,
} from './routes/auth'
import { getClient, recoverPassword, resetPassword, sendEmailCode, sendSmsCode, signUpClient } from './routes/clients'
import { getOutbox } from './routes/dev'
import { getHealth } from './routes/health'
import { checkClient, getCalculatorConfig } from './routes/public'
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
} from './routes/reference'

export * from './envelope'
export * from './routes/health'
export * from './routes/public'
export * from './routes/auth'
export * from './routes/clients'
export * from './routes/dev'
export * from './routes/arithmetic'
export * from './routes/reference'

/**
 * Every route of the contract. The OpenAPI document, and through it the client types, are built
 * from this list. To add a route: define it with createRoute() in api/routes/<area>.ts (name it
 * after its operationId, answer with success()/failure from ./envelope), list it here, run
 * `npm run api:generate`, and give it a handler in server/routes/<area>.ts; the drift test and
 * tests/server/api.test.ts fail until both are done.
 */
export const routes = [
  getHealth,
  getCalculatorConfig,
  checkClient,
  getOffer,
  // Accounts and auth (server/routes/auth.ts, clients.ts, dev.ts)
  signUpClient,
  sendSmsCode,
  sendEmailCode,
  recoverPassword,
  resetPassword,
  loginClient,
  loginUser,
  loginUserMfa,
  refreshClientToken,
  logoutClient,
  getClient,
  refreshUserToken,
  logoutUser,
  getBackOfficeUser,
  getOutbox,
  // Reference data (server/routes/reference.ts)
  listRegions,
  listRegionCities,
  searchCities,
  listCityDistricts,
  listDistrictWards,
  getClassification,
  getClassificationByGroup,
  listBanks,
  listEmploymentStatuses,
  listEmploymentPositions,
  getIdDocumentAutocompleteTimeSetting,
] as const

export const CONTRACT_INFO = {
  title: 'prestamo-mx web API',
  version: '0.1.0',
  description: 'The calls the web app makes (spec part 7), answered by the reference ERP in server/.',
} as const

/** Deep copy with object keys sorted, so the committed document only changes when the contract does. */
function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys)
  if (value === null || typeof value !== 'object') return value
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, sortKeys((value as Record<string, unknown>)[key])]),
  )
}

/** The OpenAPI 3.1 document of the contract, with stable key order. */
export function openApiDocument(): Record<string, unknown> {
  // A bare OpenAPIHono is the public way to reach the registry and the 3.1 generator.
  const registry = new OpenAPIHono()
  for (const route of routes) registry.openAPIRegistry.registerPath(route)
  const document = registry.getOpenAPI31Document({ openapi: '3.1.0', info: { ...CONTRACT_INFO } })
  return sortKeys(document) as Record<string, unknown>
}
