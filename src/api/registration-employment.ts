import type { paths } from '../../api/schema'
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

type Locale = 'es' | 'en'
type StatusKey = paths['/web/public/client/employment-positions']['get']['parameters']['query']['employmentStatusKey']

/** Registration step three: the employment lists and complete-step-three. */
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
    async complete(body: EmploymentRequest): Promise<unknown> {
      return unwrap(await settle(api.PUT('/web/private/client/complete-step-three', { body })))
    },
  }
}
