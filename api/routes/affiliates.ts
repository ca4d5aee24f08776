import { createRoute, z } from '@hono/zod-openapi'
import { failure, invalidRequest, success } from '../envelope'
import { refusal } from './clients'

/**
 * Affiliate leads (`GET /web/public/affiliate/leads/{id}`): a landing record an
 * affiliate partner made, carrying the affiliate data (src/domain/affiliate.ts). A partner's landing URL
 * carries the lead's id; the front end reads the lead by it to fill its affiliate cookie
 * (kept 1800 s) and sends that data with the application. Admins register leads.
 */

/** The longest kept value, as the front end keeps it (src/domain/affiliate.ts AFFILIATE_VALUE_MAX). */
const LeadValue = z.string().max(200)

/** The affiliate data of a lead: the affiliate fields, in their order (src/domain/affiliate.ts); the partner is always named. */
export const AffiliateLeadData = z
  .object({
    gclid: LeadValue.optional(),
    utm_partner: LeadValue.min(1),
    utm_source: LeadValue.optional(),
    utm_content: LeadValue.optional(),
    utm_campaign: LeadValue.optional(),
    utm_medium: LeadValue.optional(),
    my_source: LeadValue.optional(),
    my_content: LeadValue.optional(),
    my_campaign: LeadValue.optional(),
    my_medium: LeadValue.optional(),
  })
  .openapi('AffiliateLeadData')

export const AffiliateLead = z
  .object({
    id: z.string(),
    /** Only the fields the lead has; values trimmed. */
    affiliate: AffiliateLeadData,
  })
  .openapi('AffiliateLead')

export type AffiliateLead = z.infer<typeof AffiliateLead>

export const getAffiliateLead = createRoute({
  method: 'get',
  path: '/web/public/affiliate/leads/{id}',
  operationId: 'getAffiliateLead',
  tags: ['public'],
  summary: "An affiliate partner's lead with its affiliate data",
  description:
    'Unknown ids answer 404. An address that asks for 20 unknown ids within 10 minutes is answered 429 (with Retry-After) ' +
    'on every lead until the window frees, so ids cannot be found by guessing.',
  request: {
    params: z.object({
      id: z
        .string()
        .regex(/^[A-Za-z0-9_-]{1,64}$/)
        .openapi({
          param: { name: 'id', in: 'path' },
          description: 'Letters, digits, `-` and `_`; at most 64',
          example: 'demo-lead',
        }),
    }),
  },
  responses: {
    200: success(AffiliateLead, 'The lead'),
    400: invalidRequest,
    404: refusal('No such lead'),
    429: refusal('Too many unknown leads asked from this address; Retry-After says when to try again'),
    default: failure,
  },
})

export const createAffiliateLead = createRoute({
  method: 'post',
  path: '/web/private/back-office/affiliate/leads',
  operationId: 'createAffiliateLead',
  tags: ['back-office'],
  summary: "Register an affiliate partner's lead (admins only); its random id goes into the partner's landing URL",
  description:
    'Values are trimmed and empty ones dropped. Violations: `required` (utm_partner), `max_length` (over 200 characters), ' +
    '`invalid_characters` (control characters).',
  request: { body: { required: true, content: { 'application/json': { schema: AffiliateLeadData } } } },
  responses: {
    201: success(AffiliateLead, 'The lead'),
    400: invalidRequest,
    401: refusal('No valid admin token'),
    403: refusal('Not an admin token'),
    default: failure,
  },
})
