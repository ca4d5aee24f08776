import { affiliateCalls } from '../api/affiliates'
import { affiliateFrom } from '../domain/affiliate'
import { leadIdFrom, withLead } from '../domain/affiliate-lead'
import { api } from './api'
import { captureAffiliate, rememberAffiliate } from './cookies'

/**
 * What a landing URL tells of where the visitor came from, kept in the affiliate cookie: its own
 * parameters (gclid, utm_*, my_*) at once; and on a partner's landing (`?lead=<id>`) the lead's
 * affiliate data the ERP holds, read once the page is up (GET affiliate/leads/{id}), with the
 * URL's own parameters over it. An unknown lead, or no answer, leaves what the URL said.
 */
export async function captureLanding(location: Pick<Location, 'search'>): Promise<void> {
  captureAffiliate(location)
  const id = leadIdFrom(location.search)
  if (!id) return
  const lead = await affiliateCalls(api).lead(id)
  const data = lead ? withLead(lead, affiliateFrom(location.search)) : null
  if (data) rememberAffiliate(data)
}
