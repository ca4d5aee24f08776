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
 * (region ⊃ city ⊃ district ⊃ ward), the address suggestions, municipalities by name, the
 * address the client saved before, complete-step-two, and the position she chose to share.
 */
export function addressCalls(api: ApiClient) {
  return {
    async regions(): Promise<Region[]> {
      return unwrap(await settle(api.GET('/web/public/address/region')))
    },
    async cities(regionId: string): Promise<City[]> {
      return unwrap(await settle(api.GET('/web/public/address/region/{id}/city', { params: { path: { id: regionId } } })))
    },
    /** Municipalities of a state whose name is like what was typed, best first (GET address/city). */
    async citiesNamed(query: string, regionId: string, signal?: AbortSignal): Promise<City[]> {
      return unwrap(
        await settle(
          api.GET('/web/public/address/city', {
            params: { query: { query, ...(regionId ? { regionId } : {}), limit: 5 } },
            ...(signal ? { signal } : {}),
          }),
        ),
      )
    },
    /** The device's position, which the person chose to share (POST geo). */
    async saveGeo(position: { lat: number; lng: number }): Promise<unknown> {
      return unwrap(await settle(api.POST('/web/private/client/geo', { body: position })))
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
