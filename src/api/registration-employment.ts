import type { components, paths } from '../../api/schema'
import type { PayCycle } from '../domain/pay-dates'
import { unwrap } from './answer'
import { settle, type ApiClient } from './client'

/** One entry of the employment lists: the key the ERP stores and its title in the user's language. */
export interface EmploymentOption {
  key: string
  title: string
}

/** What complete-step-three takes (api/routes/account.ts EmploymentRequest). */
export interface EmploymentRequest {
  employmentStatus: string
  position: string
  companyName: string
  workPhone: string
  monthlyIncome: string
  salaryCycle: PayCycle
  payDates: string
}

/** The employment the ERP holds for the client (account-details), as a returning client finds it. */
export type SavedEmployment = components['schemas']['AccountDetails']['employment']

type Locale = 'es' | 'en'
type StatusKey = paths['/web/public/client/employment-positions']['get']['parameters']['query']['employmentStatusKey']

/** Registration step three: the employment lists, the employment saved before, and complete-step-three. */
export function employmentCalls(api: ApiClient) {
  return {
    async statuses(locale: Locale): Promise<EmploymentOption[]> {
      return unwrap(await settle(api.GET('/web/public/client/employment-statuses', { params: { query: { locale } } })))
    },
    /** The positions of one status (GET employment-positions?employmentStatusKey=). */
    async positions(status: string, locale: Locale): Promise<EmploymentOption[]> {
      const employmentStatusKey = status as StatusKey
      return unwrap(
        await settle(api.GET('/web/public/client/employment-positions', { params: { query: { employmentStatusKey, locale } } })),
      )
    },
    /** The employment saved before (GET account-details); null when there was no answer. */
    async saved(): Promise<SavedEmployment | null> {
      const answer = await settle(api.GET('/web/private/client/account-details'))
      return answer.ok ? answer.data.employment : null
    },
    async complete(body: EmploymentRequest): Promise<unknown> {
      return unwrap(await settle(api.PUT('/web/private/client/complete-step-three', { body })))
    },
  }
}
