import { unwrap } from './answer'
import { settle, type ApiClient } from './client'

/** The version of the direct-debit authorisation text the pages show (POST direct-debit/consent textVersion). */
const DIRECT_DEBIT_TEXT_VERSION = 'domiciliacion-2025-06'

/**
 * The consent to charge the registered card (domiciliación): given on the flow's direct-debit
 * page, and again before the loan's card charges (the same card and text again answers the first
 * consent).
 */
export function directDebitCalls(api: ApiClient) {
  return {
    /** POST direct-debit/consent for the registered card. */
    async consent() {
      return unwrap(
        await settle(
          api.POST('/web/private/client/direct-debit/consent', {
            body: { accepted: true, textVersion: DIRECT_DEBIT_TEXT_VERSION },
          }),
        ),
      )
    },
  }
}
