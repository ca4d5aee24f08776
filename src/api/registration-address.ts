import type { components } from '../../api/schema'
import { unwrap } from './answer'
import { settle, type ApiClient } from './client'

export type Region = components['schemas']['Region']
export type City = components['schemas']['City']
export type District = components['schemas']['District']
export type Ward = components['schemas']['Ward']
export type AddressSuggestion = components['schemas']['AddressSuggestion']
export type AddressRequest = components['schemas']['AddressRequest']
export type SavedAddress = components['schemas']['AccountDetails']['address']

/**
 * The calls of registration step two: the geography lists of the dependent selects
 * (region ⊃ city ⊃ district ⊃ ward), the address suggestions, the address the client saved
 * before, and complete-step-two.
 */
export function addressCalls(api: ApiClient) {
  return {
    async regions(): Promise<Region[]> {
      return unwrap(await settle(api.GET('/web/public/address/region')))
    },
    async cities(regionId: string): Promise<City[]> {
      return unwrap(await settle(api.GET('/web/public/address/region/{id}/city', { params: { path: { id: regionId } } })))
    },
    /** A city's colonias, SEPOMEX's, each with its postal code. */
    async districts(cityId: string): Promise<District[]> {
      return unwrap(await settle(api.GET('/web/public/address/city/{id}/district', { params: { path: { id: cityId } } })))
    },
    /** A district's wards: the ERP knows none yet. */
    async wards(districtId: string): Promise<Ward[]> {
      return unwrap(await settle(api.GET('/web/public/address/district/{id}/ward', { params: { path: { id: districtId } } })))
    },
    /** Suggestions by postal code (five digits) or by the name of a colonia or municipality. */
    async suggestions(search: string, signal?: AbortSignal): Promise<AddressSuggestion[]> {
      const term = search.trim()
      const query = /^\d{5}$/.test(term) ? { postalCode: term, limit: 8 } : { query: term, limit: 8 }
      return unwrap(
        await settle(api.GET('/web/private/client/addresses/list', { params: { query }, ...(signal ? { signal } : {}) })),
      )
    },
    /** What complete-step-two saved earlier, to prefill the form of a returning applicant. */
    async saved(): Promise<SavedAddress> {
      return unwrap(await settle(api.GET('/web/private/client/account-details'))).address
    },
    async save(body: AddressRequest): Promise<unknown> {
      return unwrap(await settle(api.PUT('/web/private/client/complete-step-two', { body })))
    },
  }
}
