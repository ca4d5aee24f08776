import { affiliateFrom, affiliateToSearch, type AffiliateData } from './affiliate'

/*
 * A partner's landing: its URL names the affiliate lead the partner registered with the ERP.
 * Apart from ./affiliate.ts, which every page's cookie code carries: only a URL with a query
 * loads this.
 */

/**
 * The query parameter of a partner's landing URL that names its affiliate lead (the ERP's
 * GET /web/public/affiliate/leads/{id}): `/es/?lead=<id>`.
 */
export const LEAD_PARAM = 'lead'

/** A lead id as the ERP takes it: 1 to 64 letters, digits, `-` or `_`. */
const LEAD_ID = /^[A-Za-z0-9_-]{1,64}$/

/** The lead id a landing URL carries, or null when it has none or one the ERP could not take. */
export function leadIdFrom(search: string | URLSearchParams): string | null {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search
  const id = params.get(LEAD_PARAM)?.trim() ?? ''
  return LEAD_ID.test(id) ? id : null
}

/**
 * A lead's affiliate data with the landing URL's own parameters over it: the partner registered
 * its campaign with the lead, and a parameter the URL names explicitly is the more specific one.
 */
export function withLead(lead: AffiliateData, fromUrl: AffiliateData | null): AffiliateData | null {
  return affiliateFrom(affiliateToSearch({ ...lead, ...(fromUrl ?? {}) }))
}
